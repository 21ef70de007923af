import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, Hashable {
    public var cornerSize: CGSize

    /// Rounded corners of `cornerRadius` points.
    public init(cornerRadius: CGFloat) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    /// Rounded corners of the smaller side of `cornerSize`.
    public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height))
    }
}

/// A circle centred in its frame with the diameter of the frame's shorter side.
public struct Circle: Shape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

extension Path: Shape {
    /// The path itself, offset to the frame's origin.
    public func path(in rect: CGRect) -> Path {
        rect.origin == .zero ? self : applying(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    }
}

extension Color: PrimitiveView {
    public func makeElement() -> Element { ShapeElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? ShapeElement else { return }
        element.configure(shape: Rectangle(), paint: .fill(AnyShapeStyle(self), .nonZero))
    }
}

import Foundation
import SwiftFlowCore

/// An outline fitted to a rectangle, as SwiftUI's `Shape`; as a view it fills with the foreground style.
@MainActor @preconcurrency
public protocol Shape: PrimitiveView {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public func makeElement() -> Element { ShapeElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? ShapeElement else { return }
        element.configure(shape: self, paint: .fill(AnyShapeStyle(ForegroundStyle()), .nonZero))
    }

    /// Fills the shape with `style`.
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .fill(AnyShapeStyle(style), fillStyle.isEOFilled ? .evenOdd : .nonZero))
    }

    /// Fills the shape with the foreground style.
    public func fill() -> ShapeView<Self> {
        fill(ForegroundStyle())
    }

    /// Strokes the outline with `style`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline with `style` and a full stroke description (dashes, caps, joins).
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .stroke(AnyShapeStyle(style), strokeStyle, inset: false))
    }

    /// Strokes the outline with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView<Self> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// Strokes the outline with the foreground style and `style`.
    public func stroke(style strokeStyle: StrokeStyle) -> ShapeView<Self> {
        stroke(ForegroundStyle(), style: strokeStyle)
    }

    /// Strokes the outline inset by half the line width, so the stroke stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, paint: .stroke(AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth), inset: true))
    }
}

/// How a filled shape treats overlapping parts, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    /// A fill style; `eoFill` selects the even-odd rule.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape element paints.
@MainActor
enum ShapePaint {
    case fill(AnyShapeStyle, FillRule)
    case stroke(AnyShapeStyle, StrokeStyle, inset: Bool)
}

/// A shape painted with a fill or a stroke.
public struct ShapeView<Content: Shape>: PrimitiveView {
    let shape: Content
    let paint: ShapePaint

    public func makeElement() -> Element { ShapeElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? ShapeElement else { return }
        element.configure(shape: shape, paint: paint)
    }
}

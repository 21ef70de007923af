import Foundation
import SwiftFlowCore

/// The size and position a `GeometryReader` was given.
public struct GeometryProxy: Hashable, Sendable {
    /// The size of the reader's frame.
    public let size: CGSize
    /// The reader's frame in window points.
    public let globalFrame: CGRect

    /// The reader's frame in its own space (origin zero) or in the window.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        }
    }
}

/// Where a `GeometryProxy` frame is expressed.
public enum CoordinateSpace: Hashable, Sendable {
    case local, global
}

/// Takes all the space offered and builds its content from that space, as SwiftUI's `GeometryReader`.
///
/// The content is laid out from the reader's top-leading corner.
public struct GeometryReader<Content: View>: PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// A reader that builds `content` from the space it is given.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public func makeElement() -> Element { GeometryReaderElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? GeometryReaderElement else { return }
        let content = content
        element.build = { content($0) }
        element.rebuildContent()
    }
}

/// The element of `GeometryReader`: it rebuilds its content when its frame changes.
final class GeometryReaderElement: Element {
    var build: ((GeometryProxy) -> any View)?
    private var lastProxy: GeometryProxy?

    private var proxy: GeometryProxy {
        GeometryProxy(size: frame.size, globalFrame: convertToWindow(frame))
    }

    func rebuildContent() {
        guard let build else { return }
        let current = proxy
        lastProxy = current
        updateChildren([evaluatingContent { build(current) }], environment: environment)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in rect: CGRect) {
        if proxy != lastProxy { rebuildContent() }
        ModifierElement.placeGroup(layoutChildren, in: rect, alignment: .topLeading)
    }
}

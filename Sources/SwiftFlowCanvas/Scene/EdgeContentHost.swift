import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The view of one custom edge (`edgeContent`) inside the canvas: the app's view, evaluated again only when
/// the edge, its path or the canvas appearance (`revision`) changes. The canvas rebuilds its list of edge
/// views after every camera move; without this, each pan would re-evaluate and repaint every visible one.
struct EdgeContentHost<EdgeData: Equatable & Sendable & Hashable>: PrimitiveView, Equatable {
    let edge: Edge<EdgeData>
    let path: EdgePathResult
    let revision: Int
    let content: (Edge<EdgeData>, EdgePathResult) -> AnyView

    nonisolated static func == (lhs: EdgeContentHost, rhs: EdgeContentHost) -> Bool {
        lhs.revision == rhs.revision && lhs.path == rhs.path && lhs.edge == rhs.edge
    }

    func makeElement() -> Element { EdgeContentHostElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let host = element as? EdgeContentHostElement else { return }
        let last = host.lastHost as? EdgeContentHost
        guard last != self || host.children.isEmpty else { return }
        host.lastHost = self
        host.updateChildren([content(edge, path)], environment: environment)
    }
}

/// The element of `EdgeContentHost`: its content fills the frame the canvas gives it (from the flow
/// origin), and it draws nothing of its own.
final class EdgeContentHostElement: Element {
    /// The host value the content was last built from.
    var lastHost: Any?

    required init() {}

    override var paintsOnlyChildren: Bool { true }

    override func placeChildren(in rect: CGRect) {
        for child in layoutChildren { child.place(in: rect) }
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What a `SwiftFlow` view's body is: the host element with the canvas and the overlay.
struct SwiftFlowRoot<
    NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable, NodeContent: View, Overlay: View
>: PrimitiveView, Equatable {
    let flow: SwiftFlow<NodeData, EdgeData, NodeContent, Overlay>

    /// The host diffs its inputs itself; see `CanvasLayer`.
    nonisolated static func == (lhs: SwiftFlowRoot, rhs: SwiftFlowRoot) -> Bool { true }

    func makeElement() -> Element { SwiftFlowHostElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let host = element as? SwiftFlowHostElement else { return }
        let dark = flow.configuration.colorMode.resolved(in: environment.colorScheme) == .dark
        if host.isDark != dark { host.setNeedsDisplay() }
        host.isDark = dark
        if host.theme != flow.configuration.theme { host.setNeedsDisplay() }
        host.theme = flow.configuration.theme
        let instance = flow.swiftFlowInstance ?? host.ownInstance
        let content = flow.nodeContent
        let layer = CanvasLayer(
            nodes: flow.nodes, edges: flow.edges, configuration: flow.configuration, callbacks: flow.callbacks,
            nodeContent: { AnyView(content($0)) }, edgeContent: flow.edgeContent,
            connectionLineContent: flow.connectionLineContent, state: host.state, instance: instance, isDark: dark,
            clipboardCodec: flow.clipboardCodec ?? .automatic
        )
        let overlay = flow.overlay()
            .environmentObject(host.state)
            .environment(\.swiftFlowInstance, instance)
            .environment(\.colorScheme, dark ? .dark : .light)
            .environment(\.canvasTheme, flow.configuration.theme)
        host.updateChildren([layer, overlay], environment: environment)
        for element in host.layoutChildren {
            (element as? BackgroundElement)?.theme = flow.configuration.theme
        }
    }
}

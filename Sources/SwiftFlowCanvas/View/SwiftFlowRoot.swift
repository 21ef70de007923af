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
        let overlay = OverlayContent(build: flow.overlay)
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

/// The overlay as a view with a body, so the app state its builder reads (a panel's text showing a zoom that
/// `onViewportChange` writes, say) is tracked by an element of its own: a change re-evaluates the overlay, as
/// in SwiftUI. Called inside the host's update instead, the builder's reads were recorded by no view and the
/// overlay kept showing the old value until something else rebuilt the canvas.
struct OverlayContent<Overlay: View>: View {
    let build: () -> Overlay

    var body: some View { build() }
}

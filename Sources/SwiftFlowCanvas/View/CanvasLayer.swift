import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The canvas part of a `SwiftFlow` view. Always "visually equal": the element diffs nodes and edges itself
/// and damages only what changed.
struct CanvasLayer<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>: PrimitiveView,
    Equatable {
    let nodes: [Node<NodeData>]
    let edges: [Edge<EdgeData>]
    let configuration: CanvasConfiguration
    let callbacks: CanvasCallbacks<NodeData, EdgeData>
    let nodeContent: (Node<NodeData>) -> AnyView
    let edgeContent: ((Edge<EdgeData>, EdgePathResult) -> AnyView)?
    let connectionLineContent: ((ActiveConnection, CGPoint, CGPoint) -> AnyView)?
    let state: SwiftFlowState
    let instance: SwiftFlowInstance
    let isDark: Bool
    let clipboardCodec: CanvasClipboardCodec<NodeData, EdgeData>?

    nonisolated static func == (lhs: CanvasLayer, rhs: CanvasLayer) -> Bool { true }

    func makeElement() -> Element { CanvasElement<NodeData, EdgeData>() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let canvas = element as? CanvasElement<NodeData, EdgeData> else { return }
        let state = state, instance = instance, scheme: ColorScheme = isDark ? .dark : .light
        if canvas.isDark != isDark || canvas.instance !== instance || canvas.state !== state {
            canvas.contentRevision &+= 1
            canvas.store.needsFullRebuild = true
        } else if canvas.store.configuration.nodeContentInput != configuration.nodeContentInput {
            // The content reads something besides its node that changed: no node view may be kept as it is.
            canvas.contentRevision &+= 1
        }
        canvas.isDark = isDark
        canvas.state = state
        canvas.instance = instance
        state.canvas = canvas
        if state.isInteractive != canvas.isInteractive { state.isInteractive = canvas.isInteractive }
        instance.attach(canvas)
        environment.canvasStoreAttachment?.attachCanvas(state)
        let content = nodeContent, theme = configuration.theme
        canvas.nodeContentEnvironment = canvas.nodeContentDerivation.derive(
            from: environment,
            token: AnyHashable(NodeContentEnvironmentToken(scheme: scheme, instance: ObjectIdentifier(instance),
                                                           theme: theme, state: ObjectIdentifier(state)))
        ) {
            $0.colorScheme = scheme
            $0.swiftFlowInstance = instance
            $0.canvasTheme = theme
            $0.setObject(state)
        }
        canvas.nodeContent = { node in AnyView(content(node)) }
        // Custom edge views see the canvas as node views do (its colour scheme, theme, instance and state), so
        // edge label renderers and toolbars in them find their canvas.
        canvas.edgeContent = edgeContent.map { content in
            { edge, path in
                AnyView(content(edge, path).environment(\.colorScheme, scheme)
                    .environment(\.swiftFlowInstance, instance).environment(\.canvasTheme, theme)
                    .environmentObject(state))
            }
        }
        canvas.connectionLineContent = connectionLineContent
        canvas.clipboardCodec = clipboardCodec
        canvas.update(nodes: nodes, edges: edges, configuration: configuration,
                      callbacks: Self.announcing(callbacks, state: state, instance: instance, store: canvas.store))
        instance.historyDidChange()
    }
}

/// What the canvas writes into its node content's environment; a new value gives that environment a new stamp.
private struct NodeContentEnvironmentToken: Hashable {
    let scheme: ColorScheme
    let instance: ObjectIdentifier
    let theme: SwiftFlowTheme
    let state: ObjectIdentifier
}

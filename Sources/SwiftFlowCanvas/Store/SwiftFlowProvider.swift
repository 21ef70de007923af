import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Owns a `SwiftFlowStore` and puts it in the environment, so any view below reads it with
/// `@EnvironmentObject var store: SwiftFlowStore<MyData, MyEdgeData>` (spec: state-management.md,
/// "SwiftFlowProvider").
///
///     SwiftFlowProvider(nodes: initialNodes, edges: initialEdges) { store in
///         VStack {
///             FlowToolbar()
///             SwiftFlow(nodes: store.nodes, edges: store.edges,
///                       onNodesChange: { store.onNodesChange($0) }, …) { node in … }
///         }
///     }
///
/// The store is made once, from the first `nodes` and `edges`, and kept for as long as the provider stays in
/// the view tree (like `@StateObject`); later values of `nodes` and `edges` are ignored. The provider's
/// content re-evaluates whenever the store changes. Every canvas inside attaches to the store, so
/// `store.viewport` follows it (with several canvases, the most recently updated one).
public struct SwiftFlowProvider<
    NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable, Content: View
>: View {
    @StateObject private var store: SwiftFlowStore<NodeData, EdgeData>
    private let content: (SwiftFlowStore<NodeData, EdgeData>) -> Content

    /// A provider whose store starts with `nodes` and `edges`; `content` receives the store.
    public init(
        nodes: [Node<NodeData>],
        edges: [Edge<EdgeData>],
        @ViewBuilder content: @escaping (SwiftFlowStore<NodeData, EdgeData>) -> Content
    ) {
        _store = StateObject(wrappedValue: SwiftFlowStore(nodes: nodes, edges: edges))
        self.content = content
    }

    /// The content, with the store in the environment.
    public var body: some View {
        content(store).swiftFlowStore(store)
    }
}

extension View {
    /// Provides `store` to the views below, as `@EnvironmentObject`, and attaches every canvas below to it so
    /// `store.viewport` follows the canvas. `SwiftFlowProvider` applies this to its content; use it directly
    /// for a store the app owns (`@StateObject var store = SwiftFlowStore(...)`).
    public func swiftFlowStore<NodeData, EdgeData>(_ store: SwiftFlowStore<NodeData, EdgeData>) -> some View {
        environmentObject(store).environment(\.canvasStoreAttachment, store)
    }
}

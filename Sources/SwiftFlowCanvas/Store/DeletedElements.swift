import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What a programmatic deletion removed (`SwiftFlowStore.deleteElements(nodeIds:edgeIds:)`).
public struct DeletedElements<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    Equatable, Sendable
{
    /// The removed nodes, in the order the node list held them.
    public var nodes: [Node<NodeData>]
    /// The removed edges, in the order the edge list held them.
    public var edges: [Edge<EdgeData>]

    /// A result holding these nodes and edges.
    public init(nodes: [Node<NodeData>], edges: [Edge<EdgeData>]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// Whether nothing was removed.
    public var isEmpty: Bool { nodes.isEmpty && edges.isEmpty }
}

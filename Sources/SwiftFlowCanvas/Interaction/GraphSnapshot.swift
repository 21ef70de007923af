import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The nodes and edges at one moment, as the undo stack keeps them.
public struct GraphSnapshot<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    Equatable, Sendable
{
    /// The nodes, in list order.
    public var nodes: [Node<NodeData>]
    /// The edges, in list order.
    public var edges: [Edge<EdgeData>]

    /// A snapshot of these lists.
    public init(nodes: [Node<NodeData>], edges: [Edge<EdgeData>]) {
        self.nodes = nodes
        self.edges = edges
    }
}

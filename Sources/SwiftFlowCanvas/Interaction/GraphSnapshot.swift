import Foundation

/// The nodes and edges at one moment, as the undo stack keeps them.
public struct GraphSnapshot<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    Equatable, Sendable
{
    public var nodes: [Node<NodeData>]
    public var edges: [Edge<EdgeData>]

    public init(nodes: [Node<NodeData>], edges: [Edge<EdgeData>]) {
        self.nodes = nodes
        self.edges = edges
    }
}

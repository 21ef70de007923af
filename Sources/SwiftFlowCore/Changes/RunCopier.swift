import Foundation

/// Copies `count` elements from `source` into the uninitialized memory at `target`.
///
/// The change appliers take one for the elements they keep (a drag's list copy, the nodes and edges a Delete
/// keeps). Made where the element type is known, it copies field by field (`Node(copyOf:)`, `Edge(copyOf:)`):
/// a whole-value copy goes through the generic struct's value witness, which reads the type's layout at run
/// time (about 150 instructions a node, 250 an edge). Handed to unspecialized generic code (`SwiftFlowStore`'s
/// applier), it still runs specialized, one call a run of elements: `SwiftFlowStore.onNodesChange` and
/// `onEdgesChange` are inlined into the app and pass the copiers below from there.
@usableFromInline package typealias RunCopier<Element> = (UnsafePointer<Element>, UnsafeMutablePointer<Element>, Int) -> Void

extension Node {
    /// A `RunCopier` of nodes, field by field (use it from code specialized for `NodeData`; in unspecialized
    /// code each field read looks the type's metadata up again).
    @inlinable
    package static func copyFieldByField(_ source: UnsafePointer<Node>, to target: UnsafeMutablePointer<Node>,
                                          count: Int) {
        for index in 0..<count { (target + index).initialize(to: Node(copyOf: source + index)) }
    }
}

extension Edge {
    /// A `RunCopier` of edges, field by field (from specialized code only, as for nodes).
    @inlinable
    package static func copyFieldByField(_ source: UnsafePointer<Edge>, to target: UnsafeMutablePointer<Edge>,
                                          count: Int) {
        for index in 0..<count { (target + index).initialize(to: Edge(copyOf: source + index)) }
    }
}

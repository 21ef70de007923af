import Foundation

/// A problem found while indexing a node list; the index still works and says what it did instead.
public enum NodeLookupDiagnostic: Hashable, Sendable {
    /// More than one node has this id; the first one in the list is used, later ones are ignored.
    case duplicateNodeId(String)
    /// The node names a parent that is not in the list; it is placed as a top-level node.
    case missingParent(nodeId: String, parentId: String)
    /// These nodes are each other's ancestors (child → parent order, starting where the walk met the loop);
    /// each is placed as a top-level node.
    case parentCycle([String])
    /// The node's position is NaN or infinite; it is placed at (0, 0) relative to its parent.
    case invalidPosition(nodeId: String)
}

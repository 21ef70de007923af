import Foundation

/// A node's proposed new `position` (parent-relative, as a `.position` change would carry it).
public struct NodeMove: Hashable, Sendable {
    /// The id of the moved node.
    public var id: String
    /// The proposed `position`, relative to the parent's top-left, with the node's origin applied.
    public var position: XYPosition

    public init(id: String, position: XYPosition) {
        self.id = id
        self.position = position
    }
}

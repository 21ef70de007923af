import Foundation

/// A node's proposed new `position` (parent-relative, as a `.position` change would carry it).
public struct NodeMove: Hashable, Sendable {
    public var id: String
    public var position: XYPosition

    public init(id: String, position: XYPosition) {
        self.id = id
        self.position = position
    }
}

import Foundation

/// Which point of a node its `position` names, as fractions of its size:
/// the node's top-left is `position - origin * size`.
public struct NodeOrigin: Hashable, Sendable, Codable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let topLeft = NodeOrigin(x: 0, y: 0)
    public static let center = NodeOrigin(x: 0.5, y: 0.5)
    public static let topCenter = NodeOrigin(x: 0.5, y: 0)
    public static let bottomRight = NodeOrigin(x: 1, y: 1)
}

/// The side of a node a handle sits on; React Flow's `Position`.
public enum Position: String, CaseIterable, Hashable, Sendable, Codable {
    case left, top, right, bottom

    /// The outward unit vector of this side: left (−1, 0), right (1, 0), top (0, −1), bottom (0, 1).
    public var direction: (x: Double, y: Double) {
        switch self {
        case .left: (-1, 0)
        case .right: (1, 0)
        case .top: (0, -1)
        case .bottom: (0, 1)
        }
    }

    /// Whether the side is left or right (edges leave it horizontally).
    public var isHorizontal: Bool { self == .left || self == .right }

    /// The side facing this one.
    public var opposite: Position {
        switch self {
        case .left: .right
        case .right: .left
        case .top: .bottom
        case .bottom: .top
        }
    }
}

/// Whether a handle starts connections (`source`) or ends them (`target`).
public enum HandleType: String, CaseIterable, Hashable, Sendable, Codable {
    case source, target

    public var opposite: HandleType { self == .source ? .target : .source }
}

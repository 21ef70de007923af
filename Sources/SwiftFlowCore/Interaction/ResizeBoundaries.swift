import Foundation

/// The sizes a resize may reach; React Flow's defaults are 10 × 10 at least and no maximum.
public struct ResizeBoundaries: Hashable, Sendable {
    public var minWidth: CGFloat
    public var maxWidth: CGFloat
    public var minHeight: CGFloat
    public var maxHeight: CGFloat

    public init(minWidth: CGFloat = 10, maxWidth: CGFloat = .greatestFiniteMagnitude,
                minHeight: CGFloat = 10, maxHeight: CGFloat = .greatestFiniteMagnitude) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }
}

import Foundation

// The grid's own value types: what `SpatialIndex` keeps per cell listing and asks queries with.

/// An inclusive range of cell coordinates.
struct SpatialCellRange: Equatable, Sendable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var cellCount: Int { (maxX - minX + 1) * (maxY - minY + 1) }
}

/// One listing of an item in a cell. It carries a box around the rectangle and the item's first cell so that a
/// query reads only the cell's own contiguous memory until it finds a likely match. The box is in `Float`,
/// rounded outwards: 28 bytes a listing instead of 48 (an edge index at 100,000 nodes lists ~300,000).
struct SpatialEntry: Sendable {
    var minX: Float
    var minY: Float
    var maxX: Float
    var maxY: Float
    var slot: Int32
    var minCellX: Int32
    var minCellY: Int32

    init(_ rect: CGRect, slot: Int32, minCellX: Int32, minCellY: Int32) {
        minX = 0
        minY = 0
        maxX = 0
        maxY = 0
        self.slot = slot
        self.minCellX = minCellX
        self.minCellY = minCellY
        setBox(rect)
    }

    /// Boxes `rect`: each bound rounded outwards to a `Float` (a null rectangle boxes nothing).
    mutating func setBox(_ rect: CGRect) {
        guard !rect.isNull else {
            (minX, minY, maxX, maxY) = (.infinity, .infinity, -.infinity, -.infinity)
            return
        }
        minX = Self.below(rect.minX)
        minY = Self.below(rect.minY)
        maxX = Self.above(rect.maxX)
        maxY = Self.above(rect.maxY)
    }

    private static func below(_ value: CGFloat) -> Float {
        let rounded = Float(value)
        return CGFloat(rounded) > value ? rounded.nextDown : rounded
    }

    private static func above(_ value: CGFloat) -> Float {
        let rounded = Float(value)
        return CGFloat(rounded) < value ? rounded.nextUp : rounded
    }

    /// Whether the box meets `bounds` (closed): false means the rectangle does not.
    func mayIntersect(_ bounds: SpatialBounds) -> Bool {
        CGFloat(minX) <= bounds.maxX && bounds.minX <= CGFloat(maxX)
            && CGFloat(minY) <= bounds.maxY && bounds.minY <= CGFloat(maxY)
    }
}

/// A closed query region; its values may be infinite.
struct SpatialBounds {
    var minX: CGFloat
    var minY: CGFloat
    var maxX: CGFloat
    var maxY: CGFloat
}

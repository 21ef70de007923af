import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Squares of the flow plane that group what the low-detail layer draws, so a small repaint (a scrolled strip,
/// an overlay's rectangle) visits only the groups that reach into it. An item goes into the square of its
/// centre, and a group's bounds grow to hold its items.
enum LevelOfDetailTiling {
    /// The side of a square in flow units: a few screens at the low-detail zooms.
    static let size: CGFloat = 4096

    /// The key of the square holding the centre of `bounds`; nil for unusable bounds.
    static func key(of bounds: CGRect) -> Int? {
        guard !bounds.isNull, bounds.midX.isFinite, bounds.midY.isFinite else { return nil }
        let x = Int(max(-1e6, min(1e6, (bounds.midX / size).rounded(.down))))
        let y = Int(max(-1e6, min(1e6, (bounds.midY / size).rounded(.down))))
        return x << 32 | (y & 0xffff_ffff)
    }

    /// The corner (smallest x and y) of the square `key` names.
    static func origin(of key: Int) -> CGPoint {
        CGPoint(x: CGFloat(key >> 32) * size, y: CGFloat(Int32(truncatingIfNeeded: key)) * size)
    }
}

/// The low-detail layer's edges, flattened, as one set of polylines per colour in each square.
struct LevelOfDetailEdgeTiles {
    struct Tile {
        var bounds = CGRect.null
        var polylines: [Color: LevelOfDetailPolylines] = [:]
    }

    private(set) var tiles: [Int: Tile] = [:]

    /// Lets `write` append an edge painted within `bounds` in `color` to its square's polylines of that colour.
    mutating func add(bounds: CGRect, color: Color, _ write: (inout LevelOfDetailPolylines) -> Void) {
        guard let key = LevelOfDetailTiling.key(of: bounds) else { return }
        let origin = LevelOfDetailTiling.origin(of: key)
        // One lookup of the square for both writes (a 100k graph's fit-all view adds 200,000 edges here).
        Self.add(bounds: bounds, color: color, origin: origin, to: &tiles[key, default: Tile()], write)
    }

    private static func add(bounds: CGRect, color: Color, origin: CGPoint, to tile: inout Tile,
                            _ write: (inout LevelOfDetailPolylines) -> Void) {
        tile.bounds = tile.bounds.union(bounds)
        write(&tile.polylines[color, default: LevelOfDetailPolylines(origin: origin)])
    }

    /// Calls `body` with each colour's polylines of the squares that reach into `rect` (flow units).
    func forEachPath(in rect: CGRect, _ body: (Color, LevelOfDetailPolylines) -> Void) {
        for tile in tiles.values where tile.bounds.intersects(rect) {
            for (color, polylines) in tile.polylines { body(color, polylines) }
        }
    }
}

/// The low-detail layer's node boxes in paint order within each square. A box keeps its fill as an index into
/// a palette of the fills seen (nearly every box has the theme's background): 40 bytes a box instead of 112.
struct LevelOfDetailBoxTiles {
    struct StoredBox {
        var bounds: CGRect
        var fill: Int32
        var selected: Bool
    }

    struct Tile {
        var bounds = CGRect.null
        var boxes: [StoredBox] = []
    }

    private(set) var tiles: [Int: Tile] = [:]
    private var palette: [Color] = []
    private var paletteIndex: [Color: Int32] = [:]
    private var lastFill: Int32?

    mutating func add(_ box: LevelOfDetailBox) {
        guard let key = LevelOfDetailTiling.key(of: box.bounds) else { return }
        let stored = StoredBox(bounds: box.bounds, fill: fillIndex(box.fill), selected: box.selected)
        Self.add(stored, to: &tiles[key, default: Tile()])
    }

    /// One lookup of the square for both writes.
    private static func add(_ box: StoredBox, to tile: inout Tile) {
        tile.bounds = tile.bounds.union(box.bounds)
        tile.boxes.append(box)
    }

    private mutating func fillIndex(_ fill: Color) -> Int32 {
        // The previous box's fill again (the common case) without hashing a colour.
        if let last = lastFill, palette[Int(last)] == fill { return last }
        let index = paletteIndex[fill] ?? Int32(palette.count)
        if index == palette.count {
            palette.append(fill)
            paletteIndex[fill] = index
        }
        lastFill = index
        return index
    }

    /// The fills the boxes name by index (`StoredBox.fill`).
    var fills: [Color] { palette }

    /// Calls `body` with each box that intersects `rect` (flow units).
    func forEachBox(in rect: CGRect, _ body: (LevelOfDetailBox) -> Void) {
        forEachStoredBox(in: rect) { box in
            body(LevelOfDetailBox(bounds: box.bounds, selected: box.selected, fill: palette[Int(box.fill)]))
        }
    }

    /// Calls `body` with each box that intersects `rect` (flow units) as stored, its fill an index into `fills`.
    /// A square wholly inside `rect` gives all its boxes without testing each (its bounds hold them all).
    func forEachStoredBox(in rect: CGRect, _ body: (StoredBox) -> Void) {
        for tile in tiles.values where tile.bounds.intersects(rect) {
            if rect.contains(tile.bounds) {
                for box in tile.boxes { body(box) }
            } else {
                for box in tile.boxes where box.bounds.intersects(rect) { body(box) }
            }
        }
    }
}

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
}

/// The low-detail layer's edges, flattened, as one path per colour in each square.
struct LevelOfDetailEdgeTiles {
    struct Tile {
        var bounds = CGRect.null
        var paths: [Color: Path] = [:]
    }

    private(set) var tiles: [Int: Tile] = [:]

    /// Lets `write` append an edge painted within `bounds` in `color` to its square's path of that colour.
    mutating func add(bounds: CGRect, color: Color, _ write: (inout Path) -> Void) {
        guard let key = LevelOfDetailTiling.key(of: bounds) else { return }
        tiles[key, default: Tile()].bounds = tiles[key, default: Tile()].bounds.union(bounds)
        write(&tiles[key, default: Tile()].paths[color, default: Path()])
    }

    /// Calls `body` with each path of the squares that reach into `rect` (flow units).
    func forEachPath(in rect: CGRect, _ body: (Color, Path) -> Void) {
        for tile in tiles.values where tile.bounds.intersects(rect) {
            for (color, path) in tile.paths { body(color, path) }
        }
    }
}

/// The low-detail layer's node boxes in paint order within each square.
struct LevelOfDetailBoxTiles {
    struct Tile {
        var bounds = CGRect.null
        var boxes: [LevelOfDetailBox] = []
    }

    private(set) var tiles: [Int: Tile] = [:]

    mutating func add(_ box: LevelOfDetailBox) {
        guard let key = LevelOfDetailTiling.key(of: box.bounds) else { return }
        tiles[key, default: Tile()].bounds = tiles[key, default: Tile()].bounds.union(box.bounds)
        tiles[key, default: Tile()].boxes.append(box)
    }

    /// Calls `body` with each box that intersects `rect` (flow units).
    func forEachBox(in rect: CGRect, _ body: (LevelOfDetailBox) -> Void) {
        for tile in tiles.values where tile.bounds.intersects(rect) {
            for box in tile.boxes where box.bounds.intersects(rect) { body(box) }
        }
    }
}

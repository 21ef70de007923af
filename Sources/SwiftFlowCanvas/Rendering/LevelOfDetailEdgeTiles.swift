import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The low-detail layer's edges, flattened and grouped by tile and colour: each edge goes into the tile of its
/// centre, and a tile's bounds grow to hold its edges. A repaint strokes only the tiles that reach into the
/// damaged area, so a scrolled strip or an overlay's rectangle does not stroke every edge of a large graph.
struct LevelOfDetailEdgeTiles {
    /// Edges whose centres share one square of `size` flow units.
    struct Tile {
        var bounds = CGRect.null
        var paths: [Color: Path] = [:]
    }

    /// The side of a tile in flow units: a few screens at the low-detail zooms.
    static let size: CGFloat = 4096

    private(set) var tiles: [Int: Tile] = [:]

    /// Lets `write` append an edge painted within `bounds` in `color` to its tile's path of that colour.
    mutating func add(bounds: CGRect, color: Color, _ write: (inout Path) -> Void) {
        guard !bounds.isNull, bounds.midX.isFinite, bounds.midY.isFinite else { return }
        let x = Int((bounds.midX / Self.size).rounded(.down).clamped(to: -1e6...1e6))
        let y = Int((bounds.midY / Self.size).rounded(.down).clamped(to: -1e6...1e6))
        let key = x << 32 | (y & 0xffff_ffff)
        tiles[key, default: Tile()].bounds = tiles[key, default: Tile()].bounds.union(bounds)
        write(&tiles[key, default: Tile()].paths[color, default: Path()])
    }

    /// Calls `body` with each path of the tiles that reach into `rect` (flow units).
    func forEachPath(in rect: CGRect, _ body: (Color, Path) -> Void) {
        for tile in tiles.values where tile.bounds.intersects(rect) {
            for (color, path) in tile.paths { body(color, path) }
        }
    }
}

extension CGFloat {
    fileprivate func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

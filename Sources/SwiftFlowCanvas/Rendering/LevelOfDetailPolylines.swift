import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Something a flattened shape can be written into: straight runs of points.
protocol PolylineSink {
    mutating func move(to point: CGPoint)
    mutating func addLine(to point: CGPoint)
}

extension Path: PolylineSink {}

/// Straight polylines as the low-detail layer keeps them: the points as pairs of `Float` relative to an
/// origin (the tile's corner), and where each polyline starts. A `Path` element is 56 bytes (an enum sized for
/// a cubic curve); a point here is 8. At 200,000 edges drawn as chords the tiles held 57 MB of path elements
/// at their peak (heaptrack, "fit all" at 100k, docs/benchmarks.md); these hold ~4 MB.
///
/// Points are within a few thousand flow units of the origin for edges centred in the tile, where a `Float`
/// is exact to ~0.001 flow units: far below a pixel at the zooms this layer draws (< 1).
struct LevelOfDetailPolylines: PolylineSink {
    let origin: CGPoint
    /// x, y of each point, relative to `origin`.
    private(set) var coordinates: [Float] = []
    /// The index (in points) of each polyline's first point.
    private(set) var starts: [Int32] = []

    init(origin: CGPoint) {
        self.origin = origin
    }

    var pointCount: Int { coordinates.count / 2 }
    var polylineCount: Int { starts.count }

    mutating func move(to point: CGPoint) {
        starts.append(Int32(truncatingIfNeeded: pointCount))
        append(point)
    }

    /// Adds a point to the current polyline (a polyline is started at the point when there is none).
    mutating func addLine(to point: CGPoint) {
        if starts.isEmpty { starts.append(0) }
        append(point)
    }

    private mutating func append(_ point: CGPoint) {
        coordinates.append(Float(point.x - origin.x))
        coordinates.append(Float(point.y - origin.y))
    }

    /// Point `index` in flow units.
    func point(_ index: Int) -> CGPoint {
        CGPoint(x: origin.x + CGFloat(coordinates[2 * index]), y: origin.y + CGFloat(coordinates[2 * index + 1]))
    }

    /// Calls `body` with each segment's two ends (flow units), polyline by polyline.
    func forEachSegment(_ body: (CGPoint, CGPoint) -> Void) {
        for polyline in starts.indices {
            let first = Int(starts[polyline])
            let end = polyline + 1 < starts.count ? Int(starts[polyline + 1]) : pointCount
            guard first < end else { continue }
            var current = point(first)
            for index in (first + 1)..<end {
                let next = point(index)
                body(current, next)
                current = next
            }
        }
    }

    /// The polylines as a path (for contexts that draw paths, not pixels).
    var path: Path {
        var path = Path()
        for polyline in starts.indices {
            let first = Int(starts[polyline])
            let end = polyline + 1 < starts.count ? Int(starts[polyline + 1]) : pointCount
            guard first < end else { continue }
            path.move(to: point(first))
            for index in (first + 1)..<end { path.addLine(to: point(index)) }
        }
        return path
    }
}

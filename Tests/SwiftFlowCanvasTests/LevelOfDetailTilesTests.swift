import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

@Suite struct LevelOfDetailEdgeTilesTests {
    /// Edge p lies in tile (0, 0); edge q's centre is in tile (1, 0) but it reaches back to x 4000, inside tile
    /// (0, 0)'s square: the tiles' bounds, not their squares, decide, so a rectangle at x 3990 finds only q,
    /// one on p only p, one covering both both, and one far away none.
    @Test func onlyTilesReachingIntoTheRectangleAreStroked() {
        var tiles = LevelOfDetailEdgeTiles()
        let p = CGRect(x: 100, y: 100, width: 200, height: 50)
        let q = CGRect(x: 4000, y: 100, width: 2000, height: 50)
        tiles.add(bounds: p, color: .red) { lines in
            lines.move(to: CGPoint(x: p.minX, y: p.minY))
            lines.addLine(to: CGPoint(x: p.maxX, y: p.maxY))
        }
        tiles.add(bounds: q, color: .blue) { lines in
            lines.move(to: CGPoint(x: q.minX, y: q.minY))
            lines.addLine(to: CGPoint(x: q.maxX, y: q.maxY))
        }
        func found(_ rect: CGRect) -> [Color] {
            var colors: [Color] = []
            tiles.forEachPath(in: rect) { color, _ in colors.append(color) }
            return colors.sorted { $0.red > $1.red }
        }
        #expect(found(CGRect(x: 3990, y: 90, width: 400, height: 100)) == [.blue])
        #expect(found(CGRect(x: 250, y: 120, width: 10, height: 10)) == [.red])
        #expect(found(CGRect(x: 0, y: 0, width: 8000, height: 200)) == [.red, .blue])
        #expect(found(CGRect(x: 5900, y: 140, width: 10, height: 10)) == [.blue])
        #expect(found(CGRect(x: 20000, y: 20000, width: 10, height: 10)).isEmpty)
    }
}

@Suite struct LevelOfDetailPolylinesTests {
    /// Two polylines in tile (1, 0) (origin x 4096): a chord and a three-point run. The segments come back
    /// polyline by polyline, never joining the first's end to the second's start, at the points written.
    @Test func segmentsArePerPolylineAtTheWrittenPoints() {
        var lines = LevelOfDetailPolylines(origin: CGPoint(x: 4096, y: 0))
        lines.move(to: CGPoint(x: 4100, y: 10))
        lines.addLine(to: CGPoint(x: 4300.5, y: 60.25))
        lines.move(to: CGPoint(x: 5000, y: -20))
        lines.addLine(to: CGPoint(x: 5100, y: -20))
        lines.addLine(to: CGPoint(x: 5100, y: 80))
        #expect(lines.pointCount == 5)
        #expect(lines.polylineCount == 2)
        var segments: [[CGFloat]] = []
        lines.forEachSegment { a, b in segments.append([a.x, a.y, b.x, b.y]) }
        #expect(segments == [[4100, 10, 4300.5, 60.25], [5000, -20, 5100, -20], [5100, -20, 5100, 80]])
        var expected = Path()
        expected.move(to: CGPoint(x: 4100, y: 10))
        expected.addLine(to: CGPoint(x: 4300.5, y: 60.25))
        expected.move(to: CGPoint(x: 5000, y: -20))
        expected.addLine(to: CGPoint(x: 5100, y: -20))
        expected.addLine(to: CGPoint(x: 5100, y: 80))
        #expect(lines.path == expected)
    }

    /// A flattened cubic edge: ScreenPolyline at zoom 1 with 120-unit segments cuts a curve whose ends are 400
    /// apart (|dx| + |dy|) into Int(400 / 120) = 3 lines, so the polylines hold 4 points: the ends and t = 1/3,
    /// 2/3. For x: 0, 200, 200, 400, x(t) = 3u²t·200 + 3ut²·200 + t³·400: t = 1/3 gives 800/9 + 400/9 + 400/27
    /// = 4000/27, t = 2/3 gives 400/9 + 800/9 + 3200/27 = 6800/27.
    @Test func aFlattenedCurveKeepsItsPoints() {
        var curve = Path()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 400, y: 0), control1: CGPoint(x: 200, y: 0), control2: CGPoint(x: 200, y: 0))
        var lines = LevelOfDetailPolylines(origin: .zero)
        ScreenPolyline(zoom: 1, offset: .zero).append(curve, to: &lines, segmentLength: 120)
        #expect(lines.pointCount == 4)
        let xs = (0..<4).map { lines.point($0).x }
        #expect(xs[0] == 0 && xs[3] == 400)
        #expect(abs(xs[1] - 4000.0 / 27) < 0.001)
        #expect(abs(xs[2] - 6800.0 / 27) < 0.001)
    }
}

@Suite struct LevelOfDetailBoxTilesTests {
    /// Fills come back as given, through the palette: white, red, white again, red again.
    @Test func fillsComeBackThroughThePalette() {
        var tiles = LevelOfDetailBoxTiles()
        let fills: [Color] = [.white, .red, .white, .red]
        for (index, fill) in fills.enumerated() {
            tiles.add(LevelOfDetailBox(bounds: CGRect(x: CGFloat(index) * 200, y: 0, width: 100, height: 40),
                                       selected: index == 2, fill: fill))
        }
        var found: [(Color, Bool)] = []
        tiles.forEachBox(in: CGRect(x: 0, y: 0, width: 1000, height: 100)) { found.append(($0.fill, $0.selected)) }
        #expect(found.map(\.0) == fills)
        #expect(found.map(\.1) == [false, false, true, false])
    }

    /// Boxes come back in the order they were added within a tile, and only those meeting the rectangle.
    @Test func boxesMeetingTheRectangleInPaintOrder() {
        var tiles = LevelOfDetailBoxTiles()
        let boxes = [CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 50, y: 20, width: 100, height: 40),
                     CGRect(x: 9000, y: 0, width: 100, height: 40)]
        for (index, rect) in boxes.enumerated() {
            tiles.add(LevelOfDetailBox(bounds: rect, selected: index == 1, fill: .white))
        }
        var found: [CGRect] = []
        tiles.forEachBox(in: CGRect(x: 60, y: 30, width: 10, height: 5)) { found.append($0.bounds) }
        #expect(found == [boxes[0], boxes[1]])
        found = []
        tiles.forEachBox(in: CGRect(x: 120, y: 50, width: 9000, height: 5)) { found.append($0.bounds) }
        #expect(found == [boxes[1]])
    }
}

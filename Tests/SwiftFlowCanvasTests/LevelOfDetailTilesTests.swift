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
        let p = Path(CGRect(x: 100, y: 100, width: 200, height: 50))
        let q = Path(CGRect(x: 4000, y: 100, width: 2000, height: 50))
        tiles.add(bounds: p.boundingRect, color: .red) { $0 = p }
        tiles.add(bounds: q.boundingRect, color: .blue) { $0 = q }
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

@Suite struct LevelOfDetailBoxTilesTests {
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

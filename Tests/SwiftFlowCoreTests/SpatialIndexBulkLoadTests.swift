import Foundation
import Testing
@testable import SwiftFlowCore

/// `SpatialIndex.insert(contentsOf:)`, the one-pass load a full rebuild uses: it must answer every question
/// as inserting the same items one by one does.
struct SpatialIndexBulkLoadTests {
    /// Cells of 100: a sits in cell (0,0); b straddles cells (0,0)–(1,1); c sits in cell (2,0); d is rejected.
    private let batch: [(id: String, rect: CGRect)] = [
        ("a", CGRect(x: 0, y: 0, width: 50, height: 50)),
        ("b", CGRect(x: 90, y: 90, width: 20, height: 20)),
        ("c", CGRect(x: 250, y: 0, width: 10, height: 10)),
        ("d", CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
    ]

    @Test func handWorkedQueries() {
        var index = SpatialIndex<String>(cellSize: 100)
        index.insert(contentsOf: batch)
        #expect(index.count == 3)
        #expect(index.rect(for: "d") == nil)
        #expect(index.rect(for: "b") == CGRect(x: 90, y: 90, width: 20, height: 20))
        // (95, 95) lies only inside b (a ends at 50).
        #expect(index.query(CGRect(x: 95, y: 95, width: 1, height: 1)) == ["b"])
        // Cell (1,1) holds only b's listing; b is reported once although it is listed in four cells.
        #expect(Set(index.query(CGRect(x: 0, y: 0, width: 100, height: 100))) == ["a", "b"])
        #expect(index.query(CGRect(x: 105, y: 105, width: 200, height: 200)) == ["b"])
        #expect(index.query(CGRect(x: 200, y: 0, width: 60, height: 5)) == ["c"])
        // Everything together: x from 0 to 260, y from 0 to 110.
        #expect(index.bounds == CGRect(x: 0, y: 0, width: 260, height: 110))
        #expect(index.nearest(to: CGPoint(x: 300, y: 5)) == "c")
        #expect(index.nearest(to: CGPoint(x: 60, y: 10)) == "a")
    }

    @Test func repeatedIdKeepsTheLastRectangle() {
        var index = SpatialIndex<String>(cellSize: 100)
        index.insert(contentsOf: [("a", CGRect(x: 0, y: 0, width: 10, height: 10)),
                                  ("b", CGRect(x: 500, y: 500, width: 10, height: 10)),
                                  ("a", CGRect(x: 1000, y: 0, width: 10, height: 10))])
        #expect(index.count == 2)
        #expect(index.rect(for: "a") == CGRect(x: 1000, y: 0, width: 10, height: 10))
        #expect(index.query(CGRect(x: 0, y: 0, width: 20, height: 20)).isEmpty)
        #expect(index.query(CGRect(x: 995, y: 0, width: 20, height: 20)) == ["a"])
    }

    @Test func intoAFilledIndexUpdatesAndAdds() {
        var index = SpatialIndex<String>(cellSize: 100)
        index.insert("a", rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        index.insert(contentsOf: [("a", CGRect(x: 300, y: 300, width: 10, height: 10)),
                                  ("b", CGRect(x: 0, y: 0, width: 10, height: 10))])
        #expect(index.count == 2)
        #expect(index.query(CGRect(x: 0, y: 0, width: 20, height: 20)) == ["b"])
        #expect(index.query(CGRect(x: 290, y: 290, width: 30, height: 30)) == ["a"])
    }

    @Test func oversizedItemsAreFound() {
        // 2,000 × 2,000 at cells of 100 is 441 cells, past the 256-cell limit: the oversized list holds it.
        var index = SpatialIndex<String>(cellSize: 100)
        index.insert(contentsOf: [("big", CGRect(x: -1000, y: -1000, width: 2000, height: 2000)),
                                  ("small", CGRect(x: 5000, y: 5000, width: 1, height: 1))])
        #expect(Set(index.query(CGRect(x: 0, y: 0, width: 1, height: 1))) == ["big"])
        #expect(index.nearest(to: CGPoint(x: 4990, y: 4990)) == "small")
        #expect(index.bounds == CGRect(x: -1000, y: -1000, width: 6001, height: 6001))
    }

    /// `bounds` is the extremes of the items whatever order the cells are read in. These three rectangles, in
    /// cells −4, −3…−2 and 2 of row 0, are the ones the answer below once differed from in its last digit:
    /// chaining `CGRect.union` rounds `origin + width` at each step, so unioning b after c gave a width of
    /// 1663.0000000000002 and the other orders 1663. The cells are read in a dictionary's order, which follows
    /// its capacity and the process's hash seed: each round grows the table to another capacity first (items
    /// listed in row 40, then removed). By hand: x from −957.7 to 626.7 + 78.6 = 705.3, width 1663.
    @Test func boundsDoNotDependOnTheOrderCellsAreRead() {
        let rects = [CGRect(x: -957.7, y: 0, width: 127.8, height: 10),
                     CGRect(x: 626.7, y: 0, width: 78.6, height: 10),
                     CGRect(x: -632.5, y: 0, width: 345.7, height: 10)]
        let expected = CGRect(x: -957.7, y: 0, width: 1663, height: 10)
        for round in 0..<12 {
            var index = SpatialIndex<Int>()
            let grown = (1 << round) - 1
            for cell in 0..<grown { index.insert(-1 - cell, rect: CGRect(x: cell * 256, y: 40 * 256, width: 1, height: 1)) }
            for cell in 0..<grown { index.remove(-1 - cell) }
            for offset in 0..<3 { index.insert(offset, rect: rects[(offset + round) % 3]) }
            #expect(index.bounds == expected)
        }
        var bulk = SpatialIndex<Int>()
        bulk.insert(contentsOf: (0..<3).map { ($0, rects[$0]) })
        #expect(bulk.bounds == expected)
    }

    /// 3,000 random rectangles (points, node-sized, multi-cell, oversized, flipped, some repeated ids) loaded both
    /// ways answer 400 random queries and nearest-point searches alike, before and after further edits.
    @Test func answersAsOneByOneInserts() {
        var state: UInt64 = 0x5EED
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        func rect() -> CGRect {
            let x = next() * 20_000 - 10_000, y = next() * 20_000 - 10_000
            switch Int(next() * 10) {
            case 0: return CGRect(x: x, y: y, width: 0, height: 0)
            case 1: return CGRect(x: x, y: y, width: next() * 30_000, height: next() * 3_000)
            case 2: return CGRect(x: x, y: y, width: -next() * 400, height: -next() * 400)
            default: return CGRect(x: x, y: y, width: next() * 300, height: next() * 80)
            }
        }
        let items: [(id: Int, rect: CGRect)] = (0..<3_000).map { i in (i % 7 == 6 ? i - 3 : i, rect()) }
        var bulk = SpatialIndex<Int>(cellSize: 256)
        bulk.insert(contentsOf: items)
        var single = SpatialIndex<Int>(cellSize: 256)
        for (id, rect) in items { single.insert(id, rect: rect) }

        func compare() {
            #expect(bulk.count == single.count)
            #expect(bulk.bounds == single.bounds)
            for _ in 0..<400 {
                let query = CGRect(x: next() * 24_000 - 12_000, y: next() * 24_000 - 12_000,
                                   width: next() * 3_000, height: next() * 3_000)
                let bulkAnswer = bulk.query(query), singleAnswer = single.query(query)
                #expect(bulkAnswer.count == Set(bulkAnswer).count)
                #expect(Set(bulkAnswer) == Set(singleAnswer))
                let point = CGPoint(x: next() * 24_000 - 12_000, y: next() * 24_000 - 12_000)
                #expect(bulk.nearest(to: point) == single.nearest(to: point))
            }
        }
        compare()
        for id in stride(from: 0, to: 3_000, by: 5) {
            bulk.remove(id)
            single.remove(id)
        }
        for id in stride(from: 1, to: 3_000, by: 11) {
            let moved = rect()
            bulk.insert(id, rect: moved)
            single.insert(id, rect: moved)
        }
        compare()
    }
}

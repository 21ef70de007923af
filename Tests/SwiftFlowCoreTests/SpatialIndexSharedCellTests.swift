import Foundation
import Testing
@testable import SwiftFlowCore

/// Many items listed in the same cells (a hostile graph's parallel edges between two nodes): finding an item's
/// listing in its cells must not scan them, or moving all of them is quadratic in their number.
@Suite struct SpatialIndexSharedCellTests {
    /// 10,000 equal rectangles over two cells, each moved within its cells, then to two other cells, then half
    /// removed. Scanning for each listing would read about n²/2 entries per pass (5·10⁷ here); the position
    /// tables read each long cell once (4 cells × 10,000 entries), so the whole test reads under 10 · n.
    @Test func itemsSharingCellsAreFoundWithoutScanning() {
        let n = 10_000
        var index = SpatialIndex<Int>(cellSize: 256)
        // x 10…410 covers cells 0 and 1; y 10…40 cell 0.
        let rect = CGRect(x: 10, y: 10, width: 400, height: 30)
        for i in 0..<n { index.insert(i, rect: rect) }
        var refused = 0
        for i in 0..<n where !index.update(i, rect: rect.offsetBy(dx: 5, dy: 0)) { refused += 1 }
        // x 615…1015 covers cells 2 and 3.
        for i in 0..<n where !index.update(i, rect: rect.offsetBy(dx: 605, dy: 0)) { refused += 1 }
        for i in 0..<(n / 2) where !index.remove(i) { refused += 1 }
        #expect(index.listingScanSteps <= 10 * n)
        #expect(index.count == n / 2)
        #expect(Set(index.query(CGRect(x: 700, y: 20, width: 1, height: 1))) == Set((n / 2)..<n))
        #expect(index.query(CGRect(x: 100, y: 20, width: 1, height: 1)).isEmpty)
        // The table follows swap-removes: every remaining item still moves and is found at its new place.
        for i in (n / 2)..<n where !index.update(i, rect: rect.offsetBy(dx: 605, dy: 300)) { refused += 1 }
        #expect(Set(index.query(CGRect(x: 700, y: 320, width: 1, height: 1))) == Set((n / 2)..<n))
        #expect(index.query(CGRect(x: 700, y: 20, width: 1, height: 1)).isEmpty)
        for i in (n / 2)..<n where !index.remove(i) { refused += 1 }
        #expect(index.isEmpty)
        #expect(refused == 0)
    }

    /// Short cells (below the table threshold) are scanned as before and need no table.
    @Test func shortCellsAreScanned() {
        var index = SpatialIndex<Int>(cellSize: 256)
        for i in 0..<8 { index.insert(i, rect: CGRect(x: 10 + CGFloat(i), y: 10, width: 20, height: 20)) }
        index.update(7, rect: CGRect(x: 30, y: 30, width: 20, height: 20))
        // One cell of 8 listings, item 7 last: 8 entries read to find it.
        #expect(index.listingScanSteps == 8)
        #expect(index.query(CGRect(x: 45, y: 45, width: 1, height: 1)) == [7])
    }

    /// A batch removal compacts a long cell's listings: its position table must not keep the old positions
    /// (event storm seed 21 trapped with an index out of range moving an edge after a Delete had batch-removed
    /// some of its cell's neighbours).
    @Test func aBatchRemovalLeavesLongCellsSearchable() {
        var index = SpatialIndex<Int>(cellSize: 256)
        // 40 rectangles in cell (0, 0) alone: one cell longer than the table threshold.
        let rect = CGRect(x: 10, y: 10, width: 50, height: 30)
        for i in 0..<40 { index.insert(i, rect: rect) }
        // A move within the cell searches it, which builds its position table.
        index.update(39, rect: rect.offsetBy(dx: 1, dy: 0))
        // Remove the first ten at once: every later listing moves down by ten.
        index.remove(contentsOf: Array(0..<10))
        var refused = 0
        for i in 10..<40 where !index.update(i, rect: rect.offsetBy(dx: 0, dy: 300)) { refused += 1 }
        #expect(refused == 0)
        // All thirty moved to cell (0, 1); cell (0, 0) holds nothing.
        #expect(Set(index.query(CGRect(x: 20, y: 320, width: 1, height: 1))) == Set(10..<40))
        #expect(index.query(CGRect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
        #expect(index.count == 30)
    }
}

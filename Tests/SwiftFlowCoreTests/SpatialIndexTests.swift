import Foundation
import Testing
@testable import SwiftFlowCore

/// SplitMix64: a small deterministic generator so that the random tests always see the same data.
private struct SeededRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range`, from 53 random bits.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    mutating func int(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A rectangle of varied shape: mostly node-sized, some spanning many cells, some points,
    /// a few huge ones, anywhere in ±5000 (so negative coordinates are common).
    mutating func rect() -> CGRect {
        let x = double(in: -5000...5000)
        let y = double(in: -5000...5000)
        switch int(below: 20) {
        case 0: return CGRect(x: x, y: y, width: 0, height: 0)
        case 1: return CGRect(x: x, y: y, width: double(in: 20_000...60_000), height: double(in: 10...9000))
        case 2, 3: return CGRect(x: x, y: y, width: double(in: 300...1200), height: double(in: 300...1200))
        case 4: return CGRect(x: x, y: y, width: -double(in: 10...400), height: -double(in: 10...400))
        default: return CGRect(x: x, y: y, width: double(in: 1...200), height: double(in: 1...80))
        }
    }
}

/// Closed intersection written out on its own, as the reference the index is compared with.
/// It reads `size` because `CGRect.width` and `height` are already made non-negative.
private func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    let ax0 = min(a.origin.x, a.origin.x + a.size.width), ax1 = max(a.origin.x, a.origin.x + a.size.width)
    let ay0 = min(a.origin.y, a.origin.y + a.size.height), ay1 = max(a.origin.y, a.origin.y + a.size.height)
    let bx0 = min(b.origin.x, b.origin.x + b.size.width), bx1 = max(b.origin.x, b.origin.x + b.size.width)
    let by0 = min(b.origin.y, b.origin.y + b.size.height), by1 = max(b.origin.y, b.origin.y + b.size.height)
    return !(ax1 < bx0 || bx1 < ax0 || ay1 < by0 || by1 < ay0)
}

/// Euclidean distance from a point to a rectangle, 0 inside, written out on its own.
private func gap(_ p: CGPoint, _ r: CGRect) -> Double {
    let x0 = min(r.origin.x, r.origin.x + r.size.width), x1 = max(r.origin.x, r.origin.x + r.size.width)
    let y0 = min(r.origin.y, r.origin.y + r.size.height), y1 = max(r.origin.y, r.origin.y + r.size.height)
    let dx = p.x < x0 ? x0 - p.x : (p.x > x1 ? p.x - x1 : 0)
    let dy = p.y < y0 ? y0 - p.y : (p.y > y1 ? p.y - y1 : 0)
    return hypot(dx, dy)
}

@Suite struct SpatialIndexTests {
    @Test(arguments: [UInt64(1), 42, 2026])
    func matchesLinearScanUnderRandomInsertsUpdatesAndRemovals(seed: UInt64) {
        var random = SeededRandom(state: seed)
        var index = SpatialIndex<Int>(cellSize: 256, maxCellsPerItem: 64)
        var truth: [Int: CGRect] = [:]
        for step in 0..<3000 {
            let id = random.int(below: 800)
            switch random.int(below: 10) {
            case 0...4:
                let rect = random.rect()
                // Half through the variant given the id's hash (the store's restored ids).
                let changed = random.int(below: 2) == 0 ? index.insert(id, rect: rect)
                    : index.insert(id, rect: rect, hash: id.hashValue)
                #expect(changed)
                truth[id] = rect
            case 5...7:
                let rect = random.rect()
                let changed = index.update(id, rect: rect)
                #expect(changed == (truth[id] != nil))
                if truth[id] != nil { truth[id] = rect }
            case 8:
                let changed = index.remove(id)
                let existed = truth.removeValue(forKey: id) != nil
                #expect(changed == existed)
            default:
                // A batch of up to four ids, repeats and absent ones included.
                let ids = [id] + (0..<random.int(below: 4)).map { _ in random.int(below: 800) }
                index.remove(contentsOf: ids)
                for removed in ids { truth.removeValue(forKey: removed) }
            }
            #expect(index.count == truth.count)

            if step % 10 == 0 {
                let query = random.rect()
                let found = index.query(query)
                let expected = truth.filter { overlaps($0.value, query) }.map(\.key).sorted()
                #expect(found.count == Set(found).count, "an id was reported twice")
                #expect(found.sorted() == expected)

                let point = CGPoint(x: random.double(in: -6000...6000), y: random.double(in: -6000...6000))
                let reach = random.int(below: 3) == 0 ? Double.infinity : random.double(in: 0...700)
                let best = truth.values.map { gap(point, $0) }.filter { $0 <= reach }.min()
                let nearest = index.nearest(to: point, maxDistance: reach)
                if let best {
                    let distance = nearest.flatMap { truth[$0] }.map { gap(point, $0) }
                    #expect(distance.map { abs($0 - best) < 1e-9 } == true)
                } else {
                    #expect(nearest == nil)
                }
            }
        }
    }

    @Test func insertGivenTheHashIsFoundRemovedAndMovedByIdAlone() {
        var index = SpatialIndex<String>(cellSize: 256)
        let insertedA = index.insert("a", rect: CGRect(x: 0, y: 0, width: 100, height: 50), hash: "a".hashValue)
        let insertedB = index.insert("b", rect: CGRect(x: 600, y: 0, width: 100, height: 50), hash: "b".hashValue)
        #expect(insertedA && insertedB)
        #expect(index.contains("a") && index.rect(for: "b") == CGRect(x: 600, y: 0, width: 100, height: 50))
        #expect(index.query(CGRect(x: 50, y: 10, width: 10, height: 10)) == ["a"])
        // Present already: it moves, as `insert(_:rect:)` does.
        let moved = index.insert("a", rect: CGRect(x: 1000, y: 1000, width: 10, height: 10), hash: "a".hashValue)
        #expect(moved && index.count == 2 && index.query(CGRect(x: 50, y: 10, width: 10, height: 10)).isEmpty)
        let invalid = index.insert("c", rect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), hash: "c".hashValue)
        #expect(!invalid && index.count == 2)
        let removedA = index.remove("a"), removedB = index.remove("b")
        #expect(removedA && removedB && index.isEmpty)
    }

    @Test func viewportQueryOnGridLayoutFindsTheVisibleNodes() {
        // 150×40 nodes every 200 × 100 units. The 1920×1080 viewport at the origin sees columns
        // 0...9 (x = 1800 ≤ 1920 < 2000) and rows 0...10 (y = 1000 ≤ 1080 < 1100): 110 nodes.
        var index = SpatialIndex<Int>()
        for row in 0..<100 {
            for column in 0..<100 {
                index.insert(row * 100 + column, rect: CGRect(x: column * 200, y: row * 100, width: 150, height: 40))
            }
        }
        let found = Set(index.query(CGRect(x: 0, y: 0, width: 1920, height: 1080)))
        let expected = Set((0...10).flatMap { row in (0...9).map { row * 100 + $0 } })
        #expect(found == expected)
        #expect(found.count == 110)
    }

    @Test func removedItemsAreNotFound() {
        var index = SpatialIndex<String>()
        index.insert("a", rect: CGRect(x: 10, y: 10, width: 100, height: 50))
        index.insert("b", rect: CGRect(x: 50, y: 30, width: 100, height: 50))
        let removed = index.remove("a")
        #expect(removed)
        let removedAgain = index.remove("a")
        #expect(!removedAgain)
        #expect(index.query(CGRect(x: 0, y: 0, width: 200, height: 200)) == ["b"])
        #expect(index.count == 1)
        #expect(!index.contains("a"))
        #expect(index.nearest(to: CGPoint(x: 10, y: 10)) == "b")
    }

    @Test func batchRemovalLeavesTheOthersAsOneByOneWould() {
        // Cells of 100, at most 4 cells an item. a in cell (0,0); b over cells (0,0)–(1,1); c in cell (1,1);
        // big spans 6 × 6 cells, so it is oversized; d far away in cell (9,9).
        var index = SpatialIndex<String>(cellSize: 100, maxCellsPerItem: 4)
        index.insert("a", rect: CGRect(x: 10, y: 10, width: 20, height: 20))
        index.insert("b", rect: CGRect(x: 90, y: 90, width: 20, height: 20))
        index.insert("c", rect: CGRect(x: 150, y: 150, width: 10, height: 10))
        index.insert("big", rect: CGRect(x: 0, y: 0, width: 550, height: 550))
        index.insert("d", rect: CGRect(x: 950, y: 950, width: 10, height: 10))
        // b shares cells (0,0) and (1,1) with a and c; "zz" is unknown; b named twice goes once.
        index.remove(contentsOf: ["b", "zz", "big", "b"])
        #expect(index.count == 3)
        #expect(!index.contains("b") && !index.contains("big"))
        #expect(Set(index.query(CGRect(x: 0, y: 0, width: 200, height: 200))) == ["a", "c"])
        // (100, 100) was b's and big's only: nothing there now.
        #expect(index.query(CGRect(x: 95, y: 95, width: 10, height: 10)).isEmpty)
        #expect(index.query(CGRect(x: 400, y: 400, width: 10, height: 10)).isEmpty)
        #expect(index.nearest(to: CGPoint(x: 100, y: 100)) == "c")
        #expect(index.bounds == CGRect(x: 10, y: 10, width: 950, height: 950))
        // The freed slots are reused by the next inserts, which are found.
        index.insert("e", rect: CGRect(x: 100, y: 100, width: 1, height: 1))
        #expect(index.query(CGRect(x: 95, y: 95, width: 10, height: 10)) == ["e"])
        index.remove(contentsOf: ["a", "c", "d", "e"])
        #expect(index.isEmpty && index.query(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).isEmpty)
        #expect(index.nearest(to: .zero) == nil)
    }

    @Test func updateAcrossCellsMovesTheItem() {
        var index = SpatialIndex<String>(cellSize: 256)
        index.insert("n", rect: CGRect(x: 10, y: 10, width: 150, height: 40))
        let movedFar = index.update("n", rect: CGRect(x: 1000, y: -900, width: 150, height: 40))
        #expect(movedFar)
        #expect(index.query(CGRect(x: 0, y: 0, width: 200, height: 100)).isEmpty)
        #expect(index.query(CGRect(x: 1100, y: -880, width: 10, height: 10)) == ["n"])
        // A small move inside the same cells keeps the item findable at its new place only.
        let movedNear = index.update("n", rect: CGRect(x: 1010, y: -890, width: 150, height: 40))
        #expect(movedNear)
        #expect(index.query(CGRect(x: 1001, y: -899, width: 5, height: 5)).isEmpty)
        #expect(index.query(CGRect(x: 1159, y: -851, width: 1, height: 1)) == ["n"])
        #expect(index.rect(for: "n") == CGRect(x: 1010, y: -890, width: 150, height: 40))
        let updatedMissing = index.update("missing", rect: .zero)
        #expect(!updatedMissing)
    }

    @Test func rectanglesOnCellBoundariesAndTouchingEdges() {
        var index = SpatialIndex<String>(cellSize: 256)
        // Starts exactly on the boundary between cells 0 and 1.
        index.insert("edge", rect: CGRect(x: 256, y: 0, width: 10, height: 10))
        // Ends exactly on the boundary.
        index.insert("before", rect: CGRect(x: 200, y: 0, width: 56, height: 10))
        // A point on a cell corner.
        index.insert("corner", rect: CGRect(x: 512, y: 256, width: 0, height: 0))

        // Closed rectangles: touching at x = 256 counts for both.
        #expect(Set(index.query(CGRect(x: 256, y: 5, width: 0, height: 0))) == ["edge", "before"])
        #expect(index.query(CGRect(x: 0, y: 0, width: 255.5, height: 10)) == ["before"])
        #expect(index.query(CGRect(x: 266.5, y: 0, width: 10, height: 10)).isEmpty)
        #expect(index.query(CGRect(x: 500, y: 250, width: 12, height: 6)) == ["corner"])
        #expect(index.query(CGRect(x: 512, y: 256, width: 100, height: 100)) == ["corner"])
    }

    @Test func negativeCoordinatesAndFlippedRectangles() {
        var index = SpatialIndex<String>(cellSize: 256)
        index.insert("neg", rect: CGRect(x: -300, y: -10, width: 100, height: 20))
        // Negative size: covers x −50…0, y −50…0.
        index.insert("flip", rect: CGRect(x: 0, y: 0, width: -50, height: -50))
        #expect(index.query(CGRect(x: -250, y: -5, width: 1, height: 1)) == ["neg"])
        #expect(index.query(CGRect(x: -1, y: -1, width: 0.5, height: 0.5)) == ["flip"])
        #expect(index.query(CGRect(x: 1, y: 1, width: 5, height: 5)).isEmpty)
        #expect(index.rect(for: "flip") == CGRect(x: -50, y: -50, width: 50, height: 50))
    }

    @Test func hugeRectanglesAreFoundEverywhereOnce() {
        var index = SpatialIndex<String>(cellSize: 256, maxCellsPerItem: 16)
        index.insert("huge", rect: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
        index.insert("far", rect: CGRect(x: 1e15, y: 1e15, width: 10, height: 10))
        index.insert("small", rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Set(index.query(CGRect(x: 5, y: 5, width: 1, height: 1))) == ["huge", "small"])
        #expect(index.query(CGRect(x: 900_000, y: -900_000, width: 1, height: 1)) == ["huge"])
        #expect(index.query(CGRect(x: 1e15 + 5, y: 1e15 + 5, width: 1, height: 1)) == ["far"])
        let everything = index.query(CGRect(x: -1e16, y: -1e16, width: 2e16, height: 2e16))
        #expect(everything.sorted() == ["far", "huge", "small"])
        let removedHuge = index.remove("huge")
        #expect(removedHuge)
        #expect(index.query(CGRect(x: 900_000, y: -900_000, width: 1, height: 1)).isEmpty)
        #expect(index.nearest(to: CGPoint(x: 1e15, y: 1e15 - 3), maxDistance: 5) == "far")
    }

    @Test func nonFiniteRectanglesAreRejectedWithoutChange() {
        var index = SpatialIndex<String>()
        let insertedNaN = index.insert("nan", rect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        #expect(!insertedNaN)
        let insertedInfinite = index.insert("inf", rect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
        #expect(!insertedInfinite)
        let insertedOverflowing = index.insert("over", rect: CGRect(x: 1e308, y: 0, width: 1e308, height: 1))
        #expect(!insertedOverflowing)
        #expect(index.count == 0)
        index.insert("a", rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let updatedNaN = index.update("a", rect: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10))
        #expect(!updatedNaN)
        #expect(index.rect(for: "a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(index.query(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
        #expect(index.nearest(to: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        // Infinite query bounds are allowed and find everything they cover.
        #expect(index.query(CGRect(x: -Double.infinity, y: -Double.infinity, width: CGFloat.infinity, height: .infinity))
            == ["a"])
        #expect(index.query(CGRect(x: 5, y: 5, width: Double.infinity, height: 1)) == ["a"])
    }

    @Test func insertingAnExistingIdMovesIt() {
        var index = SpatialIndex<String>()
        index.insert("a", rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        index.insert("a", rect: CGRect(x: 5000, y: 0, width: 10, height: 10))
        #expect(index.count == 1)
        #expect(index.query(CGRect(x: 0, y: 0, width: 20, height: 20)).isEmpty)
        #expect(index.query(CGRect(x: 5000, y: 0, width: 1, height: 1)) == ["a"])
    }

    @Test func nearestMeasuresToTheRectangle() {
        var index = SpatialIndex<String>()
        index.insert("left", rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        index.insert("right", rect: CGRect(x: 200, y: 0, width: 100, height: 100))
        // Inside "left": distance 0 wins even though "right" is 60 away.
        #expect(index.nearest(to: CGPoint(x: 90, y: 50)) == "left")
        // 3-4-5: (203, 104) is 5 from the corner (200, 100) of "right"; "left" is √(103² + 4²) away.
        #expect(index.nearest(to: CGPoint(x: 197, y: 104)) == "right")
        #expect(index.nearest(to: CGPoint(x: 197, y: 104), maxDistance: 4.9) == nil)
        #expect(index.nearest(to: CGPoint(x: 197, y: 104), maxDistance: 5) == "right")
        #expect(index.nearest(to: CGPoint(x: 0, y: 0), maxDistance: -1) == nil)
        // A tie goes to the newest item: (150, 50) is 50 from both.
        #expect(index.nearest(to: CGPoint(x: 150, y: 50)) == "right")
        #expect(index.nearest(to: CGPoint(x: 150, y: 50), maxDistance: 60) == "right")
    }

    @Test func nearestSearchesOutwardPastEmptyCells() {
        var index = SpatialIndex<String>(cellSize: 100)
        index.insert("origin", rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        index.insert("far", rect: CGRect(x: 1_000_000, y: 0, width: 10, height: 10))
        // 599,990 from "origin", 400,000 from "far".
        #expect(index.nearest(to: CGPoint(x: 600_000, y: 5)) == "far")
        #expect(index.nearest(to: CGPoint(x: 600_000, y: 5), maxDistance: 399_999) == nil)
        // 450 from "origin" (cell 0) with a nearer-looking point well outside the occupied cells.
        #expect(index.nearest(to: CGPoint(x: -450, y: 5)) == "origin")
        for i in 0..<200 { index.insert("n\(i)", rect: CGRect(x: i * 1000, y: 5000, width: 20, height: 20)) }
        // (123,010, 4,000) is 1,000 above "n123" (x 123,000…123,020), its nearest neighbour.
        #expect(index.nearest(to: CGPoint(x: 123_010, y: 4000)) == "n123")
        // (305, 460) is 150 from both "tie-a" (y 300…310) and "tie-b" (y 610…620), in different
        // rings of cells: the tie still goes to the newer item.
        index.insert("tie-a", rect: CGRect(x: 300, y: 300, width: 10, height: 10))
        index.insert("tie-b", rect: CGRect(x: 300, y: 610, width: 10, height: 10))
        #expect(index.nearest(to: CGPoint(x: 305, y: 460)) == "tie-b")
    }

    @Test func removeAllEmptiesTheIndex() {
        var index = SpatialIndex<Int>()
        for i in 0..<50 { index.insert(i, rect: CGRect(x: i * 30, y: 0, width: 20, height: 20)) }
        index.removeAll()
        #expect(index.isEmpty)
        #expect(index.query(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).isEmpty)
        index.insert(7, rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(index.query(CGRect(x: 0, y: 0, width: 1, height: 1)) == [7])
    }

    /// The bounds are the union of every item, also of zero-size items, items spanning many cells, negative
    /// coordinates and oversized items, and they shrink when the outermost item leaves.
    @Test func boundsCoverEveryItem() {
        var index = SpatialIndex<Int>(cellSize: 100, maxCellsPerItem: 4)
        #expect(index.bounds.isNull)
        index.insert(1, rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(index.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        index.insert(2, rect: CGRect(x: -250, y: 330, width: 0, height: 0))
        index.insert(3, rect: CGRect(x: 120, y: 110, width: 150, height: 40))
        index.insert(4, rect: CGRect(x: 500, y: -600, width: 400, height: 400))  // 25 cells: oversized
        #expect(index.bounds == CGRect(x: -250, y: -600, width: 1150, height: 930))
        index.remove(4)
        #expect(index.bounds == CGRect(x: -250, y: 20, width: 520, height: 310))
        index.update(2, rect: CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(index.bounds == CGRect(x: 10, y: 20, width: 260, height: 130))
    }
}

import Foundation
import Testing
@testable import SwiftFlowCore

/// The batch steps of a Delete that take what the caller knows already: a spatial index removal given the ids'
/// hashes, and a deletion plan's edge positions put in order through a bitmap.
@Suite struct DeleteBatchTests {
    /// 40 nodes of 150 × 40 in rows of 10, 300 apart across and 200 down, with 256-unit cells: node k at
    /// (300·(k % 10), 200·(k / 10)) covers cells x 300·c/256 … (300·c + 150)/256 and y 200·r/256 … (200·r + 40)/256.
    private static func rect(_ k: Int) -> CGRect {
        CGRect(x: 300 * CGFloat(k % 10), y: 200 * CGFloat(k / 10), width: 150, height: 40)
    }

    private static func filledIndex() -> SpatialIndex<String> {
        var index = SpatialIndex<String>(cellSize: 256)
        for k in 0..<40 { index.insert("node-\(k)", rect: rect(k)) }
        // One item too large for the grid (40 × 40 cells > 256): it goes to the oversized list.
        index.insert("huge", rect: CGRect(x: 0, y: 0, width: 10_240, height: 10_240))
        return index
    }

    /// Removing with the hashes leaves the index that removing one by one leaves: the same count, the same
    /// answers for every node's rectangle, and the removed ids gone, including an oversized item; an unknown id is
    /// skipped.
    @Test func removalGivenHashesMatchesRemovalOneByOne() {
        let removed = ["node-3", "node-4", "node-13", "huge", "node-39", "missing", "node-0"]
        var batch = Self.filledIndex()
        batch.remove(contentsOf: removed, hashes: removed.map(\.hashValue))
        var single = Self.filledIndex()
        for id in removed { single.remove(id) }
        #expect(batch.count == 35 && single.count == 35)
        for k in 0..<40 {
            let probe = Self.rect(k)
            #expect(Set(batch.query(probe)) == Set(single.query(probe)))
            #expect(batch.contains("node-\(k)") == !removed.contains("node-\(k)"))
        }
        // Node 3 sat alone at (900, 0) 150 × 40: nothing is left there, and the oversized item is gone too.
        #expect(batch.query(CGRect(x: 950, y: 10, width: 1, height: 1)).isEmpty)
        #expect(!batch.contains("huge"))
        // Node 5 at (1500, 0) is still found, and a removed id can come back.
        #expect(batch.query(CGRect(x: 1550, y: 10, width: 1, height: 1)) == ["node-5"])
        batch.insert("node-3", rect: Self.rect(3))
        #expect(batch.query(CGRect(x: 950, y: 10, width: 1, height: 1)) == ["node-3"])
    }

    /// The plain batch removal (hashing the ids itself) gives the same index.
    @Test func removalWithoutHashesMatchesRemovalGivenThem() {
        let removed = (0..<40).filter { $0 % 3 == 0 }.map { "node-\($0)" }
        var hashed = Self.filledIndex()
        hashed.remove(contentsOf: removed, hashes: removed.map(\.hashValue))
        var plain = Self.filledIndex()
        plain.remove(contentsOf: removed)
        #expect(hashed.count == 41 - 14 && plain.count == hashed.count)
        let everything = CGRect(x: -10, y: -10, width: 20_000, height: 20_000)
        #expect(Set(hashed.query(everything)) == Set(plain.query(everything)))
        #expect(Set(plain.query(everything)) == Set((0..<40).filter { $0 % 3 != 0 }.map { "node-\($0)" } + ["huge"]))
    }

    /// Many positions (a bitmap): each once, ascending, words' first and last bits included.
    @Test func manyPositionsComeOutAscendingOnce() {
        // 200 positions below 1,000 with repeats: 0, 63, 64, 127, 999 and every 7th, each given twice.
        var positions = [999, 0, 63, 64, 127, 999, 0]
        for k in stride(from: 0, to: 1_000, by: 7) { positions += [k, k] }
        #expect(positions.count >= 64)
        let expected = Array(Set(positions)).sorted()
        #expect(DeletionPlan<String, EmptyEdgeData>.ascendingUnique(positions, below: 1_000) == expected)
        #expect(expected.first == 0 && expected.last == 999 && expected.contains(63) && expected.contains(64))
    }

    /// Few positions in a long list are sorted instead, with the same result.
    @Test func fewPositionsComeOutAscendingOnce() {
        #expect(DeletionPlan<String, EmptyEdgeData>.ascendingUnique([50, 3, 50, 7], below: 200_000) == [3, 7, 50])
        #expect(DeletionPlan<String, EmptyEdgeData>.ascendingUnique([], below: 10).isEmpty)
    }

    /// Re-pointing a moved slot by its tag alone: hashes 6, 14, 7 and 22 share homes 6 and 7 of 8 buckets
    /// (slot 0 → 6, slot 1 → 7, slot 2 wraps to 0, slot 3 to 1). Slot 2 (tag 7) moved to slot 9 is found under its
    /// hash in the same bucket; a slot that is not there under that tag changes nothing.
    @Test func aSlotIsRePointedByItsTag() {
        let hashes = [6, 14, 7, 22]
        var table = SlotTable()
        table.reserveCapacity(4)
        for slot in 0..<4 { table.insert(slot, hash: hashes[slot]) }
        let replaced = table.replace(slot: 2, tag: SlotTable.tag(7), with: 9)
        #expect(replaced)
        #expect(table.buckets[0] == 7 << 32 | 9)
        #expect(table.find(hash: 7) { $0 == 9 } == 9)
        #expect(table.find(hash: 7) { $0 == 2 } == nil)
        // Slot 1 is listed under tag 14, not 6: nothing is replaced.
        let misplaced = table.replace(slot: 1, tag: SlotTable.tag(6), with: 5)
        #expect(!misplaced)
        #expect(table.find(hash: 14) { $0 == 1 } == 1)
        #expect(table.count == 4)
    }

    /// Lists handed to the freeing queue leave the caller holding nothing (so their destruction cannot fall
    /// back on the caller's thread); short lists are left to the caller, who frees them in place.
    @Test func releasedListsLeaveTheCallerEmptyHanded() {
        var long: [[Int]] = [Array(0..<5_000), [1, 2, 3]]
        ListRecycler.release(&long)
        #expect(long.isEmpty)
        var short: [[Int]] = [[1, 2, 3]]
        ListRecycler.release(&short)
        #expect(short == [[1, 2, 3]])
    }
}

import Foundation
import Testing
@testable import SwiftFlowCore

@Suite struct SlotTableTests {
    /// Hashes chosen so that every home bucket is 6 or 7 of 8 (home = hash & 7 for hashes below 2^32): slot
    /// 0 → 6, slot 1 → 6 (goes to 7), slot 2 → 7 (wraps to 0), slot 3 → 6 (goes to 1). Removing slot 1
    /// (bucket 7) moves slot 2 back into 7 (its home) and slot 3 into 0; bucket 1 is emptied. Slot 1 comes back
    /// into the first free bucket after its home, 1.
    @Test func removalShiftsTheProbeRunBackAndReinsertsFindTheirSlots() {
        let hashes = [6, 14, 7, 22]
        var table = SlotTable()
        table.reserveCapacity(4)
        #expect(table.buckets.count == 8)
        for slot in 0..<4 { table.insert(slot, hash: hashes[slot]) }
        #expect(table.buckets == [2, 3, -1, -1, -1, -1, 0, 1])
        var present: Set<Int> = [0, 1, 2, 3]
        func find(_ slot: Int) -> Int? { table.find(hash: hashes[slot]) { $0 == slot && present.contains($0) } }

        let removed = table.remove(hash: hashes[1], matches: { $0 == 1 }, hashOf: { hashes[$0] })
        present.remove(1)
        #expect(removed == 1)
        #expect(table.buckets == [3, -1, -1, -1, -1, -1, 0, 2])
        #expect(table.count == 3)
        #expect(find(0) == 0 && find(2) == 2 && find(3) == 3)
        #expect(find(1) == nil)

        table.insert(1, hash: hashes[1])
        present.insert(1)
        #expect(table.buckets == [3, 1, -1, -1, -1, -1, 0, 2])
        #expect((0..<4).map(find) == [0, 1, 2, 3])
        // Removing what is not there changes nothing.
        #expect(table.remove(hash: 5, matches: { _ in false }, hashOf: { hashes[$0] }) == nil)
        #expect(table.count == 4)
    }

    /// Growing from 8 to 16 buckets re-places every slot in the order of the old buckets, [2, 3, _, _, _, _, 0,
    /// 1]: hashes 6, 14, 7, 22 have homes 6, 14, 7, 6 of 16, so slot 2 takes 7, slot 3 takes 6, slot 0 (home 6)
    /// probes on to 8 and slot 1 takes 14.
    @Test func growingRePlacesEverySlot() {
        let hashes = [6, 14, 7, 22]
        var table = SlotTable()
        table.reserveCapacity(4)
        for slot in 0..<4 { table.insert(slot, hash: hashes[slot]) }
        #expect(table.needsGrowth)
        table.grow { hashes[$0] }
        var expected = [Int32](repeating: -1, count: 16)
        expected[7] = 2; expected[6] = 3; expected[8] = 0; expected[14] = 1
        #expect(table.buckets == expected)
        #expect(table.count == 4)
    }
}

@Suite struct SpatialIndexSlotReuseTests {
    /// 1,000 items on a line (item i at x = 20i, 10×10), every third removed, then re-inserted 10 000 units
    /// lower, then every fifth moved right by 5: queries and lookups give exactly the hand-worked answer.
    @Test func lookupsAndQueriesAfterRemovalsReinsertsAndMoves() {
        var index = SpatialIndex<String>(cellSize: 64)
        for i in 0..<1000 { index.insert("n\(i)", rect: CGRect(x: CGFloat(20 * i), y: 0, width: 10, height: 10)) }
        for i in stride(from: 0, to: 1000, by: 3) {
            let removed = index.remove("n\(i)")
            #expect(removed)
        }
        #expect(index.count == 1000 - 334)
        #expect(!index.contains("n3") && index.contains("n4"))
        for i in stride(from: 0, to: 1000, by: 3) {
            index.insert("n\(i)", rect: CGRect(x: CGFloat(20 * i), y: 10_000, width: 10, height: 10))
        }
        for i in stride(from: 0, to: 1000, by: 5) {
            let y: CGFloat = i % 3 == 0 ? 10_000 : 0
            index.update("n\(i)", rect: CGRect(x: CGFloat(20 * i + 5), y: y, width: 10, height: 10))
        }
        #expect(index.count == 1000)
        // Row y = 0, x in [0, 100]: items 0…5 sat at 0, 20, …, 100; 0 and 3 went to the lower row and item 5
        // moved to x 105, past 100. Left: 1, 2, 4.
        #expect(Set(index.query(CGRect(x: 0, y: 0, width: 100, height: 10))) == ["n1", "n2", "n4"])
        // Lower row, x in [0, 100]: 0 (moved by 5, at 5) and 3 (at 60).
        #expect(Set(index.query(CGRect(x: 0, y: 10_000, width: 100, height: 10))) == ["n0", "n3"])
        #expect(index.rect(for: "n15") == CGRect(x: 305, y: 10_000, width: 10, height: 10))
        #expect(index.rect(for: "n10") == CGRect(x: 205, y: 0, width: 10, height: 10))
        #expect(index.rect(for: "n11") == CGRect(x: 220, y: 0, width: 10, height: 10))
    }
}

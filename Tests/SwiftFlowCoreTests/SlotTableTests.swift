import Foundation
import Testing
@testable import SwiftFlowCore

@Suite struct SlotTableTests {
    /// The slot in each bucket, −1 where empty.
    private func slots(_ table: SlotTable) -> [Int] {
        table.buckets.map { $0 == .max ? -1 : Int(UInt32(truncatingIfNeeded: $0)) }
    }

    /// Hashes chosen so that every home bucket is 6 or 7 of 8 (home = hash & 7 for hashes below 2^32): slot
    /// 0 → 6, slot 1 → 6 (goes to 7), slot 2 → 7 (wraps to 0), slot 3 → 6 (goes to 1). Removing slot 1
    /// (bucket 7) moves slot 2 back into 7 (its home) and slot 3 into 0; bucket 1 is emptied. Slot 1 comes back
    /// into the first free bucket after its home, 1.
    @Test func removalShiftsTheProbeRunBackAndReinsertsFindTheirSlots() {
        let hashes = [6, 14, 7, 22]
        var table = SlotTable()
        table.reserveCapacity(4)
        #expect(table.capacity == 8)
        for slot in 0..<4 { table.insert(slot, hash: hashes[slot]) }
        #expect(slots(table) == [2, 3, -1, -1, -1, -1, 0, 1])
        // The tags sit beside the slots: bucket 0 holds slot 2 under tag 7.
        #expect(table.buckets[0] == 7 << 32 | 2)
        var present: Set<Int> = [0, 1, 2, 3]
        func find(_ slot: Int) -> Int? { table.find(hash: hashes[slot]) { $0 == slot && present.contains($0) } }

        let removed = table.remove(hash: hashes[1], matches: { $0 == 1 })
        present.remove(1)
        #expect(removed == 1)
        #expect(slots(table) == [3, -1, -1, -1, -1, -1, 0, 2])
        #expect(table.count == 3)
        #expect(find(0) == 0 && find(2) == 2 && find(3) == 3)
        #expect(find(1) == nil)

        table.insert(1, hash: hashes[1])
        present.insert(1)
        #expect(slots(table) == [3, 1, -1, -1, -1, -1, 0, 2])
        #expect((0..<4).map(find) == [0, 1, 2, 3])
        // Removing what is not there changes nothing.
        let absent = table.remove(hash: 5, matches: { _ in false })
        #expect(absent == nil)
        #expect(table.count == 4)
    }

    /// Only entries whose tag is the probed hash's are offered to `matches`: hashes 6, 14, 22 and 30 all have
    /// home 6 of 8 but four different tags, so finding slot 3 (tag 30) walks 6, 7, 0, 1 and asks about slot 3
    /// only. Two ids with the same hash (slots 4 and 5, hash 30 too) are told apart by `matches` alone.
    @Test func probesAskAboutEntriesWithTheSameTagOnly() {
        var table = SlotTable()
        table.reserveCapacity(4)
        for (slot, hash) in [6, 14, 22, 30].enumerated() { table.insert(slot, hash: hash) }
        var asked: [Int] = []
        let found = table.find(hash: 30) { slot in
            asked.append(slot)
            return slot == 3
        }
        #expect(found == 3)
        #expect(asked == [3])
        #expect(table.find(hash: 38) { _ in Issue.record("no entry has tag 38"); return true } == nil)

        var colliding = SlotTable()
        colliding.reserveCapacity(3)
        for slot in [4, 5, 6] { colliding.insert(slot, hash: slot == 6 ? 9 : 30) }
        var askedColliding: [Int] = []
        #expect(colliding.find(hash: 30) { askedColliding.append($0); return $0 == 5 } == 5)
        #expect(askedColliding == [4, 5])
        // Eight buckets: slot 4 in 6 (30 & 7), slot 5 in 7, slot 6 in 1 (9 & 7). Removing slot 4 moves slot 5
        // back to its home, 6; slot 6 stays.
        let removedFour = colliding.remove(hash: 30, matches: { $0 == 4 })
        #expect(removedFour == 4)
        #expect(colliding.placement(ofSlot: 5)?.bucket == 6)
        #expect(colliding.placement(ofSlot: 6)?.bucket == 1)
        #expect(colliding.find(hash: 30) { $0 == 5 } == 5)
        #expect(colliding.find(hash: 30) { $0 == 4 } == nil)
    }

    /// A removal whose back-shift wraps around the table's end: in 16 buckets, hashes 14, 30, 46, 62 and 15
    /// (homes 14, 14, 14, 14, 15) fill 14, 15, 0, 1 and 2 in that order. Removing slot 0 (bucket 14): slot 1
    /// (home 14) moves into 14, slot 2 (home 14, bucket 0) into 15, slot 3 (bucket 1) into 0, slot 4 (home 15,
    /// bucket 2) into 1; bucket 2 empties. The moves read no ids: `matches` is only asked about slot 0.
    @Test func removalWhoseBackShiftWrapsAroundTheEnd() {
        let hashes = [14, 30, 46, 62, 15]
        var table = SlotTable()
        table.reserveCapacity(5)
        #expect(table.capacity == 16)
        for slot in 0..<5 { table.insert(slot, hash: hashes[slot]) }
        #expect((0..<5).map { table.placement(ofSlot: $0)?.bucket } == [14, 15, 0, 1, 2])
        var asked: [Int] = []
        let removed = table.remove(hash: 14) { slot in
            asked.append(slot)
            return slot == 0
        }
        #expect(removed == 0)
        #expect(asked == [0])
        #expect(table.placement(ofSlot: 0) == nil)
        #expect((1..<5).map { table.placement(ofSlot: $0)?.bucket } == [14, 15, 0, 1])
        #expect((1..<5).map { table.placement(ofSlot: $0)?.home } == [14, 14, 14, 15])
        #expect(slots(table)[2] == -1)
        for slot in 1..<5 { #expect(table.find(hash: hashes[slot]) { $0 == slot } == slot) }

        // Removing slot 3 (bucket 0) then moves slot 4 (home 15, bucket 1) back into 0, across the end again.
        let removedThree = table.remove(hash: 62) { $0 == 3 }
        #expect(removedThree == 3)
        #expect(table.placement(ofSlot: 4)?.bucket == 0)
        #expect(slots(table)[1] == -1)
        #expect(table.count == 3)
        // Pointing slot 4's entry at slot 9 (its record moved) finds it by slot, not by id.
        let replaced = table.replace(slot: 4, hash: 15, with: 9)
        #expect(replaced)
        #expect(table.find(hash: 15) { $0 == 9 } == 9)
        let replacedAgain = table.replace(slot: 4, hash: 15, with: 10)
        #expect(!replacedAgain)
    }

    /// Growing from 8 to 16 buckets re-places every slot in the order of the old buckets, [2, 3, _, _, _, _, 0,
    /// 1], by its tag: hashes 6, 14, 7, 22 have homes 6, 14, 7, 6 of 16, so slot 2 takes 7, slot 3 takes 6,
    /// slot 0 (home 6) probes on to 8 and slot 1 takes 14.
    @Test func growingRePlacesEverySlot() {
        let hashes = [6, 14, 7, 22]
        var table = SlotTable()
        table.reserveCapacity(4)
        for slot in 0..<4 { table.insert(slot, hash: hashes[slot]) }
        #expect(table.needsGrowth)
        table.grow()
        var expected = [Int](repeating: -1, count: 16)
        expected[7] = 2; expected[6] = 3; expected[8] = 0; expected[14] = 1
        #expect(slots(table) == expected)
        #expect(table.count == 4)
        for slot in 0..<4 { #expect(table.find(hash: hashes[slot]) { $0 == slot } == slot) }
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

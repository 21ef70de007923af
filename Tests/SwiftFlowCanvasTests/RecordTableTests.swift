import Foundation
import Testing
@testable import SwiftFlowCanvas

/// The store's dense record table: ids, records, list positions and slots after inserts, removals (the last
/// record moves into the freed slot), re-inserts and splices, worked out by hand.
@Suite struct RecordTableTests {
    /// a…e stored as 10, 20, 30, 40, 50 in slots 0…4.
    private static func table() -> RecordTable<Int> {
        var table = RecordTable<Int>()
        for (offset, id) in ["a", "b", "c", "d", "e"].enumerated() {
            table.updateValue((offset + 1) * 10, forKey: id, position: offset)
        }
        return table
    }

    @Test func insertsAppendInSlotOrder() {
        let table = Self.table()
        #expect(table.keys == ["a", "b", "c", "d", "e"])
        #expect(table.values == [10, 20, 30, 40, 50])
        #expect(table.positions == [0, 1, 2, 3, 4])
        #expect(table.index(forKey: "d") == 3)
        #expect(table.position(of: "d") == 3)
        #expect(table["c"] == 30)
        #expect(table["z"] == nil)
        #expect(table.count == 5)
    }

    @Test func appendingWithAHashTakesTheNextSlot() {
        var table = Self.table()
        let hash = "f".hashValue
        #expect(table.index(forKey: "f", hash: hash) == nil)
        #expect(table.index(forKey: "c", hash: "c".hashValue) == 2)
        table.append(60, forKey: "f", hash: hash, position: 9)
        #expect(table.keys == ["a", "b", "c", "d", "e", "f"])
        #expect(table.values == [10, 20, 30, 40, 50, 60])
        #expect(table.positions == [0, 1, 2, 3, 4, 9])
        #expect(table.index(forKey: "f") == 5 && table.position(of: "f") == 9)
        // Ten ids need more than the first 8 buckets (at most half full): the table grew, and every id is found.
        for (offset, id) in ["g", "h", "i", "j"].enumerated() {
            table.append(70 + offset * 10, forKey: id, hash: id.hashValue, position: 10 + offset)
        }
        #expect(table["a"] == 10 && table["f"] == 60 && table["j"] == 100 && table.position(of: "h") == 11)
        #expect(table.count == 10)
    }

    @Test func removingMovesTheLastRecordIntoTheFreedSlot() {
        var table = Self.table()
        // b leaves slot 1; e (slot 4) takes it: a e c d.
        #expect(table.removeValue(forKey: "b") == 20)
        #expect(table.keys == ["a", "e", "c", "d"])
        #expect(table.values == [10, 50, 30, 40])
        #expect(table.positions == [0, 4, 2, 3])
        #expect(table.index(forKey: "e") == 1)
        #expect(table.index(forKey: "b") == nil)
        // The last slot itself: d leaves, nothing moves: a e c.
        table.removeValue(forKey: "d")
        #expect(table.keys == ["a", "e", "c"])
        #expect(table.values == [10, 50, 30])
        // A removed id comes back at the end: a e c b.
        table.updateValue(21, forKey: "b", position: 7)
        #expect(table.keys == ["a", "e", "c", "b"])
        #expect(table.index(forKey: "b") == 3 && table.position(of: "b") == 7)
        #expect(table.removeValue(forKey: "zz") == nil)
        #expect(table.count == 4)
    }

    @Test func batchRemovalFillsLowFreedSlotsFromTheKeptTail() {
        var table = Self.table()
        // 5 − 3 = 2 records stay, so slots 0 and 1 are kept. b (slot 1) and e (slot 4, in the tail) go with d
        // (slot 3, in the tail); c is the one kept tail record and moves into b's slot: a c. "zz" is unknown, and
        // b named twice is removed once.
        table.removeValues(forKeys: ["b", "zz", "e", "d", "b"])
        #expect(table.keys == ["a", "c"])
        #expect(table.values == [10, 30])
        #expect(table.positions == [0, 2])
        #expect(table.index(forKey: "a") == 0 && table.index(forKey: "c") == 1)
        #expect(table["b"] == nil && table["d"] == nil && table["e"] == nil)
        #expect(table.count == 2)
        // Whole tail removed: nothing moves.
        var tail = Self.table()
        tail.removeValues(forKeys: ["e", "d"])
        #expect(tail.keys == ["a", "b", "c"] && tail.values == [10, 20, 30] && tail.positions == [0, 1, 2])
        // Only low slots removed: the two tail records fill them in slot order, d into a's slot, e into b's.
        var head = Self.table()
        head.removeValues(forKeys: ["b", "a"])
        #expect(head.keys == ["d", "e", "c"] && head.values == [40, 50, 30] && head.positions == [3, 4, 2])
        #expect(head.index(forKey: "d") == 0 && head.index(forKey: "e") == 1 && head.index(forKey: "c") == 2)
        var none = Self.table()
        none.removeValues(forKeys: ["x"])
        #expect(none.keys == ["a", "b", "c", "d", "e"])
    }

    /// The same batch as `batchRemovalFillsLowFreedSlotsFromTheKeptTail`, named by slot and hash: b (slot 1),
    /// e (4) and d (3) go, c moves into slot 1. A slot whose hash is not its id's is not in the id table under
    /// that hash and stays.
    @Test func batchRemovalBySlotMatchesRemovalById() {
        var table = Self.table()
        table.removeValues(atSlots: [(1, "b".hashValue), (4, "e".hashValue), (3, "d".hashValue)])
        #expect(table.keys == ["a", "c"])
        #expect(table.values == [10, 30])
        #expect(table.positions == [0, 2])
        #expect(table.index(forKey: "a") == 0 && table.index(forKey: "c") == 1)
        #expect(table["b"] == nil && table["d"] == nil && table["e"] == nil)
        var wrong = Self.table()
        wrong.removeValues(atSlots: [(2, "a".hashValue ^ 0x5555)])
        #expect(wrong.keys == ["a", "b", "c", "d", "e"])
        #expect((["a", "b", "c", "d", "e"] as [String]).map { wrong.index(forKey: $0) } == [0, 1, 2, 3, 4])
    }

    @Test func batchRemovalLeavesEveryKeptIdMappedToItsRecord() {
        var table = RecordTable<Int>()
        for value in 0..<1_000 { table.updateValue(value, forKey: "n\(value)", position: value + 5) }
        // Every third id and the last 50 (slots 950…999, the table's tail) leave in one batch: 334
        // multiples of three, 50 tail ids of which 17 (951, 954, …, 999) are multiples too: 367 go, 633 stay.
        let doomed = Set(stride(from: 0, to: 1_000, by: 3).map { $0 } + Array(950..<1_000))
        table.removeValues(forKeys: doomed.sorted().map { "n\($0)" })
        #expect(table.count == 1_000 - doomed.count)
        #expect(table.count == 633)
        for value in 0..<1_000 {
            #expect(table["n\(value)"] == (doomed.contains(value) ? nil : value))
            #expect(table.position(of: "n\(value)") == (doomed.contains(value) ? nil : value + 5))
        }
        for slot in table.startIndex..<table.endIndex {
            #expect(table.index(forKey: table.keys[slot]) == slot)
            #expect(table.values[slot] == Int(table.keys[slot].dropFirst()))
        }
        // Inserts after the batch still land in the last slot and are found.
        table.updateValue(-3, forKey: "n3", position: 0)
        #expect(table.index(forKey: "n3") == 633 && table["n3"] == -3)
    }

    @Test func everyIdFindsItsOwnRecordAfterManyRemovals() {
        var table = RecordTable<Int>()
        for value in 0..<1_000 { table.updateValue(value, forKey: "n\(value)", position: value) }
        // Every third id leaves, then every removed multiple of nine comes back as its negative.
        for value in stride(from: 0, to: 1_000, by: 3) { table.removeValue(forKey: "n\(value)") }
        for value in stride(from: 0, to: 1_000, by: 9) {
            table.updateValue(-value, forKey: "n\(value)", position: value)
        }
        // 1,000 − 334 removed + 112 back.
        #expect(table.count == 778)
        for value in 0..<1_000 {
            let expected: Int? = value % 9 == 0 ? -value : value % 3 == 0 ? nil : value
            #expect(table["n\(value)"] == expected)
            #expect(table.position(of: "n\(value)") == expected.map { _ in value })
        }
        for slot in table.startIndex..<table.endIndex {
            #expect(table.index(forKey: table.keys[slot]) == slot)
        }
    }

    @Test func updatesInPlaceKeepTheSlot() {
        var table = Self.table()
        #expect(table.updateValue(33, forKey: "c", position: 2) == 30)
        #expect(table.modify("c") { value -> Int in
            value += 1
            return value
        } == 34)
        #expect(table.modify("zz") { $0 += 1 } == nil)
        table.modify("a") { $0 += 5 }
        #expect(table.values == [15, 20, 34, 40, 50])
        #expect(table.keys == ["a", "b", "c", "d", "e"])
    }

    @Test func iteratesPairsInSlotOrder() {
        var table = Self.table()
        table.removeValue(forKey: "a")
        #expect(table.map { "\($0.key)=\($0.value)@\($0.position)" } == ["e=50@4", "b=20@1", "c=30@2", "d=40@3"])
        table.removeAll()
        #expect(table.isEmpty && table.keys.isEmpty && table.index(forKey: "b") == nil)
    }

    @Test func insertingIfAbsentKeepsTheFirstRecord() {
        var table = Self.table()
        let repeated = table.insertIfAbsent(99, forKey: "c", position: 9)
        #expect(!repeated)
        #expect(table["c"] == 30 && table.position(of: "c") == 2 && table.count == 5)
        let added = table.insertIfAbsent(60, forKey: "f", position: 5)
        #expect(added)
        #expect(table.keys.last == "f" && table.position(of: "f") == 5)
    }

    @Test func aSpliceRewritesOnlyThePositions() throws {
        // List a b c d e; b (1) and d (3) removed: a c e, so c → 1, e → 2.
        var table = Self.table()
        table.resplice(ListSplice(removing: [3, 1]), oldCount: 5)
        #expect(table["a"] == 10 && table.position(of: "a") == 0)
        #expect(table.position(of: "c") == 1 && table.position(of: "e") == 2)
        #expect(table.values == [10, 20, 30, 40, 50])
        // Into a c e (3 kept), X at 0 and Y at 3: X a c Y e, so a → 1, c → 2, e → 4.
        var kept = RecordTable<Int>()
        for (position, id) in ["a", "c", "e"].enumerated() {
            kept.updateValue(position, forKey: id, position: position)
        }
        kept.resplice(try #require(ListSplice(insertingAt: [0, 3])), oldCount: 3)
        #expect(kept.positions == [1, 2, 4])
    }

    @Test func newIndicesMatchOneByOne() throws {
        // a b c d e f without b and d; then a b c d with X at 1 and Y at 3 (a X b Y c d).
        #expect(ListSplice(removing: [3, 1]).newIndices(oldCount: 6) == [0, 1, 1, 2, 2, 3])
        #expect(try #require(ListSplice(insertingAt: [1, 3])).newIndices(oldCount: 4) == [0, 2, 4, 5])
        #expect(try #require(ListSplice(insertingAt: [0, 1])).newIndices(oldCount: 2) == [2, 3])
        // Removing the first and the last of five: b c d move up one, e (removed) maps where its successor would.
        #expect(ListSplice(removing: [4, 0]).newIndices(oldCount: 5) == [0, 0, 1, 2, 3])
        // Appending two after a b c (places 3 and 4): nothing moves.
        #expect(try #require(ListSplice(insertingAt: [3, 4])).newIndices(oldCount: 3) == [0, 1, 2])
        // X before a, Y and Z side by side before c: a b c d → X a b Y Z c d.
        #expect(try #require(ListSplice(insertingAt: [0, 3, 4])).newIndices(oldCount: 4) == [1, 2, 5, 6])
        // Every run agrees with `newIndex(ofOld:)`, including past the last entry.
        let removal = ListSplice(removing: [2, 3, 7, 11])
        #expect(removal.newIndices(oldCount: 15) == (0..<15).map(removal.newIndex(ofOld:)))
        let insertion = try #require(ListSplice(insertingAt: [1, 2, 6, 9, 14]))
        #expect(insertion.newIndices(oldCount: 12) == (0..<12).map(insertion.newIndex(ofOld:)))
    }

    /// Removals only (Delete), worked by hand: a kept element moves down by the removals before it, a removed
    /// one maps where its successor does. 0…7 without 0, 3, 4 and 7: 1 2 5 6 become 0 1 2 3; 0 → 0, 3 and 4 → 2,
    /// 7 → 4. Nothing removed, everything removed, and removed indices at or past the old count.
    @Test func newIndicesOfRemovalsAtTheEndsAndInRuns() {
        #expect(ListSplice(removing: [7, 0, 4, 3]).newIndices(oldCount: 8) == [0, 0, 1, 2, 2, 2, 3, 4])
        #expect(ListSplice(removing: []).newIndices(oldCount: 3) == [0, 1, 2])
        #expect(ListSplice(removing: [0, 1, 2]).newIndices(oldCount: 3) == [0, 0, 0])
        #expect(ListSplice(removing: [1, 3, 9]).newIndices(oldCount: 3) == [0, 1, 1])
        #expect(ListSplice(removing: [0]).newIndices(oldCount: 0) == [])
        // The same as asking index by index.
        let splice = ListSplice(removing: [2, 5, 6, 11])
        #expect(splice.newIndices(oldCount: 12) == (0..<12).map(splice.newIndex(ofOld:)))
    }
}

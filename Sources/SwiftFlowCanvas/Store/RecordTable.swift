import Foundation
import SwiftFlowCore

/// The store's records by id, kept dense: the records, their ids and their list positions in three arrays
/// indexed by slot, and an id → slot table. A `[String: Record]` keeps its buckets at most 3/4 full, so
/// 200,000 edge records took 524,288 buckets of id + record (101 MB at 100,000 nodes); here the records take
/// one array of their own count, and the id → slot table (`SlotTable`) holds only 8-byte slot-and-tag entries,
/// reading the ids from `keys` when tags agree (a `[String: Int]` took 12.6 MB for 200,000 edge ids, this 4 MB).
///
/// Each record's index in the store's list lives in `positions`, not in the record: a splice (Delete, its
/// undo) rewrites that one column of integers instead of touching every record.
///
/// The API is the part of `Dictionary`'s the store uses, with `Int` slots for its indices: `values[slot]`
/// reads and writes a record in place, and a walk from `startIndex` to `endIndex` visits the records in
/// memory order. Removing a record moves the last one into its slot, so slots are not stable across removals
/// (as a dictionary's indices are not).
struct RecordTable<Record> {
    /// The ids, by slot.
    private(set) var keys: [String] = []
    /// The records, by slot.
    var values: [Record] = []
    /// The index in the store's list of each slot's element.
    var positions: [Int] = []
    /// Each slot's key's tag in `slots` (`SlotTable.tag` of its hash): a record moved to another slot is
    /// re-pointed without hashing its id again (a Delete at 100,000 nodes moves ~5,000 records, ~450 instructions
    /// a hash).
    private var tags: [UInt32] = []
    private var slots = SlotTable()

    init() {}

    /// A table of records built elsewhere: `keys`, `values`, `positions` and `tags` by slot, `slots` listing
    /// each slot under its key's hash (a full rebuild tables the ids in code that is not generic, then adds the
    /// records).
    init(keys: [String], values: [Record], positions: [Int], tags: [UInt32], slots: SlotTable) {
        precondition(keys.count == values.count && keys.count == positions.count && keys.count == tags.count
                        && slots.count == keys.count, "one key, record, position, tag and table entry per slot")
        self.keys = keys
        self.values = values
        self.positions = positions
        self.tags = tags
        self.slots = slots
    }

    var count: Int { values.count }
    var isEmpty: Bool { values.isEmpty }
    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    func index(after slot: Int) -> Int { slot + 1 }

    /// The slot holding `id`'s record.
    func index(forKey id: String) -> Int? { slot(of: id, hash: id.hashValue) }

    /// The slot holding `id`'s record, `hash` being `id.hashValue` (a caller that then appends hashes once).
    func index(forKey id: String, hash: Int) -> Int? { slot(of: id, hash: hash) }

    private func slot(of id: String, hash: Int) -> Int? {
        slots.find(hash: hash) { keys[$0] == id }
    }

    /// Lists the next slot (`values.count`, about to be appended) under `hash`.
    private mutating func addSlot(hash: Int) {
        if slots.needsGrowth { slots.grow() }
        slots.insert(values.count, hash: hash)
        tags.append(SlotTable.tag(hash))
    }

    /// Sizes the arrays and the table for `capacity` records, so a full rebuild allocates each once.
    mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
        tags.reserveCapacity(capacity)
        slots.reserveCapacity(capacity)
    }

    subscript(id: String) -> Record? { index(forKey: id).map { values[$0] } }

    /// The list index of `id`'s element.
    func position(of id: String) -> Int? { index(forKey: id).map { positions[$0] } }

    /// The slot of each id's record and the id's hash, in order (`nil` for an id without a record).
    func slots(of ids: [String]) -> [(slot: Int, hash: Int)?] {
        var result: [(slot: Int, hash: Int)?] = []
        result.reserveCapacity(ids.count)
        for id in ids {
            let hash = id.hashValue
            if let slot = slot(of: id, hash: hash) { result.append((slot, hash)) } else { result.append(nil) }
        }
        return result
    }

    /// `position(of:)` of each id, in order.
    func listPositions(of ids: [String]) -> [Int?] {
        var result: [Int?] = []
        result.reserveCapacity(ids.count)
        for id in ids { result.append(slot(of: id, hash: id.hashValue).map { positions[$0] }) }
        return result
    }

    /// `id`'s record and the list index of its element.
    func entry(_ id: String) -> (record: Record, position: Int)? {
        index(forKey: id).map { (values[$0], positions[$0]) }
    }

    /// `entry(_:)` with the slot it was found in.
    func slotEntry(_ id: String) -> (slot: Int, record: Record, position: Int)? {
        guard let slot = index(forKey: id) else { return nil }
        return (slot, values[slot], positions[slot])
    }

    /// Runs `body` on `id`'s record in place; `nil` when there is none.
    @discardableResult
    mutating func modify<Result>(_ id: String, _ body: (inout Record) -> Result) -> Result? {
        guard let slot = index(forKey: id) else { return nil }
        return body(&values[slot])
    }

    /// Stores `record` under `id` for the element at `position` of the list; returns the record it replaced.
    @discardableResult
    mutating func updateValue(_ record: Record, forKey id: String, position: Int) -> Record? {
        let hash = id.hashValue
        if let slot = slot(of: id, hash: hash) {
            let old = values[slot]
            values[slot] = record
            positions[slot] = position
            return old
        }
        addSlot(hash: hash)
        keys.append(id)
        values.append(record)
        positions.append(position)
        return nil
    }

    /// Stores `record` under `id` unless the id has one already (one hash either way); returns whether it did.
    mutating func insertIfAbsent(_ record: Record, forKey id: String, position: Int) -> Bool {
        let hash = id.hashValue
        guard slot(of: id, hash: hash) == nil else { return false }
        addSlot(hash: hash)
        keys.append(id)
        values.append(record)
        positions.append(position)
        return true
    }

    /// Adds `record` under `id`, which has none (`index(forKey:hash:)` said so), `hash` being `id.hashValue`.
    mutating func append(_ record: Record, forKey id: String, hash: Int, position: Int) {
        addSlot(hash: hash)
        keys.append(id)
        values.append(record)
        positions.append(position)
    }

    /// Gives every slot the list index `splice` maps its old one to, the old list having held `oldCount`
    /// elements: one pass over the integers (removed records get meaningless positions; the caller drops them).
    mutating func resplice(_ splice: ListSplice, oldCount: Int) {
        let newIndices = splice.newIndices(oldCount: oldCount)
        positions.withUnsafeMutableBufferPointer { positions in
            newIndices.withUnsafeBufferPointer { newIndices in
                for slot in positions.indices {
                    let old = positions[slot]
                    if old >= 0 && old < newIndices.count { positions[slot] = newIndices[old] }
                }
            }
        }
    }

    /// Removes `id`'s record, moving the last record into its slot; returns it, if there was one.
    @discardableResult
    mutating func removeValue(forKey id: String) -> Record? {
        guard let slot = removeSlot(of: id) else { return nil }
        let last = values.count - 1
        if slot != last {
            slots.replace(slot: last, tag: tags[last], with: slot)
            values.swapAt(slot, last)
            keys.swapAt(slot, last)
            positions.swapAt(slot, last)
            tags.swapAt(slot, last)
        }
        keys.removeLast()
        positions.removeLast()
        tags.removeLast()
        return values.removeLast()
    }

    /// Removes the records of `ids` (unknown ids are skipped) in one compaction: the table shrinks by their
    /// number, and each record kept in the slots past the new end moves once into a freed slot below it. One by
    /// one, every removal moved the last record (three generic swaps and a removal in the store's unspecialized
    /// code), and a record could move several times.
    mutating func removeValues(forKeys ids: [String]) {
        var freed: [Int] = []
        freed.reserveCapacity(ids.count)
        for id in ids {
            if let slot = removeSlot(of: id) { freed.append(slot) }
        }
        compact(freeing: freed)
    }

    /// `removeValues(forKeys:)` for records the caller has looked up: their slots (distinct, current) with
    /// their ids' hashes (`hashValue`). The id table's entries are told by slot, so no id is read or compared:
    /// by id, each removal read the key array at the slot found, a cache miss in a 200,000-record table.
    mutating func removeValues(atSlots removed: [(slot: Int, hash: Int)]) {
        var freed: [Int] = []
        freed.reserveCapacity(removed.count)
        for (slot, hash) in removed where slots.remove(hash: hash, matches: { $0 == slot }) != nil {
            freed.append(slot)
        }
        compact(freeing: freed)
    }

    /// Drops the records in `freed` (slots already out of the id table) in one compaction.
    private mutating func compact(freeing freed: [Int]) {
        guard !freed.isEmpty else { return }
        let newCount = values.count - freed.count
        // Which tail slots (at or past the new end) are freed; the freed slots below the new end take the others.
        var tailFreed = [Bool](repeating: false, count: freed.count)
        var holes: [Int] = []
        for slot in freed {
            if slot >= newCount { tailFreed[slot - newCount] = true } else { holes.append(slot) }
        }
        // Ascending holes take the kept tail records in slot order: the layout follows from the slots alone.
        holes.sort()
        var source = newCount
        var moved: [Int] = []
        moved.reserveCapacity(holes.count)
        for hole in holes {
            while tailFreed[source - newCount] { source += 1 }
            let moving = source
            slots.replace(slot: moving, tag: tags[moving], with: hole)
            moved.append(moving)
            keys.swapAt(hole, moving)
            positions[hole] = positions[moving]
            tags[hole] = tags[moving]
            source += 1
        }
        // The records swapped in one pass through the buffer: `values.swapAt` per hole, in the store's
        // unspecialized code, checked uniqueness and copied both records through their witnesses each time.
        values.withUnsafeMutableBufferPointer { values in
            for (k, hole) in holes.enumerated() { values.swapAt(hole, moved[k]) }
        }
        keys.removeLast(freed.count)
        positions.removeLast(freed.count)
        tags.removeLast(freed.count)
        values.removeLast(freed.count)
    }

    /// Takes `id` out of the id table (its key still in place); returns its slot.
    private mutating func removeSlot(of id: String) -> Int? {
        // A local copy for the closure, gone before `keys` is next changed (no copy of the array is made).
        let keys = keys
        return slots.remove(hash: id.hashValue) { keys[$0] == id }
    }

    mutating func removeAll() {
        keys = []
        values = []
        positions = []
        tags = []
        slots = SlotTable()
    }
}

extension RecordTable: Sequence {
    struct Iterator: IteratorProtocol {
        fileprivate let table: RecordTable
        fileprivate var slot = 0

        mutating func next() -> (key: String, value: Record, position: Int)? {
            guard slot < table.values.count else { return nil }
            defer { slot += 1 }
            return (table.keys[slot], table.values[slot], table.positions[slot])
        }
    }

    func makeIterator() -> Iterator { Iterator(table: self) }
    var underestimatedCount: Int { values.count }
}

import Foundation

/// The changes' ids in an open-addressing table hashed with FNV-1a over their UTF-8 bytes.
///
/// Every element's id is looked up once per walk; for the short ids graphs use, hashing with Swift's
/// `Hasher` (SipHash) was more than half of a walk that removes 1,000 of 100,000 nodes. The hash is seeded
/// per process, and a probe compares whole ids, so colliding ids cost time, never correctness.
@usableFromInline
struct ChangeIdTable {
    /// For each slot, the index of the first change with an id hashed there, or -1.
    @usableFromInline var slots: [Int]
    /// For each slot, the hash of its id (compared before the ids themselves).
    @usableFromInline var hashes: [Int]
    @usableFromInline let mask: Int
    @usableFromInline let ids: [String]
    /// For each change, the next change with the same id, or -1.
    @usableFromInline var nextChange: [Int]

    @inlinable
    init(ids: [String]) {
        var capacity = 16
        while capacity < 2 * ids.count { capacity <<= 1 }
        slots = [Int](repeating: -1, count: capacity)
        hashes = [Int](repeating: 0, count: capacity)
        mask = capacity - 1
        self.ids = ids
        nextChange = [Int](repeating: -1, count: ids.count)
        // The last change seen so far for each slot's id, to chain the next one to it.
        var lastChange = [Int](repeating: -1, count: capacity)
        for changeIndex in ids.indices {
            let hash = Self.hash(ids[changeIndex])
            var slot = hash & mask
            while slots[slot] >= 0 && (hashes[slot] != hash || ids[slots[slot]] != ids[changeIndex]) {
                slot = (slot + 1) & mask
            }
            if slots[slot] < 0 {
                slots[slot] = changeIndex
                hashes[slot] = hash
            } else {
                nextChange[lastChange[slot]] = changeIndex
            }
            lastChange[slot] = changeIndex
        }
    }

    /// The index of the first change named `id`.
    @inlinable
    func firstChange(named id: String) -> Int? {
        let hash = Self.hash(id)
        var slot = hash & mask
        return slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                while slots[slot] >= 0 {
                    if hashes[slot] == hash && ids[slots[slot]] == id { return slots[slot] }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    @inlinable
    static func hash(_ id: String) -> Int {
        var hash = changeIdTableSeed
        // Contiguous bytes (small strings are copied to the stack) hash much faster than the UTF-8 view's iterator.
        let done: Void? = id.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        if done == nil {
            for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        // FNV's low bits mix poorly; take the high bits of a multiplicative hash for the slot.
        return Int(truncatingIfNeeded: (hash &* 0x9e37_79b9_7f4a_7c15) >> 32)
    }
}

/// The FNV-1a offset basis, varied per process.
@usableFromInline
let changeIdTableSeed: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64.random(in: 0...UInt64.max)

/// The indices of the changes that name one element, in order.
@usableFromInline
struct ChangeIndices: Sequence {
    @usableFromInline let first: Int
    /// Few changes: the ids, scanned for later equal ones.
    @usableFromInline let ids: [String]?
    /// Many changes: the next change with the same id, -1 at the end.
    @usableFromInline let next: [Int]?

    @inlinable init(first: Int, ids: [String]) {
        self.first = first
        self.ids = ids
        next = nil
    }

    @inlinable init(first: Int, next: [Int]) {
        self.first = first
        ids = nil
        self.next = next
    }

    @inlinable func makeIterator() -> Iterator { Iterator(indices: self, current: first) }

    @usableFromInline
    struct Iterator: IteratorProtocol {
        @usableFromInline let indices: ChangeIndices
        @usableFromInline var current: Int

        @inlinable init(indices: ChangeIndices, current: Int) {
            self.indices = indices
            self.current = current
        }

        @inlinable mutating func next() -> Int? {
            guard current >= 0 else { return nil }
            let result = current
            if let next = indices.next {
                current = next[result]
            } else if let ids = indices.ids {
                let id = ids[result]
                current = ids[(result + 1)...].firstIndex(of: id) ?? -1
            } else {
                current = -1
            }
            return result
        }
    }
}

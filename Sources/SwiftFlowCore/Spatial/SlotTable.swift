import Foundation

/// An id → slot table that stores only the slots: open addressing with linear probing over buckets of
/// `Int32` (−1 empty), at most half full, the ids themselves read from the owner's items through the closures
/// passed in. A `[String: Int]` bucket is 24 bytes and Swift keeps it at most 3/4 full, so 200,000 edge ids
/// took 524,288 buckets, 12.6 MB; here they take 524,288 × 4 bytes, 2 MB.
///
/// Removal shifts the following entries of the probe run back (no tombstones), so a table that sees many
/// removals and inserts (drags, deletes, undo) never fills up with dead buckets.
package struct SlotTable: Sendable {
    package init() {}

    package private(set) var buckets: [Int32] = []
    package private(set) var count = 0

    private var mask: Int { buckets.count - 1 }

    /// Whether one more entry would make the table more than half full.
    package var needsGrowth: Bool { (count + 1) * 2 > buckets.count }

    /// The first bucket to probe for `hash`. The hash's high bits are folded in: `Hasher` output is well
    /// mixed, but a masked low part alone would do for it too.
    private func home(_ hash: Int) -> Int {
        (hash ^ (hash >> 32)) & mask
    }

    /// Sizes the buckets for `capacity` entries (only when empty: a rebuild calls it before inserting).
    package mutating func reserveCapacity(_ capacity: Int) {
        guard count == 0 else { return }
        var size = 8
        while size < capacity * 2 { size *= 2 }
        if size > buckets.count { buckets = [Int32](repeating: -1, count: size) }
    }

    /// The slot whose entry `matches`, looking where `hash` puts it.
    package func find(hash: Int, _ matches: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        return buckets.withUnsafeBufferPointer { buckets in
            var bucket = home(hash)
            while true {
                let slot = buckets[bucket]
                if slot < 0 { return nil }
                if matches(Int(slot)) { return Int(slot) }
                bucket = (bucket + 1) & mask
            }
        }
    }

    /// Doubles the buckets (at least 8) and re-places every entry, `hashOf` giving each slot's hash.
    package mutating func grow(_ hashOf: (Int) -> Int?) {
        let old = buckets
        buckets = [Int32](repeating: -1, count: max(8, old.count * 2))
        for slot in old where slot >= 0 {
            if let hash = hashOf(Int(slot)) { place(slot, hash: hash) }
        }
    }

    /// Adds `slot` under `hash` (the caller made sure its id is not in the table and called `grow` when
    /// `needsGrowth`).
    package mutating func insert(_ slot: Int, hash: Int) {
        place(Int32(slot), hash: hash)
        count += 1
    }

    private mutating func place(_ slot: Int32, hash: Int) {
        var bucket = home(hash)
        while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = slot
    }

    /// Points the entry that `matches` under `hash` at `slot` instead (its record moved); returns whether it was
    /// there.
    @discardableResult
    package mutating func replace(hash: Int, matches: (Int) -> Bool, with slot: Int) -> Bool {
        guard count > 0 else { return false }
        var bucket = home(hash)
        while true {
            let current = buckets[bucket]
            if current < 0 { return false }
            if matches(Int(current)) {
                buckets[bucket] = Int32(slot)
                return true
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// Empties the table, keeping its buckets' size.
    package mutating func removeAll() {
        guard count > 0 else { return }
        buckets = [Int32](repeating: -1, count: buckets.count)
        count = 0
    }

    /// Removes the entry that `matches` under `hash`; returns its slot. The entries after it in its probe run
    /// move back into the hole when their home bucket allows (`hashOf` gives a slot's hash).
    package mutating func remove(hash: Int, matches: (Int) -> Bool, hashOf: (Int) -> Int) -> Int? {
        guard count > 0 else { return nil }
        var hole = home(hash)
        while true {
            let slot = buckets[hole]
            if slot < 0 { return nil }
            if matches(Int(slot)) { break }
            hole = (hole + 1) & mask
        }
        let removed = Int(buckets[hole])
        var next = hole
        while true {
            next = (next + 1) & mask
            let slot = buckets[next]
            if slot < 0 { break }
            let wanted = home(hashOf(Int(slot)))
            // The entry may fill the hole unless its home lies cyclically in (hole, next].
            let stays = hole <= next ? (wanted > hole && wanted <= next) : (wanted > hole || wanted <= next)
            if !stays {
                buckets[hole] = slot
                hole = next
            }
        }
        buckets[hole] = -1
        count -= 1
        return removed
    }
}

import Foundation

/// An id → slot table that stores only the slots and a few bits of each id's hash: open addressing with linear
/// probing over 8-byte buckets (the hash's 32-bit tag above the slot, all ones empty), at most half full, the
/// ids themselves read from the owner's items through the closures passed in. A `[String: Int]` bucket is 24
/// bytes and Swift keeps it at most 3/4 full, so 200,000 edge ids took 524,288 buckets, 12.6 MB; here they take
/// 524,288 × 8 bytes, 4 MB.
///
/// The tag beside each slot means a probe reads an item's id only when the tags agree (about one in four
/// billion entries whose home is shared), and moving entries back after a removal or re-placing them when the
/// table grows needs no id at all: with slots alone, each entry in a probe run after a removed one had its id
/// read from the owner's items (a cache miss in a 300,000-entry table) and hashed again.
///
/// Removal shifts the following entries of the probe run back (no tombstones), so a table that sees many
/// removals and inserts (drags, deletes, undo) never fills up with dead buckets.
package struct SlotTable: Sendable {
    package init() {}

    /// Tag in the high 32 bits, slot in the low 32; `empty` where there is no entry.
    private(set) var buckets: [UInt64] = []
    package private(set) var count = 0

    private static let empty = UInt64.max

    private var mask: Int { buckets.count - 1 }

    /// The number of buckets.
    package var capacity: Int { buckets.count }

    /// Whether one more entry would make the table more than half full.
    package var needsGrowth: Bool { (count + 1) * 2 > buckets.count }

    /// The 32 bits of `hash` a bucket keeps: the high half folded into the low, as `Hasher` output is well
    /// mixed but a masked low part alone would do for it too.
    package static func tag(_ hash: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// The first bucket to probe for an entry with `tag`.
    private func home(_ tag: UInt32) -> Int {
        Int(tag) & mask
    }

    private static func entry(_ slot: Int, tag: UInt32) -> UInt64 {
        UInt64(tag) << 32 | UInt64(UInt32(truncatingIfNeeded: slot))
    }

    private static func slot(of entry: UInt64) -> Int { Int(UInt32(truncatingIfNeeded: entry)) }

    private static func tag(of entry: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: entry >> 32) }

    /// The bucket `slot` sits in and its home bucket, or `nil` when no bucket holds it (tests).
    package func placement(ofSlot slot: Int) -> (bucket: Int, home: Int)? {
        guard let bucket = buckets.firstIndex(where: { $0 != Self.empty && Self.slot(of: $0) == slot })
        else { return nil }
        return (bucket, home(Self.tag(of: buckets[bucket])))
    }

    /// Sizes the buckets for `capacity` entries (only when empty: a rebuild calls it before inserting).
    package mutating func reserveCapacity(_ capacity: Int) {
        guard count == 0 else { return }
        var size = 8
        while size < capacity * 2 { size *= 2 }
        if size > buckets.count { buckets = [UInt64](repeating: Self.empty, count: size) }
    }

    /// The slot whose entry `matches`, looking where `hash` puts it; `matches` is asked only about entries
    /// whose tag is `hash`'s.
    package func find(hash: Int, _ matches: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        let tag = Self.tag(hash)
        return buckets.withUnsafeBufferPointer { buckets in
            var bucket = home(tag)
            while true {
                let entry = buckets[bucket]
                if entry == Self.empty { return nil }
                if Self.tag(of: entry) == tag && matches(Self.slot(of: entry)) { return Self.slot(of: entry) }
                bucket = (bucket + 1) & mask
            }
        }
    }

    /// Doubles the buckets (at least 8) and re-places every entry by its tag.
    package mutating func grow() {
        let old = buckets
        buckets = [UInt64](repeating: Self.empty, count: max(8, old.count * 2))
        for entry in old where entry != Self.empty { place(entry) }
    }

    /// Adds `slot` under `hash` (the caller made sure its id is not in the table and called `grow` when
    /// `needsGrowth`).
    package mutating func insert(_ slot: Int, hash: Int) {
        place(Self.entry(slot, tag: Self.tag(hash)))
        count += 1
    }

    private mutating func place(_ entry: UInt64) {
        var bucket = home(Self.tag(of: entry))
        while buckets[bucket] != Self.empty { bucket = (bucket + 1) & mask }
        buckets[bucket] = entry
    }

    /// Points the entry that `matches` under `hash` at `slot` instead (its record moved); returns whether it was
    /// there.
    @discardableResult
    package mutating func replace(hash: Int, matches: (Int) -> Bool, with slot: Int) -> Bool {
        guard count > 0 else { return false }
        let tag = Self.tag(hash)
        var bucket = home(tag)
        while true {
            let entry = buckets[bucket]
            if entry == Self.empty { return false }
            if Self.tag(of: entry) == tag && matches(Self.slot(of: entry)) {
                buckets[bucket] = Self.entry(slot, tag: tag)
                return true
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// Points the entry of slot `old`, listed under `hash`, at `slot` instead (its record moved): the slot
    /// itself identifies the entry, so no id is read. Returns whether it was there.
    @discardableResult
    package mutating func replace(slot old: Int, hash: Int, with slot: Int) -> Bool {
        replace(hash: hash, matches: { $0 == old }, with: slot)
    }

    /// `replace(slot:hash:with:)` given the entry's tag (`tag(hash)`), which an owner can keep per slot instead of
    /// hashing the id again (~450 instructions a string id).
    @discardableResult
    package mutating func replace(slot old: Int, tag: UInt32, with slot: Int) -> Bool {
        guard count > 0 else { return false }
        let entry = Self.entry(old, tag: tag)
        var bucket = home(tag)
        while true {
            let found = buckets[bucket]
            if found == Self.empty { return false }
            if found == entry {
                buckets[bucket] = Self.entry(slot, tag: tag)
                return true
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// Empties the table, keeping its buckets' size.
    package mutating func removeAll() {
        guard count > 0 else { return }
        buckets = [UInt64](repeating: Self.empty, count: buckets.count)
        count = 0
    }

    /// Removes the entry that `matches` under `hash`; returns its slot. The entries after it in its probe run
    /// move back into the hole when their home bucket allows (read from their tags).
    package mutating func remove(hash: Int, matches: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        let tag = Self.tag(hash)
        let removed = buckets.withUnsafeMutableBufferPointer { buckets -> Int? in
            let mask = buckets.count - 1
            var hole = Int(tag) & mask
            while true {
                let entry = buckets[hole]
                if entry == Self.empty { return nil }
                if Self.tag(of: entry) == tag && matches(Self.slot(of: entry)) { break }
                hole = (hole + 1) & mask
            }
            let removed = Self.slot(of: buckets[hole])
            var next = hole
            while true {
                next = (next + 1) & mask
                let entry = buckets[next]
                if entry == Self.empty { break }
                let wanted = Int(Self.tag(of: entry)) & mask
                // The entry may fill the hole unless its home lies cyclically in (hole, next].
                let stays = hole <= next ? (wanted > hole && wanted <= next) : (wanted > hole || wanted <= next)
                if !stays {
                    buckets[hole] = entry
                    hole = next
                }
            }
            buckets[hole] = Self.empty
            return removed
        }
        if removed != nil { count -= 1 }
        return removed
    }
}

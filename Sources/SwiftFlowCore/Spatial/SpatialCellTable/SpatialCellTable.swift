import Foundation

/// The grid cells of a `SpatialIndex`: cell key → the listings of the items whose rectangles touch that cell,
/// with a slot → position table for each long cell. The index owns one and decides what is listed where (it
/// keeps the items, their ids and the oversized list); this type keeps the listings and finds them again.
///
/// It is not generic: the index identifies items by slot (`Int32`), so the table's code and storage have
/// concrete types whatever the index's `ID` is, and nothing here asks for generic metadata at run time.
struct SpatialCellTable: Sendable {
    typealias Entry = SpatialEntry
    typealias CellRange = SpatialCellRange

    /// Cell key (packed x, y) → the items listed in that cell.
    private var lists: [Int: [Entry]] = [:]
    /// Cell key → (slot → index of its listing in that cell), only for cells listing more than
    /// `indexedCellThreshold` items: a hostile graph's parallel edges all list in the same few cells, and
    /// finding each one's listing by scanning made moving one node quadratic in its edges. Built when such a
    /// cell is first searched, kept up to date while it stays long, dropped when it gets short or is compacted.
    private var positions: [Int: [Int32: Int32]] = [:]
    /// Entries read while searching cells for a listing (a scan, or building a cell's position table): the
    /// work the tests bound, linear in the updates however many items share a cell.
    private(set) var scanSteps = 0
    /// A box around every cell listed since the table was last empty (it may be larger than needed after
    /// removals); `nearest` stops searching outward once it has covered it.
    private(set) var occupied: CellRange?

    /// Cells listing more items than this get a position table; at half of it the table goes again. Real
    /// graphs list 3–7 items a cell, so they never pay for one.
    static var indexedCellThreshold: Int { 32 }

    /// The number of cells listing at least one item.
    var count: Int { lists.count }

    var isEmpty: Bool { lists.isEmpty }

    /// The listings of cell (`x`, `y`), or `nil` when it lists nothing.
    func list(_ x: Int, _ y: Int) -> [Entry]? { lists[Self.key(x, y)] }

    /// Packs cell coordinates (within ±2^31) into one key.
    static func key(_ x: Int, _ y: Int) -> Int {
        (x << 32) | (y & 0xffff_ffff)
    }

    /// Calls `body` with every listing of the outermost occupied cells (lowest and highest x, lowest and highest
    /// y): only they can hold the items that reach furthest.
    func forEachBorderEntry(_ body: (Entry) -> Void) {
        var minCellX = Int.max, minCellY = Int.max, maxCellX = Int.min, maxCellY = Int.min
        for key in lists.keys {
            let x = key >> 32, y = Int(Int32(truncatingIfNeeded: key))
            minCellX = Swift.min(minCellX, x)
            maxCellX = Swift.max(maxCellX, x)
            minCellY = Swift.min(minCellY, y)
            maxCellY = Swift.max(maxCellY, y)
        }
        for (key, list) in lists {
            let x = key >> 32, y = Int(Int32(truncatingIfNeeded: key))
            guard x == minCellX || x == maxCellX || y == minCellY || y == maxCellY else { continue }
            for entry in list { body(entry) }
        }
    }

    // MARK: - Listing and unlisting one item

    /// Lists `entry` in every cell of `range`.
    mutating func list(_ entry: Entry, in range: CellRange) {
        if let box = occupied {
            occupied = CellRange(
                minX: min(box.minX, range.minX), minY: min(box.minY, range.minY),
                maxX: max(box.maxX, range.maxX), maxY: max(box.maxY, range.maxY)
            )
        } else {
            occupied = range
        }
        for cellY in range.minY...range.maxY {
            for cellX in range.minX...range.maxX {
                let key = Self.key(cellX, cellY)
                lists[key, default: []].append(entry)
                if !positions.isEmpty, positions[key] != nil, let count = lists[key]?.count {
                    positions[key]?[entry.slot] = Int32(count - 1)
                }
            }
        }
    }

    /// Removes `slot`'s listings from the cells of `range`.
    mutating func unlist(slot: Int32, from range: CellRange) {
        for cellY in range.minY...range.maxY {
            for cellX in range.minX...range.maxX {
                let key = Self.key(cellX, cellY)
                guard let index = listingIndex(of: slot, inCell: key),
                      var list = lists.removeValue(forKey: key) else { continue }
                // Swap-remove: the last listing takes the removed one's place (and its table entry follows).
                let last = list.count - 1
                if index != last {
                    list.swapAt(index, last)
                    positions[key]?[list[index].slot] = Int32(index)
                }
                list.removeLast()
                positions[key]?[slot] = nil
                if list.count <= Self.indexedCellThreshold / 2 { positions[key] = nil }
                if !list.isEmpty { lists[key] = list }
            }
        }
        if lists.isEmpty { occupied = nil }
    }

    /// Sets the box of `slot`'s listings in the cells of `range` (where it is listed) to `rect`.
    mutating func setBox(_ rect: CGRect, ofSlot slot: Int32, in range: CellRange) {
        for cellY in range.minY...range.maxY {
            for cellX in range.minX...range.maxX {
                let key = Self.key(cellX, cellY)
                if let index = listingIndex(of: slot, inCell: key) {
                    lists[key]?[index].setBox(rect)
                }
            }
        }
    }

    /// The index of `slot`'s listing in the cell `key`: a lookup in the cell's position table, or a scan of a
    /// short cell; a long cell without a table gets one (one pass, then every later search is a lookup).
    private mutating func listingIndex(of slot: Int32, inCell key: Int) -> Int? {
        if !positions.isEmpty, let table = positions[key] { return table[slot].map(Int.init) }
        guard let list = lists[key] else { return nil }
        guard list.count > Self.indexedCellThreshold else {
            let index = list.firstIndex { $0.slot == slot }
            scanSteps &+= (index ?? list.count - 1) + 1
            return index
        }
        var table: [Int32: Int32] = [:]
        table.reserveCapacity(list.count)
        for (index, entry) in list.enumerated() { table[entry.slot] = Int32(index) }
        scanSteps &+= list.count
        positions[key] = table
        return table[slot].map(Int.init)
    }

    // MARK: - Whole-table operations

    /// Fills an empty table in one pass from `listings` sorted by cell key (then by slot, the order one-by-one
    /// listing would give): each cell's list is allocated once at its final size. `occupied` is the box around
    /// all their cells; `entry` makes a slot's listing.
    mutating func load(sortedListings listings: [(key: Int, slot: Int32)], occupied box: CellRange?,
                       entry: (Int32) -> Entry) {
        precondition(lists.isEmpty, "load(sortedListings:) fills an empty table")
        occupied = box
        var start = 0
        while start < listings.count {
            let key = listings[start].key
            var end = start + 1
            while end < listings.count, listings[end].key == key { end += 1 }
            lists[key] = listings[start..<end].map { entry($0.slot) }
            start = end
        }
    }

    /// Compacts the cells `keys` (sorted; repeats allowed) once each, keeping the listings whose slot
    /// `isKept`: a batch removal's cells, instead of one swap-remove per item listed there.
    mutating func compact(sortedCells keys: [Int], keeping isKept: (Int32) -> Bool) {
        var next = 0
        while next < keys.count {
            let key = keys[next]
            next += 1
            while next < keys.count, keys[next] == key { next += 1 }
            guard let index = lists.index(forKey: key) else { continue }
            // The compaction moves listings: the cell's position table (if any) is rebuilt on its next search.
            if !positions.isEmpty { positions[key] = nil }
            // Compacted where it lies: a new list for each touched cell was an allocation and a copy each.
            var kept = 0
            lists.values[index].withUnsafeMutableBufferPointer { list in
                for position in list.indices where isKept(list[position].slot) {
                    list[kept] = list[position]
                    kept += 1
                }
            }
            if kept == 0 {
                lists.remove(at: index)
            } else {
                lists.values[index].removeLast(lists.values[index].count - kept)
            }
        }
        if lists.isEmpty { occupied = nil }
    }

    /// Unlists everything.
    mutating func removeAll() {
        lists.removeAll()
        positions.removeAll()
        occupied = nil
    }
}

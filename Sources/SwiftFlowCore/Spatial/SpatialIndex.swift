import Foundation

/// A spatial index over axis-aligned rectangles in flow coordinates (node bounds, edge bounds
/// including control points), answering "what intersects this region" and "what is nearest to
/// this point" in time that follows the size of the answer, not the number of items.
///
/// It is a uniform grid hash: the plane is cut into square cells of `cellSize` flow units and each
/// item is listed in every cell its rectangle touches. Items that would touch more than
/// `maxCellsPerItem` cells, or lie beyond the grid's coordinate range, go to a short "oversized"
/// list that every query scans.
///
/// Rectangles are closed: two rectangles that only share an edge or a corner intersect, and a
/// zero-size rectangle (a point) is a valid item or query. Rectangles with a NaN or infinite
/// coordinate are rejected: the mutating call returns `false` and the index is left unchanged.
///
/// Complexity, with *n* items, *c* the number of cells a rectangle touches (at most
/// `maxCellsPerItem` for items), *m* the number of items listed in one cell (about 3 to 7 for
/// 150×40 nodes on a 200×100 grid with 256-unit cells), *k* the number of listings in the cells
/// a query touches, and *o* the number of oversized items:
/// - `insert`, `remove`: O(c · m).
/// - `update`: O(c · m) with no cell-list changes when the rectangle stays within the same cells
///   (the common case while dragging by small steps), otherwise a `remove` plus an `insert`.
/// - A long cell (10,000 parallel edges between two nodes all list in the same few cells) keeps a slot →
///   position table (`SpatialCellTable`), so finding a listing there is O(1) instead of O(m): moving all of
///   those items is linear in their number, not quadratic.
/// - `query`: O(c + k + o) while the query touches no more cells than are occupied; a larger
///   query covers much of the graph and is answered by one pass over the items, O(n). Each id is
///   reported once without a hash set.
/// - `nearest`: searches outward ring by ring of cells from the point and stops as soon as no
///   unsearched item can be closer (or within `maxDistance`): O(c + k + o) for the cells *c* up to
///   the nearest item's distance. When that walk would pass more cells than are occupied (a point
///   far from scattered items) it scans all items instead, O(n).
///
/// Measured in a release build with 100,160 nodes of 150×40 on a 200×100 grid: a 1920×1080
/// viewport query (about 115 results) takes about 5–20 µs, an update after a move about 1–2 µs,
/// `nearest` a few µs.
///
/// The canvas keys both of its indexes by `String`: the public methods carry an exported `String`
/// specialization, so the canvas (another module, generic over its node data) calls code that knows the
/// item's layout instead of asking for its metadata and value witnesses per item (a 10k-node first frame spent
/// ~37 M instructions on `Item` metadata alone, callgrind).
public struct SpatialIndex<ID: Hashable> {
    // Outside the generic type, so the cell table's types are concrete: every cell access in unspecialized
    // code (the canvas store is generic) would otherwise look their metadata up at run time.
    fileprivate typealias CellRange = SpatialCellRange
    fileprivate typealias Entry = SpatialEntry
    fileprivate typealias Bounds = SpatialBounds

    /// The side length of one grid cell in flow units.
    public let cellSize: CGFloat
    /// Items touching more cells than this are kept in the oversized list instead of the grid.
    public let maxCellsPerItem: Int

    /// One stored item; slots of removed items are reused through `freeSlots`. Its cells are not stored: they
    /// follow from the rectangle (`cellRange(for:)`), and an item is 64 bytes instead of 104.
    fileprivate struct Item {
        var id: ID
        var rect: CGRect
        /// Insertion order, used to break ties in `nearest` in favour of the newest item.
        var sequence: UInt64
        /// Whether the item is listed in the grid (not in the oversized list).
        var inGrid: Bool
    }

    private var items: [Item?] = []
    private var freeSlots: [Int] = []
    /// id → slot, reading the ids from `items` (see `SlotTable`).
    private var slotByID = SlotTable()
    /// The grid: each cell's listings of the items in the grid, by slot.
    private var cells = SpatialCellTable()
    /// Slots of the items that are not in the grid.
    private var oversized: [Int32] = []
    private var nextSequence: UInt64 = 0

    /// Entries read while searching cells for a listing: the work the tests bound (see `SpatialCellTable`).
    var listingScanSteps: Int { cells.scanSteps }

    /// Cell coordinates are kept within ±2^30 so that they pack into one `Int` key and their
    /// differences never overflow.
    private static var cellCoordinateLimit: Int { 1 << 30 }

    /// Creates an empty index.
    ///
    /// - Parameters:
    ///   - cellSize: grid cell side in flow units; a few times the typical node size works best
    ///     (256 suits nodes of about 150×40). Non-finite or non-positive values fall back to 256.
    ///   - maxCellsPerItem: items spanning more cells than this go to the oversized list.
    public init(cellSize: CGFloat = 256, maxCellsPerItem: Int = 256) {
        self.cellSize = cellSize.isFinite && cellSize > 0 ? cellSize : 256
        self.maxCellsPerItem = max(1, maxCellsPerItem)
    }

    /// The number of items in the index.
    public var count: Int { slotByID.count }

    /// The slot of `id`'s item.
    private func slot(of id: ID) -> Int? { slot(of: id, hash: id.hashValue) }

    private func slot(of id: ID, hash: Int) -> Int? {
        slotByID.find(hash: hash) { items[$0]?.id == id }
    }

    /// Lists `slot` under `hash`, its id's hash value (a batch hashes each id once for the test and the insert).
    private mutating func registerSlot(_ slot: Int, hash: Int) {
        if slotByID.needsGrowth { slotByID.grow() }
        slotByID.insert(slot, hash: hash)
    }

    /// Removes `id` from the id table (its item still in place); returns its slot. `hash` is `id.hashValue`.
    private mutating func unregisterSlot(of id: ID, hash: Int) -> Int? {
        let items = items
        // Ids read at their offset: `items[slot]?.id`, even through the buffer, made an outlined copy and destroy
        // of the whole item (~350 instructions for each id a batch removal looks up). The table lists only slots
        // of present items, and an optional's payload sits at its start, so the item's fields keep their offsets.
        let stride = MemoryLayout<Item?>.stride
        let idOffset = MemoryLayout<Item>.offset(of: \Item.id)
        return items.withUnsafeBufferPointer { items in
            guard let idOffset, let base = items.baseAddress else {
                return slotByID.remove(hash: hash) { items[$0]?.id == id }
            }
            return slotByID.remove(hash: hash) { slot in
                UnsafeRawPointer(base).load(fromByteOffset: slot * stride + idOffset, as: ID.self) == id
            }
        }
    }

    /// Whether the index holds no items.
    public var isEmpty: Bool { slotByID.count == 0 }

    /// The smallest rectangle holding every item (`CGRect.null` when the index is empty). Only the outermost
    /// occupied cells can hold the items that reach furthest, so only their listings are read:
    /// O(occupied cells + listings in the border cells + oversized items).
    public var bounds: CGRect {
        var extent = SpatialBounds(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        // Extremes, then one rectangle: chaining `CGRect.union` would round `origin + width` at each step, so
        // the last digit would depend on the order the cells are visited in (a dictionary's, per instance).
        func include(_ rect: CGRect) {
            extent.minX = min(extent.minX, rect.minX)
            extent.minY = min(extent.minY, rect.minY)
            extent.maxX = max(extent.maxX, rect.maxX)
            extent.maxY = max(extent.maxY, rect.maxY)
        }
        cells.forEachBorderEntry { entry in
            if let rect = items[Int(entry.slot)]?.rect { include(rect) }
        }
        for slot in oversized {
            if let rect = items[Int(slot)]?.rect { include(rect) }
        }
        guard extent.minX <= extent.maxX else { return .null }
        return CGRect(x: extent.minX, y: extent.minY, width: extent.maxX - extent.minX,
                      height: extent.maxY - extent.minY)
    }

    /// Whether an item with this id is in the index.
    @_specialize(exported: true, where ID == String)
    public func contains(_ id: ID) -> Bool { slot(of: id) != nil }

    /// The rectangle stored for `id` (standardized), or `nil` when the id is not in the index.
    @_specialize(exported: true, where ID == String)
    public func rect(for id: ID) -> CGRect? {
        guard let slot = slot(of: id) else { return nil }
        return items[slot]?.rect
    }

    /// Adds an item, or moves it when the id is already present (then it acts as `update`).
    ///
    /// - Returns: `false` when `rect` has a NaN or infinite coordinate; nothing is changed then.
    @_specialize(exported: true, where ID == String)
    @discardableResult
    public mutating func insert(_ id: ID, rect: CGRect) -> Bool {
        insert(id, rect: rect, hash: id.hashValue)
    }

    /// `insert(_:rect:)` with `hash` being `id.hashValue`, for a caller that hashed the id already (the canvas
    /// store hashes each restored id once for its records and its index entry).
    @_specialize(exported: true, where ID == String)
    @discardableResult
    public mutating func insert(_ id: ID, rect: CGRect, hash: Int) -> Bool {
        guard let rect = Self.validated(rect) else { return false }
        if slot(of: id, hash: hash) != nil { return update(id, rect: rect) }
        let slot: Int
        let range = cellRange(for: rect)
        let item = Item(id: id, rect: rect, sequence: nextSequence, inGrid: range != nil)
        nextSequence &+= 1
        if let free = freeSlots.popLast() {
            slot = free
            items[slot] = item
        } else {
            slot = items.count
            items.append(item)
        }
        registerSlot(slot, hash: hash)
        register(slot: slot, in: range)
        return true
    }

    /// Adds many items at once: the same index as inserting them one by one in this order (repeated ids
    /// update, invalid rectangles are skipped), built in one pass. Into an empty index, each cell's list is
    /// allocated once at its final size from one sort of the listings, instead of a table lookup and an
    /// array append per cell per item; a full rebuild of 100,000 nodes and 200,000 edges takes this path.
    @_specialize(exported: true, where ID == String)
    public mutating func insert(contentsOf batch: [(id: ID, rect: CGRect)]) {
        guard isEmpty, cells.isEmpty, oversized.isEmpty else {
            for (id, rect) in batch { insert(id, rect: rect) }
            return
        }
        items.reserveCapacity(batch.count)
        slotByID.reserveCapacity(batch.count)
        var ranges: [CellRange?] = []
        ranges.reserveCapacity(batch.count)
        // Cell key and slot only (16 bytes a listing): the entries are made from the items once sorted.
        var listings: [(key: Int, slot: Int32)] = []
        listings.reserveCapacity(batch.count * 2)
        var box: CellRange?
        for (id, rect) in batch {
            guard let rect = Self.validated(rect) else { continue }
            let slot = items.count
            let hash = id.hashValue
            guard self.slot(of: id, hash: hash) == nil else {
                // A repeated id moves its item: start again one by one, which handles that.
                removeAll()
                for (id, rect) in batch { insert(id, rect: rect) }
                return
            }
            let range = cellRange(for: rect)
            items.append(Item(id: id, rect: rect, sequence: nextSequence, inGrid: range != nil))
            ranges.append(range)
            registerSlot(slot, hash: hash)
            nextSequence &+= 1
            guard let range else {
                oversized.append(Int32(slot))
                continue
            }
            box = box.map {
                CellRange(minX: min($0.minX, range.minX), minY: min($0.minY, range.minY),
                          maxX: max($0.maxX, range.maxX), maxY: max($0.maxY, range.maxY))
            } ?? range
            for cellY in range.minY...range.maxY {
                for cellX in range.minX...range.maxX {
                    listings.append((SpatialCellTable.key(cellX, cellY), Int32(slot)))
                }
            }
        }
        // By cell, then insertion order: each cell lists its items as one-by-one inserts would.
        listings.sort { $0.key != $1.key ? $0.key < $1.key : $0.slot < $1.slot }
        let loaded = items
        cells.load(sortedListings: listings, occupied: box) { slot in
            let range = ranges[Int(slot)]
            return Entry(loaded[Int(slot)]?.rect ?? .null, slot: slot, minCellX: Int32(range?.minX ?? 0),
                         minCellY: Int32(range?.minY ?? 0))
        }
    }

    /// Moves an item to a new rectangle.
    ///
    /// - Returns: `false` when the id is not in the index or `rect` has a NaN or infinite
    ///   coordinate; nothing is changed then (the item keeps its previous rectangle).
    @_specialize(exported: true, where ID == String)
    @discardableResult
    public mutating func update(_ id: ID, rect: CGRect) -> Bool {
        guard let rect = Self.validated(rect), let slot = slot(of: id), let old = items[slot] else { return false }
        let newCells = cellRange(for: rect)
        let oldCells = cellRange(for: old.rect)
        items[slot]?.rect = rect
        if newCells != oldCells {
            unregister(slot: slot, from: oldCells)
            items[slot]?.inGrid = newCells != nil
            register(slot: slot, in: newCells)
        } else if let range = newCells {
            // Same cells: only the rectangle copies in the entries change.
            cells.setBox(rect, ofSlot: Int32(slot), in: range)
        }
        return true
    }

    /// Removes an item.
    ///
    /// - Returns: `false` when the id was not in the index.
    @_specialize(exported: true, where ID == String)
    @discardableResult
    public mutating func remove(_ id: ID) -> Bool {
        guard let slot = unregisterSlot(of: id, hash: id.hashValue), let old = items[slot] else { return false }
        unregister(slot: slot, from: cellRange(for: old.rect))
        items[slot] = nil
        freeSlots.append(slot)
        return true
    }

    /// Removes many items at once (ids not in the index are skipped): the same index as removing them one by
    /// one, but each cell they were listed in is compacted once, with one table lookup, instead of once per
    /// item listed there (Delete at 100,000 nodes removes about 4,000 edges).
    @_specialize(exported: true, where ID == String)
    public mutating func remove(contentsOf ids: [ID]) {
        remove(contentsOf: ids, hashes: ids.map { $0.hashValue })
    }

    /// `remove(contentsOf:)` with `hashes[k]` being `ids[k].hashValue`, for a caller that has the hashes already
    /// (the canvas store's records keep each id's hash: hashing a string id again cost ~450 instructions).
    @_specialize(exported: true, where ID == String)
    public mutating func remove(contentsOf ids: [ID], hashes: [Int]) {
        precondition(hashes.count == ids.count, "one hash per id")
        var touchedCells: [Int] = []
        var anyOversized = false
        // The rectangle of an item known to be there, read at its offset: `items[slot]?.rect`, even through the
        // buffer, made an outlined copy and destroy of the whole item (~350 instructions, its id retained).
        let stride = MemoryLayout<Item?>.stride
        let rectOffset = MemoryLayout<Item>.offset(of: \Item.rect)
        for k in ids.indices {
            guard let slot = unregisterSlot(of: ids[k], hash: hashes[k]) else { continue }
            let rect: CGRect? = items.withUnsafeBufferPointer { items in
                // An optional's payload sits at its start, so a present item's fields keep their offsets.
                guard let rectOffset, let base = items.baseAddress else { return items[slot]?.rect }
                return UnsafeRawPointer(base).load(fromByteOffset: slot * stride + rectOffset, as: CGRect.self)
            }
            guard let rect else { continue }
            if let range = cellRange(for: rect) {
                for cellY in range.minY...range.maxY {
                    for cellX in range.minX...range.maxX { touchedCells.append(SpatialCellTable.key(cellX, cellY)) }
                }
            } else {
                anyOversized = true
            }
            // Emptied before the cells are compacted: an entry whose item is gone is one of these.
            items[slot] = nil
            freeSlots.append(slot)
        }
        if anyOversized { oversized = oversized.filter { slot in items[Int(slot)] != nil } }
        guard !touchedCells.isEmpty else { return }
        touchedCells.sort()
        // Asked once per listing in each touched cell: read in place, as `items[slot] != nil` copied the item
        // (its id retained and released) just to test it.
        let remainingItems = items
        remainingItems.withUnsafeBufferPointer { remaining in
            cells.compact(sortedCells: touchedCells) { slot in
                guard let base = remaining.baseAddress, Int(slot) < remaining.count else { return false }
                if case .none = (base + Int(slot)).pointee { return false }
                return true
            }
        }
    }

    /// Removes every item, keeping the cell size.
    public mutating func removeAll() {
        items.removeAll()
        freeSlots.removeAll()
        slotByID = SlotTable()
        cells.removeAll()
        oversized.removeAll()
    }

    /// The ids of the items whose rectangles intersect `rect` (edges and corners count), each
    /// once, in no particular order. A NaN rectangle finds nothing; infinite bounds are allowed.
    @_specialize(exported: true, where ID == String)
    public func query(_ rect: CGRect) -> [ID] {
        var result: [ID] = []
        forEachItem(intersecting: rect) { result.append($0) }
        return result
    }

    /// Calls `body` once for each item whose rectangle intersects `rect`, without allocating.
    @_specialize(exported: true, where ID == String)
    public func forEachItem(intersecting rect: CGRect, _ body: (ID) -> Void) {
        forEachSlot(intersecting: rect) { slot in
            if let id = items[slot]?.id { body(id) }
        }
    }

    /// Calls `body` once with the slot of each item whose rectangle intersects `rect`.
    private func forEachSlot(intersecting rect: CGRect, _ body: (Int) -> Void) {
        guard let query = Self.queryBounds(rect) else { return }
        for slot in oversized {
            if let item = items[Int(slot)], Self.intersects(item.rect, query) { body(Int(slot)) }
        }
        guard !cells.isEmpty, let range = clampedCellRange(for: query) else { return }

        // An item listed in several cells is reported only from the first cell (lowest x, then
        // lowest y) that both its range and the query's range contain, so no set is needed.
        func visit(_ list: [Entry], _ cellX: Int, _ cellY: Int) {
            for entry in list {
                // The entry's box holds the rectangle: outside it, outside the rectangle; inside, the item's
                // own rectangle decides.
                guard max(Int(entry.minCellX), range.minX) == cellX, max(Int(entry.minCellY), range.minY) == cellY,
                      entry.mayIntersect(query), let item = items[Int(entry.slot)],
                      Self.intersects(item.rect, query) else { continue }
                body(Int(entry.slot))
            }
        }

        if range.cellCount <= cells.count {
            for cellY in range.minY...range.maxY {
                for cellX in range.minX...range.maxX {
                    if let list = cells.list(cellX, cellY) { visit(list, cellX, cellY) }
                }
            }
        } else {
            // A query covering more cells than are occupied covers much of the graph: a straight
            // pass over the items is cheaper than hashing cells (oversized items were done above).
            for (slot, item) in items.enumerated() {
                if let item, item.inGrid, Self.intersects(item.rect, query) { body(slot) }
            }
        }
    }

    /// The id of the item whose rectangle is closest to `point` (distance 0 when the point is
    /// inside or on the border), considering only items at most `maxDistance` away.
    ///
    /// Ties go to the item inserted most recently. Returns `nil` when nothing is within reach or
    /// the point or distance is NaN or negative.
    @_specialize(exported: true, where ID == String)
    public func nearest(to point: CGPoint, maxDistance: CGFloat = .infinity) -> ID? {
        guard point.x.isFinite, point.y.isFinite, !maxDistance.isNaN, maxDistance >= 0 else { return nil }
        // Ranked by squared distance; the square root is taken only to check a new best against the reach.
        var best: (squared: CGFloat, sequence: UInt64, id: ID)?
        func consider(_ item: Item) {
            let squared = Self.squaredDistance(from: point, to: item.rect)
            if let current = best,
               squared > current.squared || (squared == current.squared && item.sequence < current.sequence) {
                return
            }
            guard squared.squareRoot() <= maxDistance else { return }
            best = (squared, item.sequence, item.id)
        }

        for slot in oversized {
            if let item = items[Int(slot)] { consider(item) }
        }
        guard let box = cells.occupied else { return best?.id }

        // Search outward ring by ring (cells at Chebyshev distance r from the point's cell). Every
        // item not seen yet lies wholly outside the square of rings already searched, so the
        // distance from the point to that square's border bounds how close it can be.
        let limit = Self.cellCoordinateLimit
        func cell(_ value: CGFloat) -> Int {
            Int(min(max((value / cellSize).rounded(.down), CGFloat(-limit)), CGFloat(limit)))
        }
        let centerX = cell(point.x), centerY = cell(point.y)
        func scanAll() -> ID? {
            for case let item? in items where item.inGrid { consider(item) }
            return best?.id
        }
        // Beyond the grid's coordinate range the ring bounds below would not hold.
        if abs(centerX) >= limit || abs(centerY) >= limit { return scanAll() }
        func visit(_ cellX: Int, _ cellY: Int) {
            guard cellX >= box.minX, cellX <= box.maxX, cellY >= box.minY, cellY <= box.maxY,
                  let list = cells.list(cellX, cellY) else { return }
            for entry in list {
                if let item = items[Int(entry.slot)] { consider(item) }
            }
        }
        // Rings nearer than the occupied box are empty: start at the first one that touches it.
        let firstRing = max(0, box.minX - centerX, centerX - box.maxX, box.minY - centerY, centerY - box.maxY)
        let budget = 2 * cells.count + 64
        var visited = 0
        var ring = firstRing
        while true {
            if ring > 0 {
                let inner = ring - 1
                let covered = centerX - inner <= box.minX && centerX + inner >= box.maxX
                    && centerY - inner <= box.minY && centerY + inner >= box.maxY
                if covered { break }
                let reach = min(
                    point.x - CGFloat(centerX - inner) * cellSize, CGFloat(centerX + inner + 1) * cellSize - point.x,
                    point.y - CGFloat(centerY - inner) * cellSize, CGFloat(centerY + inner + 1) * cellSize - point.y
                )
                if reach > maxDistance { break }
                // Strictly closer only, so that an equally distant newer item is still found.
                if let current = best, current.squared < reach * reach { break }
            }
            if ring == 0 {
                visited += 1
                visit(centerX, centerY)
            } else {
                let lowX = max(centerX - ring, box.minX), highX = min(centerX + ring, box.maxX)
                let lowY = max(centerY - ring + 1, box.minY), highY = min(centerY + ring - 1, box.maxY)
                let rows = (centerY - ring >= box.minY ? 1 : 0) + (centerY + ring <= box.maxY ? 1 : 0)
                let columns = (centerX - ring >= box.minX ? 1 : 0) + (centerX + ring <= box.maxX ? 1 : 0)
                visited += rows * max(0, highX - lowX + 1) + columns * max(0, highY - lowY + 1)
                // A point among scattered items could walk many empty cells: scan the items instead.
                if visited > budget { return scanAll() }
                if lowX <= highX {
                    for cellX in lowX...highX {
                        visit(cellX, centerY - ring)
                        visit(cellX, centerY + ring)
                    }
                }
                if lowY <= highY {
                    for cellY in lowY...highY {
                        visit(centerX - ring, cellY)
                        visit(centerX + ring, cellY)
                    }
                }
            }
            ring += 1
        }
        return best?.id
    }

    // MARK: - Grid bookkeeping

    private mutating func register(slot: Int, in range: CellRange?) {
        guard let range else {
            oversized.append(Int32(slot))
            return
        }
        guard let rect = items[slot]?.rect else { return }
        cells.list(Entry(rect, slot: Int32(slot), minCellX: Int32(range.minX), minCellY: Int32(range.minY)),
                   in: range)
    }

    private mutating func unregister(slot: Int, from range: CellRange?) {
        let target = Int32(slot)
        guard let range else {
            if let index = oversized.firstIndex(of: target) {
                oversized.swapAt(index, oversized.count - 1)
                oversized.removeLast()
            }
            return
        }
        cells.unlist(slot: target, from: range)
    }

    /// The cells an item covers, or `nil` when it belongs in the oversized list.
    private func cellRange(for rect: CGRect) -> CellRange? {
        let limit = CGFloat(Self.cellCoordinateLimit)
        let minX = (rect.minX / cellSize).rounded(.down)
        let minY = (rect.minY / cellSize).rounded(.down)
        let maxX = (rect.maxX / cellSize).rounded(.down)
        let maxY = (rect.maxY / cellSize).rounded(.down)
        guard minX >= -limit, minY >= -limit, maxX <= limit, maxY <= limit else { return nil }
        let span = (maxX - minX + 1) * (maxY - minY + 1)
        guard span <= CGFloat(maxCellsPerItem) else { return nil }
        return CellRange(minX: Int(minX), minY: Int(minY), maxX: Int(maxX), maxY: Int(maxY))
    }

    /// The cells a query covers, clamped to the grid's coordinate range; `nil` when it covers none.
    private func clampedCellRange(for rect: Bounds) -> CellRange? {
        let limit = CGFloat(Self.cellCoordinateLimit)
        func cell(_ value: CGFloat) -> Int {
            Int(min(max((value / cellSize).rounded(.down), -limit), limit))
        }
        let range = CellRange(
            minX: cell(rect.minX), minY: cell(rect.minY), maxX: cell(rect.maxX), maxY: cell(rect.maxY)
        )
        guard range.minX <= range.maxX, range.minY <= range.maxY else { return nil }
        return range
    }

    // MARK: - Geometry

    private static func validated(_ rect: CGRect) -> CGRect? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return nil
        }
        let standard = rect.standardized
        guard standard.maxX.isFinite, standard.maxY.isFinite else { return nil }
        return standard
    }

    /// The closed extent of a query rectangle; infinite sizes are allowed, NaN is not.
    /// Kept as min/max values rather than a `CGRect`: `CGRect` arithmetic on infinite sizes gives NaN.
    /// Reads `size` because `CGRect.width` is already made non-negative, which loses a flipped origin.
    private static func queryBounds(_ rect: CGRect) -> Bounds? {
        guard let xs = span(rect.origin.x, rect.size.width), let ys = span(rect.origin.y, rect.size.height) else {
            return nil
        }
        return Bounds(minX: xs.lower, minY: ys.lower, maxX: xs.upper, maxY: ys.upper)
    }

    private static func span(_ origin: CGFloat, _ length: CGFloat) -> (lower: CGFloat, upper: CGFloat)? {
        guard !origin.isNaN, !length.isNaN else { return nil }
        let end = origin + length
        // −∞ + ∞ is NaN: such a rectangle covers the whole line.
        if end.isNaN { return (-.infinity, .infinity) }
        return (min(origin, end), max(origin, end))
    }

    private static func intersects(_ a: CGRect, _ b: Bounds) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    private static func squaredDistance(from point: CGPoint, to rect: CGRect) -> CGFloat {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return dx * dx + dy * dy
    }
}

extension SpatialIndex: Sendable where ID: Sendable {}

extension SpatialIndex.Item: Sendable where ID: Sendable {}

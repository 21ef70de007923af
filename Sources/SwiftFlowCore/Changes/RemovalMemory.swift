import Foundation

/// Lets the undo of a deletion give the app back the very list it had before the deletion, instead of a new
/// list built by copying every kept element around the restored ones.
///
/// `applyNodeChanges` / `applyEdgeChanges` remember their last removal run per element type: the list before,
/// the list after and the indices removed. When a later application adds elements to exactly that "after" list
/// (the same buffer), one per removed index, each at its old index and equal to the element removed from there
/// (what undo emits: the same bytes, or else equal by `==`), the result would equal the "before" list element for
/// element, so that list is returned.
/// Undoing a deletion of 1,000 nodes and their 4,000 edges at 100,000 nodes copied 99,000 nodes and 196,000
/// edges with a retain per reference (a quarter of the undo frame), and the canvas then freed the list from
/// before the deletion that nobody held any more (another 7 %).
///
/// Value semantics hold as in `ListRecycler`: the memory *holds* both lists, so neither buffer can be changed
/// in place while it is remembered (any mutation elsewhere copies first), and a buffer address identifies its
/// list only while held. Holding the list from before costs nothing extra while the undo history holds it
/// too; the memory keeps one removal per element type, and a later removal replaces it.
@usableFromInline
package final class RemovalMemory: @unchecked Sendable {
    @usableFromInline package static let shared = RemovalMemory()

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: AnyObject] = [:]
    /// Per element type, the last change list its maker vouched for (`vouch(for:restoring:at:)`).
    private var vouchers: [ObjectIdentifier: RestoringVoucher] = [:]

    private init() {}

    /// Remembers that removing the elements at `removed` (ascending) from `before` gave `after`.
    @usableFromInline
    func record<Element>(before: [Element], after: [Element], removed: [Int]) {
        let entry = RemovedRun(before: before, after: after, removed: removed)
        lock.lock()
        let replaced = entries.updateValue(entry, forKey: ObjectIdentifier(Element.self))
        lock.unlock()
        // Dropped after unlocking (it may hold the last reference to a large list).
        withExtendedLifetime(replaced) {}
    }

    /// The list from before the remembered removal when `changes`, applied to `elements`, would rebuild it:
    /// `elements` is that removal's result (the same buffer), and the changes are additions, one per removed
    /// element in index order, each placed at the index it was removed from and equal to it. `nil` otherwise.
    /// `addition` gives an `.add` change's element and requested index, `nil` for other changes.
    @usableFromInline
    func restored<Element: Equatable, Change>(by changes: [Change], into elements: [Element],
                                              addition: (Change) -> (Element, Int?)?) -> [Element]? {
        // A list of another kind (a drag frame) costs one test, no lock.
        guard let first = changes.first, addition(first) != nil, let address = Self.address(of: elements)
        else { return nil }
        lock.lock()
        let entry = entries[ObjectIdentifier(Element.self)].map { unsafeDowncast($0, to: RemovedRun<Element>.self) }
        lock.unlock()
        guard let entry, Self.address(of: entry.after) == address, entry.after.count == elements.count,
              entry.removed.count == changes.count else { return nil }
        if takeVoucher(for: Element.self, matching: changes, before: entry.before, removed: entry.removed) {
            return entry.before
        }
        let ranges = Self.meaningfulByteRanges(of: Element.self)
        let matches = changes.withUnsafeBufferPointer { changes in
            entry.before.withUnsafeBufferPointer { before in
                entry.removed.withUnsafeBufferPointer { removed in
                    for offset in changes.indices {
                        guard let (element, index) = addition(changes[offset]) else { return false }
                        // Where `applyNodeChanges` would put it: an index outside the list at that moment appends.
                        let count = elements.count + offset
                        let place = index.flatMap { (0...count).contains($0) ? $0 : nil } ?? count
                        guard place == removed[offset], let base = before.baseAddress,
                              Self.hasSameBits(element, as: base + place, in: ranges) || element == before[place]
                        else { return false }
                    }
                    return true
                }
            }
        }
        return matches ? entry.before : nil
    }

    /// Notes that `changes` add back the elements of `before` at `indices` (ascending), one each, at its own
    /// index, in that order: what the canvas's undo of a Delete builds from the list before it. A later
    /// `restored(by:into:addition:)` of this very change list (the same buffer) onto a remembered removal of
    /// exactly those indices from this very `before` list then answers without reading the changes: comparing
    /// each element's bytes cost ~500 instructions an edge in specialized code and ~2,600 in generic code
    /// (`SwiftFlowStore`'s, where each `.add` payload's tuple type is looked up per call). Both lists are held
    /// until then, so their addresses identify them (as in `RemovedRun`); the next voucher of the type replaces it.
    package func vouch<Element, Change>(for changes: [Change], restoring before: [Element], at indices: [Int]) {
        guard let changesAddress = Self.address(of: changes), let beforeAddress = Self.address(of: before),
              changes.count == indices.count else { return }
        let voucher = RestoringVoucher(changes: changes, changesAddress: changesAddress, changeCount: changes.count,
                                       before: before, beforeAddress: beforeAddress, beforeCount: before.count,
                                       indices: indices)
        lock.lock()
        let replaced = vouchers.updateValue(voucher, forKey: ObjectIdentifier(Element.self))
        lock.unlock()
        withExtendedLifetime(replaced) {}
    }

    /// Whether the voucher for `Element` names `changes` restoring `removed` of `before`; it is used up either way.
    private func takeVoucher<Element, Change>(for type: Element.Type, matching changes: [Change], before: [Element],
                                              removed: [Int]) -> Bool {
        lock.lock()
        let voucher = vouchers.removeValue(forKey: ObjectIdentifier(type))
        lock.unlock()
        // Dropped here, outside the lock: the caller and the remembered run still hold both lists.
        guard let voucher else { return false }
        return voucher.changesAddress == Self.address(of: changes) && voucher.changeCount == changes.count
            && voucher.beforeAddress == Self.address(of: before) && voucher.beforeCount == before.count
            && voucher.indices == removed
    }

    /// Whether `value` has the bytes of the element at `stored` in `ranges` (then it is that element, down to the
    /// references it holds): undo adds back the very elements it removed, so this answers without `==`, which in
    /// unspecialized callers (`SwiftFlowStore`) looked the element type's metadata up again for every field.
    private static func hasSameBits<Element>(_ value: Element, as stored: UnsafePointer<Element>,
                                             in ranges: [Range<Int>]) -> Bool {
        withUnsafeBytes(of: value) { bytes in
            // An empty type has no bytes to differ in.
            guard let base = bytes.baseAddress else { return true }
            let other = UnsafeRawPointer(stored)
            return ranges.allSatisfy { memcmp(base + $0.lowerBound, other + $0.lowerBound, $0.count) == 0 }
        }
    }

    /// The bytes worth comparing: a type's stored properties when it names them (padding is not copied reliably,
    /// so equal values may differ there), else all of it.
    private static func meaningfulByteRanges<Element>(of type: Element.Type) -> [Range<Int>] {
        (type as? StoredFieldBytes.Type)?.storedFieldByteRanges ?? [0..<MemoryLayout<Element>.size]
    }

    /// Forgets every remembered removal (tests).
    package func forgetAll() {
        lock.lock()
        let dropped = (entries, vouchers)
        entries = [:]
        vouchers = [:]
        lock.unlock()
        withExtendedLifetime(dropped) {}
    }

    /// Whether a voucher for `Element` waits to be used (tests).
    package func vouches<Element>(for type: Element.Type) -> Bool {
        lock.withLock { vouchers[ObjectIdentifier(type)] != nil }
    }

    /// Whether a removal is remembered for `Element` (tests).
    package func remembers<Element>(_ type: Element.Type) -> Bool {
        lock.withLock { entries[ObjectIdentifier(type)] != nil }
    }

    /// The address of an array's elements (identity only); `nil` for an empty array.
    private static func address<Element>(of list: [Element]) -> UnsafeRawPointer? {
        guard !list.isEmpty else { return nil }
        return list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}

/// A change list its maker vouched for: it adds back `before`'s elements at `indices`. The lists are held (as
/// `Any`: the voucher is not generic) so that their addresses keep naming them.
private final class RestoringVoucher {
    let changes: Any
    let changesAddress: UnsafeRawPointer
    let changeCount: Int
    let before: Any
    let beforeAddress: UnsafeRawPointer
    let beforeCount: Int
    let indices: [Int]

    init(changes: Any, changesAddress: UnsafeRawPointer, changeCount: Int, before: Any,
         beforeAddress: UnsafeRawPointer, beforeCount: Int, indices: [Int]) {
        self.changes = changes
        self.changesAddress = changesAddress
        self.changeCount = changeCount
        self.before = before
        self.beforeAddress = beforeAddress
        self.beforeCount = beforeCount
        self.indices = indices
    }
}

/// One remembered removal run: `after` is `before` without the elements at `removed` (ascending).
private final class RemovedRun<Element> {
    let before: [Element]
    let after: [Element]
    let removed: [Int]

    init(before: [Element], after: [Element], removed: [Int]) {
        self.before = before
        self.after = after
        self.removed = removed
    }
}

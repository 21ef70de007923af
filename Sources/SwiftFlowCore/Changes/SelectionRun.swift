import Foundation

/// A change list made only of `.selection` changes (select all, a box, a click), as two columns: the ids and
/// the new flags. Applying it reads each element's id and writes its `selected` flag in place in the list's
/// storage, by field offset: no change or element goes through generic value-witness calls per item, which
/// made applying select all's 300,000 changes at 100,000 nodes cost far more than the walk itself when the
/// caller is unspecialized generic code (`SwiftFlowStore`).
@usableFromInline
struct SelectionRun {
    @usableFromInline var ids: [String] = []
    @usableFromInline var flags: [Bool] = []
    /// Set when a change of another kind was seen: the list goes through the general walk.
    @usableFromInline var isAbandoned = false

    @inlinable init() {}

    @inlinable mutating func append(_ id: String, _ selected: Bool) {
        if ids.isEmpty { ids.reserveCapacity(16) }
        ids.append(id)
        flags.append(selected)
    }

    @inlinable mutating func abandon() {
        isAbandoned = true
        ids = []
        flags = []
    }

    /// `elements` with the flags applied, in a new buffer; `nil` when the run was abandoned or empty, when the
    /// ids do not name elements in list order (an id may repeat in a row), or when `id` or `flag` is not a
    /// stored property. Like `orderedTargets`, a change goes to the first element with its id.
    ///
    /// One pass: each element is read once, its id compared, copied into the new buffer and its flag written
    /// there while its bytes are still in cache. Select all at 100,000 nodes walks 200,000 edges; as three
    /// passes (find the targets, copy the list, write the flags) each edge's bytes were fetched from memory
    /// two or three times.
    @inlinable
    func applied<Element>(to elements: [Element], id: KeyPath<Element, String>,
                          flag: WritableKeyPath<Element, Bool>) -> [Element]? {
        guard !isAbandoned, !ids.isEmpty, let idOffset = MemoryLayout<Element>.offset(of: id),
              let flagOffset = MemoryLayout<Element>.offset(of: flag) else { return nil }
        let stride = MemoryLayout<Element>.stride
        let count = elements.count
        var inOrder = true
        let result = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            elements.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress, let to = buffer.baseAddress else {
                    inOrder = false
                    return
                }
                let fromBytes = UnsafeRawPointer(from)
                let toBytes = UnsafeMutableRawPointer(to)
                ids.withUnsafeBufferPointer { ids in
                    flags.withUnsafeBufferPointer { flags in
                        // The element the last change named (copied, flag written), or -1 before the first one.
                        var current = -1
                        for change in 0..<ids.count {
                            if current < 0 || !Self.sameId(fromBytes + current * stride + idOffset, ids, change) {
                                var next = current + 1
                                while next < count && !Self.sameId(fromBytes + next * stride + idOffset, ids, change) {
                                    (to + next).initialize(to: from[next])
                                    next += 1
                                }
                                guard next < count else {
                                    initialized = next
                                    inOrder = false
                                    return
                                }
                                (to + next).initialize(to: from[next])
                                current = next
                            }
                            toBytes.storeBytes(of: flags[change], toByteOffset: current * stride + flagOffset,
                                               as: Bool.self)
                        }
                        for index in (current + 1)..<count { (to + index).initialize(to: from[index]) }
                        initialized = count
                    }
                }
            }
        }
        return inOrder ? result : nil
    }

    /// `elements` with the flags applied, written into a list `ListRecycler` has free when it has one (only the
    /// flag bytes are written: the recycled list differs from `elements` in nothing else once brought up to
    /// date), else `applied(to:id:flag:)`; the application is recorded in the recycler's chain as a flag column.
    @inlinable
    func appliedRecycling<Element>(to elements: [Element], id: KeyPath<Element, String>,
                                   flag: WritableKeyPath<Element, Bool>) -> [Element]? {
        guard !isAbandoned, !ids.isEmpty, let flagOffset = MemoryLayout<Element>.offset(of: flag) else { return nil }
        if var reused = ListRecycler.shared.reusableCopy(of: elements, rewritingFlagAt: flagOffset) {
            if writeFlags(into: &reused, from: elements, id: id, flagOffset: flagOffset) {
                ListRecycler.shared.record(input: elements, output: reused, changed: [], flagColumn: flagOffset)
                return reused
            }
            // Ids out of list order: the general walk handles it; the list goes where dropped lists go.
            ListRecycler.release([reused])
            ListRecycler.shared.forget(Element.self)
            return nil
        }
        guard let result = applied(to: elements, id: id, flag: flag) else { return nil }
        ListRecycler.shared.record(input: elements, output: result, changed: [], flagColumn: flagOffset)
        return result
    }

    /// Sets every element's flag byte in `target` (a list equal to `source` but perhaps for those bytes): the
    /// flag of the change naming the element, else the element's flag in `source`. One pass reading each
    /// source element's id and flag and writing one byte; false when the ids do not name elements in list
    /// order (the target's flags are then partly written).
    @inlinable
    func writeFlags<Element>(into target: inout [Element], from source: [Element], id: KeyPath<Element, String>,
                             flagOffset: Int) -> Bool {
        guard let idOffset = MemoryLayout<Element>.offset(of: id), target.count == source.count else { return false }
        let stride = MemoryLayout<Element>.stride
        let count = source.count
        return source.withUnsafeBytes { from in
            target.withUnsafeMutableBytes { to in
                guard let fromBytes = from.baseAddress else { return false }
                return ids.withUnsafeBufferPointer { ids in
                    flags.withUnsafeBufferPointer { flags in
                        var current = -1
                        for change in 0..<ids.count {
                            if current < 0 || !Self.sameId(fromBytes + current * stride + idOffset, ids, change) {
                                var next = current + 1
                                while next < count && !Self.sameId(fromBytes + next * stride + idOffset, ids, change) {
                                    to.storeBytes(of: from.load(fromByteOffset: next * stride + flagOffset, as: Bool.self),
                                                  toByteOffset: next * stride + flagOffset, as: Bool.self)
                                    next += 1
                                }
                                guard next < count else { return false }
                                current = next
                            }
                            to.storeBytes(of: flags[change], toByteOffset: current * stride + flagOffset, as: Bool.self)
                        }
                        for index in (current + 1)..<count {
                            to.storeBytes(of: from.load(fromByteOffset: index * stride + flagOffset, as: Bool.self),
                                          toByteOffset: index * stride + flagOffset, as: Bool.self)
                        }
                        return true
                    }
                }
            }
        }
    }

    /// Whether the id stored at `address` is `ids[change]`: first by their bits (the ids of a change list
    /// built from this very list are copies of its ids, so the same bits), without retaining either string.
    @inlinable @inline(__always)
    static func sameId(_ address: UnsafeRawPointer, _ ids: UnsafeBufferPointer<String>, _ change: Int) -> Bool {
        let wanted = UnsafeRawPointer(ids.baseAddress! + change)
        if address.loadUnaligned(as: (UInt64, UInt64).self) == wanted.loadUnaligned(as: (UInt64, UInt64).self) {
            return true
        }
        return address.load(as: String.self) == ids[change]
    }
}

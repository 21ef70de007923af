import Foundation

/// Where each change of a `.selection` change list lands, known when the list was built from a list with unique
/// ids (select all): the element's index in that list and the change's flag, per change in order.
///
/// Select all at 100,000 nodes emits 300,000 changes. Without this, applying them read every change (its case,
/// a copy of its id) and compared each element's id with the change's, and the canvas then read the `selected`
/// byte of every element of both lists to learn which flags flipped. With it, `applyNodeChanges` /
/// `applyEdgeChanges` write each flag at its index, and the canvas store takes the flips from the same columns.
///
/// Registered entries hold the change list and the source list (`ListPair`), so their addresses name them alone
/// while the entry lives (`ListPairRegistry`).
@usableFromInline
package final class SelectionTargets: ListPairEntry, @unchecked Sendable {
    /// Per change, the index of its element in the source list.
    package let indices: [Int32]
    /// Per change, the flag it sets.
    package let flags: [Bool]
    package let pair: ListPair
    /// How many elements the source list has.
    package var sourceCount: Int { pair.sourceCount }

    private init(pair: ListPair, indices: [Int32], flags: [Bool]) {
        self.pair = pair
        self.indices = indices
        self.flags = flags
    }

    /// Select all registers two lists (nodes, edges); more cover an app applying them late or several canvases.
    private static let registry = ListPairRegistry<SelectionTargets>(capacity: 8)

    /// Remembers that `changes[k]` sets `flags[k]` on `source[indices[k]]`, every one of them flipping that
    /// element's flag, the indices ascending; the caller vouches that `source`'s ids are unique. Lists with fewer than 4,096 changes
    /// are not remembered (looking ids up costs less there).
    /// `ascendingByConstruction`: the caller made the indices by counting up through `source` (select all's walk),
    /// so they are not checked again.
    package static func register<Change, Element>(changes: [Change], source: [Element], indices: [Int32],
                                                  flags: [Bool], ascendingByConstruction: Bool = false) {
        guard changes.count >= 4_096, changes.count == indices.count, indices.count == flags.count,
              ascendingByConstruction || ascending(indices, below: source.count),
              let pair = ListPair(changes: changes, source: source) else { return }
        registry.add(SelectionTargets(pair: pair, indices: indices, flags: flags))
    }

    /// The targets of `changes` when it is a registered list and `input` is the list it was built from.
    @usableFromInline
    package static func lookUp<Change, Element>(changes: [Change], input: [Element]) -> SelectionTargets? {
        registry.lookUp(changes: changes, input: input)
    }

    /// Whether `changes` is the very list these targets were registered for (held by the entry, so its address
    /// names it): then every change in it is a `.selection`, as select all made it.
    package func describes<Change>(_ changes: [Change]) -> Bool {
        pair.isChanges(changes)
    }

    /// Forgets the entry of the change list at `changesAddress` (its last watcher stopped watching it).
    static func forget(changesAt changesAddress: UnsafeRawPointer) {
        registry.forget(changesAt: changesAddress)
    }

    /// How many entries are remembered (tests).
    package static var count: Int { registry.count }

    /// `elements` with each target's flag written at its index (the byte at `flagOffset` of a stored `Bool`):
    /// into a list `ListRecycler` has free when it has one (its flag column brought up to date from `elements`
    /// first), else into a copy, made by `copy` when given (the appliers' `RunCopier`, specialized for the app's
    /// data type: about half the generic copy's cost, which was ~100 M instructions for the first two select
    /// alls at 100k nodes, before any list is free to recycle). `elements` must be the source list (see `lookUp`).
    @usableFromInline
    func applied<Element>(to elements: [Element], flagOffset: Int, copy: RunCopier<Element>? = nil) -> [Element] {
        var result: [Element]
        if let reused = ListRecycler.shared.reusableCopy(of: elements, rewritingFlagAt: flagOffset) {
            result = reused
        } else if let copy, !elements.isEmpty {
            result = [Element](unsafeUninitializedCapacity: elements.count) { buffer, initialized in
                elements.withUnsafeBufferPointer { source in
                    copy(source.baseAddress!, buffer.baseAddress!, source.count)
                }
                initialized = elements.count
            }
        } else {
            result = elements
            // The first mutable access copies the whole list once (`result` shares `elements`' buffer).
            result.withUnsafeMutableBufferPointer { _ in }
        }
        writeFlags(at: flagOffset, from: elements, into: &result)
        ListRecycler.shared.record(input: elements, output: result, changed: [], flagColumn: flagOffset)
        return result
    }

    /// Sets every element's flag in `target` (`source` but perhaps for the flag bytes) in one pass: the target's
    /// flag at its index (the indices ascend), the source's flag elsewhere. A recycled list's flags are stale, so
    /// each is written; a targeted element's source flag is not read (select all from nothing reads none).
    private func writeFlags<Element>(at offset: Int, from source: [Element], into target: inout [Element]) {
        let stride = MemoryLayout<Element>.stride
        let count = min(source.count, target.count)
        // Every element targeted (select all from nothing, or of everything): the k-th flag goes to the k-th element.
        if indices.count == count, count == sourceCount {
            target.withUnsafeMutableBytes { to in
                flags.withUnsafeBufferPointer { flags in
                    guard var element = to.baseAddress else { return }
                    element += offset
                    for flag in flags {
                        element.storeBytes(of: flag, as: Bool.self)
                        element += stride
                    }
                }
            }
            return
        }
        source.withUnsafeBytes { from in
            target.withUnsafeMutableBytes { to in
                indices.withUnsafeBufferPointer { indices in
                    flags.withUnsafeBufferPointer { flags in
                        var next = 0
                        for index in 0..<count {
                            let flag: Bool
                            if next < indices.count && Int(indices[next]) == index {
                                flag = flags[next]
                                next += 1
                            } else {
                                flag = from.load(fromByteOffset: index * stride + offset, as: Bool.self)
                            }
                            to.storeBytes(of: flag, toByteOffset: index * stride + offset, as: Bool.self)
                        }
                    }
                }
            }
        }
    }

    /// One byte per element: `SelectionFlips.selected` (2) or `deselected` (1) at each target's index, else 0.
    package func flips() -> [UInt8] {
        var result = [UInt8](repeating: 0, count: sourceCount)
        result.withUnsafeMutableBufferPointer { result in
            indices.withUnsafeBufferPointer { indices in
                flags.withUnsafeBufferPointer { flags in
                    for change in 0..<indices.count { result[Int(indices[change])] = flags[change] ? 2 : 1 }
                }
            }
        }
        return result
    }

    /// Whether the indices strictly ascend and stay inside the list (the one-pass writes rely on both).
    private static func ascending(_ indices: [Int32], below count: Int) -> Bool {
        indices.withUnsafeBufferPointer { indices in
            var previous = -1
            for index in indices {
                guard Int(index) > previous else { return false }
                previous = Int(index)
            }
            return previous < count
        }
    }
}

import Foundation

/// The last proven splice a store took for one list: the list before and after, and the indices, in the longer
/// of the two, of the elements only that one holds (the removed or the inserted ones, ascending). Kept elements
/// are the same values in both (a proven removal or insertion changes nothing else), so restoring one list from
/// the other (undo of a Delete, its redo) is those elements added back or removed again: no walk over the lists.
///
/// Holding both arrays keeps their buffers alive, so a buffer seen again is the same list, not a new one at a
/// reused address.
struct ListSpliceRecord<Element: Identifiable> where Element.ID == String {
    let longer: [Element]
    let shorter: [Element]
    /// Indices into `longer` of the elements `shorter` lacks, ascending.
    let indices: [Int]

    /// A record of `old` becoming `new` by removing the elements at `removed` (old indices, any order) or
    /// inserting them at `inserted` (new indices, ascending).
    init(old: [Element], new: [Element], removed: [Int]) {
        longer = old
        shorter = new
        indices = removed.sorted()
    }

    init(old: [Element], new: [Element], inserted: [Int]) {
        longer = new
        shorter = old
        indices = inserted
    }

    /// The changes that turn `current` into `target` when the two are this record's lists: `add(element,
    /// index)` for each element `target` holds beyond `current`, or `remove(id)` for each element it lacks, in
    /// list order; `nil` for any other pair.
    func changes<Change>(to target: [Element], from current: [Element], add: (Element, Int) -> Change,
                         remove: (String) -> Change) -> [Change]? {
        guard let (adding, list) = restoration(to: target, from: current) else { return nil }
        return list.withUnsafeBufferPointer { list in
            indices.map { adding ? add(list[$0], $0) : remove(list[$0].id) }
        }
    }

    /// Whether `target` is this record's longer list and `current` its shorter one (the elements at `indices`
    /// of the returned list, `target`, are added back), or the other way round (those of `current` are removed);
    /// `nil` for any other pair. Callers build the changes in their own loop: a closure made in main-actor code
    /// checks its executor on every call.
    func restoration(to target: [Element], from current: [Element]) -> (adding: Bool, list: [Element])? {
        guard longer.count == shorter.count + indices.count else { return nil }
        if Self.same(target, longer) && Self.same(current, shorter) { return (true, target) }
        if Self.same(target, shorter) && Self.same(current, longer) { return (false, current) }
        return nil
    }

    /// Whether two arrays share one buffer (so hold the same elements); two empty arrays count as the same.
    private static func same(_ a: [Element], _ b: [Element]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
    }
}

import Foundation

/// Applies node changes to a node list and returns the new list, keeping the order of the nodes.
///
/// Runs in O(nodes + changes): changes are grouped by id once, then the list is walked once.
/// Changes to ids that are not in the list are ignored; `.add` changes insert at their index
/// (or append) after the other changes are applied, one after the other. Insertions whose indexes ascend
/// (as undo and paste emit them) are merged in one pass; each insertion out of that order costs O(nodes).
@inlinable
public func applyNodeChanges<NodeData>(_ changes: [NodeChange<NodeData>], nodes: [Node<NodeData>]) -> [Node<NodeData>] {
    applyChanges(changes, to: nodes, insertion: { change in
        if case .add(let item, let index) = change { return (item, index) }
        return nil
    }, update: { change, node in
        switch change {
        case .position(_, let position): node.position = position
        case .dragging(_, let dragging): node.dragging = dragging
        case .dimensions(_, let size, let setAttributes):
            node.measured = size
            if setAttributes {
                node.width = size.width
                node.height = size.height
            }
        case .selection(_, let selected): node.selected = selected
        case .replace(_, let item): node = item
        case .remove: return false
        case .add: break
        }
        return true
    })
}

/// Applies edge changes to an edge list and returns the new list, keeping the order of the edges.
///
/// Runs in O(edges + changes), with the same rules as `applyNodeChanges(_:nodes:)`.
@inlinable
public func applyEdgeChanges<EdgeData>(_ changes: [EdgeChange<EdgeData>], edges: [Edge<EdgeData>]) -> [Edge<EdgeData>] {
    applyChanges(changes, to: edges, insertion: { change in
        if case .add(let item, let index) = change { return (item, index) }
        return nil
    }, update: { change, edge in
        switch change {
        case .selection(_, let selected): edge.selected = selected
        case .replace(_, let item): edge = item
        case .remove: return false
        case .add: break
        }
        return true
    })
}

/// The shared walk behind `applyNodeChanges` and `applyEdgeChanges`.
///
/// Updates and removals are applied in one walk over the list, in place on a copy of it (so a drag frame
/// costs one array copy plus a scan for the changed id); removed elements are then squeezed out by moving,
/// not copying. Insertions whose indexes ascend (what undo and paste emit) are merged in one more pass;
/// insertions in another order fall back to inserting one at a time, O(elements) each.
///
/// - Parameters:
///   - insertion: returns the element and index of an `.add` change, `nil` for every other change.
///   - update: applies one change to an element in place; returns `false` when the element is removed.
@inlinable
func applyChanges<Element: Identifiable, Change>(
    _ changes: [Change],
    to elements: [Element],
    insertion: (Change) -> (Element, Int?)?,
    update: (Change, inout Element) -> Bool
) -> [Element] where Element.ID == String, Change: ChangeWithID {
    if changes.isEmpty { return elements }
    var additions: [(Element, Int?)] = []
    var updates: [Change] = []
    updates.reserveCapacity(changes.count)
    for change in changes {
        if let addition = insertion(change) {
            additions.append(addition)
        } else {
            updates.append(change)
        }
    }

    var result = elements
    if !updates.isEmpty {
        var removed: [Int] = []
        forEachMatch(of: updates.map(\.id), in: elements) { index, changeIndices in
            for changeIndex in changeIndices where !update(updates[changeIndex], &result[index]) {
                removed.append(index)
                return
            }
        }
        if !removed.isEmpty { removeElements(at: removed, from: &result) }
    }
    if !additions.isEmpty { insert(additions, into: &result) }
    return result
}

/// Calls `body` for each element whose id is in `ids`, in list order, with its index and the indices into
/// `ids` that name it (in order); O(elements + ids).
@inlinable
func forEachMatch<Element: Identifiable>(
    of ids: [String], in elements: [Element], _ body: (Int, ChangeIndices) -> Void
) where Element.ID == String {
    if ids.count <= 8 {
        // Few changes (a drag, a click): compare ids directly instead of hashing every element's id.
        // Index the array in place: binding each element would copy (retain and release) all its fields.
        for index in elements.indices {
            let id = elements[index].id
            guard let first = ids.firstIndex(of: id) else { continue }
            body(index, ChangeIndices(first: first, ids: ids))
        }
        return
    }
    // Many changes: the first change of each id, and for each change the next one with the same id.
    var firstChange: [String: Int] = [:]
    firstChange.reserveCapacity(ids.count)
    var nextChange = [Int](repeating: -1, count: ids.count)
    for changeIndex in ids.indices.reversed() {
        if let later = firstChange.updateValue(changeIndex, forKey: ids[changeIndex]) {
            nextChange[changeIndex] = later
        }
    }
    for index in elements.indices {
        guard let first = firstChange[elements[index].id] else { continue }
        body(index, ChangeIndices(first: first, next: nextChange))
    }
}

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

/// Removes the elements at `indices` (ascending, without repeats) by moving the kept ones down in one pass.
@inlinable
func removeElements<Element>(at indices: [Int], from elements: inout [Element]) {
    guard let firstRemoved = indices.first else { return }
    elements.withUnsafeMutableBufferPointer { buffer in
        var write = firstRemoved
        var nextRemoved = 0
        for read in firstRemoved..<buffer.count {
            if nextRemoved < indices.count && indices[nextRemoved] == read {
                nextRemoved += 1
            } else {
                buffer.swapAt(write, read)
                write += 1
            }
        }
    }
    elements.removeLast(indices.count)
}

/// Inserts `additions` one after the other: each at its index when that is within the list at that moment,
/// else at the end. When the resulting places ascend, that is one merge of the two lists.
@inlinable
func insert<Element>(_ additions: [(Element, Int?)], into elements: inout [Element]) {
    var places: [Int] = []
    places.reserveCapacity(additions.count)
    for (offset, addition) in additions.enumerated() {
        let count = elements.count + offset
        let place = addition.1.flatMap { (0...count).contains($0) ? $0 : nil } ?? count
        if let last = places.last, place <= last { break }
        places.append(place)
    }
    guard places.count == additions.count else {
        for (element, index) in additions {
            if let index, index >= 0, index <= elements.count {
                elements.insert(element, at: index)
            } else {
                elements.append(element)
            }
        }
        return
    }
    if places.first == elements.count {
        elements.append(contentsOf: additions.lazy.map(\.0))
        return
    }
    var merged: [Element] = []
    merged.reserveCapacity(elements.count + additions.count)
    var taken = 0
    for (place, addition) in zip(places, additions) {
        let before = place - merged.count
        merged.append(contentsOf: elements[taken..<(taken + before)])
        taken += before
        merged.append(addition.0)
    }
    merged.append(contentsOf: elements[taken...])
    elements = merged
}

/// A change that names the element it is about.
@usableFromInline
protocol ChangeWithID {
    var id: String { get }
}

extension NodeChange: ChangeWithID {}
extension EdgeChange: ChangeWithID {}

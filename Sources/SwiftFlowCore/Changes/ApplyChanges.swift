import Foundation

/// Applies node changes to a node list and returns the new list, keeping the order of the nodes.
///
/// Runs in O(nodes + changes): changes that name nodes in list order (select all, delete) are matched by walking
/// both lists together, others are grouped by id once; then the list is walked once. Node ids are assumed unique.
/// Changes to ids that are not in the list are ignored; `.add` changes insert at their index
/// (or append) after the other changes are applied, one after the other. Insertions whose indexes ascend
/// (as undo and paste emit them) are merged in one pass; each insertion out of that order costs O(nodes).
@inlinable
public func applyNodeChanges<NodeData>(_ changes: [NodeChange<NodeData>], nodes: [Node<NodeData>]) -> [Node<NodeData>] {
    applyNodeChanges(changes, nodes: nodes, copying: Node.copyFieldByField)
}

/// `applyNodeChanges(_:nodes:)`, choosing how the kept nodes are copied: by `copy` (`RunCopier`), made where
/// `NodeData` is known, or as whole values when `nil`. Field by field (`Node(copyOf:)`) is about half the cost
/// of the generic copy in code specialized for the app's data type, but several times dearer when the copier
/// itself is unspecialized, where each field access looks the node type's metadata up again.
@inlinable
package func applyNodeChanges<NodeData>(_ changes: [NodeChange<NodeData>], nodes: [Node<NodeData>],
                                        copying copy: RunCopier<Node<NodeData>>?) -> [Node<NodeData>] {
    // Select all's own list, applied to the list it was built from: each flag written at its index.
    if let targets = SelectionTargets.lookUp(changes: changes, input: nodes),
       let flagOffset = MemoryLayout<Node<NodeData>>.offset(of: \Node<NodeData>.selected) {
        let result = targets.applied(to: nodes, flagOffset: flagOffset, copy: copy)
        recordAppliedChanges(changes, input: nodes, output: result)
        return result
    }
    // Only `.selection` changes (select all, a box, a click): the flags are written in one walk.
    var run = SelectionRun()
    changes.withUnsafeBufferPointer { changes in
        for change in changes.indices {
            guard case .selection(let id, let selected) = changes[change] else { return run.abandon() }
            run.append(id, selected)
        }
    }
    // Checked first: the key paths are instantiated on every call (a drag frame is not a selection run).
    // Written into a recycled list when one is free (`ListRecycler`: a flag column, not a copy of every node).
    if !run.isAbandoned, let result = run.appliedRecycling(to: nodes, id: \.id, flag: \.selected) {
        recordAppliedChanges(changes, input: nodes, output: result)
        return result
    }
    // Only `.remove` changes in list order (Delete): the kept elements are copied in one pass.
    if let (result, removed) = removalRun(of: changes)?.applied(
        to: nodes, id: \.id, copy: copy, targets: RemovalTargets.lookUp(changes: changes, input: nodes)) {
        RemovalMemory.shared.record(before: nodes, after: result, removed: removed)
        recordAppliedChanges(changes, input: nodes, output: result)
        ListRecycler.shared.forget(Node<NodeData>.self)
        return result
    }
    // The removal's undo: the list from before it, no copy.
    if let result = RemovalMemory.shared.restored(by: changes, into: nodes, addition: { change in
        if case .add(let item, let index) = change { return (item, index) }
        return nil
    }) {
        recordAppliedChanges(changes, input: nodes, output: result)
        ListRecycler.shared.forget(Node<NodeData>.self)
        return result
    }
    let result = applyChanges(changes, to: nodes, copy: copy, recycling: true, insertion: { change in
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
    recordAppliedChanges(changes, input: nodes, output: result)
    return result
}

/// Applies edge changes to an edge list and returns the new list, keeping the order of the edges.
///
/// Runs in O(edges + changes), with the same rules as `applyNodeChanges(_:nodes:)`.
@inlinable
public func applyEdgeChanges<EdgeData>(_ changes: [EdgeChange<EdgeData>], edges: [Edge<EdgeData>]) -> [Edge<EdgeData>] {
    applyEdgeChanges(changes, edges: edges, copying: Edge.copyFieldByField)
}

/// `applyEdgeChanges(_:edges:)`, choosing how the edges a removal keeps are copied: by `copy`, made where
/// `EdgeData` is known, or as whole values when `nil` (see `applyNodeChanges(_:nodes:copying:)`).
@inlinable
package func applyEdgeChanges<EdgeData>(_ changes: [EdgeChange<EdgeData>], edges: [Edge<EdgeData>],
                                        copying copy: RunCopier<Edge<EdgeData>>?) -> [Edge<EdgeData>] {
    if let targets = SelectionTargets.lookUp(changes: changes, input: edges),
       let flagOffset = MemoryLayout<Edge<EdgeData>>.offset(of: \Edge<EdgeData>.selected) {
        let result = targets.applied(to: edges, flagOffset: flagOffset, copy: copy)
        recordAppliedChanges(changes, input: edges, output: result)
        return result
    }
    var run = SelectionRun()
    changes.withUnsafeBufferPointer { changes in
        for change in changes.indices {
            guard case .selection(let id, let selected) = changes[change] else { return run.abandon() }
            run.append(id, selected)
        }
    }
    // Checked first: the key paths are instantiated on every call (a drag frame is not a selection run).
    if !run.isAbandoned, let result = run.appliedRecycling(to: edges, id: \.id, flag: \.selected) {
        recordAppliedChanges(changes, input: edges, output: result)
        return result
    }
    // Only selection runs are recycled for edges: any other application ends the chain.
    ListRecycler.shared.forget(Edge<EdgeData>.self)
    // Only `.remove` changes in list order (Delete): the kept elements are copied in one pass.
    if let (result, removed) = removalRun(of: changes)?.applied(
        to: edges, id: \.id, copy: copy, targets: RemovalTargets.lookUp(changes: changes, input: edges)) {
        RemovalMemory.shared.record(before: edges, after: result, removed: removed)
        recordAppliedChanges(changes, input: edges, output: result)
        return result
    }
    // The removal's undo: the list from before it, no copy.
    if let result = RemovalMemory.shared.restored(by: changes, into: edges, addition: { change in
        if case .add(let item, let index) = change { return (item, index) }
        return nil
    }) {
        recordAppliedChanges(changes, input: edges, output: result)
        return result
    }
    let result = applyChanges(changes, to: edges, insertion: { change in
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
    recordAppliedChanges(changes, input: edges, output: result)
    return result
}

/// The ids of a list made only of `.remove` changes, or `nil` (at the first change of another kind).
@inlinable
func removalRun<Change: ChangeWithID>(of changes: [Change]) -> RemovalRun? {
    var run = RemovalRun()
    changes.withUnsafeBufferPointer { changes in
        for change in changes.indices {
            guard let id = changes[change].removalID else { return run.abandon() }
            run.append(id)
        }
    }
    return run.isAbandoned ? nil : run
}

/// Tells `AppliedChangeLog` what one application produced (it keeps it only for change lists a canvas watches).
@usableFromInline
func recordAppliedChanges<Change, Element>(_ changes: [Change], input: [Element], output: [Element]) {
    AppliedChangeLog.shared.record(changes: changes, input: input, output: output)
}

/// The shared walk behind `applyNodeChanges` and `applyEdgeChanges`.
///
/// Updates and removals are applied in place on a copy of the list (so a drag frame costs one array copy plus
/// a scan for the changed id); removed elements are then squeezed out by moving, not copying. When the
/// changes name elements in list order (select all, box selection, delete), they are matched by walking both
/// lists together; otherwise through a table of the changes' ids. Insertions whose indexes ascend (what undo
/// and paste emit) are merged in one more pass; insertions in another order fall back to inserting one at a
/// time, O(elements) each.
///
/// - Parameters:
///   - insertion: returns the element and index of an `.add` change, `nil` for every other change.
///   - update: applies one change to an element in place; returns `false` when the element is removed.
@inlinable
func applyChanges<Element: Identifiable, Change>(
    _ changes: [Change],
    to elements: [Element],
    copy: RunCopier<Element>? = nil,
    recycling: Bool = false,
    insertion: (Change) -> (Element, Int?)?,
    update: (Change, inout Element) -> Bool
) -> [Element] where Element.ID == String, Change: ChangeWithID {
    if changes.isEmpty { return elements }
    var result = elements
    var removed: [Int] = []
    var additions: [(Element, Int?)] = []
    // Updates only (a drag, a resize): the new list may be written into a recycled buffer (`ListRecycler`).
    let keepsShape = recycling && changes.withUnsafeBufferPointer { changes in
        !changes.contains { $0.isAddition || $0.isRemoval }
    }
    if recycling && !keepsShape { ListRecycler.shared.forget(Element.self) }
    if let targets = orderedTargets(of: changes, in: elements, additions: &additions, insertion: insertion) {
        // Only additions: leave the list shared until they are inserted.
        guard targets.contains(where: { $0 >= 0 }) else {
            insert(additions, into: &result)
            return result
        }
        result = startingCopy(of: elements, copy: copy, recycling: keepsShape)
        // Buffers, not the arrays' subscripts: those copy a whole change or element (a generic value witness call).
        changes.withUnsafeBufferPointer { changes in
            result.withUnsafeMutableBufferPointer { result in
                var lastRemoved = -1
                for changeIndex in changes.indices {
                    let target = targets[changeIndex]
                    // Targets never decrease, so a removed element can only be named again right after its removal.
                    guard target >= 0 && target != lastRemoved else { continue }
                    if !update(changes[changeIndex], &result[target]) {
                        removed.append(target)
                        lastRemoved = target
                    }
                }
            }
        }
        if keepsShape { ListRecycler.shared.record(input: elements, output: result, changed: targets.filter { $0 >= 0 }) }
    } else {
        additions.removeAll()
        changes.withUnsafeBufferPointer { changes in
            var ids: [String] = []
            var updateIndices: [Int] = []
            ids.reserveCapacity(changes.count)
            updateIndices.reserveCapacity(changes.count)
            for changeIndex in changes.indices {
                if let addition = insertion(changes[changeIndex]) {
                    additions.append(addition)
                } else {
                    ids.append(changes[changeIndex].changeID)
                    updateIndices.append(changeIndex)
                }
            }
            guard !ids.isEmpty else { return }
            result = startingCopy(of: elements, copy: copy, recycling: keepsShape)
            var changed: [Int] = []
            forEachMatch(of: ids, in: elements) { index, matchIndices in
                if keepsShape { changed.append(index) }
                for match in matchIndices where !update(changes[updateIndices[match]], &result[index]) {
                    removed.append(index)
                    return
                }
            }
            if keepsShape { ListRecycler.shared.record(input: elements, output: result, changed: changed) }
        }
    }
    if !removed.isEmpty { removeElements(at: removed, from: &result) }
    if !additions.isEmpty { insert(additions, into: &result) }
    return result
}

/// A copy of `elements` that nothing else holds, to apply updates to in place: a recycled buffer brought up to
/// date when `recycling` and `ListRecycler` has one free, otherwise `uniqueCopy(of:copy:)`.
@inlinable
func startingCopy<Element>(of elements: [Element], copy: RunCopier<Element>?,
                           recycling: Bool) -> [Element] {
    if recycling, let reused = ListRecycler.shared.reusableCopy(of: elements) { return reused }
    return uniqueCopy(of: elements, copy: copy)
}

/// A copy of `elements` in a buffer of its own, by `copy` when given (one call for the whole list), else element
/// by element: the copy-on-write copy goes through the runtime's generic `swift_arrayInitWithCopy`, a
/// value-witness call per element, which made copying 100,000 nodes the largest part of a drag frame.
@inlinable
func uniqueCopy<Element>(of elements: [Element], copy: RunCopier<Element>? = nil) -> [Element] {
    Array(unsafeUninitializedCapacity: elements.count) { buffer, initialized in
        elements.withUnsafeBufferPointer { source in
            guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
            if let copy {
                copy(from, to, source.count)
            } else {
                for index in 0..<source.count { (to + index).initialize(to: from[index]) }
            }
        }
        initialized = elements.count
    }
}

/// For each change, the index of the element it names (-1 for an `.add`, whose addition is appended to
/// `additions`), found by walking the elements and the changes together; `nil` unless the changes' ids
/// occur in list order (an id may repeat in a row), so the other changes must go through `forEachMatch`.
///
/// Comparing ids with `==` (one compare for identical small or shared strings) costs a fraction of hashing
/// them. The walk never goes back, so it compares at most elements + changes pairs, even when it fails on
/// an unknown or out-of-order id at the end. Assumes unique element ids: with a repeated id, a change goes
/// only to the copy the walk reaches first (the table gives it to every copy).
@inlinable
func orderedTargets<Element: Identifiable, Change>(
    of changes: [Change],
    in elements: [Element],
    additions: inout [(Element, Int?)],
    insertion: (Change) -> (Element, Int?)?
) -> [Int]? where Element.ID == String, Change: ChangeWithID {
    var targets: [Int] = []
    targets.reserveCapacity(changes.count)
    // Buffers, not the arrays' subscripts: those copy a whole change or element (a generic value witness call).
    let complete = changes.withUnsafeBufferPointer { changes in
        elements.withUnsafeBufferPointer { elements in
            // The element the last change named, or -1 before the first one.
            var current = -1
            for change in changes.indices {
                // Checked without binding the payload: matching `.add(let item, _)` copies the whole change.
                if changes[change].isAddition {
                    if let addition = insertion(changes[change]) { additions.append(addition) }
                    targets.append(-1)
                    continue
                }
                let id = changes[change].changeID
                if current >= 0 && elements[current].id == id {
                    targets.append(current)
                    continue
                }
                var next = current + 1
                while next < elements.count && elements[next].id != id { next += 1 }
                guard next < elements.count else { return false }
                current = next
                targets.append(current)
            }
            return true
        }
    }
    return complete ? targets : nil
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
    // Many changes: a table of the first change of each id, and for each change the next one with the same id.
    let table = ChangeIdTable(ids: ids)
    for index in elements.indices {
        guard let first = table.firstChange(named: elements[index].id) else { continue }
        body(index, ChangeIndices(first: first, next: table.nextChange))
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
    // Element by element in code specialized for `Element` (see `uniqueCopy`): appending slices copies through
    // the runtime's `swift_arrayInitWithCopy`, a value-witness call per element (undoing a deletion at 100,000
    // nodes spent most of its merge there).
    let total = elements.count + additions.count
    elements = Array(unsafeUninitializedCapacity: total) { buffer, initialized in
        elements.withUnsafeBufferPointer { source in
            additions.withUnsafeBufferPointer { additions in
                guard let to = buffer.baseAddress else { return }
                var written = 0
                var taken = 0
                for (addition, place) in places.enumerated() {
                    while written < place {
                        (to + written).initialize(to: source[taken])
                        written += 1
                        taken += 1
                    }
                    (to + written).initialize(to: additions[addition].0)
                    written += 1
                }
                while taken < source.count {
                    (to + written).initialize(to: source[taken])
                    written += 1
                    taken += 1
                }
            }
        }
        initialized = total
    }
}

/// A change that names the element it is about.
@usableFromInline
protocol ChangeWithID {
    /// The id, as `id` gives it; inlinable, so the walks get a specialized getter instead of a generic call.
    var changeID: String { get }
    /// Whether this is an `.add` change.
    var isAddition: Bool { get }
    /// Whether this is a `.remove` change.
    var isRemoval: Bool { get }
    /// The id of a `.remove` change, `nil` for any other (read without `changeID`'s cases that hold an element:
    /// in unspecialized code those look the element type's metadata up on every call).
    var removalID: String? { get }
}

extension NodeChange: ChangeWithID {
    @inlinable var changeID: String {
        switch self {
        case .position(let id, _), .dragging(let id, _), .selection(let id, _), .remove(let id): id
        case .dimensions(let id, _, _), .replace(let id, _): id
        case .add(let item, _): item.id
        }
    }

    @inlinable var isAddition: Bool {
        if case .add = self { return true }
        return false
    }

    @inlinable var isRemoval: Bool {
        if case .remove = self { return true }
        return false
    }

    @inlinable var removalID: String? {
        if case .remove(let id) = self { return id }
        return nil
    }
}

extension EdgeChange: ChangeWithID {
    @inlinable var changeID: String {
        switch self {
        case .selection(let id, _), .remove(let id), .replace(let id, _): id
        case .add(let item, _): item.id
        }
    }

    @inlinable var isAddition: Bool {
        if case .add = self { return true }
        return false
    }

    @inlinable var isRemoval: Bool {
        if case .remove = self { return true }
        return false
    }

    @inlinable var removalID: String? {
        if case .remove(let id) = self { return id }
        return nil
    }
}

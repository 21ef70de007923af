import Foundation

/// Applies node changes to a node list and returns the new list, keeping the order of the nodes.
///
/// Runs in O(nodes + changes): changes are grouped by id once, then the list is walked once.
/// Changes to ids that are not in the list are ignored; `.add` changes insert at their index
/// (or append) after the other changes are applied.
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
/// The result starts as a copy of `elements` that is updated in place, so a drag frame costs one array
/// copy plus a scan for the changed ids: with a handful of changes the scan compares ids directly,
/// which is cheaper than hashing every element's id.
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
    for change in changes {
        if let addition = insertion(change) {
            additions.append(addition)
        } else {
            updates.append(change)
        }
    }

    var result = elements
    var removed: [Int] = []
    if !updates.isEmpty {
        for (index, changeIndices) in locate(updates.map(\.id), in: elements) {
            var element = result[index]
            var kept = true
            for changeIndex in changeIndices where kept {
                kept = update(updates[changeIndex], &element)
            }
            if kept { result[index] = element } else { removed.append(index) }
        }
    }
    if !removed.isEmpty {
        let removedSet = Set(removed)
        result = result.enumerated().filter { !removedSet.contains($0.offset) }.map(\.element)
    }

    for (element, index) in additions {
        if let index, index >= 0, index <= result.count {
            result.insert(element, at: index)
        } else {
            result.append(element)
        }
    }
    return result
}

/// For each element whose id is in `ids`: its index and the indices into `ids` that name it, in order.
@inlinable
func locate<Element: Identifiable>(_ ids: [String], in elements: [Element]) -> [(Int, [Int])]
where Element.ID == String {
    var found: [(Int, [Int])] = []
    if ids.count <= 8 {
        // Few changes (a drag, a click): compare ids directly instead of hashing every element's id.
        // Index the array in place: binding each element would copy (retain and release) all its fields.
        for index in elements.indices {
            var matches: [Int] = []
            for (changeIndex, id) in ids.enumerated() where id == elements[index].id {
                matches.append(changeIndex)
            }
            if !matches.isEmpty { found.append((index, matches)) }
        }
        return found
    }
    var byId: [String: [Int]] = [:]
    for (changeIndex, id) in ids.enumerated() { byId[id, default: []].append(changeIndex) }
    for index in elements.indices {
        if let matches = byId[elements[index].id] { found.append((index, matches)) }
    }
    return found
}

/// A change that names the element it is about.
@usableFromInline
protocol ChangeWithID {
    var id: String { get }
}

extension NodeChange: ChangeWithID {}
extension EdgeChange: ChangeWithID {}

import Foundation

/// Applies node changes to a node list and returns the new list, keeping the order of the nodes.
///
/// Runs in O(nodes + changes): changes are grouped by id once, then the list is walked once.
/// Changes to ids that are not in the list are ignored; `.add` changes insert at their index
/// (or append) after the other changes are applied.
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
/// - Parameters:
///   - insertion: returns the element and index of an `.add` change, `nil` for every other change.
///   - update: applies one change to an element in place; returns `false` when the element is removed.
private func applyChanges<Element: Identifiable, Change>(
    _ changes: [Change],
    to elements: [Element],
    insertion: (Change) -> (Element, Int?)?,
    update: (Change, inout Element) -> Bool
) -> [Element] where Element.ID == String, Change: ChangeWithID {
    if changes.isEmpty { return elements }
    var additions: [(Element, Int?)] = []
    var changesByID: [String: [Change]] = [:]
    for change in changes {
        if let addition = insertion(change) {
            additions.append(addition)
        } else {
            changesByID[change.id, default: []].append(change)
        }
    }

    var result: [Element] = []
    result.reserveCapacity(elements.count + additions.count)
    for var element in elements {
        guard let pending = changesByID[element.id] else {
            result.append(element)
            continue
        }
        var kept = true
        for change in pending where kept {
            kept = update(change, &element)
        }
        if kept { result.append(element) }
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

/// A change that names the element it is about.
protocol ChangeWithID {
    var id: String { get }
}

extension NodeChange: ChangeWithID {}
extension EdgeChange: ChangeWithID {}

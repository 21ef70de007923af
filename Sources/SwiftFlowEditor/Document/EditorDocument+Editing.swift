import Foundation
import SwiftFlow

/// The editor's own edits to nodes and edges; each is one undo step (`edit`).
extension EditorDocument {
    /// The size a node of `type` is expected to have before it is measured: the measured size of another
    /// node of that type if the canvas knows one, else React Flow's default node size.
    static let defaultNodeSize = CGSize(width: 150, height: 40)

    /// An id not used by any node: `<type>_<n>` with the smallest free n.
    func freshNodeId(for type: String) -> String {
        let taken = Set(nodes.map(\.id))
        let stem = type.isEmpty ? "node" : type
        var number = 1
        while taken.contains("\(stem)_\(number)") { number += 1 }
        return "\(stem)_\(number)"
    }

    /// Inserts a node of `template` centred on `center` (moved down and right while another top-level node has
    /// the same place), selected alone; connected to the handle a dropped
    /// connection started from, if any. Returns the new node's id.
    @discardableResult
    func insertNode(_ template: NodeTemplate, at center: CGPoint, size: CGSize,
                    connectingFrom start: OnConnectStartParams? = nil) -> String {
        let id = freshNodeId(for: template.type)
        var node = template.makeNode(id: id, centeredAt: center, size: size)
        // Add Node twice without moving the pointer would stack the new node exactly on the last one, where
        // it cannot be seen: step 20 points down and right past every top-level node at that place.
        while nodes.contains(where: { $0.parentId == nil && $0.position == node.position }) {
            node.position = XYPosition(x: node.position.x + 20, y: node.position.y + 20)
        }
        edit { nodes, edges in
            for index in nodes.indices where nodes[index].selected { nodes[index].selected = false }
            for index in edges.indices where edges[index].selected { edges[index].selected = false }
            nodes.append(node)
            guard let start, let from = start.nodeId else { return }
            let connection = start.handleType == .target
                ? Connection(source: id, target: from, targetHandle: start.handleId)
                : Connection(source: from, target: id, sourceHandle: start.handleId)
            edges = Self.connecting(connection, in: edges)
        }
        status = EditorStrings.text("status.inserted", .string(id))
        return id
    }

    /// The text the node shows as its label (`data.label`, or another key apps use for a name).
    func label(ofNode id: String) -> String {
        nodes.first { $0.id == id }?.data.nodeLabel ?? ""
    }

    /// Sets the node's label: `data.label` (React Flow and the native format keep it there).
    func rename(node id: String, to label: String) {
        edit { nodes, _ in
            guard let index = nodes.firstIndex(where: { $0.id == id }) else { return }
            var data = nodes[index].data.objectValue ?? JSONObject()
            data["label"] = .string(label)
            nodes[index].data = .object(data)
        }
    }

    /// Copies the selected nodes with their descendants (a group with what it holds, as Copy does) and the edges
    /// between them 20 points down and right, as a paste would (the same ids: `x-copy`, `x-copy-2`, …); the copies
    /// are selected instead of the originals. Children of copied parents keep their parent's copy.
    func duplicateSelection() {
        let selectedIds = Set(nodes.lazy.filter(\.selected).map(\.id))
        guard !selectedIds.isEmpty else { return }
        let payload = ClipboardPayload<JSONValue, JSONValue>(copying: selectedIds, from: nodes, edges: edges)
        edit { nodes, edges in
            let pasted = payload.paste(into: nodes, edges: edges, offset: XYPosition(x: 20, y: 20))
            let originals = Dictionary(pasted.nodeIdMap.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
            nodes = pasted.nodes
            // A `data.id` naming its node (Flowise's) names the copy, as a new node's does.
            for index in nodes.indices.suffix(payload.nodes.count) {
                guard let original = originals[nodes[index].id] else { continue }
                nodes[index].data = nodes[index].data.renamingOwnId(from: original, to: nodes[index].id)
            }
            edges = pasted.edges
        }
        status = EditorStrings.text("status.duplicated")
    }

    /// Puts the node above (`front`) or below every other node by its z-index.
    func reorder(node id: String, toFront front: Bool) {
        edit { nodes, _ in
            guard let index = nodes.firstIndex(where: { $0.id == id }) else { return }
            let others = nodes.filter { $0.id != id }.map(\.zIndex)
            if front {
                let top = others.max() ?? 0
                if nodes[index].zIndex <= top { nodes[index].zIndex = top + 1 }
            } else {
                let bottom = others.min() ?? 0
                if nodes[index].zIndex >= bottom { nodes[index].zIndex = bottom - 1 }
            }
        }
    }

    /// Changes one edge through `body` as one undo step.
    func updateEdge(_ id: String, _ body: (inout Edge<JSONValue>) -> Void) {
        edit { _, edges in
            guard let index = edges.firstIndex(where: { $0.id == id }) else { return }
            body(&edges[index])
        }
    }

    /// Changes one node through `body` as one undo step.
    func updateNode(_ id: String, _ body: (inout Node<JSONValue>) -> Void) {
        edit { nodes, _ in
            guard let index = nodes.firstIndex(where: { $0.id == id }) else { return }
            body(&nodes[index])
        }
    }

    /// Renames node `id` to `newId`, moving its edges and children along. Refused (returns false) when the
    /// new id is empty or taken.
    func changeId(ofNode id: String, to newId: String) -> Bool {
        guard !newId.isEmpty, newId == id || !nodes.contains(where: { $0.id == newId }) else { return false }
        guard newId != id else { return true }
        edit { nodes, edges in
            for index in nodes.indices {
                if nodes[index].id == id {
                    nodes[index].id = newId
                    nodes[index].data = nodes[index].data.renamingOwnId(from: id, to: newId)
                }
                if nodes[index].parentId == id { nodes[index].parentId = newId }
            }
            for index in edges.indices {
                if edges[index].source == id { edges[index].source = newId }
                if edges[index].target == id { edges[index].target = newId }
            }
        }
        return true
    }

    /// Selects exactly the given node (nothing else), without marking the document edited.
    func select(node id: String) {
        apply(nodes.compactMap { node in
            let wanted = node.id == id
            return wanted != node.selected ? NodeChange<JSONValue>.selection(node.id, wanted) : nil
        })
        apply(edges.filter(\.selected).map { EdgeChange<JSONValue>.selection($0.id, false) })
    }

    /// Selects exactly the given edge (nothing else), without marking the document edited.
    func select(edge id: String) {
        apply(nodes.filter(\.selected).map { NodeChange<JSONValue>.selection($0.id, false) })
        apply(edges.compactMap { edge in
            let wanted = edge.id == id
            return wanted != edge.selected ? EdgeChange<JSONValue>.selection(edge.id, wanted) : nil
        })
    }
}

import Foundation
import SwiftFlow

/// A kind of node the palette can insert: React Flow's built-in types, and every type the open file uses,
/// copied from an existing node of that type (its data shape and fixed size).
struct NodeTemplate: Hashable, Identifiable {
    /// The node type written to the file (`default` for nodes without one).
    let type: String
    /// The data a new node starts with.
    let data: JSONValue
    /// A fixed size copied from the example node, if it had one.
    let width: CGFloat?
    let height: CGFloat?
    /// The node the template was copied from (nil for the built-ins).
    var sourceId: String?

    var id: String { type }

    /// input, default, output and group, as React Flow names them.
    static let builtIns: [NodeTemplate] = [
        NodeTemplate(type: "input", data: ["label": "Input"], width: nil, height: nil),
        NodeTemplate(type: "default", data: ["label": "Node"], width: nil, height: nil),
        NodeTemplate(type: "output", data: ["label": "Output"], width: nil, height: nil),
        NodeTemplate(type: "group", data: ["label": "Group"], width: 300, height: 200),
    ]

    /// The built-in templates, then one per other type found in `nodes` (in order of first appearance).
    static func catalog(for nodes: [Node<JSONValue>]) -> [NodeTemplate] {
        var templates = builtIns
        var seen = Set(builtIns.map(\.type))
        for node in nodes {
            let type = node.type ?? "default"
            guard seen.insert(type).inserted else { continue }
            templates.append(NodeTemplate(type: type, data: node.data, width: node.width, height: node.height,
                                          sourceId: node.id))
        }
        return templates
    }

    /// The templates a connection dropped on the pane can end in: the new node needs a target handle when the
    /// connection started at a source handle, a source handle when it started at a target. React Flow's `input`
    /// node has only a source handle, `output` only a target, `group` none; other types are offered as they are.
    static func accepting(_ templates: [NodeTemplate], connectionFrom handleType: HandleType) -> [NodeTemplate] {
        let refused: Set<String> = handleType == .source ? ["input", "group"] : ["output", "group"]
        return templates.filter { !refused.contains($0.type) }
    }

    /// The templates whose type contains `query` (any case), in catalog order.
    static func filter(_ templates: [NodeTemplate], by query: String) -> [NodeTemplate] {
        let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !needle.isEmpty else { return templates }
        return templates.filter { $0.type.lowercased().contains(needle) }
    }

    /// A new node of this template named `id`, centred on `center` (flow points) given its expected `size`.
    func makeNode(id: String, centeredAt center: CGPoint, size: CGSize) -> Node<JSONValue> {
        let width = self.width ?? size.width
        let height = self.height ?? size.height
        let position = XYPosition(x: (center.x - width / 2).rounded(), y: (center.y - height / 2).rounded())
        return Node(id: id, position: position, data: data.renamingOwnId(from: sourceId, to: id),
                    type: type == "default" ? nil : type, width: self.width, height: self.height, selected: true)
    }
}

extension JSONValue {
    /// Data that repeats its node's id (Flowise's `data.id`) follows the node to a new id.
    func renamingOwnId(from oldId: String?, to newId: String) -> JSONValue {
        guard let oldId, var object = objectValue, object["id"] == .string(oldId) else { return self }
        object["id"] = .string(newId)
        return .object(object)
    }
}

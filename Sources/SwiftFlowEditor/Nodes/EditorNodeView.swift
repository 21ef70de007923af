import Foundation
import SwiftFlow

/// How the editor draws a node: React Flow's built-in types as React Flow does; other types (an app's
/// custom nodes, which have no view here) as their label with a small type badge, and large ones (such
/// as Flowise's 300 × 600 nodes) with their data's scalar fields listed below, clipped to the node. A node
/// that holds other nodes (Flowise's iteration) lists no fields: its body is where its children are drawn,
/// above it as in React Flow, and the list would show through between them in pieces.
struct EditorNodeView: View {
    let node: Node<JSONValue>
    let sourceHandles: [String?]
    let targetHandles: [String?]
    /// Whether some node has this one as its parent.
    var holdsNodes = false

    static let builtInTypes: Set<String> = ["input", "default", "output", "group"]
    /// Nodes at least this tall list their fields.
    static let fieldListHeight: CGFloat = 100

    var body: some View {
        let type = node.type ?? "default"
        if Self.builtInTypes.contains(type) {
            DefaultNodeView(node: node, sourceHandles: sourceHandles, targetHandles: targetHandles)
        } else {
            ZStack(alignment: .topLeading) {
                card(type: type)
                ForEach(Array(targetHandles.enumerated()), id: \.offset) { index, id in
                    Handle(nodeId: node.id, id: id, type: .target, position: node.targetPosition,
                           alongSide: CGFloat(index + 1) / CGFloat(targetHandles.count + 1))
                }
                ForEach(Array(sourceHandles.enumerated()), id: \.offset) { index, id in
                    Handle(nodeId: node.id, id: id, type: .source, position: node.sourcePosition,
                           alongSide: CGFloat(index + 1) / CGFloat(sourceHandles.count + 1))
                }
            }
        }
    }

    private var label: String {
        let text = node.data.nodeLabel
        return text.isEmpty ? node.id : text.nodeDisplayText
    }

    /// The size a custom node is drawn at: its fixed size, else the size the app that saved it measured
    /// (Langflow saves only `measured`, e.g. 320 × 458), so the layout keeps the proportions it was made
    /// with and a save writes the same size back; else 170 wide and as tall as its content.
    static func cardSize(of node: Node<JSONValue>) -> (width: CGFloat, height: CGFloat?) {
        // A measured 0 is "not measured yet" (React Flow's meaning), not a size.
        func measured(_ value: CGFloat?) -> CGFloat? {
            FlowRange.size(value).flatMap { $0 > 0 ? $0 : nil }
        }
        return (FlowRange.size(node.width) ?? measured(node.measured?.width) ?? 170,
                FlowRange.size(node.height) ?? measured(node.measured?.height))
    }

    private func card(type: String) -> some View {
        let size = Self.cardSize(of: node)
        let fields = !holdsNodes && (size.height ?? 0) >= Self.fieldListHeight
            ? Self.scalarFields(of: node.data, nodeId: node.id) : []
        return VStack(alignment: .leading, spacing: 3) {
            Text(label).font(.system(size: 12, weight: .semibold)).lineLimit(1)
            Text(type)
                .font(.system(size: 9))
                .foregroundColor(.secondary)
                .lineLimit(1)
                .padding(.horizontal, 4)
                .padding(.vertical, 1)
                .background(RoundedRectangle(cornerRadius: 3).stroke(Color.secondary, lineWidth: 0.5))
            ForEach(fields, id: \.self) { field in
                Text(field.nodeDisplayText).font(.system(size: 10)).foregroundColor(.secondary).lineLimit(1)
            }
        }
        .padding(8)
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .clipped()
    }

    /// "key: value" for each string, number and boolean at the top of `data`, then those of its nested
    /// objects as "object.key: value" (Flowise keeps a node's settings in `inputs`). The label, an `id` equal
    /// to the node's and a `selected` flag say nothing the node does not already show.
    static func scalarFields(of data: JSONValue, nodeId: String, limit: Int = 60) -> [String] {
        guard let object = data.objectValue else { return [] }
        var fields: [String] = []
        var nested: [String] = []
        for (key, value) in object where key != "label" && key != "selected" && !(key == "id" && value == .string(nodeId)) {
            if let text = scalarText(value) {
                fields.append("\(key): \(text)")
            } else if let inner = value.objectValue {
                for (innerKey, innerValue) in inner {
                    if let text = scalarText(innerValue) { nested.append("\(key).\(innerKey): \(text)") }
                }
            }
        }
        return Array((fields + nested).prefix(limit))
    }

    /// A scalar's text (one line, at most 60 characters); nil for null, arrays, objects and empty strings.
    private static func scalarText(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text):
            guard !text.isEmpty else { return nil }
            let line = text.replacingOccurrences(of: "\n", with: " ")
            return line.count > 60 ? String(line.prefix(59)) + "…" : line
        case .number(let number): return number.text
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension CanvasClipboardCodec where NodeData == JSONValue, EdgeData == JSONValue {
    /// Clipboard text for graphs whose data is free JSON (what the editor uses): the copied nodes and edges
    /// as a native SwiftFlow graph file, so Copy in one process and Paste in another work through the host
    /// clipboard. A `SwiftFlow` over `Node<JSONValue>` / `Edge<JSONValue>` uses it unless given another.
    ///
    /// Nodes whose parent was not copied are written without it; their parent ids and the parents' copy-time
    /// origins travel under the top-level key `swiftflowClipboard`, so paste places them as in one process.
    public static var graphJSON: CanvasClipboardCodec {
        CanvasClipboardCodec(encode: encodeGraphJSON, decode: decodeGraphJSON)
    }

    private static let marker = "swiftflowClipboard"

    @Sendable
    private static func encodeGraphJSON(_ payload: ClipboardPayload<JSONValue, JSONValue>) -> String? {
        let copied = Set(payload.nodes.map(\.id))
        var detached = JSONObject()
        let nodes = payload.nodes.map { node -> Node<JSONValue> in
            guard let parentId = node.parentId, !copied.contains(parentId) else { return node }
            var entry: JSONObject = ["parentId": .string(parentId)]
            if let origin = payload.detachedParentOrigins[node.id], origin.x.isFinite, origin.y.isFinite {
                entry["x"] = .number(JSONNumber(Double(origin.x)))
                entry["y"] = .number(JSONNumber(Double(origin.y)))
            }
            detached[node.id] = .object(entry)
            var copy = node
            copy.parentId = nil
            return copy
        }
        let document = GraphDocument(format: .swiftflow, nodes: nodes, edges: payload.edges,
                                     metadata: [marker: .object(["detachedParents": .object(detached)])])
        return String(decoding: document.encoded(), as: UTF8.self)
    }

    @Sendable
    private static func decodeGraphJSON(_ text: String) -> ClipboardPayload<JSONValue, JSONValue>? {
        guard let (document, _) = try? GraphDocument.parse(data: Data(text.utf8)),
              !document.nodes.isEmpty else { return nil }
        let detached = document.metadata[marker]?["detachedParents"]?.objectValue ?? JSONObject()
        var origins: [String: XYPosition] = [:]
        var nodes = document.nodes
        for index in nodes.indices {
            guard let entry = detached[nodes[index].id], let parentId = entry["parentId"]?.stringValue else {
                continue
            }
            nodes[index].parentId = parentId
            if let x = entry["x"]?.doubleValue, let y = entry["y"]?.doubleValue, x.isFinite, y.isFinite {
                origins[nodes[index].id] = XYPosition(x: CGFloat(x), y: CGFloat(y))
            }
        }
        return ClipboardPayload(nodes: nodes, edges: document.edges, detachedParentOrigins: origins)
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension CanvasClipboardCodec {
    /// Clipboard text for any node and edge data that is `Codable` at run time: each `data` goes through
    /// `JSONEncoder` / `JSONDecoder` into free JSON, and the graph travels in the `graphJSON` text format.
    ///
    /// Returns `nil` when either data type is not `Codable`. A `SwiftFlow` uses it by default for such data.
    public static var codableJSON: CanvasClipboardCodec? {
        guard NodeData.self is any Codable.Type, EdgeData.self is any Codable.Type else { return nil }
        let graph = CanvasClipboardCodec<JSONValue, JSONValue>.graphJSON
        return CanvasClipboardCodec(
            encode: { payload in
                var nodes: [Node<JSONValue>] = []
                for node in payload.nodes {
                    guard let data = jsonValue(of: node.data) else { return nil }
                    nodes.append(node.replacingData(data))
                }
                var edges: [Edge<JSONValue>] = []
                for edge in payload.edges {
                    var data: JSONValue?
                    if let value = edge.data {
                        guard let json = jsonValue(of: value) else { return nil }
                        data = json
                    }
                    edges.append(edge.replacingData(data))
                }
                return graph.encode(ClipboardPayload(nodes: nodes, edges: edges,
                                                     detachedParentOrigins: payload.detachedParentOrigins))
            },
            decode: { text in
                guard let json = graph.decode(text) else { return nil }
                var nodes: [Node<NodeData>] = []
                for node in json.nodes {
                    guard let data: NodeData = value(from: node.data) else { return nil }
                    nodes.append(node.replacingData(data))
                }
                var edges: [Edge<EdgeData>] = []
                for edge in json.edges {
                    var data: EdgeData?
                    if let stored = edge.data, !stored.isNull {
                        guard let value: EdgeData = value(from: stored) else { return nil }
                        data = value
                    }
                    edges.append(edge.replacingData(data))
                }
                return ClipboardPayload(nodes: nodes, edges: edges, detachedParentOrigins: json.detachedParentOrigins)
            })
    }

    /// The codec a canvas uses when none is given: `graphJSON` for `JSONValue` data, `codableJSON` for
    /// `Codable` data, else none (copies then stay inside the canvas).
    static var automatic: CanvasClipboardCodec? {
        if let graph = CanvasClipboardCodec<JSONValue, JSONValue>.graphJSON as? CanvasClipboardCodec {
            return graph
        }
        return codableJSON
    }
}

/// `value` as free JSON, through its `Encodable` conformance; `nil` when it has none or encoding fails.
private func jsonValue(of value: Any) -> JSONValue? {
    guard let encodable = value as? any Encodable else { return nil }
    // Top-level fragments (a bare string or number) are valid JSON text.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(encodable) else { return nil }
    return try? JSONValue(parsing: data)
}

/// A `T` decoded from free JSON through its `Decodable` conformance; `nil` when it has none or it fails.
private func value<T>(from json: JSONValue) -> T? {
    guard let type = T.self as? any Decodable.Type else { return nil }
    return decode(type, from: json.serialized(.compact)) as? T
}

private func decode<D: Decodable>(_ type: D.Type, from data: Data) -> Any? {
    try? JSONDecoder().decode(type, from: data)
}

extension Node {
    /// This node with `data` of another type and every other property kept.
    func replacingData<Other>(_ data: Other) -> Node<Other> {
        Node<Other>(id: id, position: position, data: data, type: type, width: width, height: height,
                    measured: measured, parentId: parentId, extent: extent, expandParent: expandParent,
                    origin: origin, hidden: hidden, selected: selected, dragging: dragging, draggable: draggable,
                    selectable: selectable, connectable: connectable, deletable: deletable, focusable: focusable,
                    zIndex: zIndex, style: style, sourcePosition: sourcePosition, targetPosition: targetPosition,
                    ariaLabel: ariaLabel)
    }
}

extension Edge {
    /// This edge with `data` of another type and every other property kept.
    func replacingData<Other>(_ data: Other?) -> Edge<Other> {
        Edge<Other>(id: id, source: source, target: target, sourceHandle: sourceHandle, targetHandle: targetHandle,
                    type: type, animated: animated, hidden: hidden, selected: selected, selectable: selectable,
                    deletable: deletable, focusable: focusable, reconnectable: reconnectable,
                    markerStart: markerStart, markerEnd: markerEnd, label: label, style: style, zIndex: zIndex,
                    interactionWidth: interactionWidth, data: data)
    }
}

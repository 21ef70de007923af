import Foundation
import SwiftFlow

/// Which handles each node shows: the ids its edges use (and its file declares), so that graphs saved by
/// apps with custom handles connect where their edges say; one unnamed handle of each type otherwise.
struct NodeHandles: Equatable {
    private var sources: [String: [String?]] = [:]
    private var targets: [String: [String?]] = [:]

    init(edges: [Edge<JSONValue>], declared: (String) -> JSONValue? = { _ in nil }, nodeIds: [String] = []) {
        for id in nodeIds {
            for handle in declared(id)?.arrayValue ?? [] {
                let handleId = handle["id"]?.stringValue
                switch handle["type"]?.stringValue {
                case "source": Self.add(handleId, to: &sources, node: id)
                case "target": Self.add(handleId, to: &targets, node: id)
                default: break
                }
            }
        }
        for edge in edges {
            Self.add(edge.sourceHandle, to: &sources, node: edge.source)
            Self.add(edge.targetHandle, to: &targets, node: edge.target)
        }
    }

    /// The source handle ids of `nodeId`, at least one.
    func sources(of nodeId: String) -> [String?] { sources[nodeId] ?? [nil] }

    /// The target handle ids of `nodeId`, at least one.
    func targets(of nodeId: String) -> [String?] { targets[nodeId] ?? [nil] }

    private static func add(_ handle: String?, to table: inout [String: [String?]], node: String) {
        let id = (handle?.isEmpty ?? true) ? nil : handle
        if !(table[node]?.contains(id) ?? false) { table[node, default: []].append(id) }
    }
}

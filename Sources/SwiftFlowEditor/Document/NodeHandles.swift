import Foundation
import SwiftFlow

/// Which handles each node shows: the ids its edges use (and its file declares), so that graphs saved by
/// apps with custom handles connect where their edges say; one unnamed handle of each type otherwise.
///
/// Built for every node when a file opens and whenever the edges change, so one table entry per node
/// holds both lists (one lookup per handle added), and declared handles come decoded from the document.
struct NodeHandles: Equatable {
    fileprivate struct Entry: Equatable {
        var sources: [String?] = []
        var targets: [String?] = []
    }

    private var table: [String: Entry] = [:]

    init(edges: [Edge<JSONValue>], declared: (String) -> [DeclaredHandle]? = { _ in nil }, nodeIds: [String] = []) {
        table.reserveCapacity(nodeIds.count)
        for id in nodeIds {
            guard let handles = declared(id) else { continue }
            for handle in handles {
                switch handle.type {
                case .source?: Self.add(handle.id, asSource: true, of: id, in: &table)
                case .target?: Self.add(handle.id, asSource: false, of: id, in: &table)
                case nil: break
                }
            }
        }
        for edge in edges {
            Self.add(edge.sourceHandle, asSource: true, of: edge.source, in: &table)
            Self.add(edge.targetHandle, asSource: false, of: edge.target, in: &table)
        }
    }

    /// The handles of every node of `document` for its edges (the file's declared handles included).
    init(document: GraphDocument, nodes: [Node<JSONValue>], edges: [Edge<JSONValue>]) {
        self.init(edges: edges, declared: { document.declaredHandleList(ofNode: $0) }, nodeIds: nodes.map(\.id))
    }

    /// The source handle ids of `nodeId`, at least one.
    func sources(of nodeId: String) -> [String?] { Self.atLeastOne(table[nodeId]?.sources) }

    /// The target handle ids of `nodeId`, at least one.
    func targets(of nodeId: String) -> [String?] { Self.atLeastOne(table[nodeId]?.targets) }

    private static func atLeastOne(_ handles: [String?]?) -> [String?] {
        guard let handles, !handles.isEmpty else { return [nil] }
        return handles
    }

    private static func add(_ handle: String?, asSource: Bool, of node: String, in table: inout [String: Entry]) {
        let id = (handle?.isEmpty ?? true) ? nil : handle
        // One lookup: the entry is changed in place.
        table[node, default: Entry()].add(id, asSource: asSource)
    }
}

extension NodeHandles.Entry {
    mutating func add(_ id: String?, asSource: Bool) {
        if asSource {
            if !sources.contains(id) { sources.append(id) }
        } else if !targets.contains(id) {
            targets.append(id)
        }
    }
}

/// Checks between elements: edges' endpoints and handles, and the nodes' parent chains.
extension GraphDecoder {
    func checkEndpoints(_ edge: Edge<JSONValue>, index: Int, nodes: DecodedNodes) {
        guard !nodes.listUnread else { return }
        checkEndpoint(.source, edge.source, edge.sourceHandle, index: index, nodes: nodes)
        checkEndpoint(.target, edge.target, edge.targetHandle, index: index, nodes: nodes)
    }

    private func checkEndpoint(_ end: HandleType, _ nodeId: String, _ handleId: String?, index: Int,
                               nodes: DecodedNodes) {
        // One lookup per end: the node's position gives its declared handles too.
        guard let position = nodes.indexById[nodeId] else {
            warning(.missingNode, "edges[\(index)].\(end.rawValue)", "node '\(nodeId)' \(nodes.absence(of: nodeId)); the edge is kept")
            return
        }
        guard let handleId, let handles = nodes.handles[position] else { return }
        if !handles.contains(where: { $0.id == handleId && ($0.type == nil || $0.type == end) }) {
            warning(.missingHandle, "edges[\(index)].\(end.rawValue)Handle",
                    "node '\(nodeId)' declares no \(end.rawValue) handle '\(handleId)'")
        }
    }

    /// A key of a node or edge that its object names more than once.
    func repeatedKey(_ path: String) {
        warning(.repeatedKey, path, "the key appears more than once; the last one is used, as JavaScript reads it")
    }

    func checkParents(_ nodes: DecodedNodes) {
        func parentPath(_ id: String) -> String {
            "\(nodes.path(of: id)).\(nodes.parentKey(of: id))"
        }
        var parentOf: [String: String] = [:]
        for node in nodes.nodes {
            guard let parentId = node.parentId else { continue }
            if !nodes.contains(parentId) {
                warning(.missingParent, parentPath(node.id),
                        "parent '\(parentId)' \(nodes.absence(of: parentId)); the node is placed as a top-level node")
            } else {
                parentOf[node.id] = parentId
            }
        }
        guard !parentOf.isEmpty else { return }
        // Walk each chain once; a node met again on the current walk closes a cycle.
        var finished: Set<String> = []
        for node in nodes.nodes where parentOf[node.id] != nil && !finished.contains(node.id) {
            var chain: [String] = []
            var onChain: Set<String> = []
            var current: String? = node.id
            while let id = current, !finished.contains(id) {
                if onChain.contains(id) {
                    let loop = chain.drop(while: { $0 != id }) + [id]
                    error(.parentCycle, parentPath(id),
                          "parent cycle: \(loop.map { "'\($0)'" }.joined(separator: " → "))")
                    break
                }
                chain.append(id)
                onChain.insert(id)
                current = parentOf[id]
            }
            finished.formUnion(chain)
        }
    }
}

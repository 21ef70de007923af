import Foundation

/// React Flow's id for the edge a connection makes: `xy-edge__{source}{sourceHandle}-{target}{targetHandle}`.
public func defaultEdgeId(for connection: Connection) -> String {
    "xy-edge__\(connection.source)\(connection.sourceHandle ?? "")-\(connection.target)\(connection.targetHandle ?? "")"
}

/// Whether an edge already links the same source and target through the same handles
/// (`nil` and an empty handle id count as the same).
public func connectionExists<EdgeData>(_ connection: Connection, in edges: [Edge<EdgeData>]) -> Bool {
    func same(_ a: String?, _ b: String?) -> Bool { (a ?? "").isEmpty ? (b ?? "").isEmpty : a == b }
    return edges.contains { edge in
        edge.source == connection.source && edge.target == connection.target
            && same(edge.sourceHandle, connection.sourceHandle) && same(edge.targetHandle, connection.targetHandle)
    }
}

/// Appends an edge for `connection` with React Flow's default id, unless an edge already makes
/// that connection or an endpoint is empty.
public func addEdge<EdgeData>(_ connection: Connection, edges: [Edge<EdgeData>]) -> [Edge<EdgeData>] {
    addEdge(connection, edges: edges, defaults: DefaultEdgeOptions())
}

/// Appends an edge for `connection`, with `defaults` filling the properties still at their initializer default.
public func addEdge<EdgeData>(
    _ connection: Connection,
    edges: [Edge<EdgeData>],
    defaults: DefaultEdgeOptions
) -> [Edge<EdgeData>] {
    let edge = Edge<EdgeData>(
        id: defaultEdgeId(for: connection),
        source: connection.source,
        target: connection.target,
        sourceHandle: connection.sourceHandle,
        targetHandle: connection.targetHandle
    )
    return addEdge(defaults.applied(to: edge), edges: edges)
}

/// Appends `edge` unless an edge already makes the same connection or an endpoint is empty.
public func addEdge<EdgeData>(_ edge: Edge<EdgeData>, edges: [Edge<EdgeData>]) -> [Edge<EdgeData>] {
    guard !edge.source.isEmpty, !edge.target.isEmpty, !connectionExists(edge.connection, in: edges) else {
        return edges
    }
    return edges + [edge]
}

/// Moves `oldEdge` onto `newConnection`, as React Flow's `reconnectEdge` does: the old edge is
/// removed and a copy with the new endpoints (and, by default, the new connection's default id)
/// is appended, keeping every other property. Returns `edges` unchanged when `oldEdge` is not in
/// the list or an endpoint is empty.
public func reconnectEdge<EdgeData>(
    _ oldEdge: Edge<EdgeData>,
    _ newConnection: Connection,
    _ edges: [Edge<EdgeData>],
    shouldReplaceId: Bool = true
) -> [Edge<EdgeData>] {
    guard !newConnection.source.isEmpty, !newConnection.target.isEmpty,
          edges.contains(where: { $0.id == oldEdge.id }) else { return edges }
    var edge = oldEdge
    edge.id = shouldReplaceId ? defaultEdgeId(for: newConnection) : oldEdge.id
    edge.source = newConnection.source
    edge.target = newConnection.target
    edge.sourceHandle = newConnection.sourceHandle
    edge.targetHandle = newConnection.targetHandle
    return edges.filter { $0.id != oldEdge.id } + [edge]
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Edge records: where each end attaches, the cached path and its bounds in the edge index.
extension CanvasStore {
    func rebuildEdges() {
        edgesDidChange()
        edgeRecords = [:]
        edgesByNode = [:]
        edgeIndex.removeAll()
        animatedEdgeIds = []
        reconnectableEdgeIds = []
        // Sized once: growing by doubling moves every record several times and briefly holds two tables.
        edgeRecords.reserveCapacity(edges.count)
        edgesByNode.reserveCapacity(nodes.count)
        var selected: Set<String> = []
        for (index, edge) in edges.enumerated() where edgeRecords[edge.id] == nil {
            let effective = configuration.defaultEdgeOptions?.applied(to: edge) ?? edge
            if edge.selected { selected.insert(edge.id) }
            edgeRecords[edge.id] = EdgeRecord(edge: effective, index: index)
            linkEdge(edge.id, source: edge.source, target: edge.target)
            recomputeEdge(edge.id)
        }
        setSelectedEdges(selected)
        recomputeRanks()
    }

    /// The edge with `id` as the view passed it, in O(1).
    func edge(withId id: String) -> Edge<EdgeData>? {
        guard let index = edgeRecords[id]?.index, index < edges.count else { return nil }
        return edges[index]
    }

    /// The point and side an edge end attaches to, or nil (with an error) when a named handle is missing.
    func endpoint(nodeId: String, handleId: String?, type: HandleType, edgeId: String)
        -> (point: CGPoint, position: Position)? {
        guard let record = records[nodeId], record.index < nodes.count else { return nil }
        let node = nodes[record.index]
        let bounds = record.geometry.bounds
        let handles = handlesByNode[nodeId] ?? []
        if !handles.isEmpty {
            let ofType = handles.filter { $0.type == type }
            var found = handleId.map { id in ofType.first { $0.id == id } } ?? ofType.first
            if found == nil, configuration.connectionMode == .loose {
                let others = handles.filter { $0.type != type }
                found = handleId.map { id in others.first { $0.id == id } } ?? others.first
            }
            if let found {
                return (found.edgePoint(in: bounds, handleSize: theme.handleSize), found.position)
            }
            if handleId != nil {
                reportOnce("handle:\(edgeId):\(type)", code: CanvasErrorCode.edgeEndpointMissing,
                           message: type == .source ? "error.sourceHandleMissing" : "error.targetHandleMissing",
                           .string(handleId ?? ""), .string(edgeId))
                return nil
            }
        }
        let position = type == .source ? node.sourcePosition : node.targetPosition
        return (HandleRecord(id: nil, type: type, position: position, isConnectable: true)
            .center(in: bounds), position)
    }

    /// Recomputes one edge's path and bounds, moving its index entry and damaging old and new bounds.
    func recomputeEdge(_ id: String) {
        guard var record = edgeRecords[id] else { return }
        edgesDidChange()
        let oldBounds = record.bounds
        let edge = record.edge
        record.route = nil
        record.bounds = .null
        record.pathBounds = .null
        let source = records[edge.source], target = records[edge.target]
        if source == nil || target == nil {
            let missing = source == nil ? edge.source : edge.target
            reportOnce("missing:\(id)", code: CanvasErrorCode.edgeEndpointMissing,
                       message: "error.edgeNodeMissing", .string(id), .string(missing))
        } else if !edge.hidden, let s = source, let t = target, s.index < nodes.count, t.index < nodes.count,
                  !nodes[s.index].hidden, !nodes[t.index].hidden,
                  outOfRangeIds.isEmpty || (isInRange(edge.source) && isInRange(edge.target)),
                  let start = endpoint(nodeId: edge.source, handleId: edge.sourceHandle, type: .source, edgeId: id),
                  let end = endpoint(nodeId: edge.target, handleId: edge.targetHandle, type: .target, edgeId: id) {
            // The path waits until the edge is drawn or hit: its bounds come from the ends and control points.
            let route = EdgeRoute(type: edge.type, source: start.point, sourcePosition: start.position,
                                  target: end.point, targetPosition: end.position)
            record.route = route
            record.sourcePosition = start.position
            record.targetPosition = end.position
            let pathBounds = route.bounds
            record.pathBounds = pathBounds
            let strokeWidth = edge.style?.strokeWidth ?? theme.edgeWidth
            let markerReach = (edge.markerStart != nil || edge.markerEnd != nil) ? 12.5 * strokeWidth / 2 + 2 : 0
            let anchorReach = edge.selected && edge.reconnectable ? Self.reconnectAnchorRadius + 1 : 0
            // Limited like node sizes: a huge stroke or interaction width must not make the bounds overflow.
            let reach = min(max(edge.interactionWidth / 2, strokeWidth / 2 + 1, markerReach, anchorReach),
                            FlowRange.maxSize)
            var bounds = pathBounds.insetBy(dx: -reach, dy: -reach)
            if let label = edge.label, !label.isEmpty {
                bounds = bounds.union(EdgeRenderer.labelBox(label, at: route.path.labelPosition,
                                                            measurer: delegate?.textMeasurer))
            }
            record.bounds = bounds
        }
        if record.route != nil && !record.bounds.hasFiniteEdges {
            record.route = nil
            record.bounds = .null
            record.pathBounds = .null
        }
        edgeRecords[id] = record
        if record.route != nil {
            edgeIndex.insert(id, rect: record.bounds)
        } else {
            edgeIndex.remove(id)
        }
        if record.route != nil, edge.animated { animatedEdgeIds.insert(id) } else { animatedEdgeIds.remove(id) }
        if record.route != nil, edge.selected, edge.reconnectable {
            reconnectableEdgeIds.insert(id)
        } else {
            reconnectableEdgeIds.remove(id)
        }
        let ring = focusRingReach(.edge(id))
        if !oldBounds.isNull { damageFlowRect(oldBounds.insetBy(dx: -ring, dy: -ring)) }
        if !record.bounds.isNull { damageFlowRect(record.bounds.insetBy(dx: -ring, dy: -ring)) }
        delegate?.storeDidChangeEdge(id)
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Edge records: where each end attaches, the cached path and its bounds in the edge index.
extension CanvasStore {
    /// The edge with `id` as the view passed it, in O(1).
    func edge(withId id: String) -> Edge<EdgeData>? {
        guard let index = edgeRecords.position(of: id), index < edges.count else { return nil }
        return edges[index]
    }

    /// The point and side an edge end attaches to, or nil (with an error) when a named handle is missing.
    func endpoint(nodeId: String, handleId: String?, type: HandleType, edgeId: String)
        -> (point: CGPoint, position: Position)? {
        guard case let (record, index)? = records.entry(nodeId), index < nodes.count else { return nil }
        return nodes.withUnsafeBufferPointer { list in
            endpoint(nodeId: nodeId, record: record, node: list.baseAddress! + index, handleId: handleId,
                     type: type, edgeId: edgeId)
        }
    }

    /// `endpoint(nodeId:handleId:type:edgeId:)` with the node's record found and its node read in place.
    private func endpoint(nodeId: String, record: NodeRecord, node: UnsafePointer<Node<NodeData>>,
                          handleId: String?, type: HandleType, edgeId: String) -> (point: CGPoint, position: Position)? {
        let bounds = record.geometry.bounds
        let handles = handlesByNode.isEmpty ? [] : handlesByNode[nodeId] ?? []
        if !handles.isEmpty {
            if let found = HandleRecord.attachment(in: handles, id: handleId, type: type,
                                                   connectionMode: configuration.connectionMode) {
                return (found.edgePoint(in: bounds, handleSize: theme.handleSize), found.position)
            }
            if handleId != nil {
                reportOnce("handle:\(edgeId):\(type)", code: CanvasErrorCode.edgeEndpointMissing,
                           message: type == .source ? "error.sourceHandleMissing" : "error.targetHandleMissing",
                           .string(handleId ?? ""), .string(edgeId))
                return nil
            }
        }
        let position = type == .source ? node.pointee.sourcePosition : node.pointee.targetPosition
        return (HandleRecord(id: nil, type: type, position: position, isConnectable: true)
            .center(in: bounds), position)
    }

    /// Recomputes one edge's path and bounds, moving its index entry and damaging old and new bounds.
    func recomputeEdge(_ id: String) {
        guard let slot = edgeRecords.index(forKey: id) else { return }
        recomputeEdge(slot: slot, id: id)
    }

    /// `recomputeEdge(_:)` for the record in `slot`, written in place: copying a record out and back through
    /// the store's unspecialized code, with a lookup by id each way, was most of an undo's edge restore.
    func recomputeEdge(slot: Int, id: String) {
        recomputeEdge(slot: slot, id: id, edge: edgeRecords.values[slot].edge)
    }

    /// `recomputeEdge(slot:id:)` given the record's edge; returns the ends' records and list indexes it looked up
    /// (`refreshEdge` gives the edge its z from them instead of looking both ends up again). `oldBounds`, when
    /// given, are the record's bounds (null for a record just added): reading them copies the whole record here.
    @discardableResult
    func recomputeEdge(slot: Int, id: String, edge: Edge<EdgeData>, oldBounds known: CGRect? = nil)
        -> (source: (record: NodeRecord, position: Int)?, target: (record: NodeRecord, position: Int)?) {
        edgesDidChange()
        let oldBounds = known ?? edgeRecords.values[slot].bounds
        let source = records.entry(edge.source), target = records.entry(edge.target)
        let (route, bounds) = placement(of: edge, id: id, source: source, target: target)
        edgeRecords.values[slot].route = route
        edgeRecords.values[slot].bounds = bounds
        if route != nil {
            edgeIndex.insert(id, rect: bounds)
        } else {
            edgeIndex.remove(id)
        }
        if route != nil, edge.animated {
            animatedEdgeIds.insert(id)
        } else if !animatedEdgeIds.isEmpty {
            animatedEdgeIds.remove(id)
        }
        if route != nil, edge.selected, edge.reconnectable {
            reconnectableEdgeIds.insert(id)
        } else if !reconnectableEdgeIds.isEmpty {
            reconnectableEdgeIds.remove(id)
        }
        let ring = focusRingReach(.edge(id))
        if !oldBounds.isNull { damageFlowRect(oldBounds.insetBy(dx: -ring, dy: -ring)) }
        if !bounds.isNull { damageFlowRect(bounds.insetBy(dx: -ring, dy: -ring)) }
        delegate?.storeDidChangeEdge(id)
        return (source, target)
    }

    /// Gives `record` its route, end sides and bounds from its endpoints' current geometry (no route, null
    /// bounds while it cannot be drawn). Touches nothing else: callers index, damage and notify.
    func placeEdge(_ record: inout EdgeRecord<EdgeData>, id: String) {
        (record.route, record.bounds) = placement(of: record.edge, id: id)
    }

    /// `placeEdge(_:id:)` with the ends' records and list indexes already looked up (the rebuild looks them up
    /// once for the route and the edge's z).
    func placeEdge(_ record: inout EdgeRecord<EdgeData>, id: String, source: (record: NodeRecord, position: Int)?,
                   target: (record: NodeRecord, position: Int)?) {
        (record.route, record.bounds) = placement(of: record.edge, id: id, source: source, target: target)
    }

    /// The route and bounds `edge` gets from its endpoints' current geometry: no route and null bounds while it
    /// cannot be drawn.
    func placement(of edge: Edge<EdgeData>, id: String) -> (route: EdgeRoute?, bounds: CGRect) {
        placement(of: edge, id: id, source: records.entry(edge.source), target: records.entry(edge.target))
    }

    /// `placement(of:id:)` with the ends' records and list indexes already looked up.
    func placement(of edge: Edge<EdgeData>, id: String, source: (record: NodeRecord, position: Int)?,
                   target: (record: NodeRecord, position: Int)?) -> (route: EdgeRoute?, bounds: CGRect) {
        guard case let ((s, sourceIndex)?, (t, targetIndex)?) = (source, target) else {
            let missing = source == nil ? edge.source : edge.target
            reportOnce("missing:\(id)", code: CanvasErrorCode.edgeEndpointMissing,
                       message: "error.edgeNodeMissing", .string(id), .string(missing))
            return (nil, .null)
        }
        guard !edge.hidden, sourceIndex < nodes.count, targetIndex < nodes.count,
              outOfRangeIds.isEmpty || (isInRange(edge.source) && isInRange(edge.target)) else { return (nil, .null) }
        let ends = nodes.withUnsafeBufferPointer { list -> (start: (point: CGPoint, position: Position),
                                                           end: (point: CGPoint, position: Position))? in
            let sourceNode = list.baseAddress! + sourceIndex, targetNode = list.baseAddress! + targetIndex
            guard !sourceNode.pointee.hidden, !targetNode.pointee.hidden,
                  let start = endpoint(nodeId: edge.source, record: s, node: sourceNode,
                                       handleId: edge.sourceHandle, type: .source, edgeId: id),
                  let end = endpoint(nodeId: edge.target, record: t, node: targetNode,
                                     handleId: edge.targetHandle, type: .target, edgeId: id) else { return nil }
            return (start, end)
        }
        guard let (start, end) = ends else { return (nil, .null) }
        // The path waits until the edge is drawn or hit: its bounds come from the ends and control points.
        let route = EdgeRoute(type: edge.type, source: start.point, sourcePosition: start.position,
                              target: end.point, targetPosition: end.position)
        let pathBounds = route.bounds
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
        guard bounds.hasFiniteEdges else { return (nil, .null) }
        return (route, bounds)
    }
}

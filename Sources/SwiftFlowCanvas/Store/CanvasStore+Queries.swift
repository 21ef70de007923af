import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What the gesture layer reads: hit-testing in z-order, handle anchors, box queries, lookups by id.
extension CanvasStore: CanvasSceneReading {
    /// `nil` also for a node outside `FlowRange`: it has no place on the canvas (drags and nudges skip it).
    public func geometry(of nodeId: String) -> NodeGeometry? {
        guard outOfRangeIds.isEmpty || !outOfRangeIds.contains(nodeId) else { return nil }
        return records[nodeId]?.geometry
    }

    public func node(id: String) -> Node<NodeData>? { node(withId: id) }

    public var outOfRangeNodeIds: Set<String> { outOfRangeIds }
    /// One record per id: a list repeating an id has fewer records than elements (the rebuild keeps the first).
    public var idsAreUnique: (nodes: Bool, edges: Bool) {
        (records.count == nodes.count, edgeRecords.count == edges.count)
    }

    public func edge(id: String) -> Edge<EdgeData>? { edge(withId: id) }

    public func listIndex(ofNode id: String) -> Int? { records.position(of: id) }

    public func listIndex(ofEdge id: String) -> Int? { edgeRecords.position(of: id) }

    /// One read of the table for all ids: through `listIndex(ofEdge:)` each id cost an exclusivity check, a
    /// copy of the table and three generic metadata lookups besides its hash.
    public func listIndices(ofEdges ids: [String]) -> [Int?] { edgeRecords.listPositions(of: ids) }

    /// The selected nodes in list order: O(k log k) for k selected (a walk of the list when most are).
    public var selectedNodes: [Node<NodeData>] {
        if selectedNodeIds.count * 8 > nodes.count { return nodes.filter { selectedNodeIds.contains($0.id) } }
        return selectedNodeIds.compactMap { id in records.position(of: id).map { (index: $0, id: id) } }
            .sorted { $0.index < $1.index }
            .compactMap { $0.index < nodes.count ? nodes[$0.index] : nil }
    }

    /// The selected edges in list order.
    public var selectedEdges: [Edge<EdgeData>] {
        if selectedEdgeIds.count * 8 > edges.count { return edges.filter { selectedEdgeIds.contains($0.id) } }
        return selectedEdgeIds.compactMap { id in edgeRecords.position(of: id).map { (index: $0, id: id) } }
            .sorted { $0.index < $1.index }
            .compactMap { $0.index < edges.count ? edges[$0.index] : nil }
    }

    public var selectedNodeIdSet: Set<String> { selectedNodeIds }

    public var selectedEdgeIdSet: Set<String> { selectedEdgeIds }

    public var selectionStamp: Int? { selectionRevision }

    /// The ids of the edges that start or end at `nodeId`.
    public func edgeIds(connectedTo nodeId: String) -> [String] { edgesByNode[nodeId] ?? [] }

    /// A lookup over `ids`, their ancestors and their parents' other children: all that placing and
    /// expanding parents of those nodes reads, built in O(k) instead of over the whole graph.
    public func partialLookup(around ids: [String], nodeOrigin: NodeOrigin) -> NodeLookup<NodeData> {
        var wanted = Set<String>()
        var order: [(index: Int, id: String)] = []
        func add(_ id: String) {
            guard let index = records.position(of: id), wanted.insert(id).inserted else { return }
            order.append((index, id))
        }
        for id in ids {
            var cursor: String? = id
            var steps = 0
            while let current = cursor, steps <= records.count {
                add(current)
                cursor = records[current]?.parentId
                steps += 1
            }
            if let parentId = records[id]?.parentId {
                for sibling in childrenById[parentId] ?? [] { add(sibling) }
            }
        }
        order.sort { $0.index < $1.index }
        let subset = order.compactMap { $0.index < nodes.count ? nodes[$0.index] : nil }
        return NodeLookup(nodes: subset.map { node in
            guard node.measured == nil, let size = measuredSizes[node.id] else { return node }
            var copy = node
            copy.measured = size
            return copy
        }, nodeOrigin: nodeOrigin)
    }

    /// Visible node ids whose rectangles (inflated by `margin`) contain `flowPoint`, top-most first.
    private func nodesUnder(_ flowPoint: CGPoint, margin: CGFloat) -> [String] {
        let probe = CGRect(x: flowPoint.x - margin, y: flowPoint.y - margin, width: 2 * margin, height: 2 * margin)
        return nodeIndex.query(probe)
            .filter { records[$0]?.geometry.bounds.insetBy(dx: -margin, dy: -margin).contains(flowPoint) ?? false }
            .compactMap { id in records.entry(id).map { (key: $0.record.sortKey(at: $0.position), id: id) } }
            .sorted { $0.key > $1.key }
            .map(\.id)
    }

    public func hit(at viewPoint: CGPoint) -> CanvasHit {
        let flowPoint = viewport.screenToFlow(viewPoint)
        let zoom = viewport.zoom
        // Top-most first: a node's resize handles, its connection handles (their box plus two screen points of
        // slop), its resize lines, then its body, which hides the controls of the nodes below it. Resize controls
        // are not drawn, so not hit, at low detail.
        let handleReach = theme.handleSize / 2 + 2 / zoom
        let resizable = !resizeControlsByNode.isEmpty && zoom >= CanvasElement<NodeData, EdgeData>.levelOfDetailZoom
        for id in nodesUnder(flowPoint, margin: resizable ? max(handleReach, resizeControlMargin) : handleReach) {
            guard let bounds = records[id]?.geometry.bounds else { continue }
            let controls = resizable ? resizeControlsByNode[id] : nil
            if let controls, let index = Self.resizeControl(in: controls, .handle, at: flowPoint, bounds, zoom) {
                return .resizeControl(nodeId: id, index: index)
            }
            for handle in handlesByNode[id] ?? [] {
                let center = handle.center(in: bounds)
                if abs(center.x - flowPoint.x) <= handleReach && abs(center.y - flowPoint.y) <= handleReach {
                    return .handle(nodeId: id, handleId: handle.id, type: handle.type)
                }
            }
            if let controls, let index = Self.resizeControl(in: controls, .line, at: flowPoint, bounds, zoom) {
                return .resizeControl(nodeId: id, index: index)
            }
            guard bounds.contains(flowPoint) else { continue }
            if delegate?.contentClaims(nodeId: id, at: flowPoint) ?? false { return .control(nodeId: id) }
            return .node(id: id)
        }
        if showsReconnectAnchors {
            for id in reconnectableEdgeIds.sorted() {
                guard let path = edgeRecords[id]?.path else { continue }
                if hypot(path.sourcePoint.x - flowPoint.x, path.sourcePoint.y - flowPoint.y) <= 10 {
                    return .edgeAnchor(edgeId: id, end: .source)
                }
                if hypot(path.targetPoint.x - flowPoint.x, path.targetPoint.y - flowPoint.y) <= 10 {
                    return .edgeAnchor(edgeId: id, end: .target)
                }
            }
        }
        let probe = CGRect(x: flowPoint.x - 1, y: flowPoint.y - 1, width: 2, height: 2)
        let candidates = edgeIndex.query(probe)
            .compactMap { id in edgeRecords.entry(id).map { (key: $0.record.sortKey(at: $0.position), id: id) } }
            .sorted { $0.key > $1.key }
            .map(\.id)
        for id in candidates {
            guard let record = edgeRecords[id], let path = record.path else { continue }
            if path.path.strokeContains(flowPoint, lineWidth: max(record.edge.interactionWidth, 1)) {
                return .edge(id: id)
            }
        }
        return .pane
    }

    /// The front-most control of `variant` whose hit area holds `point`.
    private static func resizeControl(in controls: [ResizeControlRecord], _ variant: ResizeControlVariant,
                                      at point: CGPoint, _ bounds: CGRect, _ zoom: CGFloat) -> Int? {
        controls.indices.reversed().first { index in
            controls[index].variant == variant && controls[index].hitRect(in: bounds, zoom: zoom).contains(point)
        }
    }

    public func resizeControl(nodeId: String, index: Int) -> ResizeControlRecord? {
        guard let controls = resizeControlsByNode[nodeId], controls.indices.contains(index) else { return nil }
        return controls[index]
    }

    public func childIds(of nodeId: String) -> [String] { childrenById[nodeId] ?? [] }

    private func anchor(_ handle: HandleRecord, nodeId: String, bounds: CGRect) -> HandleAnchor {
        let connectable = handle.isConnectable && (node(withId: nodeId)?.connectable ?? false)
        return HandleAnchor(nodeId: nodeId, handleId: handle.id, type: handle.type,
                            center: handle.center(in: bounds),
                            size: CGSize(width: theme.handleSize, height: theme.handleSize),
                            isConnectable: connectable)
    }

    public func handleAnchors(near flowPoint: CGPoint, radius: CGFloat) -> [HandleAnchor] {
        var result: [HandleAnchor] = []
        for id in nodesUnder(flowPoint, margin: radius + theme.handleSize) {
            guard let bounds = records[id]?.geometry.bounds else { continue }
            for handle in handlesByNode[id] ?? [] {
                let anchor = anchor(handle, nodeId: id, bounds: bounds)
                if hypot(anchor.center.x - flowPoint.x, anchor.center.y - flowPoint.y) <= radius {
                    result.append(anchor)
                }
            }
        }
        return result
    }

    private func findHandle(nodeId: String, handleId: String?, type: HandleType) -> HandleRecord? {
        let ofType = (handlesByNode[nodeId] ?? []).filter { $0.type == type }
        guard let handleId else { return ofType.first }
        return ofType.first { $0.id == handleId }
    }

    public func handleAnchor(nodeId: String, handleId: String?, type: HandleType) -> HandleAnchor? {
        guard let bounds = records[nodeId]?.geometry.bounds,
              let handle = findHandle(nodeId: nodeId, handleId: handleId, type: type) else { return nil }
        return anchor(handle, nodeId: nodeId, bounds: bounds)
    }

    public func handlePosition(nodeId: String, handleId: String?, type: HandleType) -> Position? {
        if let handle = findHandle(nodeId: nodeId, handleId: handleId, type: type) { return handle.position }
        guard handleId == nil, let node = node(withId: nodeId) else { return nil }
        return type == .source ? node.sourcePosition : node.targetPosition
    }

    public func nodeIds(in flowRect: CGRect, partially: Bool) -> [String] {
        let rect = flowRect.standardized
        return nodeIndex.query(rect).filter { id in
            guard let bounds = records[id]?.geometry.bounds else { return false }
            if partially {
                let overlap = bounds.intersection(rect)
                return !overlap.isNull && overlap.width * overlap.height > 0
            }
            return rect.contains(bounds)
        }.sorted { (records.position(of: $0) ?? 0) < (records.position(of: $1) ?? 0) }
    }

    public func edgeEndpoints(of edgeId: String) -> (source: CGPoint, target: CGPoint)? {
        guard let path = edgeRecords[edgeId]?.path else { return nil }
        return (path.sourcePoint, path.targetPoint)
    }
}

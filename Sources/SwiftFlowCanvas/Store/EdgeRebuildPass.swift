import Foundation
import SwiftFlowCore

/// The per-edge work of a full edge rebuild, in code that is not generic: ids hashed and tabled, ends looked
/// up, routes, bounds and z computed, `edgesByNode` noted. The store is generic over the app's node and edge
/// data and compiled once for all of them, so the same loop written in the store looked up type metadata and
/// called value witnesses for every edge it touched (about 14,000 instructions an edge at 10,000 nodes, half
/// of the graph's first frame). Here edges are read in place through `EdgeFieldLayout`; what still needs the
/// generic edge (the record itself, and any edge whose placement reports an error or measures a label) is
/// left to the store (`needsStorePlacement`).
struct EdgeRebuildPass {
    /// What the pass reads of one node, by node record slot.
    struct NodeEnd {
        /// The node's absolute box (its record's geometry).
        var bounds: CGRect
        var hidden: Bool
        /// Whether the node is placeable (not out of the drawable range).
        var inRange: Bool
        var sourcePosition: Position
        var targetPosition: Position
        /// What the node adds to its edges' z: its own z when it has a parent (see `CanvasStore.edgeZ`).
        var lift: Int
        /// The handles its content reported (`CanvasStore.handlesByNode`), empty before it was measured.
        var handles: [HandleRecord]
    }

    /// What the pass reads of the canvas's settings.
    struct Settings {
        var edgeWidth: CGFloat
        var handleSize: CGFloat
        var connectionMode: ConnectionMode
        var manualZ: Bool
        var reconnectAnchorRadius: CGFloat
    }

    /// The ids by slot (repeated ids keep their first edge, as the table does).
    private(set) var keys: [String] = []
    /// Each key's tag in `slots` (`SlotTable.tag` of its hash), for the record table.
    private(set) var tags: [UInt32] = []
    /// The list index of each slot's edge.
    private(set) var positions: [Int] = []
    private(set) var slots = SlotTable()
    /// Each slot's route, bounds and z; meaningless where `needsStorePlacement` is set.
    var routes: [EdgeRoute?] = []
    var bounds: [CGRect] = []
    private(set) var z: [Int] = []
    /// Slots whose placement the store must do itself: an end without a record (reported), a named handle
    /// missing (reported), a label (measured with the store's text measurer).
    private(set) var needsStorePlacement: [Bool] = []
    private var flags: [(selected: Bool, animated: Bool, reconnectable: Bool)] = []
    private(set) var links: EdgeLinks

    var count: Int { keys.count }

    /// Runs the pass over the `count` edges stored from `base` (laid out as `layout` says), their ends looked up
    /// in `nodes`, whose slots `ends` describes.
    init(edges base: UnsafeRawPointer, count: Int, layout: EdgeFieldLayout, nodes: RecordTable<NodeRecord>,
         ends: [NodeEnd], settings: Settings) {
        links = EdgeLinks(nodeSlots: nodes.count, edgeCount: count)
        keys.reserveCapacity(count)
        tags.reserveCapacity(count)
        positions.reserveCapacity(count)
        slots.reserveCapacity(count)
        routes.reserveCapacity(count)
        bounds.reserveCapacity(count)
        z.reserveCapacity(count)
        needsStorePlacement.reserveCapacity(count)
        flags.reserveCapacity(count)
        // Most edges share one attributes box: its properties are read once per run of equal boxes.
        var lastBox: UnsafeRawPointer?
        var boxAttributes: EdgeRouteAttributes?
        for index in 0..<count {
            let edge = base + index * layout.stride
            let id = layout.id(edge)
            let hash = id.hashValue
            guard slots.find(hash: hash, { keys[$0] == id }) == nil else { continue }
            if slots.needsGrowth { slots.grow() }
            slots.insert(keys.count, hash: hash)
            tags.append(SlotTable.tag(hash))
            let box = layout.attributesBox(edge)
            if box != lastBox || boxAttributes == nil {
                lastBox = box
                boxAttributes = layout.routeAttributes(edge)
            }
            let attributes = boxAttributes ?? layout.routeAttributes(edge)
            let sourceId = layout.source(edge), targetId = layout.target(edge)
            let source = nodes.index(forKey: sourceId)
            let target = sourceId == targetId ? source : nodes.index(forKey: targetId)
            links.add(edgeSlot: keys.count, source: source, sourceId: sourceId, target: target, targetId: targetId)
            let selected = layout.selected(edge)
            var placed: (route: EdgeRoute?, bounds: CGRect)? = (nil, .null)
            var edgeZ = 0
            if let source, let target {
                let zIndex = layout.zIndex(edge)
                edgeZ = settings.manualZ ? zIndex
                    : FlowRange.clamp(zIndex: zIndex) + Swift.max(ends[source].lift, ends[target].lift)
                placed = Self.placement(of: edge, layout: layout, attributes: attributes, selected: selected,
                                        source: ends[source], target: ends[target], settings: settings)
            } else {
                placed = nil
            }
            keys.append(id)
            positions.append(index)
            routes.append(placed?.route)
            bounds.append(placed?.bounds ?? .null)
            z.append(edgeZ)
            needsStorePlacement.append(placed == nil)
            flags.append((selected, attributes.animated, attributes.reconnectable))
        }
    }

    /// `CanvasStore.placement(of:id:source:target:)` for an edge whose ends both have records; `nil` where that
    /// would report an error or measure a label.
    private static func placement(of edge: UnsafeRawPointer, layout: EdgeFieldLayout, attributes: EdgeRouteAttributes,
                                  selected: Bool, source: NodeEnd, target: NodeEnd,
                                  settings: Settings) -> (route: EdgeRoute?, bounds: CGRect)? {
        guard !layout.hidden(edge), source.inRange && target.inRange else { return (nil, .null) }
        guard !source.hidden, !target.hidden else { return (nil, .null) }
        guard let start = endpoint(source, handleId: layout.sourceHandle(edge), type: .source, settings: settings),
              let end = endpoint(target, handleId: layout.targetHandle(edge), type: .target, settings: settings)
        else { return nil }
        if let label = attributes.label, !label.isEmpty { return nil }
        let route = EdgeRoute(type: layout.type(edge), source: start.point, sourcePosition: start.position,
                              target: end.point, targetPosition: end.position)
        let strokeWidth = attributes.strokeWidth ?? settings.edgeWidth
        let markerReach = attributes.hasMarkers ? 12.5 * strokeWidth / 2 + 2 : 0
        let anchorReach = selected && attributes.reconnectable ? settings.reconnectAnchorRadius + 1 : 0
        let reach = min(max(attributes.interactionWidth / 2, strokeWidth / 2 + 1, markerReach, anchorReach),
                        FlowRange.maxSize)
        let bounds = route.bounds.insetBy(dx: -reach, dy: -reach)
        guard bounds.hasFiniteEdges else { return (nil, .null) }
        return (route, bounds)
    }

    /// `CanvasStore.endpoint(nodeId:handleId:type:edgeId:)`; `nil` where that reports a missing handle.
    private static func endpoint(_ node: NodeEnd, handleId: String?, type: HandleType,
                                 settings: Settings) -> (point: CGPoint, position: Position)? {
        let handles = node.handles
        if !handles.isEmpty {
            if let found = HandleRecord.attachment(in: handles, id: handleId, type: type,
                                                   connectionMode: settings.connectionMode) {
                return (found.edgePoint(in: node.bounds, handleSize: settings.handleSize), found.position)
            }
            if handleId != nil { return nil }
        }
        let position = type == .source ? node.sourcePosition : node.targetPosition
        return (HandleRecord(id: nil, type: type, position: position, isConnectable: true).center(in: node.bounds),
                position)
    }

    /// The edge index's batch, and the ids of animated and of selected reconnectable edges, in slot order,
    /// from the final routes and bounds (the store's placements filled in).
    func drawnEdges() -> (indexed: [(id: String, rect: CGRect)], animated: Set<String>, reconnectable: Set<String>,
                          selected: Set<String>) {
        var indexed: [(id: String, rect: CGRect)] = []
        indexed.reserveCapacity(keys.count)
        var animated = Set<String>(), reconnectable = Set<String>(), selected = Set<String>()
        for slot in keys.indices {
            let flags = flags[slot]
            if flags.selected { selected.insert(keys[slot]) }
            guard routes[slot] != nil else { continue }
            indexed.append((keys[slot], bounds[slot]))
            if flags.animated { animated.insert(keys[slot]) }
            if flags.selected, flags.reconnectable { reconnectable.insert(keys[slot]) }
        }
        return (indexed, animated, reconnectable, selected)
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The selection box: selects the nodes it covers (partially or fully, per `selectionMode`) and every edge
/// connected to them, deselecting the rest. Each move costs what the box covers plus what changed, not the
/// whole graph: only the box's contents, its previous contents and the selection it started from can change.
@MainActor
final class SelectionBoxController<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    PointerGestureController {
    typealias Scene = any CanvasSceneReading<NodeData, EdgeData>

    unowned let interaction: CanvasInteraction<NodeData, EdgeData>
    /// The press point in flow coordinates, so the box keeps its corner on the content while auto-pan scrolls.
    private var startFlow = CGPoint.zero
    /// The latest pointer point, in view coordinates.
    private var current = CGPoint.zero
    /// The selected state last requested, by id; ids not in here still have the state they started with.
    private var requestedNodes: [String: Bool] = [:]
    private var requestedEdges: [String: Bool] = [:]
    /// What was selected when the box started (deselected by the first move unless the box covers it).
    private var startNodes: Set<String> = []
    private var startEdges: Set<String> = []
    /// Whether the box has moved yet: its first move decides about every element selected at the start.
    private var hasMoved = false
    /// The ids the box asked to select on its last move.
    private var boxedNodes: Set<String> = []
    private var boxedEdges: Set<String> = []

    init(interaction: CanvasInteraction<NodeData, EdgeData>) {
        self.interaction = interaction
    }

    /// Starts a box at `start` (view coordinates).
    func begin(at start: CGPoint, scene: Scene) -> Self {
        startFlow = scene.viewport.screenToFlow(start)
        current = start
        requestedNodes = [:]
        requestedEdges = [:]
        startNodes = Set(scene.selectedNodes.map(\.id))
        startEdges = Set(scene.selectedEdges.map(\.id))
        hasMoved = false
        boxedNodes = []
        boxedEdges = []
        return self
    }

    /// The box in view coordinates.
    private func rect(in scene: Scene) -> CGRect {
        let start = scene.viewport.flowToScreen(startFlow)
        return CGRect(x: min(start.x, current.x), y: min(start.y, current.y),
                      width: abs(current.x - start.x), height: abs(current.y - start.y))
    }

    func pointerMove(to location: CGPoint, scene: Scene) {
        current = location
        update(scene: scene)
        interaction.autoPanner.startIfNeeded(at: location, scene: scene)
    }

    var autoPanPointer: CGPoint? { current }

    func autoPanDidMove(scene: Scene) { update(scene: scene) }

    func pointerUp(at location: CGPoint, scene: Scene) {
        interaction.output?.setSelectionRect(nil)
    }

    func cancel(scene: Scene) {
        interaction.output?.setSelectionRect(nil)
    }

    private func update(scene: Scene) {
        let rect = rect(in: scene)
        interaction.output?.setSelectionRect(rect)
        let flowRect = scene.viewport.screenToFlow(rect)
        let partially = interaction.configuration.selectionMode == .partial
        var nodes = Set<String>()
        for id in scene.nodeIds(in: flowRect, partially: partially) {
            if let node = scene.node(id: id), node.selectable, !node.hidden { nodes.insert(id) }
        }
        var edges = Set<String>()
        // React Flow selects every selectable edge connected to a boxed node.
        for nodeId in nodes {
            for edgeId in scene.edgeIds(connectedTo: nodeId) where scene.edge(id: edgeId)?.selectable == true {
                edges.insert(edgeId)
            }
        }
        let nodeChanges = changes(wanted: nodes, previous: boxedNodes, start: startNodes,
                                  requested: &requestedNodes, index: { scene.listIndex(ofNode: $0) },
                                  make: { NodeChange<NodeData>.selection($0, $1) })
        let edgeChanges = changes(wanted: edges, previous: boxedEdges, start: startEdges,
                                  requested: &requestedEdges, index: { scene.listIndex(ofEdge: $0) },
                                  make: { EdgeChange<EdgeData>.selection($0, $1) })
        hasMoved = true
        boxedNodes = nodes
        boxedEdges = edges
        interaction.emit(nodes: nodeChanges, edges: edgeChanges)
    }

    /// The changes for the ids whose wanted state differs from the last one requested, in list order.
    private func changes<Change>(
        wanted: Set<String>, previous: Set<String>, start: Set<String>, requested: inout [String: Bool],
        index: (String) -> Int?, make: (String, Bool) -> Change
    ) -> [Change] {
        var candidates = wanted.union(previous)
        if !hasMoved { candidates.formUnion(start) }
        let changed = candidates.filter { id in wanted.contains(id) != (requested[id] ?? start.contains(id)) }
        let ordered = changed.compactMap { id in index(id).map { (index: $0, id: id) } }
            .sorted { $0.index < $1.index }
        return ordered.map { item in
            let want = wanted.contains(item.id)
            requested[item.id] = want
            return make(item.id, want)
        }
    }
}

import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// The full edge rebuild's pass over raw edges (`EdgeRebuildPass`): what it computes itself (routes, bounds,
/// z, the sets, `edgesByNode`) and what it leaves to the store (errors, labels), against values worked out by
/// hand from the node boxes. Default edge options take the generic walk; both must agree.
@MainActor
@Suite struct EdgeRebuildPassTests {
    private typealias Store = CanvasStore<String, EmptyEdgeData>
    private typealias TestNode = Node<String>
    private typealias TestEdge = Edge<EmptyEdgeData>

    /// a (0, 0) and b (300, 0), both 100 × 50; a child of b at (20, 100) relative, z lifted to b's.
    private var nodes: [TestNode] {
        var child = TestNode(id: "child", position: XYPosition(x: 20, y: 100), data: "child", width: 40, height: 20,
                             parentId: "b")
        child.zIndex = 7
        return [TestNode(id: "a", position: XYPosition(x: 0, y: 0), data: "a", width: 100, height: 50),
                TestNode(id: "b", position: XYPosition(x: 300, y: 0), data: "b", width: 100, height: 50), child]
    }

    private func store(_ edges: [TestEdge], configuration: CanvasConfiguration = CanvasConfiguration(),
                       handles: [String: [HandleRecord]] = [:]) -> (store: Store, errors: [String]) {
        let store = Store()
        var errors: [String] = []
        store.onError = { code, _ in errors.append(code) }
        store.update(nodes: nodes, edges: edges, configuration: configuration)
        if !handles.isEmpty {
            store.handlesByNode = handles
            store.rebuildAll()
        }
        return (store, errors)
    }

    @Test func routesBoundsAndZFromTheNodeBoxes() {
        let edges = [TestEdge(id: "ab", source: "a", target: "b", type: .straight, zIndex: 2),
                     TestEdge(id: "ab", source: "b", target: "a"),
                     TestEdge(id: "toChild", source: "a", target: "child", type: .straight, markerEnd: EdgeMarker(type: .arrow)),
                     TestEdge(id: "loop", source: "a", target: "a", type: .straight)]
        let (store, errors) = store(edges)
        #expect(errors.isEmpty)
        // a's right side (100, 25) to b's left side (300, 25); reach = interaction width 20 / 2 = 10.
        let ab = store.edgeRecords["ab"]
        #expect(store.edgeRecords.count == 3)
        #expect(store.edgeRecords.position(of: "ab") == 0)
        #expect(ab?.route?.source == CGPoint(x: 100, y: 25))
        #expect(ab?.route?.target == CGPoint(x: 300, y: 25))
        #expect(ab?.bounds == CGRect(x: 90, y: 15, width: 220, height: 20))
        #expect(store.edgeIndex.rect(for: "ab") == CGRect(x: 90, y: 15, width: 220, height: 20))
        #expect(ab?.z == 2)
        // The child's box is (320, 100) 40 × 20: its left side (320, 110). A marker reaches 12.5 / 2 + 2 = 8.25,
        // less than 10. z: 0 + the child's own z (7, a child's own stacking), the larger end.
        let toChild = store.edgeRecords["toChild"]
        #expect(toChild?.route?.target == CGPoint(x: 320, y: 110))
        #expect(toChild?.bounds == CGRect(x: 90, y: 15, width: 240, height: 105))
        #expect(toChild?.z == store.records["child"]?.z)
        #expect((store.records["child"]?.z ?? 0) >= 7)
        // Each node lists its edges in list order, a self-loop once.
        #expect(store.edgesByNode["a"] == ["ab", "toChild", "loop"])
        #expect(store.edgesByNode["b"] == ["ab"])
        #expect(store.edgesByNode["child"] == ["toChild"])
    }

    @Test func setsAndHiddenEdges() {
        var animated = TestEdge(id: "animated", source: "a", target: "b", animated: true)
        animated.selected = true
        let grabbable = TestEdge(id: "grab", source: "a", target: "b", selected: true, reconnectable: true)
        let hidden = TestEdge(id: "hidden", source: "a", target: "b", hidden: true, selected: true, reconnectable: true)
        let (store, _) = store([animated, grabbable, hidden])
        #expect(store.animatedEdgeIds == ["animated"])
        // Selected and reconnectable, drawn: only "grab" (the hidden one has no route).
        #expect(store.reconnectableEdgeIds == ["grab"])
        #expect(store.selectedEdgeIds == ["animated", "grab", "hidden"])
        #expect(store.edgeRecords["hidden"]?.route == nil)
        #expect(store.edgeRecords["hidden"]?.bounds == .null)
        #expect(store.edgeIndex.count == 2)
    }

    @Test func errorsAndLabelsGoThroughTheStore() {
        let edges = [TestEdge(id: "missing", source: "a", target: "nowhere"),
                     TestEdge(id: "named", source: "a", target: "b", sourceHandle: "top"),
                     TestEdge(id: "unknown", source: "a", target: "b", sourceHandle: "nope"),
                     TestEdge(id: "labelled", source: "a", target: "b", type: .straight, label: "Hi")]
        let handles = ["a": [HandleRecord(id: "top", type: .source, position: .top, isConnectable: true),
                             HandleRecord(id: "right", type: .source, position: .right, isConnectable: true)]]
        let (store, errors) = store(edges, handles: handles)
        // One report for the missing node (reported once across both rebuilds), one for the unknown handle.
        #expect(errors == [CanvasErrorCode.edgeEndpointMissing, CanvasErrorCode.edgeEndpointMissing])
        #expect(store.edgeRecords["missing"]?.route == nil)
        #expect(store.edgeRecords["missing"]?.z == 0)
        #expect(store.edgesByNode["nowhere"] == ["missing"])
        #expect(store.edgeRecords["unknown"]?.route == nil)
        // The named handle: a's top centre (50, 0), moved out by half the handle size (6 / 2).
        #expect(store.edgeRecords["named"]?.route?.source == CGPoint(x: 50, y: -3))
        #expect(store.edgeRecords["named"]?.sourcePosition == .top)
        // No handle named: the first source handle, "top", as well.
        #expect(store.edgeRecords["labelled"]?.route?.source == CGPoint(x: 50, y: -3))
        // A labelled edge is placed by the store, which adds the label's box to the path's reach.
        let labelled = store.edgeRecords["labelled"]
        #expect(labelled.map { $0.bounds.contains($0.pathBounds.insetBy(dx: -10, dy: -10)) } == true)
        #expect(labelled.map { store.placement(of: $0.edge, id: "labelled").bounds } == labelled?.bounds)
        #expect(store.edgeIndex.rect(for: "labelled") == labelled?.bounds)
    }

    /// Default edge options take the generic walk (each record's edge has them applied); the rest is the same.
    @Test func defaultOptionsTakeTheGenericWalk() {
        let edges = [TestEdge(id: "ab", source: "a", target: "b", zIndex: 2),
                     TestEdge(id: "toChild", source: "a", target: "child")]
        var configuration = CanvasConfiguration()
        configuration.defaultEdgeOptions = DefaultEdgeOptions(type: .straight)
        let (withOptions, _) = store(edges, configuration: configuration)
        let (plain, _) = store(edges.map { edge in
            var straight = edge
            straight.type = .straight
            return straight
        })
        #expect(withOptions.edgeRecords["ab"]?.edge.type == .straight)
        for id in ["ab", "toChild"] {
            #expect(withOptions.edgeRecords[id]?.bounds == plain.edgeRecords[id]?.bounds, "\(id)")
            #expect(withOptions.edgeRecords[id]?.z == plain.edgeRecords[id]?.z, "\(id)")
        }
        #expect(plain.edgeRecords["ab"]?.bounds == CGRect(x: 90, y: 15, width: 220, height: 20))
        #expect(withOptions.edgesByNode == plain.edgesByNode)
    }
}

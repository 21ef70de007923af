import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

@MainActor
@Suite struct InteractionNodeDragTests {
    @Test func dragStartsOnlyPastOnePointThreshold() {
        let h = TestGraph.harness(selected: ["a"])
        h.down(150, 125)
        h.move(151, 125)
        #expect(h.nodeChanges.isEmpty)
        h.move(152, 125)
        #expect(h.nodeChanges == [[.dragging("a", true), .position("a", XYPosition(x: 102, y: 100))]])
        h.move(160, 130)
        h.up(160, 130)
        #expect(h.nodeChanges == [
            [.dragging("a", true), .position("a", XYPosition(x: 102, y: 100))],
            [.position("a", XYPosition(x: 110, y: 105))],
            [.dragging("a", false)],
        ])
        #expect(h.log == [
            "nodeEnter a", "dragStart a XYPosition(x: 102.0, y: 100.0)", "drag a XYPosition(x: 102.0, y: 100.0)",
            "drag a XYPosition(x: 110.0, y: 105.0)", "dragStop a XYPosition(x: 110.0, y: 105.0)",
        ])
        #expect(h.node("a")?.position == XYPosition(x: 110, y: 105))
        #expect(h.node("a")?.dragging == false)
    }

    @Test func pressAndReleaseWithinThresholdIsAClick() {
        let h = TestGraph.harness()
        h.down(150, 125)
        h.move(151, 125)
        h.up(151, 125)
        #expect(h.log == ["nodeEnter a", "nodeClick a", "selection a|"])
        #expect(h.nodeChanges == [[.selection("a", true)]])
    }

    @Test func dragInFlowUnitsAtZoom() {
        let h = TestGraph.harness(selected: ["a"])
        h.scene.viewport = Viewport(x: 0, y: 0, zoom: 2)
        // a is drawn at (200…400, 200…300); moving 20 screen points is 10 flow units.
        h.down(300, 250)
        h.move(320, 250)
        #expect(h.node("a")?.position == XYPosition(x: 110, y: 100))
    }

    @Test func nodesDraggableOffOrNodeNotDraggable() {
        let off = TestGraph.harness { $0.nodesDraggable = false }
        off.down(150, 125)
        off.move(170, 125)
        off.up(170, 125)
        #expect(off.node("a")?.position == XYPosition(x: 100, y: 100))
        #expect(off.nodeChanges.isEmpty)
        #expect(!off.log.contains("nodeClick a"))

        var nodes = TestGraph.nodes()
        nodes[0].draggable = false
        let locked = Harness(nodes: nodes)
        locked.down(150, 125)
        locked.move(170, 125)
        locked.up(170, 125)
        #expect(locked.nodeChanges.isEmpty)
    }

    @Test func selectNodesOnDragSelectsTheGrabbedNodeOnly() {
        let h = TestGraph.harness(selected: ["b"], edgeSelected: true)
        h.down(150, 125)
        h.move(160, 125)
        #expect(h.nodeChanges.first == [.selection("a", true), .selection("b", false)])
        #expect(h.edgeChanges.first == [.selection("e1", false)])
        #expect(h.node("b")?.position == XYPosition(x: 300, y: 100))
        #expect(h.node("a")?.position == XYPosition(x: 110, y: 100))
    }

    @Test func selectNodesOnDragOffMovesWithoutSelecting() {
        let h = TestGraph.harness(selected: ["b"]) { $0.selectNodesOnDrag = false }
        h.down(150, 125)
        h.move(160, 125)
        h.up(160, 125)
        #expect(h.node("a")?.selected == false)
        #expect(h.node("b")?.selected == true)
        #expect(h.node("a")?.position == XYPosition(x: 110, y: 100))
        #expect(h.node("b")?.position == XYPosition(x: 300, y: 100))
    }

    /// React Flow 12 fires the node callbacks (with the grabbed node) and the selection callbacks together.
    @Test func selectedNodesMoveTogetherWithNodeAndSelectionCallbacks() {
        let h = TestGraph.harness(selected: ["a", "b"])
        h.down(150, 125)
        h.move(160, 135)
        h.up(160, 135)
        #expect(h.nodeChanges.first == [
            .dragging("a", true), .dragging("b", true),
            .position("a", XYPosition(x: 110, y: 110)), .position("b", XYPosition(x: 310, y: 110)),
        ])
        let at = "XYPosition(x: 110.0, y: 110.0)"
        #expect(h.log == [
            "nodeEnter a", "dragStart a \(at)", "selectionDragStart a,b", "drag a \(at)", "selectionDrag a,b",
            "dragStop a \(at)", "selectionDragStop a,b",
        ])
        #expect(h.nodeChanges.last == [.dragging("a", false), .dragging("b", false)])
    }

    /// The node callbacks get the node under the pointer, not the first of the selection: b, grabbed at
    /// (350, 125) and moved by (−20, +5), ends at (280, 105).
    @Test func multiNodeDragReportsTheGrabbedNode() {
        let h = TestGraph.harness(selected: ["a", "b"])
        h.down(350, 125)
        h.move(340, 130)
        h.move(330, 130)
        h.up(330, 130)
        let nodeLines = h.actions.filter { $0.hasPrefix("drag") }
        #expect(nodeLines == [
            "dragStart b XYPosition(x: 290.0, y: 105.0)", "drag b XYPosition(x: 290.0, y: 105.0)",
            "drag b XYPosition(x: 280.0, y: 105.0)", "dragStop b XYPosition(x: 280.0, y: 105.0)",
        ])
        #expect(h.actions.filter { $0.hasPrefix("selectionDrag") }
            == ["selectionDragStart a,b", "selectionDrag a,b", "selectionDrag a,b", "selectionDragStop a,b"])
        #expect(h.node("a")?.position == XYPosition(x: 80, y: 105))
    }

    /// A single-node drag stays a node drag only.
    @Test func singleNodeDragFiresNoSelectionCallbacks() {
        let h = TestGraph.harness()
        h.down(150, 125)
        h.move(170, 125)
        h.up(170, 125)
        #expect(h.actions.filter { $0.hasPrefix("selectionDrag") }.isEmpty)
        #expect(h.actions.filter { $0.hasPrefix("drag") }.count == 3)
    }

    @Test func snapToGridSnapsTheGroupByTheFirstNodesOffset() {
        let h = TestGraph.harness(selected: ["a", "b"]) { $0.snapToGrid = true }
        // Moving by (13, 12): a would be at (113, 112) → snapped (120, 120), an offset of (7, 8) that b shares.
        h.down(150, 125)
        h.move(163, 137)
        #expect(h.node("a")?.position == XYPosition(x: 120, y: 120))
        #expect(h.node("b")?.position == XYPosition(x: 320, y: 120))
    }

    @Test func snapGridSizeIsUsed() {
        let h = TestGraph.harness { $0.snapToGrid = true; $0.snapGrid = (x: 25, y: 30) }
        // (100 + 14, 100 + 20) = (114, 120) → (25 × 5, 30 × 4) = (125, 120).
        h.down(150, 125)
        h.move(164, 145)
        #expect(h.node("a")?.position == XYPosition(x: 125, y: 120))
    }

    @Test func coordinateExtentClampsTheDrag() {
        let h = TestGraph.harness {
            $0.coordinateExtent = CoordinateExtent(minX: 0, minY: 0, maxX: 1000, maxY: 800)
        }
        h.down(150, 125)
        h.move(-50, 125)
        #expect(h.node("a")?.position == XYPosition(x: 0, y: 100))
        // Bottom-right: the node's box must fit, so y ≤ 800 − 50.
        h.move(150, 1000)
        #expect(h.node("a")?.position == XYPosition(x: 100, y: 750))
    }

    @Test func parentExtentKeepsChildInsideParent() {
        let nodes: [Node<String>] = [
            Node(id: "g", position: .zero, data: "G", width: 300, height: 200),
            Node(id: "c", position: XYPosition(x: 10, y: 10), data: "C", width: 50, height: 50, parentId: "g",
                 extent: .parent),
        ]
        let h = Harness(nodes: nodes)
        h.down(35, 35)
        h.move(335, 35)
        // Right edge: x ≤ 300 − 50.
        #expect(h.node("c")?.position == XYPosition(x: 250, y: 10))
    }

    @Test func nodeCoordinateExtentIsRelativeToParent() {
        let nodes: [Node<String>] = [
            Node(id: "g", position: XYPosition(x: 100, y: 100), data: "G", width: 300, height: 200),
            Node(id: "c", position: XYPosition(x: 10, y: 10), data: "C", width: 50, height: 50, parentId: "g",
                 extent: .coordinateExtent(CoordinateExtent(minX: 0, minY: 0, maxX: 100, maxY: 100))),
        ]
        let h = Harness(nodes: nodes)
        h.down(135, 135)
        h.move(435, 135)
        #expect(h.node("c")?.position == XYPosition(x: 50, y: 10))
    }

    @Test func expandParentGrowsTheParent() {
        let nodes: [Node<String>] = [
            Node(id: "g", position: .zero, data: "G", width: 300, height: 200),
            Node(id: "e", position: XYPosition(x: 200, y: 100), data: "E", width: 50, height: 50, parentId: "g",
                 expandParent: true),
        ]
        let h = Harness(nodes: nodes)
        h.down(225, 125)
        h.move(325, 225)
        #expect(h.nodeChanges.last == [
            .dragging("e", true), .position("e", XYPosition(x: 300, y: 200)),
            .dimensions(id: "g", size: CGSize(width: 350, height: 250), setAttributes: true),
        ])
        #expect(h.node("g")?.width == 350)
        #expect(h.node("g")?.height == 250)
    }

    @Test func childrenOfDraggedSelectedParentAreNotMovedTwice() {
        let nodes: [Node<String>] = [
            Node(id: "g", position: .zero, data: "G", width: 300, height: 200, selected: true),
            Node(id: "c", position: XYPosition(x: 10, y: 10), data: "C", width: 50, height: 50, parentId: "g",
                 selected: true),
        ]
        let h = Harness(nodes: nodes)
        h.down(150, 150)
        h.move(170, 150)
        #expect(h.node("g")?.position == XYPosition(x: 20, y: 0))
        #expect(h.node("c")?.position == XYPosition(x: 10, y: 10))
        #expect(h.actions == ["dragStart g XYPosition(x: 20.0, y: 0.0)", "drag g XYPosition(x: 20.0, y: 0.0)"])
    }

    @Test func autoPanNearTheEdgeMovesViewAndNode() {
        let h = TestGraph.harness(selected: ["a"])
        h.down(150, 125)
        // 10 points from the left edge: 30 of the 40-point zone → 30 / 40 × 15 = 11.25 points per frame.
        h.move(10, 125)
        #expect(h.node("a")?.position == XYPosition(x: -40, y: 100))
        h.output.fireTimers(delay: h.interaction.autoPan.frameInterval)
        #expect(h.scene.viewport == Viewport(x: 11.25, y: 0, zoom: 1))
        // The pointer stays at view x 10, now flow x −1.25: the node follows.
        #expect(h.node("a")?.position == XYPosition(x: -51.25, y: 100))
        // Frames keep coming while the pointer stays in the zone.
        #expect(h.output.timers.filter { $0.delay == h.interaction.autoPan.frameInterval }.count == 1)
        h.up(10, 125)
        h.output.fireTimers()
        #expect(h.scene.viewport == Viewport(x: 11.25, y: 0, zoom: 1))
    }

    /// One auto-pan run is one camera move: start at its first frame, a move per frame, end when the pointer
    /// leaves the band; coming back starts a new run.
    @Test func autoPanRunsReportAMoveLifecycle() {
        let h = TestGraph.harness(selected: ["a"])
        let frame = h.interaction.autoPan.frameInterval
        h.down(150, 125)
        h.move(10, 125)
        #expect(!h.log.contains("moveStart"))
        h.output.fireTimers(delay: frame)
        h.output.fireTimers(delay: frame)
        #expect(h.actions.filter { $0.hasPrefix("move") } == ["moveStart", "move", "move"])
        // 30 / 40 × 15 = 11.25 per frame, twice.
        #expect(h.viewportChanges == [Viewport(x: 11.25, y: 0, zoom: 1), Viewport(x: 22.5, y: 0, zoom: 1)])
        h.move(200, 125)
        h.output.fireTimers(delay: frame)
        #expect(h.actions.filter { $0.hasPrefix("move") } == ["moveStart", "move", "move", "moveEnd"])
        h.move(10, 125)
        h.output.fireTimers(delay: frame)
        h.up(10, 125)
        h.output.fireTimers()
        #expect(h.actions.filter { $0.hasPrefix("move") }
            == ["moveStart", "move", "move", "moveEnd", "moveStart", "move", "moveEnd"])
        // The move ends before the drag does.
        let end = h.actions.lastIndex(of: "moveEnd") ?? -1
        let stop = h.actions.firstIndex { $0.hasPrefix("dragStop") } ?? -1
        #expect(end < stop)
    }

    @Test func cursorIsGrabbingWhileDragging() {
        let h = TestGraph.harness()
        h.move(150, 125, buttons: [])
        #expect(h.output.cursors.last == .openHand)
        h.down(150, 125)
        h.move(170, 125)
        #expect(h.output.cursors.last == .closedHand)
    }
}

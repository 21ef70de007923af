import Foundation
import Testing
import SwiftFlow

@MainActor
@Suite struct InteractionSpecSampleTests: CallbackScenePoints {
    var pane: CGPoint { emptyPane }

    func mount(_ sample: KeyPath<InteractionSamples, AnyView>, log: InteractionSampleLog = InteractionSampleLog(),
               nodes: [Node<MyData>] = callbackNodes, edges: [FlowEdge<EmptyEdgeData>] = callbackEdges)
        -> (canvas: CanvasElement<MyData, EmptyEdgeData>, pointer: SamplePointer, root: WindowRoot)? {
        let root = SampleHarness.root { InteractionSamples(sample, log: log, nodes: nodes, edges: edges) }
        guard let canvas = SampleHarness.canvas(in: root) else { return nil }
        return (canvas, SamplePointer(root: root), root)
    }

    func position(_ id: String, _ canvas: CanvasElement<MyData, EmptyEdgeData>) -> XYPosition? {
        canvas.nodes.first { $0.id == id }?.position
    }

    @Test func panOnDragPansThePane() throws {
        let (canvas, pointer, _) = try #require(mount(\.panOnDrag))
        #expect(canvas.configuration.panOnDrag)
        pointer.drag(from: pane, to: CGPoint(x: 650, y: 470))
        #expect(canvas.viewport == Viewport(x: -50, y: -30, zoom: 1))
    }

    @Test func selectionOnDragDrawsABoxInstead() throws {
        let (canvas, pointer, _) = try #require(mount(\.selectionOnDrag))
        #expect(canvas.configuration.selectionOnDrag)
        pointer.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 160))
        #expect(canvas.viewport == Viewport(x: 0, y: 0, zoom: 1))
        #expect(canvas.nodes.filter(\.selected).map(\.id) == ["a"])
    }

    @Test func panOnScrollPansAndDoesNotZoom() throws {
        let (canvas, _, root) = try #require(mount(\.panOnScroll))
        #expect(canvas.configuration.panOnScroll && !canvas.configuration.zoomOnScroll)
        root.handle(.scroll(location: pane, deltaX: 0, deltaY: 1, modifiers: []))
        root.update()
        #expect(canvas.viewport.zoom == 1)
        #expect(canvas.viewport.x == 0 && canvas.viewport.y != 0)
    }

    @Test func zoomOnScrollZooms() throws {
        let (canvas, _, root) = try #require(mount(\.zoomOnScroll))
        root.handle(.scroll(location: pane, deltaX: 0, deltaY: -1, modifiers: []))
        root.update()
        #expect(canvas.viewport.zoom > 1)
    }

    @Test func zoomOnPinchZoomsWithControlWheel() throws {
        let (canvas, _, root) = try #require(mount(\.zoomOnPinch))
        #expect(canvas.configuration.zoomOnPinch)
        root.handle(.scroll(location: pane, deltaX: 0, deltaY: -1, modifiers: .control))
        root.update()
        #expect(canvas.viewport.zoom > 1)
    }

    @Test func doubleClickZoomsInTwiceAroundTheCentre() throws {
        let (canvas, pointer, _) = try #require(mount(\.zoomOnDoubleClick))
        pointer.click(pane)
        pointer.click(pane, count: 2)
        // The zoom is animated (250 ms): run its frames to the end.
        for time in [0.0, 0.1, 1.0] { canvas.animationFrame(at: time) }
        // Zoom 2 about the view's centre (500, 300): the centre stays, so x = 500 − 2 × 500.
        #expect(canvas.viewport == Viewport(x: -500, y: -300, zoom: 2))
    }

    @Test func nodesDraggableFalseKeepsNodesInPlace() throws {
        let (canvas, pointer, _) = try #require(mount(\.nodesDraggable))
        pointer.drag(from: aCentre, to: CGPoint(x: 260, y: 220))
        #expect(position("a", canvas) == XYPosition(x: 100, y: 100))
    }

    @Test func snapToGridSnapsTheDraggedPosition() throws {
        let (canvas, pointer, _) = try #require(mount(\.snapToGrid))
        pointer.drag(from: aCentre, to: CGPoint(x: 193, y: 147))  // unsnapped (133, 127)
        #expect(position("a", canvas) == XYPosition(x: 140, y: 120))
    }

    @Test func coordinateExtentStopsDragsAtItsEdge() throws {
        let (canvas, pointer, _) = try #require(mount(\.coordinateExtent))
        pointer.drag(from: aCentre, to: CGPoint(x: 10, y: 20))  // unclamped (−50, 0)
        #expect(position("a", canvas) == XYPosition(x: 0, y: 0))
    }

    @Test func connectionConfigurations() throws {
        #expect(try #require(mount(\.nodesConnectable)).canvas.configuration.nodesConnectable)
        #expect(try #require(mount(\.strictConnections)).canvas.configuration.connectionMode == .strict)
        #expect(try #require(mount(\.looseConnections)).canvas.configuration.connectionMode == .loose)
        #expect(try #require(mount(\.connectionLineType)).canvas.configuration.connectionLineType == .smoothstep)
        #expect(try #require(mount(\.elementsSelectable)).canvas.configuration.elementsSelectable)
        #expect(!(try #require(mount(\.selectNodesOnDrag)).canvas.configuration.selectNodesOnDrag))
    }

    @Test func theCustomConnectionLineIsShownWhileConnecting() throws {
        let (canvas, pointer, root) = try #require(mount(\.connectionLineContent))
        pointer.press(aSource)
        root.handle(.pointerMove(location: CGPoint(x: 300, y: 250), buttons: [.primary], modifiers: []))
        root.update()
        #expect(canvas.activeConnection?.fromNodeId == "a")
        // The sample's view is one of the canvas's children while the connection lasts.
        #expect(canvas.children.contains { $0.frame.maxX >= 299 && $0.frame.minX <= 221 && $0.frame.minY < 120 })
        pointer.release(CGPoint(x: 300, y: 250))
        #expect(canvas.activeConnection == nil)
    }

    @Test func isValidConnectionRefusesDuplicates() throws {
        let (canvas, pointer, _) = try #require(mount(\.isValidConnection))
        pointer.drag(from: aSource, to: bTarget)
        #expect(canvas.edges.count == 1)
        pointer.drag(from: aSource, to: cTarget)
        #expect(canvas.edges.map { "\($0.source)>\($0.target)" } == ["a>b", "a>c"])
    }

    @Test func onReconnectMovesAReconnectableEdge() throws {
        #expect(reconnectableEdges[0].reconnectable == true)
        let (canvas, _, root) = try #require(mount(\.onReconnect, nodes: reconnectionNodes, edges: reconnectableEdges))
        canvas.callbacks.onReconnect?(reconnectableEdges[0], Connection(source: "1", target: "3"))
        root.update()
        #expect(canvas.edges.map { "\($0.source)>\($0.target)" } == ["1>3"])
    }

    @Test func selectionModesReachTheirCanvases() throws {
        let root = SampleHarness.root { InteractionSamples(\.selectionModes) }
        let modes = SampleHarness.elements(in: root).compactMap { $0 as? CanvasElement<MyData, EmptyEdgeData> }
            .map(\.configuration.selectionMode)
        #expect(modes == [.partial, .full])
    }

    @Test func keyboardShortcutsNudgeByTheirDistances() throws {
        let (canvas, pointer, root) = try #require(mount(\.keyboardShortcuts))
        #expect(canvas.configuration.keyboardShortcuts == KeyboardShortcuts(
            deleteKeyCode: 0xff08, forwardDeleteKeyCode: 0xffff, nudgeDistance: 1, shiftNudgeDistance: 10))
        pointer.click(aCentre)
        pointer.key(.rightArrow)
        #expect(position("a", canvas) == XYPosition(x: 101, y: 100))
        root.handle(.keyDown(KeyEvent(keysym: KeyCode.downArrow.rawValue, modifiers: .shift)))
        root.update()
        #expect(position("a", canvas) == XYPosition(x: 101, y: 110))
    }

    @Test func contextMenusReachTheirCallbacks() throws {
        let log = InteractionSampleLog()
        let (_, pointer, _) = try #require(mount(\.contextMenus, log: log))
        pointer.click(aCentre, button: .secondary)
        pointer.click(CGPoint(x: 310, y: 120), button: .secondary)  // the middle of a → b
        pointer.click(pane, button: .secondary)
        #expect(log.calls == ["node menu a", "edge menu e-ab", "canvas menu"])
    }

    @Test func theNodeSamplesSetTheirFlags() throws {
        let samples = dragControlNodes + connectableNodes + zIndexNodes
        let nodes = Dictionary(uniqueKeysWithValues: samples.map { ($0.id, $0) })
        #expect(nodes["locked"]?.draggable == false)
        #expect(nodes["child"]?.parentId == "group" && nodes["child"]?.extent == .parent)
        #expect(nodes["bounded"]?.extent == .coordinateExtent(CoordinateExtent(minX: 0, minY: 0, maxX: 500, maxY: 500)))
        #expect(nodes["readonly"]?.connectable == false)
        #expect(nodes["front"]?.zIndex == 10 && nodes["back"]?.zIndex == -5)
        #expect(canvasExtentNodes.map(\.id) == ["group", "child", "bounded"])
    }

    @Test func aLockedNodeAndALockedHandleDoNotMoveOrConnect() throws {
        final class Changes { var list: [NodeChange<MyData>] = [] }
        let changes = Changes()
        let root = SampleHarness.root { NodeSampleCanvas(nodes: dragControlNodes) { changes.list += $0 } }
        let canvas = try #require(SampleHarness.canvas(in: root))
        let pointer = SamplePointer(root: root)
        // "locked" spans (40, 40)–(160, 80); its handle is on the right edge at (160, 60).
        pointer.drag(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 200, y: 160))
        #expect(!changes.list.contains { if case .position = $0 { true } else { false } })
        pointer.press(CGPoint(x: 160, y: 60))
        root.handle(.pointerMove(location: CGPoint(x: 300, y: 300), buttons: [.primary], modifiers: []))
        root.update()
        #expect(canvas.activeConnection == nil)
        pointer.release(CGPoint(x: 300, y: 300))
    }
}

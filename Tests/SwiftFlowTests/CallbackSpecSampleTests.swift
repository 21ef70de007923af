import Foundation
import Testing
import SwiftFlow

/// Pointer and key input for the callback samples, in window points (the canvas fills the window at zoom 1
/// and offset 0, so window points are flow points).
@MainActor
struct SamplePointer {
    let root: WindowRoot

    func press(_ point: CGPoint, button: PointerButton = .primary, count: Int = 1) {
        root.handle(.pointerDown(location: point, button: button, clickCount: count, modifiers: []))
        root.update()
    }

    func release(_ point: CGPoint, button: PointerButton = .primary) {
        root.handle(.pointerUp(location: point, button: button, modifiers: []))
        root.update()
    }

    /// Moves with the primary button held, in `steps` equal steps.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 4) {
        press(start)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            root.handle(.pointerMove(location: point, buttons: [.primary], modifiers: []))
            root.update()
        }
        release(end)
    }

    func click(_ point: CGPoint, button: PointerButton = .primary, count: Int = 1) {
        press(point, button: button, count: count)
        release(point, button: button)
    }

    func hover(_ point: CGPoint) {
        root.handle(.pointerMove(location: point, buttons: [], modifiers: []))
        root.update()
    }

    func key(_ code: KeyCode) {
        root.handle(.keyDown(KeyEvent(keysym: code.rawValue)))
        root.handle(.keyUp(KeyEvent(keysym: code.rawValue)))
        root.update()
    }
}

/// Window points of `callbackNodes` at zoom 1: a spans (100, 100)–(220, 140), b (400, 100)–(520, 140),
/// c (100, 300)–(220, 340); handles sit in the middle of the left (target) and right (source) sides.
protocol CallbackScenePoints {}

extension CallbackScenePoints {
    var aCentre: CGPoint { CGPoint(x: 160, y: 120) }
    var cCentre: CGPoint { CGPoint(x: 160, y: 320) }
    var aSource: CGPoint { CGPoint(x: 220, y: 120) }
    var bTarget: CGPoint { CGPoint(x: 400, y: 120) }
    var cTarget: CGPoint { CGPoint(x: 100, y: 320) }
    var emptyPane: CGPoint { CGPoint(x: 700, y: 500) }
}

@MainActor
@Suite struct CallbackSpecSampleTests: CallbackScenePoints {

    func mount(_ app: CallbackSampleApp) -> (WindowRoot, SamplePointer) {
        let root = SampleHarness.root { CallbackSamples(app: app) }
        return (root, SamplePointer(root: root))
    }

    @Test func theSignaturesAreTheTypesTheCanvasTakes() throws {
        let app = CallbackSampleApp()
        let (root, _) = mount(app)
        let callbacks = try #require(SampleHarness.canvas(in: root)).callbacks
        let signatures = CallbackSignatures<MyData, EmptyEdgeData>(
            onNodesChange: callbacks.onNodesChange, onEdgesChange: callbacks.onEdgesChange,
            onConnect: callbacks.onConnect, onReconnect: callbacks.onReconnect,
            onViewportChange: callbacks.onViewportChange, onMoveStart: callbacks.onMoveStart,
            onMove: callbacks.onMove, onMoveEnd: callbacks.onMoveEnd,
            onSelectionChange: callbacks.onSelectionChange, onPaneClick: callbacks.onPaneClick,
            onNodeClick: callbacks.onNodeClick, onNodeDoubleClick: callbacks.onNodeDoubleClick,
            onNodeDragStart: callbacks.onNodeDragStart, onNodeDrag: callbacks.onNodeDrag,
            onNodeDragStop: callbacks.onNodeDragStop, onNodeMouseEnter: callbacks.onNodeMouseEnter,
            onNodeMouseLeave: callbacks.onNodeMouseLeave, onNodeContextMenu: callbacks.onNodeContextMenu,
            onEdgeClick: callbacks.onEdgeClick, onEdgeDoubleClick: callbacks.onEdgeDoubleClick,
            onEdgeContextMenu: callbacks.onEdgeContextMenu, onConnectStart: callbacks.onConnectStart,
            onConnectEnd: callbacks.onConnectEnd, isValidConnection: callbacks.isValidConnection,
            onBeforeDelete: callbacks.onBeforeDelete, onNodesDelete: callbacks.onNodesDelete,
            onEdgesDelete: callbacks.onEdgesDelete, onDelete: callbacks.onDelete,
            onSelectionDragStart: callbacks.onSelectionDragStart, onSelectionDrag: callbacks.onSelectionDrag,
            onSelectionDragStop: callbacks.onSelectionDragStop, onInit: callbacks.onInit,
            onError: callbacks.onError, onPaneContextMenu: callbacks.onPaneContextMenu)
        // The sample set these and left the others out.
        #expect(signatures.onMoveStart != nil && signatures.onBeforeDelete != nil && signatures.onInit != nil)
        #expect(signatures.onEdgeClick == nil && signatures.onPaneContextMenu == nil)
    }

    @Test func onNodesChangeSampleAppliesADrag() {
        let app = CallbackSampleApp()
        let root = SampleHarness.root { NodesChangeCallbackSample(app: app) }
        SamplePointer(root: root).drag(from: aCentre, to: CGPoint(x: 200, y: 160))
        #expect(app.nodes.first { $0.id == "a" }?.position == XYPosition(x: 140, y: 140))
    }

    @Test func onInitFiresOnce() {
        let app = CallbackSampleApp()
        let (root, pointer) = mount(app)
        pointer.click(emptyPane)
        root.update()
        #expect(app.calls.filter { $0 == "loadSavedGraph" }.count == 1)
    }

    @Test func clicksReachTheClickSelectionAndPaneSamples() {
        let app = CallbackSampleApp()
        let (_, pointer) = mount(app)
        pointer.click(aCentre)
        #expect(app.calls.contains("openNodeEditor a"))
        #expect(app.showProperties)  // a is selected
        #expect(app.selectedNodeId == "a")
        pointer.click(emptyPane)
        #expect(app.selectedNodeId == nil)
        #expect(!app.showProperties)  // the pane click cleared the selection
        pointer.click(cCentre)
        pointer.click(cCentre, count: 2)
        #expect(app.calls.contains("toggleNodeExpansion c"))
        #expect(!app.calls.contains("toggleNodeExpansion a"))
    }

    @Test func aNodeDragRunsStartDragStop() {
        let app = CallbackSampleApp()
        let (_, pointer) = mount(app)
        pointer.drag(from: cCentre, to: CGPoint(x: 200, y: 360))
        #expect(app.dragStates == [true, false])
        #expect(app.calls.last { $0.hasPrefix("preview") } == "preview 140.0,340.0")
        #expect(app.nodes.first { $0.id == "c" }?.position == XYPosition(x: 140, y: 340))
    }

    @Test func aPanRunsMoveStartMoveMoveEndAndTheViewportChanges() {
        let app = CallbackSampleApp()
        let (_, pointer) = mount(app)
        pointer.drag(from: emptyPane, to: CGPoint(x: 650, y: 460))
        #expect(app.gridStates == [true, false])
        #expect(app.calls.last { $0.hasPrefix("move") } == "move -50.0,-40.0")
        #expect(app.calls.contains("saveViewport 1.0"))
    }

    @Test func hoverAndContextMenuSamples() {
        let app = CallbackSampleApp()
        let (_, pointer) = mount(app)
        pointer.hover(aCentre)
        #expect(app.hoveredNodeId == "a")
        pointer.hover(emptyPane)
        #expect(app.hoveredNodeId == nil)
        pointer.click(cCentre, button: .secondary)
        #expect(app.showContextMenu)
        #expect(app.contextMenuNodeId == "c")
    }

    @Test func connectionsAreDrawnUnlessSelfOrDuplicate() {
        let app = CallbackSampleApp()
        let (_, pointer) = mount(app)
        pointer.drag(from: aSource, to: cTarget)
        #expect(app.connectHintStates == [true, false])
        #expect(app.edges.map { "\($0.source)>\($0.target)" } == ["a>b", "a>c"])
        pointer.drag(from: aSource, to: bTarget)  // a → b exists
        pointer.drag(from: aSource, to: CGPoint(x: 100, y: 120))  // a's own target handle
        #expect(app.edges.count == 2)
        #expect(app.connectHintStates == [true, false, true, false, true, false])
    }

    @Test func onConnectWithDefaultsMakesSmoothStepEdgesWithArrows() {
        let app = CallbackSampleApp()
        let root = SampleHarness.root { ConnectDefaultsCallbackSample(app: app) }
        SamplePointer(root: root).drag(from: aSource, to: cTarget)
        let edge = app.edges.first { $0.target == "c" }
        #expect(edge?.type == .smoothstep)
        #expect(edge?.markerEnd == .arrowClosed)
    }

    @Test func onReconnectMovesTheEdgeEnd() throws {
        let app = CallbackSampleApp()
        let (root, _) = mount(app)
        let canvas = try #require(SampleHarness.canvas(in: root))
        canvas.callbacks.onReconnect?(app.edges[0], Connection(source: "a", target: "c"))
        #expect(app.edges.map { "\($0.source)>\($0.target)" } == ["a>c"])
    }

    @Test func confirmedDeletionRunsEveryDeleteSample() async throws {
        let app = CallbackSampleApp()
        let (root, pointer) = mount(app)
        let canvas = try #require(SampleHarness.canvas(in: root))
        pointer.click(aCentre)
        pointer.key(.forwardDelete)
        await canvas.interaction.pendingDeletion?.value
        root.update()
        #expect(app.calls.filter { !$0.hasPrefix("move") && !$0.hasPrefix("saveViewport") }.suffix(3)
            == ["confirm a", "pushUndo a", "saveToHistory a | e-ab"])
        #expect(app.nodes.map(\.id) == ["b", "c"])
        #expect(app.edges.isEmpty)
    }

    @Test func refusedDeletionDeletesNothing() async throws {
        let app = CallbackSampleApp()
        app.confirmsDeletion = false
        let (root, pointer) = mount(app)
        let canvas = try #require(SampleHarness.canvas(in: root))
        pointer.click(aCentre)
        pointer.key(.forwardDelete)
        await canvas.interaction.pendingDeletion?.value
        root.update()
        #expect(app.calls.contains("confirm a"))
        #expect(!app.calls.contains { $0.hasPrefix("pushUndo") || $0.hasPrefix("saveToHistory") })
        #expect(app.nodes.count == 3 && app.edges.count == 1)
    }

    @Test func onErrorPrintsTheCodeAndMessage() {
        let app = CallbackSampleApp()
        let (root, _) = mount(app)
        printedLines.removeAll()
        app.edges.append(FlowEdge(id: "e-lost", source: "a", target: "nowhere"))
        root.update()
        #expect(printedLines == ["[SwiftFlow Error 008] Couldn't create edge e-lost: node \"nowhere\" does not exist."])
    }
}

import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// The whole path: InputEvent → WindowRoot → CanvasElement → CanvasInteraction → callbacks → the app's
/// @State → the re-rendered canvas. See `PipelineDriver` for the graph's coordinates.
@MainActor
@Suite struct PipelineTests {
    /// Pressing a at (150, 125) and releasing at (210, 175) moves it by (60, 50) to (160, 150); the app sees
    /// `dragging` true while moving and false at the end, and the drag start/stop callbacks fire once each.
    /// (The press itself selects a, so the first change the app sees for a is a selection.)
    @Test func dragMovesNodeThroughState() throws {
        let app = PipelineDriver()
        app.down(150, 125)
        app.move(160, 135)
        app.move(210, 175)
        #expect(app.log.node("a")?.dragging == true)
        app.up(210, 175)
        #expect(app.log.node("a")?.position == XYPosition(x: 160, y: 150))
        #expect(app.log.node("a")?.dragging == false)
        #expect(app.log.draggingSeen.contains(true))
        // Pressing selects a first (selectNodesOnDrag), so the drag starts on a selected node.
        #expect(app.log.node("a")?.selected == true)
        #expect(app.log.draggingSeen.last == false)
        #expect(app.log.events.filter { $0.hasPrefix("drag") } == ["dragStart a", "dragStop a"])
        let canvas = try #require(app.canvas)
        #expect(canvas.geometry(of: "a")?.absolutePosition == XYPosition(x: 160, y: 150))
        #expect(canvas.nodes.first { $0.id == "a" }?.position == XYPosition(x: 160, y: 150))
    }

    /// A click on b selects it and deselects a; Ctrl+click adds a back, a second Ctrl+click on b removes it.
    @Test func clickSelectsAndCtrlClickToggles() {
        let app = PipelineDriver(nodes: PipelineDriver.graph(selected: ["a"]))
        app.click(320, 110)
        #expect(app.log.nodes.filter(\.selected).map(\.id) == ["b"])
        app.click(120, 110, .control)
        #expect(app.log.nodes.filter(\.selected).map(\.id) == ["a", "b"])
        app.click(320, 110, .control)
        #expect(app.log.nodes.filter(\.selected).map(\.id) == ["a"])
        #expect(app.log.events.filter { $0.hasPrefix("selection") }
            == ["selection [\"b\"]", "selection [\"a\", \"b\"]", "selection [\"a\"]"])
    }

    /// Shift+drag from (80, 280) to (220, 370) draws a box that fully holds c (100…200 × 300…350) and
    /// nothing else: c ends up the only selected node, and the box disappears on release.
    @Test func shiftDragBoxSelects() throws {
        let app = PipelineDriver()
        let canvas = try #require(app.canvas)
        app.down(80, 280, .shift)
        app.move(150, 320, .shift)
        app.move(220, 370, .shift)
        #expect(canvas.selectionRect == CGRect(x: 80, y: 280, width: 140, height: 90))
        app.up(220, 370, .shift)
        #expect(canvas.selectionRect == nil)
        #expect(app.log.nodes.filter(\.selected).map(\.id) == ["c"])
    }

    /// Dragging from a's source handle (150, 150) to b's target handle (350, 100) calls onConnect with
    /// a → b; the app's addEdge makes it an edge the canvas then draws. The state mirrors the connection.
    @Test func handleToHandleConnects() throws {
        let app = PipelineDriver()
        let canvas = try #require(app.canvas)
        app.down(150, 150)
        app.move(250, 200)
        #expect(canvas.state.activeConnection?.fromNodeId == "a")
        app.move(350, 101)
        app.up(350, 101)
        #expect(canvas.state.activeConnection == nil)
        #expect(app.log.connections.map { [$0.source, $0.target] } == [["a", "b"]])
        #expect(app.log.edges.map { [$0.source, $0.target] } == [["a", "b"]])
        #expect(canvas.edges.count == 1)
        #expect(app.log.node("a")?.position == XYPosition(x: 100, y: 100))
    }

    /// Backspace removes the selected a and its edge; Ctrl+Z brings both back.
    @Test func deleteThenUndo() {
        let edge = Edge<EmptyEdgeData>(id: "e1", source: "a", target: "b")
        let app = PipelineDriver(edges: [edge])
        app.click(120, 110)
        app.key(.backspace)
        #expect(app.log.nodes.map(\.id) == ["b", "c"])
        #expect(app.log.edges.isEmpty)
        app.key(.z, .control)
        #expect(app.log.nodes.map(\.id).sorted() == ["a", "b", "c"])
        #expect(app.log.edges.map(\.id) == ["e1"])
    }

    /// Ctrl+C, Ctrl+V pastes a copy of a 50 right and 50 down, at (150, 150), as the new selection.
    @Test func copyPasteOffsetsByFifty() {
        let app = PipelineDriver()
        app.click(120, 110)
        app.key(.c, .control)
        app.key(.v, .control)
        #expect(app.log.nodes.count == 4)
        let pasted = app.log.nodes.filter { !["a", "b", "c"].contains($0.id) }
        #expect(pasted.map(\.position) == [XYPosition(x: 150, y: 150)])
        #expect(pasted.map(\.data) == ["A"])
        #expect(app.log.nodes.filter(\.selected).map(\.id) == pasted.map(\.id))
    }

    /// One wheel notch up (Δy = −40) at (200, 100) zooms ×1.2 about the pointer: x = 200 − 200·1.2 = −40,
    /// y = 100 − 100·1.2 = −20. onViewportChange fires exactly once (not again from the canvas).
    @Test func wheelZoomsAboutPointer() throws {
        let app = PipelineDriver()
        app.root.handle(.scroll(location: CGPoint(x: 200, y: 100), deltaX: 0, deltaY: -40, modifiers: []))
        let canvas = try #require(app.canvas)
        let expected = Viewport(x: -40, y: -20, zoom: 1.2)
        #expect(abs(canvas.viewport.x - expected.x) < 1e-9)
        #expect(abs(canvas.viewport.y - expected.y) < 1e-9)
        #expect(abs(canvas.viewport.zoom - expected.zoom) < 1e-9)
        #expect(app.log.viewports.count == 1)
        #expect(canvas.state.viewport == canvas.viewport)
    }

    /// A double click on the pane doubles the zoom about the view centre (300, 250), as the spec says:
    /// (300 − 600, 250 − 500) = (−300, −250). It eases in-out cubic over 250 ms (REFERENCE.md): at 125 ms the
    /// eased progress is 0.5, so (−150, −125) at zoom 1.5. One move: start, a move per frame, end.
    @Test func doubleClickZoomsByTwoAnimated() throws {
        let app = PipelineDriver()
        app.click(500, 400)
        app.click(500, 400, count: 2)
        let canvas = try #require(app.canvas)
        #expect(canvas.viewport == Viewport())
        #expect(app.root.isAnimating)
        app.root.advanceAnimations(to: 20)
        app.root.advanceAnimations(to: 20.125)
        #expect(abs(canvas.viewport.x - -150) < 1e-9)
        #expect(abs(canvas.viewport.y - -125) < 1e-9)
        #expect(abs(canvas.viewport.zoom - 1.5) < 1e-9)
        app.root.advanceAnimations(to: 20.25)
        #expect(canvas.viewport == Viewport(x: -300, y: -250, zoom: 2))
        #expect(app.log.viewports.last == Viewport(x: -300, y: -250, zoom: 2))
        #expect(app.log.viewports.count == 2)
        #expect(!app.root.isAnimating)
        #expect(app.log.events.filter { $0.hasPrefix("move") } == ["moveStart", "move", "move", "move", "moveEnd"])
    }

    /// Over b's Button the pointer is the button's arrow and over its TextField the I-beam, not the open hand
    /// the canvas shows over a draggable node's body.
    @Test func controlsInsideNodesShowTheirOwnCursor() throws {
        let app = PipelineDriver()
        let button = app.centre(of: try #require(app.element(named: "Button")))
        let field = app.centre(of: try #require(app.element(named: "TextField")))
        app.move(105, 140, buttons: [])
        #expect(app.host.cursors.last == .openHand)
        app.move(button.x, button.y, buttons: [])
        #expect(app.host.cursors.last == .arrow)
        app.move(105, 140, buttons: [])
        #expect(app.host.cursors.last == .openHand)
        app.move(field.x, field.y, buttons: [])
        #expect(app.host.cursors.last == .iBeam)
        // Dragging a grabs: the canvas's cursor while it holds the pointer.
        app.down(105, 140)
        app.move(110, 145)
        #expect(app.host.cursors.last == .closedHand)
        app.up(110, 145)
    }

    /// A secondary click on c reports its context menu.
    @Test func rightClickOpensNodeContextMenu() {
        let app = PipelineDriver()
        app.click(120, 310, button: .secondary)
        #expect(app.log.events.contains("contextMenu c"))
    }

    /// The viewport set through the instance still reaches the canvas and is reported once.
    @Test func instanceViewportStillWorks() throws {
        let app = PipelineDriver()
        let canvas = try #require(app.canvas)
        canvas.state.setViewport(Viewport(x: 10, y: 20, zoom: 1.5))
        #expect(canvas.viewport == Viewport(x: 10, y: 20, zoom: 1.5))
        #expect(app.log.viewports == [Viewport(x: 10, y: 20, zoom: 1.5)])
    }

    /// The Button in b gets its click; pressing, moving off and back onto it neither drags nor selects b.
    @Test func buttonInsideNodeReceivesClick() throws {
        let app = PipelineDriver()
        let button = try #require(app.element(named: "Button"))
        let point = app.centre(of: button)
        #expect(point.x > 300 && point.x < 400 && point.y > 100 && point.y < 150)
        app.down(point.x, point.y)
        app.move(point.x + 30, point.y + 30)
        app.move(point.x, point.y)
        app.up(point.x, point.y)
        #expect(app.log.buttonTaps == 1)
        #expect(app.log.node("b")?.position == XYPosition(x: 300, y: 100))
        #expect(app.log.node("b")?.selected == false)
        #expect(!app.log.events.contains { $0.hasPrefix("dragStart") })
    }

    /// While the TextField in b edits, typing goes to it and Backspace deletes a character, not the selected
    /// node a. A click on the pane ends editing; selecting a and pressing Backspace then deletes it.
    @Test func textFieldEditingKeepsKeysFromCanvas() throws {
        let app = PipelineDriver(nodes: PipelineDriver.graph(selected: ["a"]))
        let field = try #require(app.element(named: "TextField"))
        let point = app.centre(of: field)
        app.click(point.x, point.y)
        #expect(app.root.focusedElement === field)
        app.type("x")
        app.type("y")
        #expect(app.log.text == "xy")
        app.key(.backspace)
        #expect(app.log.text == "x")
        app.key(.forwardDelete)
        #expect(app.log.nodes.map(\.id) == ["a", "b", "c"])
        #expect(app.log.node("a")?.selected == true)

        app.click(500, 450)
        #expect(app.root.focusedElement !== field)
        app.click(120, 110)
        app.key(.backspace)
        #expect(app.log.nodes.map(\.id) == ["b", "c"])
        #expect(app.log.text == "x")
    }

    /// Leaving the window and coming back keeps the canvas's keys: Backspace then deletes the selected a.
    @Test func windowFocusRoundTripKeepsCanvasKeys() {
        let app = PipelineDriver()
        app.click(120, 110)
        app.root.handle(.focusOut)
        app.key(.backspace)
        #expect(app.log.nodes.count == 3)
        app.root.handle(.focusIn)
        app.key(.backspace)
        #expect(app.log.nodes.map(\.id) == ["b", "c"])
    }

    /// Tab on the focused canvas focuses node a; the canvas outlines it 6 points outside its box, 2 wide,
    /// in the selection-box border colour (0, 89, 220) at 0.8 over white ≈ (51, 122, 227): x = 94 at y = 125.
    @Test func tabFocusRingIsDrawn() throws {
        let app = PipelineDriver()
        app.click(500, 450)
        app.key(.tab)
        let canvas = try #require(app.canvas)
        #expect(canvas.interaction.focusedElement == .node("a"))
        let image = try CanvasHarness.render(app.root)
        CanvasHarness.expectPixel(image, 94, 125, (51, 122, 227), tolerance: 16, name: "pipeline-focus-ring")
        CanvasHarness.expectPixel(image, 90, 125, (255, 255, 255), tolerance: 16, name: "pipeline-focus-ring-out")
    }

    /// Moving over c reports the enter; the pointer leaving the window reports the leave.
    @Test func pointerLeavingWindowEndsNodeHover() {
        let app = PipelineDriver()
        app.move(120, 310, buttons: [])
        #expect(app.log.events == ["enter c"])
        app.root.handle(.pointerLeave)
        #expect(app.log.events == ["enter c", "leave c"])
    }

    /// Keys reach the canvas only after a click inside it.
    @Test func keysNeedAClickInsideTheCanvas() {
        let app = PipelineDriver(nodes: PipelineDriver.graph(selected: ["a"]))
        app.key(.backspace)
        #expect(app.log.nodes.count == 3)
    }
}

import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Controls' interactive lock, through the window: while locked, dragging a node, clicking it, box
/// selection and drawing a connection all do nothing; unlocked they work again. Graph: see `ControlsDriver`
/// (a at (100, 100), b at (300, 100), c at (100, 300); a's source handle (150, 150), b's target (350, 100)).
@MainActor
@Suite struct ControlsLockTests {
    static let lock = "Toggle Interactivity"

    @Test func lockedCanvasIgnoresDragSelectAndConnect() throws {
        let log = ControlsLog()
        var changes: [Bool] = []
        let driver = ControlsDriver(log: log) { Controls(onInteractiveChange: { changes.append($0) }) }
        let canvas = try #require(driver.canvas)
        #expect(canvas.isInteractive && canvas.state.isInteractive)

        driver.press(Self.lock)
        #expect(changes == [false])
        #expect(!canvas.isInteractive && !canvas.state.isInteractive)
        #expect(canvas.interaction.configuration.nodesDraggable == false)
        // The view's own configuration is untouched: the lock overrides it.
        #expect(canvas.configuration.nodesDraggable && canvas.configuration.elementsSelectable)

        // Drag a by (100, 100): it stays, no drag starts, the camera does not move either.
        driver.drag([(150, 125), (170, 145), (250, 225)])
        #expect(log.node("a")?.position == XYPosition(x: 100, y: 100))
        #expect(canvas.viewport == Viewport())
        // Click b: not selected.
        driver.click(320, 110)
        #expect(log.nodes.filter(\.selected).isEmpty)
        // Shift-drag a box round c: no box, nothing selected; the pane pans instead, as React Flow's does
        // when selecting is off. Dragging back undoes the pan.
        driver.down(80, 280, .shift)
        driver.move(220, 370, .shift)
        #expect(canvas.selectionRect == nil)
        driver.up(220, 370, .shift)
        #expect(log.nodes.filter(\.selected).isEmpty)
        #expect(canvas.viewport == Viewport(x: 140, y: 90, zoom: 1))
        driver.drag([(220, 370), (150, 320), (80, 280)], .shift)
        #expect(canvas.viewport == Viewport())
        // From a's source handle to b's target handle: no connection line, no edge.
        driver.down(150, 150)
        driver.move(250, 200)
        #expect(canvas.state.activeConnection == nil)
        driver.move(350, 101)
        driver.up(350, 101)
        #expect(log.edges.isEmpty)
        #expect(!log.events.contains { $0.hasPrefix("connect") || $0.hasPrefix("dragStart") })

        driver.press(Self.lock)
        #expect(changes == [false, true])
        #expect(canvas.isInteractive && canvas.state.isInteractive)

        // Unlocked, the same gestures work again.
        driver.drag([(150, 125), (170, 145), (250, 225)])
        #expect(log.node("a")?.position == XYPosition(x: 200, y: 200))
        driver.click(320, 110)
        #expect(log.nodes.filter(\.selected).map(\.id) == ["b"])
        driver.down(80, 280, .shift)
        driver.move(220, 370, .shift)
        #expect(canvas.selectionRect == CGRect(x: 80, y: 280, width: 140, height: 90))
        driver.up(220, 370, .shift)
        #expect(log.nodes.filter(\.selected).map(\.id) == ["c"])
        // a now sits at (200, 200): its source handle is at (250, 250).
        driver.down(250, 250)
        driver.move(300, 200)
        #expect(canvas.state.activeConnection?.fromNodeId == "a")
        driver.move(350, 101)
        driver.up(350, 101)
        #expect(log.edges.map { [$0.source, $0.target] } == [["a", "b"]])
    }

    /// The lock overrides the configuration only while closed: a canvas configured with selection off stays
    /// without selection after unlocking, and the lock survives new node lists from the app.
    @Test func unlockingRestoresTheViewsConfiguration() throws {
        let log = ControlsLog()
        let driver = ControlsDriver(width: 600, height: 400) {
            SwiftFlowLockApp(log: log)
        }
        let canvas = try #require(driver.canvas)
        #expect(canvas.interaction.configuration.elementsSelectable == false)
        #expect(canvas.interaction.configuration.nodesDraggable == true)
        driver.press(Self.lock)
        #expect(canvas.interaction.configuration.nodesDraggable == false)
        // A new list (a node added by the app) keeps the lock closed.
        canvas.callbacks.onNodesChange?([.add(item: Node(id: "d", position: XYPosition(x: 400, y: 300), data: "D",
                                                   width: 100, height: 50))])
        driver.root.update()
        #expect(canvas.nodes.count == 4)
        #expect(canvas.interaction.configuration.nodesDraggable == false)
        driver.press(Self.lock)
        #expect(canvas.interaction.configuration.nodesDraggable == true)
        #expect(canvas.interaction.configuration.elementsSelectable == false)
    }

    /// The lock button shows an open lock while interactive and a closed one while locked.
    @Test func iconFollowsTheLock() throws {
        let driver = ControlsDriver(log: ControlsLog()) { Controls(showZoom: false, showFitView: false) }
        func iconName() -> String? {
            driver.elements.compactMap { element -> String? in
                guard String(describing: type(of: element)) == "ImageElement" else { return nil }
                return Mirror(reflecting: element).descendant("image", "source").map { "\($0)" }
            }.first
        }
        #expect(iconName()?.contains("lock.open.fill") == true)
        driver.press(Self.lock)
        #expect(iconName()?.contains("\"lock.fill\"") == true)
    }
}

/// A canvas configured with `elementsSelectable: false`, with Controls.
private struct SwiftFlowLockApp: View {
    let log: ControlsLog
    @State var nodes = ControlsDriver.graph()

    var body: some View {
        SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](),
                  onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
                  elementsSelectable: false, colorMode: .light) { node in
            ControlsNodeView(node: node)
        } overlay: {
            Controls()
        }
    }
}

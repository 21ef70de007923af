import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// Resizers driven through the window with pointer events. Node "a" is 100 × 50 at (100, 100) at zoom 1, so its
/// corners are (100, 100), (200, 100), (200, 150) and (100, 150); expected values are worked out by hand.
@MainActor
@Suite struct NodeResizerTests {
    nonisolated private static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    // MARK: - The eight directions of the whole frame

    /// Each control of React Flow's frame dragged by (+30, +20): the edges it holds stay, the others follow.
    @Test(arguments: [
        (ResizeControlPosition.topLeft, CGPoint(x: 100, y: 100), rect(130, 120, 70, 30)),
        (.top, CGPoint(x: 150, y: 100), rect(100, 120, 100, 30)),
        (.topRight, CGPoint(x: 200, y: 100), rect(100, 120, 130, 30)),
        (.right, CGPoint(x: 200, y: 125), rect(100, 100, 130, 50)),
        (.bottomRight, CGPoint(x: 200, y: 150), rect(100, 100, 130, 70)),
        (.bottom, CGPoint(x: 150, y: 150), rect(100, 100, 100, 70)),
        (.bottomLeft, CGPoint(x: 100, y: 150), rect(130, 100, 70, 70)),
        (.left, CGPoint(x: 100, y: 125), rect(130, 100, 70, 50)),
    ])
    func eachControlOfTheFrameMovesItsEdges(position: ResizeControlPosition, grab: CGPoint, expected: CGRect) {
        let driver = ResizerDriver()
        driver.hover(grab.x, grab.y)
        #expect(driver.host.cursors.last == ResizeControlRecord(position: position).cursor)
        driver.drag(from: grab, through: [CGPoint(x: grab.x + 30, y: grab.y + 20)])
        #expect(driver.frame("a") == expected)
        // One step: the position only when the top or left edge moved, then the size with its attributes.
        var changes: [NodeChange<String>] = []
        if position.movesLeftEdge || position.movesTopEdge {
            changes.append(.position("a", XYPosition(x: expected.minX, y: expected.minY)))
        }
        changes.append(.dimensions(id: "a", size: expected.size, setAttributes: true))
        #expect(driver.log.changes == [changes])
        #expect(!driver.log.events.contains("dragStart a"))
    }

    @Test func theSpecsOneHandleFormResizesFromItsDirection() {
        var sizes: [String] = []
        let driver = ResizerDriver { node in
            AnyView(NodeResizer(nodeId: node.id, direction: .topLeft, onResize: { sizes.append("\($0)x\($1)") }))
        }
        driver.drag(from: CGPoint(x: 100, y: 100), through: [CGPoint(x: 80, y: 90), CGPoint(x: 60, y: 70)])
        #expect(driver.frame("a") == Self.rect(60, 70, 140, 80))
        #expect(sizes == ["120.0x60.0", "140.0x80.0"])
        // The frame's other corners are not there: a press just inside the bottom-right corner drags the node.
        driver.drag(from: (199, 149), to: (219, 149))
        #expect(driver.log.events == ["dragStart a"])
    }

    // MARK: - Limits

    @Test func minimumAndMaximumHoldTheSize() {
        let driver = ResizerDriver { node in
            AnyView(NodeResizer(nodeId: node.id, direction: .bottomRight, minWidth: 60, maxWidth: 150, minHeight: 30,
                                maxHeight: 80))
        }
        driver.drag(from: CGPoint(x: 200, y: 150), through: [CGPoint(x: 300, y: 250)])
        #expect(driver.frame("a") == Self.rect(100, 100, 150, 80))
        driver.drag(from: CGPoint(x: 250, y: 180), through: [CGPoint(x: 50, y: 0)])
        #expect(driver.frame("a") == Self.rect(100, 100, 60, 30))
    }

    @Test func theDefaultMinimumIsTenByTenAndTheOppositeEdgeStays() {
        let driver = ResizerDriver()
        // The left edge dragged past the right one stops 10 short of it; the top likewise.
        driver.drag(from: (100, 100), to: (400, 400))
        #expect(driver.frame("a") == Self.rect(190, 140, 10, 10))
    }

    @Test func keepAspectRatioFollowsTheLongerStretch() {
        // Ratio 2. Bottom-right by (+40, +5): the width stretches most (140 > 55 × 2), the height follows.
        var driver = ResizerDriver { _ in AnyView(NodeResizer(keepAspectRatio: true)) }
        driver.drag(from: (200, 150), to: (240, 155))
        #expect(driver.frame("a") == Self.rect(100, 100, 140, 70))
        // The right line grows the node downwards; the left line grows it upwards (React Flow's rule).
        driver = ResizerDriver { _ in AnyView(NodeResizer(keepAspectRatio: true)) }
        driver.drag(from: (200, 125), to: (220, 125))
        #expect(driver.frame("a") == Self.rect(100, 100, 120, 60))
        driver = ResizerDriver { _ in AnyView(NodeResizer(keepAspectRatio: true)) }
        driver.drag(from: (100, 125), to: (80, 125))
        #expect(driver.frame("a") == Self.rect(80, 90, 120, 60))
        // A height limit bounds the width through the ratio: (+100, +100) lets the height lead, held at 60.
        driver = ResizerDriver { _ in AnyView(NodeResizer(maxHeight: 60, keepAspectRatio: true)) }
        driver.drag(from: (200, 150), to: (300, 250))
        #expect(driver.frame("a") == Self.rect(100, 100, 120, 60))
    }

    @Test func shouldResizeVetoesSteps() {
        var asked: [String] = []
        let driver = ResizerDriver { _ in
            AnyView(NodeResizer(shouldResize: { params in
                asked.append(ResizerLog.text("ask", params))
                return params.width <= 150
            }))
        }
        driver.drag(from: CGPoint(x: 200, y: 125), through: [CGPoint(x: 240, y: 125), CGPoint(x: 270, y: 125),
                                                             CGPoint(x: 245, y: 125)])
        #expect(asked == ["ask 100,100 140x50", "ask 100,100 170x50", "ask 100,100 145x50"])
        #expect(driver.frame("a") == Self.rect(100, 100, 145, 50))
        #expect(driver.log.changes.count == 2)
    }

    // MARK: - Origin, parents, children

    @Test func aCentredOriginKeepsTheOppositeEdges() {
        // Position (150, 125) with origin (0.5, 0.5): the box is (100, 100)–(200, 150).
        let nodes = [Node<String>.box("a", 150, 125, 100, 50)]
        let driver = ResizerDriver(nodes: nodes, nodeOrigin: .center)
        driver.drag(from: (100, 100), to: (130, 120))
        // Box (130, 120) 70 × 30: its centre is the position.
        #expect(driver.log.node("a")?.position == XYPosition(x: 165, y: 135))
        #expect(driver.log.node("a")?.size == CGSize(width: 70, height: 30))
        // The bottom-right corner, now at (200, 150), dragged by (+30, +20): box (130, 120) 100 × 50.
        driver.drag(from: (200, 150), to: (230, 170))
        #expect(driver.log.changes.last == [.position("a", XYPosition(x: 180, y: 145)),
                                            .dimensions(id: "a", size: CGSize(width: 100, height: 50),
                                                        setAttributes: true)])
    }

    /// Group "g" is 200 × 150 at (100, 100); child "c" is 50 × 30 at (20, 20) inside it, kept there.
    private static let family = [
        Node<String>.box("g", 100, 100, 200, 150),
        Node(id: "c", position: XYPosition(x: 20, y: 20), data: "c", width: 50, height: 30, parentId: "g",
             extent: .parent),
    ]

    @Test func aChildWithParentExtentIsHeldInsideItsParent() {
        let driver = ResizerDriver(nodes: Self.family) { node in
            AnyView(NodeResizer(isVisible: node.id == "c"))
        }
        // c's box is (120, 120)–(170, 150); its bottom-right corner dragged far out stops at g's (300, 250).
        driver.drag(from: (170, 150), to: (500, 500))
        #expect(driver.frame("c") == Self.rect(20, 20, 180, 130))
        // Its top-left corner dragged up and left stops at g's top-left: position (0, 0).
        driver.drag(from: (120, 120), to: (20, 30))
        #expect(driver.frame("c") == Self.rect(0, 0, 200, 150))
    }

    @Test func aParentStopsShrinkingAtChildrenThatMayNotLeaveAndKeepsThemInPlace() {
        let driver = ResizerDriver(nodes: Self.family) { node in
            AnyView(NodeResizer(isVisible: node.id == "g"))
        }
        // g's left line dragged right by 100 stops at c's left edge (120): g 180 wide from x 120; c moves back
        // by 20 inside g so that it stays at (120, 120) on the canvas.
        driver.drag(from: (100, 175), to: (200, 175))
        #expect(driver.frame("g") == Self.rect(120, 100, 180, 150))
        #expect(driver.log.node("c")?.position == XYPosition(x: 0, y: 20))
        #expect(driver.canvas?.geometry(of: "c")?.bounds == Self.rect(120, 120, 50, 30))
    }

    @Test func aChildThatExpandsItsParentGrowsIt() {
        let nodes = [
            Node<String>.box("g", 100, 100, 200, 150),
            Node(id: "e", position: XYPosition(x: 150, y: 100), data: "e", width: 40, height: 40, parentId: "g",
                 expandParent: true),
        ]
        let driver = ResizerDriver(nodes: nodes) { node in AnyView(NodeResizer(isVisible: node.id == "e")) }
        // e's box is (250, 200)–(290, 240); dragged to 90 × 90 it reaches (340, 290), past g's (300, 250).
        driver.drag(from: (290, 240), to: (340, 290))
        #expect(driver.frame("e") == Self.rect(150, 100, 90, 90))
        #expect(driver.frame("g") == Self.rect(100, 100, 240, 190))
    }

    // MARK: - Zoom, snapping, hit order

    @Test func atZoomTwoThePointerDeltaIsHalved() {
        let driver = ResizerDriver()
        driver.zoom(2)
        // a's bottom-right corner is at window (400, 300); 40 × 20 window points are 20 × 10 flow units.
        driver.drag(from: (400, 300), to: (440, 320))
        #expect(driver.frame("a") == Self.rect(100, 100, 120, 60))
    }

    @Test func handlesKeepTheirScreenSizeWhenZoomedOutAndGrowWhenZoomedIn() {
        let driver = ResizerDriver()
        driver.zoom(0.5)
        // At zoom 0.5 the 7-point handle is 14 flow units: 7 window points around (100, 75), plus 2 of slop.
        #expect(driver.canvas?.hit(at: CGPoint(x: 105, y: 80)) == .resizeControl(nodeId: "a", index: 7))
        #expect(driver.canvas?.hit(at: CGPoint(x: 107, y: 82)) == .pane)
        driver.zoom(2)
        // At zoom 2 it stays 7 flow units: 14 window points around (400, 300), plus 2 of slop.
        #expect(driver.canvas?.hit(at: CGPoint(x: 408, y: 308)) == .resizeControl(nodeId: "a", index: 7))
        #expect(driver.canvas?.hit(at: CGPoint(x: 411, y: 311)) == .pane)
    }

    @Test func snappingMovesThePointerOnTheGrid() {
        let driver = ResizerDriver(snapToGrid: true)
        // The press (200, 150) snaps to (200, 160), the release (233, 171) to (240, 180): 40 × 20 further.
        driver.drag(from: (200, 150), to: (233, 171))
        #expect(driver.frame("a") == Self.rect(100, 100, 140, 70))
    }

    @Test func connectionHandlesSitAboveTheLinesAndBelowTheCornerHandles() {
        let driver = ResizerDriver { node in
            AnyView(ZStack {
                NodeResizer()
                Handle(nodeId: node.id, type: .source, position: .right)
                Handle(nodeId: node.id, id: "corner", type: .target, position: .bottom, alongSide: 1)
            })
        }
        // The source handle in the middle of the right side wins over the right line (index 1) there, not
        // 10 points above it; the bottom-right resize handle (index 7) wins over the target handle on its corner.
        #expect(driver.canvas?.hit(at: CGPoint(x: 200, y: 125)) == .handle(nodeId: "a", handleId: nil, type: .source))
        #expect(driver.canvas?.hit(at: CGPoint(x: 200, y: 112)) == .resizeControl(nodeId: "a", index: 1))
        #expect(driver.canvas?.hit(at: CGPoint(x: 200, y: 150)) == .resizeControl(nodeId: "a", index: 7))
    }

    @Test func aPressInsideTheNodeStillDragsIt() {
        let driver = ResizerDriver()
        driver.drag(from: (150, 125), to: (170, 135))
        #expect(driver.log.events == ["dragStart a"])
        #expect(driver.frame("a") == Self.rect(120, 110, 100, 50))
    }

    @Test func aHiddenFrameTakesNoPresses() {
        let driver = ResizerDriver { _ in AnyView(NodeResizer(isVisible: false)) }
        #expect(driver.canvas?.hit(at: CGPoint(x: 201, y: 151)) == .pane)
        driver.drag(from: (199, 149), to: (219, 169))
        #expect(driver.log.events == ["dragStart a"])
        #expect(driver.frame("a") == Self.rect(120, 120, 100, 50))
    }

    // MARK: - History and callbacks

    @Test func oneGestureIsOneUndoStep() {
        let nodes = [Node<String>(id: "a", position: XYPosition(x: 100, y: 100), data: "a", measured: nil)]
        let driver = ResizerDriver(nodes: nodes, contentSize: CGSize(width: 100, height: 50))
        let before = driver.log.node("a")
        #expect(driver.canvas?.geometry(of: "a")?.bounds == Self.rect(100, 100, 100, 50))
        driver.drag(from: CGPoint(x: 100, y: 100), through: [CGPoint(x: 90, y: 95), CGPoint(x: 80, y: 90),
                                                             CGPoint(x: 70, y: 80)])
        #expect(driver.frame("a") == Self.rect(70, 80, 130, 70))
        #expect(driver.canvas?.interaction.history.undoCount == 1)
        driver.key(.z, [.control])
        #expect(driver.log.node("a")?.position == before?.position)
        #expect(driver.log.node("a")?.width == nil)
        #expect(driver.log.node("a")?.height == nil)
        driver.key(.z, [.control, .shift])
        #expect(driver.frame("a") == Self.rect(70, 80, 130, 70))
    }

    @Test func callbacksRunStartResizeEndInOrder() {
        var events: [String] = []
        let driver = ResizerDriver { _ in
            AnyView(NodeResizer(onResizeStart: { events.append(ResizerLog.text("start", $0)) },
                                onResize: { events.append(ResizerLog.text("resize", $0) + " \($0.directionX),\($0.directionY)") },
                                onResizeEnd: { events.append(ResizerLog.text("end", $0)) }))
        }
        driver.drag(from: CGPoint(x: 100, y: 150), through: [CGPoint(x: 90, y: 160), CGPoint(x: 95, y: 160)])
        #expect(events == ["start 100,100 100x50", "resize 90,100 110x60 -1,1", "resize 95,100 105x60 1,0",
                           "end 95,100 105x60"])
        // A press without movement is no resize at all.
        events = []
        driver.drag(from: CGPoint(x: 95, y: 160), through: [])
        #expect(events.isEmpty)
    }
}

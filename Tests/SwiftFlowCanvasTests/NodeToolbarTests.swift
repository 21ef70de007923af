import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// NodeToolbar through the window. Node "a" is 100 × 40 at flow (100, 100); the canvas fills the window from
/// its origin, so at the default camera flow and window points coincide. Each toolbar holds a 40 × 20 button
/// inside 4 points of padding: its box is 48 × 28.
@MainActor
@Suite struct NodeToolbarTests {
    static func graph(selected: Set<String> = []) -> [Node<String>] {
        [Node<String>.box("a", 100, 100, selected: selected.contains("a")),
         .box("b", 300, 100, selected: selected.contains("b")),
         .box("c", 100, 250, selected: selected.contains("c"))]
    }

    static func driver(_ setup: ToolbarSetup, nodes: [Node<String>] = graph(), log: OverlayLog = OverlayLog())
        -> OverlayDriver {
        OverlayDriver { OverlayApp(log: log, nodes: nodes, toolbar: setup) }
    }

    /// React Flow's getNodeToolbarTransform, worked out for the node (100, 100, 100 × 40), offset 10, box 48 × 28:
    /// top y = 100 − 10 − 28 = 62, bottom y = 140 + 10 = 150, left x = 100 − 10 − 48 = 42, right x = 210;
    /// along the top/bottom x = 100 (start), 100 + 50 − 24 = 126 (center), 200 − 48 = 152 (end); along the
    /// left/right y = 100, 100 + 20 − 14 = 106, 140 − 28 = 112.
    @Test(arguments: [
        (ToolbarPosition.top, ToolbarAlign.start, CGPoint(x: 100, y: 62)),
        (.top, .center, CGPoint(x: 126, y: 62)),
        (.top, .end, CGPoint(x: 152, y: 62)),
        (.bottom, .start, CGPoint(x: 100, y: 150)),
        (.bottom, .center, CGPoint(x: 126, y: 150)),
        (.bottom, .end, CGPoint(x: 152, y: 150)),
        (.left, .start, CGPoint(x: 42, y: 100)),
        (.left, .center, CGPoint(x: 42, y: 106)),
        (.left, .end, CGPoint(x: 42, y: 112)),
        (.right, .start, CGPoint(x: 210, y: 100)),
        (.right, .center, CGPoint(x: 210, y: 106)),
        (.right, .end, CGPoint(x: 210, y: 112)),
    ])
    func placementBesideTheNode(position: ToolbarPosition, align: ToolbarAlign, origin: CGPoint) throws {
        let driver = Self.driver(ToolbarSetup(position: position, align: align, nodeIds: ["a"]))
        let expected = CGRect(origin: origin, size: CGSize(width: 48, height: 28))
        #expect(driver.shownToolbarBoxes.count == 1)
        #expect(try #require(driver.shownToolbarBoxes.first).isClose(to: expected))
        // The button is centred in the box, in window points as the accessibility tree reports it.
        let button = try #require(driver.buttons["Tool a"])
        #expect(button.centre == expected.centre)
    }

    /// Offset 0: y = 100 − 0 − 28 = 72; offset 25: y = 100 − 25 − 28 = 47; left with offset 25: x = 100 − 25 − 48.
    @Test func offsetIsTheGapToTheNode() throws {
        let flush = Self.driver(ToolbarSetup(offset: 0, nodeIds: ["a"]))
        #expect(try #require(flush.shownToolbarBoxes.first).isClose(to: CGRect(x: 126, y: 72, width: 48, height: 28)))
        let far = Self.driver(ToolbarSetup(offset: 25, nodeIds: ["a"]))
        #expect(try #require(far.shownToolbarBoxes.first).isClose(to: CGRect(x: 126, y: 47, width: 48, height: 28)))
        let left = Self.driver(ToolbarSetup(position: .left, offset: 25, nodeIds: ["a"]))
        #expect(try #require(left.shownToolbarBoxes.first).isClose(to: CGRect(x: 27, y: 106, width: 48, height: 28)))
    }

    /// At zoom 2 with the camera at (10, 20) node "a" is on screen at (210, 220, 200 × 80): top/center puts the
    /// box at (210 + 100 − 24, 220 − 10 − 28) = (286, 182), right/end at (410 + 10, 220 + 80 − 28) = (420, 272).
    /// At zoom 0.5 with the camera at (50, 30) it is at (100, 80, 50 × 20): bottom/start at (100, 110),
    /// left/center at (100 − 10 − 48, 80 + 10 − 14) = (42, 76). The box stays 48 × 28 at both zooms.
    @Test func constantScreenSizeNextToTheNodesScreenRectangle() throws {
        let cases: [(ToolbarPosition, ToolbarAlign, Viewport, CGPoint)] = [
            (.top, .center, Viewport(x: 10, y: 20, zoom: 2), CGPoint(x: 286, y: 182)),
            (.right, .end, Viewport(x: 10, y: 20, zoom: 2), CGPoint(x: 420, y: 272)),
            (.bottom, .start, Viewport(x: 50, y: 30, zoom: 0.5), CGPoint(x: 100, y: 110)),
            (.left, .center, Viewport(x: 50, y: 30, zoom: 0.5), CGPoint(x: 42, y: 76)),
        ]
        for (position, align, viewport, origin) in cases {
            let driver = Self.driver(ToolbarSetup(position: position, align: align, nodeIds: ["a"]))
            let canvas = try #require(driver.canvas)
            canvas.setViewport(viewport)
            // The layer follows the camera at once: no layout pass needed before a click lands on the toolbar.
            let expected = CGRect(origin: origin, size: CGSize(width: 48, height: 28))
            #expect(try #require(driver.shownToolbarBoxes.first).isClose(to: expected))
            #expect(driver.buttonLabel(at: expected.centre) == "Tool a")
            driver.root.update()
            #expect(try #require(driver.buttons["Tool a"]).centre == expected.centre)
        }
    }

    /// Without `isVisible` a toolbar shows while its node is the only selected one.
    @Test func defaultVisibilityFollowsTheOnlySelectedNode() throws {
        let log = OverlayLog()
        let driver = Self.driver(ToolbarSetup(isVisible: nil), log: log)
        #expect(driver.shownToolbarBoxes.isEmpty)
        #expect(driver.buttons.keys.filter { $0.hasPrefix("Tool") }.isEmpty)

        driver.click(CGPoint(x: 150, y: 120))
        #expect(log.node("a")?.selected == true)
        #expect(Set(driver.buttons.keys.filter { $0.hasPrefix("Tool") }) == ["Tool a"])
        #expect(try #require(driver.shownToolbarBoxes.first).isClose(to: CGRect(x: 126, y: 62, width: 48, height: 28)))

        // Ctrl+click adds b: two selected nodes, no toolbar.
        driver.click(CGPoint(x: 350, y: 120), .primary)
        #expect(log.nodes.filter(\.selected).map(\.id) == ["a", "b"])
        #expect(driver.shownToolbarBoxes.isEmpty)
        #expect(driver.buttons.keys.filter { $0.hasPrefix("Tool") }.isEmpty)

        driver.click(CGPoint(x: 150, y: 270))
        #expect(log.nodes.filter(\.selected).map(\.id) == ["c"])
        #expect(Set(driver.buttons.keys.filter { $0.hasPrefix("Tool") }) == ["Tool c"])
        #expect(try #require(driver.shownToolbarBoxes.first).isClose(to: CGRect(x: 126, y: 212, width: 48, height: 28)))

        driver.click(CGPoint(x: 500, y: 350))
        #expect(log.nodes.filter(\.selected).isEmpty)
        #expect(driver.shownToolbarBoxes.isEmpty)
    }

    /// Only toolbars that show cost anything: with a toolbar on each of 60 visible nodes, the layer holds the
    /// one of the only selected node; with every node selected (Ctrl+A) it holds none.
    @Test func onlyShownToolbarsAreKeptByTheLayer() throws {
        let nodes: [Node<String>] = (0..<60).map { (i: Int) -> Node<String> in
            let x = CGFloat(i % 10) * 55, y = CGFloat(i / 10) * 60
            return Node<String>.box("n\(i)", x, y, 50, 30, selected: i == 7)
        }
        let driver = Self.driver(ToolbarSetup(isVisible: nil), nodes: nodes)
        let canvas = try #require(driver.canvas)
        #expect(driver.elements(NodeToolbarElement.self).count == 60)
        #expect(canvas.screenLayer.shownCount == 1)
        driver.click(CGPoint(x: 580, y: 380))
        driver.root.handle(InputEvent.keyDown(KeyEvent(keysym: 0x61, text: "a", modifiers: .primary)))
        driver.root.update()
        #expect(canvas.nodes.allSatisfy { $0.selected })
        #expect(canvas.screenLayer.shownCount == 0)
        #expect(driver.elements(NodeToolbarElement.self).allSatisfy { $0.children.isEmpty })
    }

    /// `isVisible: false` hides the toolbar whatever the selection.
    @Test func explicitVisibilityWins() throws {
        let driver = Self.driver(ToolbarSetup(isVisible: false), nodes: Self.graph(selected: ["a"]))
        #expect(driver.shownToolbarBoxes.isEmpty)
        #expect(driver.buttons["Tool a"] == nil)
    }

    /// Node "a"'s toolbar at the bottom lies over node "c" at (100, 150), which is drawn above "a": the
    /// toolbar's button takes the click, and neither a click nor a drag on it or its background selects or
    /// moves "c" (or pans the canvas).
    @Test func aButtonInTheToolbarTakesTheClickBeforeTheNodeUnderIt() throws {
        let log = OverlayLog()
        let nodes = [Node<String>.box("a", 100, 100), .box("c", 100, 150)]
        let driver = Self.driver(ToolbarSetup(position: .bottom, nodeIds: ["a"]), nodes: nodes, log: log)
        let box = CGRect(x: 126, y: 150, width: 48, height: 28)
        #expect(try #require(driver.shownToolbarBoxes.first).isClose(to: box))
        log.nodeChanges.removeAll()

        driver.click(box.centre)
        #expect(log.taps == ["a"])
        driver.drag(from: box.centre, by: CGSize(width: 30, height: 40))
        driver.drag(from: CGPoint(x: box.minX + 2, y: box.midY), by: CGSize(width: 30, height: 40))
        #expect(log.taps == ["a"])
        #expect(log.nodeChanges.isEmpty)
        #expect(log.node("c")?.position == XYPosition(x: 100, y: 150))
        #expect(log.node("c")?.selected == false)
        #expect(try #require(driver.canvas).viewport == Viewport())

        // Next to the toolbar, the same press reaches node "c".
        driver.click(CGPoint(x: 110, y: 180))
        #expect(log.node("c")?.selected == true)
    }

    /// The toolbar draws above node "c" (blue, stacked above "a"): red button content in the middle, the
    /// light material (the theme's white node background at 85%) over blue in the padding:
    /// 0.85 · 255 + 0.15 · (0, 122, 255) = (217, 235, 255).
    @Test func drawnAboveEveryNodeWithAMaterialBackground() throws {
        let style = NodeStyle(background: .blue)
        let nodes = [Node<String>.box("a", 100, 100), .box("c", 100, 150, style: style)]
        let root = CanvasHarness.root(width: 400, height: 300) {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), colorMode: .light) { node in
                Text(node.data).overlay {
                    if node.id == "a" {
                        NodeToolbar(isVisible: true, position: .bottom) {
                            Color.red.frame(width: 40, height: 20)
                        }
                    }
                }
            }
        }
        let image = try CanvasHarness.render(root)
        // Box (126, 150, 48 × 28); content (130, 154, 40 × 20).
        CanvasHarness.expectPixel(image, 150, 164, (255, 59, 48), name: "toolbar-content")
        CanvasHarness.expectPixel(image, 128, 170, (217, 235, 255), tolerance: 6, name: "toolbar-material")
        // Outside the box node "c" shows blue.
        CanvasHarness.expectPixel(image, 115, 170, (0, 122, 255), name: "toolbar-node-below")
    }

    /// In dark mode the material is the theme's dark node background (#1e1e1e) at 85%, here over the dark
    /// pane (#141414): 0.85 · 30 + 0.15 · 20 = 28.5.
    @Test func theMaterialFollowsTheColourMode() throws {
        let root = CanvasHarness.root(width: 400, height: 300) {
            SwiftFlow(nodes: [Node<String>.box("a", 100, 100)], edges: [Edge<EmptyEdgeData>](),
                      colorMode: .dark) { node in
                Text(node.data).overlay {
                    NodeToolbar(isVisible: true, position: .bottom) { Color.red.frame(width: 40, height: 20) }
                }
            }
        }
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 128, 164, (28, 28, 28), tolerance: 3, name: "toolbar-material-dark")
    }

    /// At low detail (zoom 0.3) node views are not drawn, but the only selected node keeps its toolbar:
    /// node "a" is at (30, 30, 30 × 12) on screen, so the top/center box is at (45 − 24, 30 − 10 − 28).
    @Test func theSelectedNodesToolbarShowsAtLowDetail() throws {
        let driver = Self.driver(ToolbarSetup(isVisible: nil), nodes: Self.graph(selected: ["a"]))
        let canvas = try #require(driver.canvas)
        canvas.setViewport(Viewport(x: 0, y: 0, zoom: 0.3))
        driver.root.update()
        #expect(canvas.isLevelOfDetail)
        let expected = CGRect(x: 21, y: -8, width: 48, height: 28)
        #expect(try #require(driver.shownToolbarBoxes.first).isClose(to: expected))
        #expect(driver.buttonLabel(at: CGPoint(x: 45, y: 6)) == "Tool a")
    }

    /// Selecting a node at low detail (zoom 0.3: "a" on screen at (30, 30, 30 × 12)) and a node far off screen
    /// (by the keyboard-free route: the app's own selection change) shows their toolbars.
    @Test func selectingAtLowDetailOrOffScreenShowsTheToolbar() throws {
        let log = OverlayLog()
        var nodes = Self.graph()
        nodes.append(.box("far", 3000, 3000))
        let driver = OverlayDriver { OverlayApp(log: log, nodes: nodes, toolbar: ToolbarSetup(isVisible: nil)) }
        let canvas = try #require(driver.canvas)
        canvas.setViewport(Viewport(x: 0, y: 0, zoom: 0.3))
        driver.root.update()
        driver.click(CGPoint(x: 45, y: 36))
        #expect(log.node("a")?.selected == true)
        #expect(try #require(driver.shownToolbarBoxes.first).isClose(to: CGRect(x: 21, y: -8, width: 48, height: 28)))

        canvas.setViewport(Viewport())
        driver.root.update()
        canvas.callbacks.onNodesChange?([.selection("a", false), .selection("far", true)])
        driver.root.update()
        // "far" (3000, 3000, 100 × 40): top/center box at (3050 − 24, 3000 − 10 − 28), off screen but placed.
        #expect(driver.shownToolbarBoxes.count == 1)
        #expect(try #require(driver.shownToolbarBoxes.first).isClose(to: CGRect(x: 3026, y: 2962, width: 48, height: 28)))
    }

    /// A toolbar in the canvas's overlay names its node and follows it when it moves.
    @Test func aToolbarInTheOverlayFollowsItsNamedNode() throws {
        let log = OverlayLog()
        let driver = OverlayDriver {
            OverlayApp(log: log, nodes: Self.graph(), edges: []) {
                NodeToolbar(nodeId: "b", isVisible: true, position: .right) {
                    Button("Overlay tool") { log.taps.append("overlay") }.frame(width: 40, height: 20)
                }
            }
        }
        // Node "b" (300, 100, 100 × 40): right/center, the box at (400 + 10, 100 + 20 − 14), centred on (434, 120).
        #expect(try #require(driver.buttons["Overlay tool"]).centre == CGPoint(x: 434, y: 120))
        // Drag "b" by (20, 30): the toolbar moves with it.
        driver.drag(from: CGPoint(x: 350, y: 120), by: CGSize(width: 20, height: 30))
        #expect(log.node("b")?.position == XYPosition(x: 320, y: 130))
        #expect(try #require(driver.buttons["Overlay tool"]).centre == CGPoint(x: 454, y: 150))
        driver.click(CGPoint(x: 454, y: 150))
        #expect(log.taps == ["overlay"])
    }

    /// Two canvases side by side (the second from x = 300): each toolbar sits by its own canvas's node and
    /// follows its own canvas's selection.
    @Test func twoCanvasesInOneWindowKeepTheirOwnToolbars() throws {
        let left = OverlayLog(), right = OverlayLog()
        let driver = OverlayDriver(width: 600, height: 300) {
            HStack(spacing: 0) {
                OverlayApp(log: left, nodes: Self.graph(), toolbar: ToolbarSetup(isVisible: nil)).frame(width: 300)
                OverlayApp(log: right, nodes: Self.graph(), toolbar: ToolbarSetup(isVisible: nil)).frame(width: 300)
            }
        }
        driver.click(CGPoint(x: 450, y: 120))
        #expect(right.node("a")?.selected == true)
        #expect(left.nodes.filter(\.selected).isEmpty)
        #expect(driver.shownToolbarBoxes.count == 1)
        // Top/center of "a" in the right canvas: the box at (300 + 126, 62), centred on (450, 76).
        #expect(try #require(driver.buttons["Tool a"]).centre == CGPoint(x: 450, y: 76))
        driver.click(CGPoint(x: 150, y: 120))
        #expect(left.node("a")?.selected == true)
        #expect(driver.shownToolbarBoxes.count == 2)
        driver.click(CGPoint(x: 150, y: 76))
        #expect(left.taps == ["a"])
        #expect(right.taps.isEmpty)
    }
}

import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// EdgeLabelRenderer, EdgeToolbar and EdgeText through the window. Nodes "a" (0, 0) and "b" (300, 0) are
/// 100 × 40; the straight edge a → b runs from a's right middle (100, 20) to b's left middle (300, 20), so its
/// label point is (200, 20). The canvas fills the window from its origin.
@MainActor
@Suite struct EdgeOverlayTests {
    static let nodes = [Node<String>.box("a", 0, 0), .box("b", 300, 0)]
    static let edge = Edge<EmptyEdgeData>(id: "e", source: "a", target: "b", type: .straight)

    /// An edge view: its path, and a 50 × 20 "Delete" button on its label point.
    static func labelledEdge(log: OverlayLog) -> (Edge<EmptyEdgeData>, EdgePathResult) -> AnyView {
        { edge, result in
            AnyView(ZStack {
                result.path.stroke(Color.gray, lineWidth: 1)
                EdgeLabelRenderer(position: result.labelPosition) {
                    Button("Delete") { log.taps.append(edge.id) }.frame(width: 50, height: 20)
                }
            })
        }
    }

    static func anchors(_ driver: OverlayDriver) -> [FlowPointAnchorElement] {
        driver.elements(FlowPointAnchorElement.self).filter(\.isShown)
    }

    @Test func theEdgeRunsWhereTheseTestsSayItDoes() throws {
        let driver = OverlayDriver { OverlayApp(log: OverlayLog(), nodes: Self.nodes, edges: [Self.edge]) }
        let ends = try #require(driver.canvas?.edgeEndpoints(of: "e"))
        #expect(ends.source == CGPoint(x: 100, y: 20) && ends.target == CGPoint(x: 300, y: 20))
    }

    /// Counter-scaled: the 50 × 20 box is centred on the label point's screen position at every zoom. At zoom 2
    /// with the camera at (0, 0): (400, 40), so (375, 30, 50 × 20); at zoom 0.5 with the camera at (20, 100):
    /// (120, 110), so (95, 100, 50 × 20).
    @Test func edgeLabelRendererKeepsItsScreenSizeAtZoomHalfAndTwo() throws {
        let log = OverlayLog()
        let driver = OverlayDriver {
            OverlayApp(log: log, nodes: Self.nodes, edges: [Self.edge], edgeContent: Self.labelledEdge(log: log))
        }
        let canvas = try #require(driver.canvas)
        #expect(try #require(Self.anchors(driver).first).box.isClose(to: CGRect(x: 175, y: 10, width: 50, height: 20)))
        for (viewport, box) in [(Viewport(x: 0, y: 0, zoom: 2), CGRect(x: 375, y: 30, width: 50, height: 20)),
                                (Viewport(x: 20, y: 100, zoom: 0.5), CGRect(x: 95, y: 100, width: 50, height: 20))] {
            canvas.setViewport(viewport)
            driver.root.update()
            #expect(Self.anchors(driver).count == 1)
            #expect(try #require(Self.anchors(driver).first).box.isClose(to: box))
            #expect(try #require(driver.buttons["Delete"]).centre == box.centre)
        }
    }

    /// The label's button takes the press before the edge under it: the click taps it and neither selects
    /// the edge nor starts a pan; a click on the edge beside it selects the edge.
    @Test func edgeLabelRendererTakesThePressBeforeTheEdge() throws {
        let log = OverlayLog()
        let driver = OverlayDriver {
            OverlayApp(log: log, nodes: Self.nodes, edges: [Self.edge], edgeContent: Self.labelledEdge(log: log))
        }
        driver.click(CGPoint(x: 200, y: 20))
        #expect(log.taps == ["e"])
        driver.drag(from: CGPoint(x: 180, y: 20), by: CGSize(width: 40, height: 60))
        #expect(log.edgeChanges.isEmpty)
        #expect(log.edge("e")?.selected == false)
        #expect(try #require(driver.canvas).viewport == Viewport())
        driver.click(CGPoint(x: 140, y: 20))
        #expect(log.edge("e")?.selected == true)
    }

    /// The same renderer in the canvas's overlay: placed from the camera, hit before the edge.
    @Test func edgeLabelRendererInTheOverlay() throws {
        let log = OverlayLog()
        let driver = OverlayDriver {
            OverlayApp(log: log, nodes: Self.nodes, edges: [Self.edge]) {
                EdgeLabelRenderer(position: CGPoint(x: 200, y: 20)) {
                    Button("Overlay label") { log.taps.append("overlay") }.frame(width: 50, height: 20)
                }
            }
        }
        let canvas = try #require(driver.canvas)
        canvas.setViewport(Viewport(x: 0, y: 0, zoom: 2))
        driver.root.update()
        #expect(try #require(Self.anchors(driver).first).box.isClose(to: CGRect(x: 375, y: 30, width: 50, height: 20)))
        driver.click(CGPoint(x: 400, y: 40))
        #expect(log.taps == ["overlay"])
        #expect(log.edge("e")?.selected == false)
    }

    /// An edge toolbar shows only while `isVisible`, centred on its point at a constant size (zoom 0.5 with
    /// the camera at (20, 100): (95, 100, 50 × 20)); its button removes the edge.
    @Test func edgeToolbarShowsForTheSelectedEdge() throws {
        let log = OverlayLog()
        let driver = OverlayDriver {
            OverlayApp(log: log, nodes: Self.nodes, edges: [Self.edge], edgeContent: { edge, result in
                AnyView(ZStack {
                    result.path.stroke(Color.gray, lineWidth: 1)
                    EdgeToolbar(isVisible: edge.selected, position: result.labelPosition) {
                        Button("Remove") { log.taps.append(edge.id) }.frame(width: 50, height: 20)
                    }
                })
            })
        }
        #expect(driver.buttons["Remove"] == nil)
        driver.click(CGPoint(x: 200, y: 20))
        #expect(log.edge("e")?.selected == true)
        #expect(try #require(driver.buttons["Remove"]).centre == CGPoint(x: 200, y: 20))
        try #require(driver.canvas).setViewport(Viewport(x: 20, y: 100, zoom: 0.5))
        driver.root.update()
        #expect(try #require(Self.anchors(driver).first).box.isClose(to: CGRect(x: 95, y: 100, width: 50, height: 20)))
        driver.click(CGPoint(x: 120, y: 110))
        #expect(log.taps == ["e"])
        // Deselecting the edge (a click on the pane) hides it.
        driver.click(CGPoint(x: 500, y: 350))
        #expect(log.edge("e")?.selected == false)
        #expect(driver.buttons["Remove"] == nil)
        #expect(Self.anchors(driver).isEmpty)
    }

    /// EdgeText draws its rounded background at 90% opacity: red (255, 59, 48) over the white pane gives
    /// 0.9 · (255, 59, 48) + 0.1 · 255 = (255, 79, 69). The text "MMMM" in 11-point type is w wide and h
    /// high; with the default padding (6 across, 2 down) its box spans x = 200 ± (w / 2 + 6) around (200, 80).
    /// At zoom 2 it scales with the graph: around (400, 160), ± 2 · (w / 2 + 6).
    @Test func edgeTextDrawsItsBackgroundAndScalesWithTheGraph() throws {
        let metrics = CairoTextMeasurer().measure("MMMM", font: .system(size: 11))
        let halfWidth = metrics.width / 2 + 6
        func root(background: Bool, zoom: CGFloat) -> WindowRoot {
            let root = CanvasHarness.root(width: 600, height: 300) {
                SwiftFlow(nodes: Self.nodes, edges: [Self.edge], edgeContent: { _, result in
                    AnyView(ZStack {
                        result.path.stroke(Color.gray, lineWidth: 1)
                        EdgeText(x: 200, y: 80, label: "MMMM", showBackground: background, backgroundColor: .red)
                    })
                }, colorMode: .light) { node in Text(node.data) }
            }
            CanvasHarness.canvas(in: root)?.setViewport(Viewport(x: 0, y: 0, zoom: zoom))
            return root
        }
        let plain = try CanvasHarness.render(root(background: true, zoom: 1))
        CanvasHarness.expectPixel(plain, Int(200 - halfWidth + 2), 80, (255, 79, 69), tolerance: 4, name: "edge-text-bg")
        CanvasHarness.expectPixel(plain, Int(200 + halfWidth - 3), 80, (255, 79, 69), tolerance: 4,
                                  name: "edge-text-bg-right")
        CanvasHarness.expectPixel(plain, Int(200 - halfWidth - 3), 80, (255, 255, 255), tolerance: 4,
                                  name: "edge-text-outside")
        let zoomed = try CanvasHarness.render(root(background: true, zoom: 2))
        CanvasHarness.expectPixel(zoomed, Int(400 - 2 * halfWidth + 3), 160, (255, 79, 69), tolerance: 4,
                                  name: "edge-text-bg-zoomed")
        CanvasHarness.expectPixel(zoomed, Int(400 - 2 * halfWidth - 3), 160, (255, 255, 255), tolerance: 4,
                                  name: "edge-text-outside-zoomed")
        let bare = try CanvasHarness.render(root(background: false, zoom: 1))
        CanvasHarness.expectPixel(bare, Int(200 - halfWidth + 2), 80, (255, 255, 255), tolerance: 4,
                                  name: "edge-text-no-bg")
    }

    /// EdgeText is not hit-tested: a press on the label (on the edge's middle) selects the edge under it.
    @Test func aPressOnEdgeTextSelectsTheEdge() throws {
        let log = OverlayLog()
        let driver = OverlayDriver {
            OverlayApp(log: log, nodes: Self.nodes, edges: [Self.edge], edgeContent: { _, result in
                AnyView(ZStack {
                    result.path.stroke(Color.gray, lineWidth: 1)
                    EdgeText(x: result.labelX, y: result.labelY, label: "42 requests/s")
                })
            })
        }
        // The label is there, but the window's hit-test passes through it.
        let label = driver.elements(Element.self).first {
            $0.accessibilityRole == .staticText && $0.accessibilityDefaultLabel == "42 requests/s"
        }
        #expect(try #require(label).convertToWindow(try #require(label).frame).contains(CGPoint(x: 200, y: 20)))
        #expect(driver.root.rootElement.hitTest(CGPoint(x: 200, y: 20))?.accessibilityRole != .staticText)
        driver.click(CGPoint(x: 200, y: 20))
        #expect(log.edge("e")?.selected == true)
    }
}

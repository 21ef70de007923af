import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

@MainActor
@Suite struct CanvasRenderingTests {
    /// a (0,0,100×40) → b (300,100,100×40) without handles: the edge runs (100,20) → (300,120). Every type's
    /// label point is (200,70): bezier controls (200,20)/(200,120) give 0.125·S + 0.375·C1 + 0.375·C2 +
    /// 0.125·T = (200,70); the straight midpoint is (200,70); the step routes turn at x = 120 + 160/2 = 200.
    @Test(arguments: EdgeType.allCases)
    func edgeLabelPointCarriesTheEdgeColour(type: EdgeType) throws {
        let edge = Edge<EmptyEdgeData>(id: "e", source: "a", target: "b", type: type,
                                       style: EdgeStyle(stroke: .red, strokeWidth: 4))
        let root = CanvasHarness.root {
            SwiftFlow(nodes: [.box("a", 0, 0), .box("b", 300, 100)], edges: [edge], colorMode: .light) { _ in
                EmptyView()
            }
        }
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 200, 70, (255, 59, 48), name: "edge-label-\(type.rawValue)")
    }

    /// Straight edge (100,20) → (300,20), stroke 2: the marker box is 12.5 × 2 = 25 units for 20 view-box
    /// units, scale 1.25, so the closed arrow spans x 293.75…300 with its tip on the target end.
    @Test func arrowMarkerSitsAtTheTargetEnd() throws {
        let edge = Edge<EmptyEdgeData>(id: "e", source: "a", target: "b", type: .straight,
                                       markerEnd: EdgeMarker(type: .arrowClosed, color: .blue),
                                       style: EdgeStyle(stroke: .red, strokeWidth: 2))
        let root = CanvasHarness.root {
            SwiftFlow(nodes: [.box("a", 0, 0), .box("b", 300, 0)], edges: [edge], colorMode: .light) { _ in
                EmptyView()
            }
        }
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 297, 20, (0, 122, 255), tolerance: 30, name: "arrow-marker")
        CanvasHarness.expectPixel(image, 200, 20, (255, 59, 48), name: "arrow-marker-line")
    }

    /// A selected node's outline (2 points wide, inside its 100 × 40 box at (50,50)) is #1a73e8.
    @Test func selectionOutlineUsesTheThemeColour() throws {
        let root = CanvasHarness.root {
            SwiftFlow(nodes: [.box("a", 50, 50, selected: true)], edges: [Edge<EmptyEdgeData>](),
                      colorMode: .light) { _ in EmptyView() }
        }
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 50, 70, (0x1a, 0x73, 0xe8), name: "selection-outline")
    }

    /// Viewport (5, 7, zoom 2) with gap 20: dots every 40 points from (5, 7), radius 4 × 2 / 2 = 4.
    @Test func backgroundDotsFollowTheViewport() throws {
        let instance = SwiftFlowInstance()
        let root = CanvasHarness.root {
            SwiftFlow(nodes: [Node<String>](), edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance,
                      colorMode: .light, nodeContent: { _ in EmptyView() },
                      overlay: { Background(variant: .dots, gap: 20, size: 4) })
        }
        instance.setViewport(Viewport(x: 5, y: 7, zoom: 2))
        root.update()
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 45, 47, (0x91, 0x91, 0x9a), name: "background-dots")
        CanvasHarness.expectPixel(image, 85, 87, (0x91, 0x91, 0x9a), name: "background-dots-2")
        CanvasHarness.expectPixel(image, 25, 27, (255, 255, 255), name: "background-gap")
    }

    /// The child (relative (50,25) in a parent at the origin) is drawn over the parent at (75,50).
    @Test func childIsDrawnAboveItsParent() throws {
        let nodes: [Node<String>] = [
            .box("p", 0, 0, 200, 100, style: NodeStyle(background: .red)),
            .box("c", 50, 25, 50, 50, parentId: "p", style: NodeStyle(background: .green)),
        ]
        let root = CanvasHarness.root {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), colorMode: .light) { _ in EmptyView() }
        }
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 75, 50, (52, 199, 89), name: "child-above-parent")
        CanvasHarness.expectPixel(image, 20, 50, (255, 59, 48), name: "parent-visible")
    }

    /// In a 400-wide view a node at x 390 shows its left part; one at x 410 gets no element.
    @Test func onlyNodesInsideTheViewGetElements() throws {
        let nodes: [Node<String>] = [
            .box("inside", 390, 10, style: NodeStyle(background: .red)), .box("outside", 460, 10),
        ]
        let root = CanvasHarness.root {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), colorMode: .light) { _ in EmptyView() }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.hostsById["inside"] != nil)
        #expect(canvas.hostsById["outside"] == nil)
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 395, 30, (255, 59, 48), name: "inside-node")
    }

    /// Dark mode fills the pane with #141414.
    @Test func darkModeUsesDarkColours() throws {
        let root = CanvasHarness.root {
            SwiftFlow(nodes: [Node<String>](), edges: [Edge<EmptyEdgeData>](), colorMode: .dark) { _ in EmptyView() }
        }
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 10, 10, (0x14, 0x14, 0x14), tolerance: 2, name: "dark-mode")
    }
}

import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Node data that does not name itself: the tree reads its `title`.
private struct Task: Equatable, Sendable {
    var title: String
    var done: Bool
}

@MainActor
@Suite struct CanvasAccessibilityTreeTests {
    /// Every node of the window's tree whose role description is `description`, depth first.
    private func items(_ root: WindowRoot, _ description: String) -> [AccessibilityNode] {
        root.accessibilityTree().flatMap(\.flattened).filter { $0.roleDescription == description }
    }

    /// 1,000 nodes of 100 × 40 on a 40-column grid 150 × 80 apart, the canvas 50 points below the window's top,
    /// the camera at (20, −30) and zoom 0.5: node i's window frame is x = 20 + 75·(i mod 40),
    /// y = 50 − 30 + 40·(i div 40), 50 × 20. Most are off-screen and have no element; all are listed.
    @Test func thousandNodesAreListedWithLabelsFramesAndSelection() throws {
        let nodes: [Node<String>] = (0..<1_000).map { (i: Int) -> Node<String> in
            let position = XYPosition(x: CGFloat(i % 40) * 150, y: CGFloat(i / 40) * 80)
            let aria: String? = i == 7 ? "Custom seven" : nil
            return Node(id: "n\(i)", position: position, data: "Step \(i)", width: 100, height: 40,
                        selected: i == 5, ariaLabel: aria)
        }
        let root = CanvasHarness.root(width: 800, height: 650) {
            VStack(spacing: 0) {
                Color.gray.frame(height: 50)
                SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), colorMode: .light) { node in Text(node.data) }
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        canvas.setViewport(Viewport(x: 20, y: -30, zoom: 0.5), animated: false)
        let listed = items(root, "Node")
        #expect(listed.count == 1_000)
        #expect(canvas.hostsById.count < 1_000)
        for (i, item) in listed.enumerated() {
            #expect(item.identifier == "n\(i)")
            #expect(item.role == AccessibilityRole.group)
            #expect(item.label == (i == 7 ? "Custom seven" : "Step \(i)"))
            #expect(item.frame == CGRect(x: 20 + 75 * CGFloat(i % 40), y: 20 + 40 * CGFloat(i / 40), width: 50,
                                         height: 20))
            #expect(item.value == (i == 5 ? "selected" : "not selected"))
        }
    }

    /// Edges read "from A to B" with the nodes' names, after their own label. An edge's frame is the box around
    /// its two nodes: Start (0, 0, 100, 40) and Middle (200, 0, 100, 40) make (0, 0, 300, 40), at zoom 2 and
    /// camera (10, 5) (10, 5, 600, 80) in the window.
    @Test func edgesAreLabelledFromSourceToTarget() {
        var nodes: [Node<String>] = [.box("a", 0, 0), .box("b", 200, 0), .box("c", 400, 0)]
        for (index, name) in ["Start", "Middle", "End"].enumerated() { nodes[index].data = name }
        let edges = [Edge<EmptyEdgeData>(id: "ab", source: "a", target: "b", type: .straight, selected: true),
                     Edge<EmptyEdgeData>(id: "bc", source: "b", target: "c", label: "yes"),
                     Edge<EmptyEdgeData>(id: "hidden", source: "a", target: "c", hidden: true)]
        let root = CanvasHarness.root(width: 800, height: 300) {
            SwiftFlow(nodes: nodes, edges: edges, colorMode: .light) { node in Text(node.data) }
        }
        CanvasHarness.canvas(in: root)?.setViewport(Viewport(x: 10, y: 5, zoom: 2), animated: false)
        let listed = items(root, "Edge")
        #expect(listed.map(\.identifier) == ["ab", "bc"])
        #expect(listed.map(\.label) == ["from Start to Middle", "yes, from Middle to End"])
        #expect(listed.map(\.value) == ["selected", "not selected"])
        #expect(listed.first?.frame == CGRect(x: 10, y: 5, width: 600, height: 80))
        #expect(listed.first?.hint?.isEmpty == false)
    }

    /// Handles are the node's children of role `.handle`, labelled `handleAriaLabel`. The node at (100, 100), 100 × 50, renders a
    /// target at the top middle (150, 100) and a source at the bottom middle (150, 150); their 6-point boxes at
    /// zoom 2 and camera (10, 20) are 12 points wide at (304, 214) and (304, 314). "far", at (5000, 5000), is
    /// listed at (10010, 10020) without handles.
    @Test func handlesAreLabelledAndPlaced() throws {
        let nodes: [Node<String>] = [
            Node(id: "n", position: XYPosition(x: 100, y: 100), data: "N", width: 100, height: 50),
            Node(id: "far", position: XYPosition(x: 5000, y: 5000), data: "Far", type: "input", width: 100,
                 height: 40),
        ]
        let root = CanvasHarness.root(width: 600, height: 500) {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), colorMode: .light,
                      accessibilityConfig: AccessibilityConfig(handleAriaLabel: "Drag to connect")) { node in
                ZStack {
                    Text(node.data)
                    Handle(nodeId: node.id, type: .target, position: .top)
                    Handle(nodeId: node.id, type: .source, position: .bottom)
                }
                .frame(width: 100, height: 50)
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        canvas.setViewport(Viewport(x: 10, y: 20, zoom: 2), animated: false)
        let listed = items(root, "Node")
        #expect(canvas.hostsById["far"] == nil)
        let near = try #require(listed.first { $0.identifier == "n" })
        #expect(near.children.map(\.role) == [.handle, .handle])
        #expect(near.children.map(\.label) == ["Drag to connect", "Drag to connect"])
        #expect(near.children.map(\.frame) == [CGRect(x: 304, y: 214, width: 12, height: 12),
                                               CGRect(x: 304, y: 314, width: 12, height: 12)])
        // A node never laid out lists no handles: which ones its view draws is not known until it is built.
        let far = try #require(listed.first { $0.identifier == "far" })
        #expect(far.children.isEmpty)
        #expect(far.frame == CGRect(x: 10010, y: 10020, width: 200, height: 80))
    }

    /// A NodeResizer's frame (four side lines, four corner handles) lists its controls as the node's children, named
    /// after their corner or side. The node at (100, 100), 100 × 50, at zoom 2 and camera (10, 20): the 10-unit
    /// bottom-right handle centred on (200, 150) is hit 1 unit (2 points / zoom) around it, (194, 144, 12, 12),
    /// in the window (398, 308, 24, 24); the right line is hit 4 points either side of x = 200, (198, 100, 4, 50),
    /// in the window (406, 220, 8, 100).
    @Test func resizeControlsAreNamedAndPlaced() throws {
        let nodes = [Node(id: "n", position: XYPosition(x: 100, y: 100), data: "N", width: 100, height: 50)]
        let root = CanvasHarness.root(width: 600, height: 500) {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), colorMode: .light) { node in
                Text(node.data).frame(width: 100, height: 50).overlay { NodeResizer(handleSize: 10) }
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        canvas.setViewport(Viewport(x: 10, y: 20, zoom: 2), animated: false)
        let node = try #require(items(root, "Node").first)
        let controls = Dictionary(uniqueKeysWithValues: node.children.map { ($0.identifier ?? "", $0) })
        let sides = ["topLeft", "top", "topRight", "right", "bottomRight", "bottom", "bottomLeft", "left"]
        #expect(Set(controls.keys) == Set(sides.map { "resize-\($0)" }))
        #expect(node.children.allSatisfy { $0.role == .handle })
        #expect(controls["resize-bottomRight"]?.label == "Resize from bottom right")
        #expect(controls["resize-left"]?.label == "Resize from left")
        #expect(controls["resize-bottomRight"]?.frame == CGRect(x: 398, y: 308, width: 24, height: 24))
        #expect(controls["resize-right"]?.frame == CGRect(x: 406, y: 220, width: 8, height: 100))
        // In Polish the names follow the canvas's locale.
        let polish = CanvasHarness.root(width: 600, height: 500) {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), colorMode: .light) { node in
                Text(node.data).frame(width: 100, height: 50).overlay { NodeResizer(handleSize: 10) }
            }
            .environment(\.locale, Locale(identifier: "pl"))
        }
        let polishNode = try #require(polish.accessibilityTree().flatMap(\.flattened).first { $0.identifier == "n" })
        #expect(polishNode.children.contains { $0.label == "Zmień rozmiar: prawy dolny róg" })
    }

    /// The configured role descriptions; names from custom data's `title`, `ariaLabel` first; controls inside a
    /// node are its children, a text that only repeats its name is not.
    @Test func configuredDescriptionsNamesAndContentControls() throws {
        let nodes = [
            Node(id: "t1", position: XYPosition(x: 0, y: 0), data: Task(title: "Write tests", done: false),
                 width: 150, height: 60),
            Node(id: "t2", position: XYPosition(x: 200, y: 0), data: Task(title: "Ship", done: true),
                 width: 150, height: 60, ariaLabel: "Ship the release"),
        ]
        let edges = [Edge<EmptyEdgeData>(id: "e", source: "t1", target: "t2")]
        let config = AccessibilityConfig(nodeRoleDescription: "Workflow step", edgeRoleDescription: "Workflow link")
        let root = CanvasHarness.root(width: 600, height: 300) {
            SwiftFlow(nodes: nodes, edges: edges, colorMode: .light, accessibilityConfig: config) { node in
                VStack {
                    Text(node.data.title)
                    Button("Done") {}
                }
            }
        }
        let steps = items(root, "Workflow step")
        #expect(steps.map(\.label) == ["Write tests", "Ship the release"])
        let first = try #require(steps.first)
        // No handles in this content: the button is the only child, the text that repeats the name is left out.
        #expect(first.children.map(\.role) == [.button])
        #expect(first.children.map(\.label) == ["Done"])
        // The second node's text differs from its aria label, so it is kept.
        #expect(steps.last?.children.contains { $0.role == .staticText && $0.label == "Ship" } == true)
        #expect(items(root, "Workflow link").map(\.label) == ["from Write tests to Ship the release"])
    }
}

@MainActor
@Suite struct CanvasAccessibilityLocaleTests {
    /// The defaults follow the canvas's `\.locale`: German role descriptions, "von A nach B", "ausgewählt".
    @Test func treeDefaultsAreInTheCanvasLocale() {
        let nodes: [Node<String>] = [.box("a", 0, 0, selected: true), .box("b", 200, 0)]
        let edges = [Edge<EmptyEdgeData>(id: "ab", source: "a", target: "b")]
        let root = CanvasHarness.root(width: 600, height: 300) {
            SwiftFlow(nodes: nodes, edges: edges, colorMode: .light) { node in
                ZStack {
                    Text(node.data)
                    Handle(nodeId: node.id, type: .source, position: .right)
                }
                .frame(width: 100, height: 40)
            }
            .environment(\.locale, Locale(identifier: "de"))
        }
        let all = root.accessibilityTree().flatMap(\.flattened)
        let nodesListed = all.filter { $0.roleDescription == "Knoten" }
        #expect(nodesListed.map(\.label) == ["a", "b"])
        #expect(nodesListed.map(\.value) == ["ausgewählt", "nicht ausgewählt"])
        #expect(nodesListed.first?.children.map(\.label) == ["Anschlusspunkt"])
        #expect(all.filter { $0.roleDescription == "Kante" }.map(\.label) == ["von a nach b"])
    }
}

@MainActor
@Suite struct CanvasKeyboardFocusRingTests {
    /// Keyboard focus (Tab, F6) rings the whole canvas in the toolkit's focus colour, blue (0, 122, 255) at 50 %
    /// over the white pane: (128, 189, 255) on the 3-point band inside its edge. Focus from a click shows none.
    @Test func keyboardFocusRingsTheCanvasAndAClickDoesNot() throws {
        let app = PipelineDriver()
        app.key(.tab)
        let canvas = try #require(app.canvas)
        #expect(canvas.isFocused)
        let ringed = try CanvasHarness.render(app.root)
        CanvasHarness.expectPixel(ringed, 1, 250, (128, 189, 255), tolerance: 6, name: "canvas-keyboard-focus-ring")
        CanvasHarness.expectPixel(ringed, 5, 250, (255, 255, 255), tolerance: 6, name: "canvas-keyboard-focus-ring-in")
        app.click(500, 450)
        #expect(canvas.isFocused)
        let clicked = try CanvasHarness.render(app.root)
        CanvasHarness.expectPixel(clicked, 1, 250, (255, 255, 255), tolerance: 6, name: "canvas-click-focus")
    }
}

import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// `DefaultNodeView` as one element (`DefaultNodeElement`) draws, lays out, names and hit-tests exactly as the
/// composition it replaces: `ZStack { Text(label).padding(10).frame(width: 150); handles }`.
@MainActor
@Suite struct DefaultNodeElementTests {
    /// The default node view written as the composition of stacks, frames, padding and `ForEach` it was.
    struct ComposedDefaultNode: View {
        let view: DefaultNodeView<String>

        var body: some View {
            let node = view.node
            let type = node.type ?? "default"
            let hasTarget = type != "input" && type != "group"
            let hasSource = type != "output" && type != "group"
            return ZStack {
                if type != "group" {
                    Text(view.label)
                        .font(.system(size: 12))
                        .foregroundColor(view.textColor)
                        .multilineTextAlignment(.center)
                        .padding(10)
                        .frame(width: 150)
                }
                if hasTarget {
                    ForEach(Array(view.targetHandles.enumerated()), id: \.offset) { index, id in
                        Handle(nodeId: node.id, id: id, type: .target, position: node.targetPosition,
                               alongSide: CGFloat(index + 1) / CGFloat(view.targetHandles.count + 1))
                    }
                }
                if hasSource {
                    ForEach(Array(view.sourceHandles.enumerated()), id: \.offset) { index, id in
                        Handle(nodeId: node.id, id: id, type: .source, position: node.sourcePosition,
                               alongSide: CGFloat(index + 1) / CGFloat(view.sourceHandles.count + 1))
                    }
                }
            }
        }
    }

    /// Nodes of every built-in type, fixed and measured sizes, boxes narrower and lower than the label box,
    /// fractional positions, a wrapping label, a dark background and named handles.
    static let nodes: [Node<String>] = {
        var nodes: [Node<String>] = [
            Node(id: "plain", position: XYPosition(x: 10.25, y: 12.5), data: "Node 7", width: 150, height: 40),
            Node(id: "free", position: XYPosition(x: 200.4, y: 10.7), data: "measured by the canvas"),
            Node(id: "in", position: XYPosition(x: 20, y: 90.3), data: "Input", type: "input", width: 120,
                 height: 30),
            Node(id: "out", position: XYPosition(x: 180.6, y: 95), data: "Output", type: "output"),
            Node(id: "group", position: XYPosition(x: 20, y: 160), data: "Group", type: "group", width: 90,
                 height: 60),
            Node(id: "wrap", position: XYPosition(x: 130.5, y: 150.25),
                 data: "a label long enough to wrap onto a second line", width: 200, height: 90),
            Node(id: "low", position: XYPosition(x: 350.3, y: 40.6), data: "Low", width: 60, height: 18),
            Node(id: "multi", position: XYPosition(x: 340, y: 160.1), data: "Handles", width: 110, height: 60),
        ]
        nodes[1].style = NodeStyle(background: Color(white: 0.1))
        nodes[7].sourcePosition = .bottom
        nodes[7].targetPosition = .top
        return nodes
    }()

    static func view(_ node: Node<String>) -> DefaultNodeView<String> {
        node.id == "multi" ? DefaultNodeView(node: node, sourceHandles: ["a", "b", "c"], targetHandles: [nil, "t"])
            : DefaultNodeView(node: node)
    }

    static func root(composed: Bool) -> WindowRoot {
        CanvasHarness.root(width: 520, height: 280) {
            SwiftFlow(nodes: Self.nodes, edges: [Edge<EmptyEdgeData>](), onNodesChange: { _ in }) { node in
                if composed {
                    AnyView(ComposedDefaultNode(view: Self.view(node)))
                } else {
                    AnyView(Self.view(node))
                }
            }
        }
    }

    /// The label text elements of every node view, by node id.
    static func labelFrames(_ root: WindowRoot) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        guard let canvas = CanvasHarness.canvas(in: root) else { return frames }
        for (id, host) in canvas.hostsById {
            func find(_ element: Element) {
                if element.accessibilityRole == .staticText { frames[id] = element.frame }
                for child in element.children { find(child) }
            }
            find(host)
        }
        return frames
    }

    @Test func drawsEveryPixelAsTheComposition() throws {
        let composed = Self.root(composed: true), single = Self.root(composed: false)
        let a = try CanvasHarness.render(composed), b = try CanvasHarness.render(single)
        var differing = 0
        for y in 0..<280 {
            for x in 0..<520 where a.premultipliedPixel(x: x, y: y) != b.premultipliedPixel(x: x, y: y) {
                differing += 1
            }
        }
        if differing > 0 {
            try? FileManager.default.createDirectory(at: CanvasHarness.artifacts, withIntermediateDirectories: true)
            try? a.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("default-node-composed.png"))
            try? b.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("default-node-element.png"))
        }
        #expect(differing == 0)
        // Something was drawn: the plain node's label is dark text on its white box.
        #expect(a.pixel(x: 0, y: 0) != a.pixel(x: 85, y: 32) || a.pixel(x: 60, y: 32) != a.pixel(x: 15, y: 15))
    }

    @Test func laysOutLabelsAndHandlesAsTheComposition() throws {
        let composed = Self.root(composed: true), single = Self.root(composed: false)
        let composedCanvas = try #require(CanvasHarness.canvas(in: composed))
        let canvas = try #require(CanvasHarness.canvas(in: single))
        let labels = Self.labelFrames(single)
        #expect(labels == Self.labelFrames(composed))
        #expect(labels.count == 7, "every node but the group shows its label")
        #expect(labels["group"] == nil)
        // The label box (150 wide) is centred in the node's box, and the label in it: the 200 × 90 node at
        // (130.5, 150.25) has its label's centre at (230.5, 195.25).
        let wrap = try #require(labels["wrap"])
        #expect(wrap.midX == 230.5 && wrap.midY == 195.25)
        #expect(wrap.width <= 130, "the label wraps inside the 150-point box less its padding")
        // The measured node is as big as the label box: 150 wide, the label's height plus 20.
        let free = try #require(canvas.hostsById["free"])
        let freeLabel = try #require(labels["free"])
        #expect(free.frame.width == 150 && free.frame.height == freeLabel.height + 20)
        for (id, host) in canvas.hostsById {
            let other = try #require(composedCanvas.hostsById[id])
            #expect(host.frame == other.frame, "\(id)")
            #expect(host.handles == other.handles, "\(id)")
        }
        let multi = try #require(canvas.hostsById["multi"])
        let ids: [String?] = multi.handles.map(\.id)
        #expect(ids == [nil, "t", "a", "b", "c"])
        // Two targets at 1/3 and 2/3 of their side, three sources at 1/4, 1/2 and 3/4 of theirs.
        let along: [CGFloat] = multi.handles.map(\.alongSide)
        let expected: [CGFloat] = [1.0 / 3, 2.0 / 3, 0.25, 0.5, 0.75]
        #expect(along == expected)
        let inTypes: [HandleType] = canvas.hostsById["in"]?.handles.map(\.type) ?? []
        let outTypes: [HandleType] = canvas.hostsById["out"]?.handles.map(\.type) ?? []
        #expect(inTypes == [HandleType.source])
        #expect(outTypes == [HandleType.target])
        #expect(canvas.hostsById["group"]?.handles.isEmpty == true)
    }

    @Test func namesAndHitTestsAsTheComposition() throws {
        let composed = Self.root(composed: true), single = Self.root(composed: false)
        #expect(single.accessibilityTree() == composed.accessibilityTree())
        // A press on a label finds the label's text, on a box the canvas; both compositions alike.
        for point in [CGPoint(x: 85, y: 32), CGPoint(x: 12, y: 14), CGPoint(x: 230, y: 195), CGPoint(x: 500, y: 270)] {
            let a = composed.rootElement.hitTest(point), b = single.rootElement.hitTest(point)
            #expect(type(of: a) == type(of: b) && a?.frame == b?.frame, "\(point)")
        }
    }

    @Test func keepsItsChildrenUntilWhatTheyShowChanges() throws {
        var node = Node(id: "a", position: XYPosition(x: 0, y: 0), data: "A", width: 150, height: 40)
        let element = DefaultNodeElement()
        let environment = EnvironmentValues()
        DefaultNodeView(node: node).updateElement(element, environment: environment)
        #expect(element.buildCount == 1 && element.children.count == 3)
        let label = element.children[0]
        node.selected = true
        node.position = XYPosition(x: 40, y: 2)
        DefaultNodeView(node: node).updateElement(element, environment: environment)
        #expect(element.buildCount == 1 && element.children[0] === label)
        node.data = "B"
        DefaultNodeView(node: node).updateElement(element, environment: environment)
        #expect(element.buildCount == 2 && element.children[0] === label, "the label's text element is kept")
        #expect(element.children[0].accessibilityDefaultLabel == "B")
        node.type = "group"
        DefaultNodeView(node: node).updateElement(element, environment: environment)
        #expect(element.children.isEmpty)
    }
}

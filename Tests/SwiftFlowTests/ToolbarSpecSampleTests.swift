import Foundation
import Testing
import SwiftFlow

/// Drives the samples of ToolbarSpecSamples.swift through the window, as a user would.
@MainActor
@Suite struct ToolbarSpecSampleTests {
    /// The window frame of the static text `label` (the first one).
    static func textFrame(_ label: String, in root: WindowRoot) -> CGRect? {
        SampleHarness.elements(in: root)
            .first { $0.accessibilityRole == .staticText && $0.accessibilityDefaultLabel == label }
            .map { $0.convertToWindow($0.frame) }
    }

    /// The middle of an edge between opposite sides of its nodes, where bezier edges put their label:
    /// halfway between its ends.
    static func middle(of edgeId: String, in canvas: CanvasElement<MyData, EmptyEdgeData>) -> CGPoint? {
        guard let ends = canvas.edgeEndpoints(of: edgeId) else { return nil }
        return CGPoint(x: (ends.source.x + ends.target.x) / 2, y: (ends.source.y + ends.target.y) / 2)
    }

    static func click(_ point: CGPoint, in root: WindowRoot) {
        SampleHarness.click(CGRect(origin: point, size: .zero), in: root)
    }

    /// The canvas fills the window from its origin at zoom 1 until a test moves it: flow = window points.
    @Test func nodeToolbarShowsAboveTheSelectedNodeAndItsButtonsAct() throws {
        let root = SampleHarness.root { NodeToolbarSample() }
        let canvas = try #require(SampleHarness.canvas(in: root))
        // node-2 sits at flow y 0: move the graph 100 points down so the toolbar above it is on screen.
        canvas.setViewport(Viewport(x: 0, y: 100, zoom: 1))
        root.update()
        #expect(SampleHarness.buttons("Delete", in: root).isEmpty)
        let label = try #require(Self.textFrame("Node 2", in: root))
        Self.click(CGPoint(x: label.midX, y: label.midY), in: root)
        #expect(canvas.nodes.first { $0.id == "node-2" }?.selected == true)

        let node = try #require(canvas.geometry(of: "node-2")?.bounds).offsetBy(dx: 0, dy: 100)
        let delete = try #require(SampleHarness.buttons("Delete", in: root).first?.frame)
        let duplicate = try #require(SampleHarness.buttons("Duplicate", in: root).first?.frame)
        // Top, centred, 10 points above the node, inside the toolbar's 4-point padding.
        #expect(delete.maxY == node.minY - 10 - 4)
        #expect(abs((delete.minX + duplicate.maxX) / 2 - node.midX) < 0.001)

        SampleHarness.click(duplicate, in: root)
        #expect(canvas.nodes.map(\.id).contains("node-2-copy"))
        let deleteAgain = try #require(SampleHarness.buttons("Delete", in: root).first?.frame)
        SampleHarness.click(deleteAgain, in: root)
        #expect(!canvas.nodes.map(\.id).contains("node-2"))
        #expect(!canvas.edges.contains { $0.source == "node-2" || $0.target == "node-2" })
        #expect(SampleHarness.buttons("Delete", in: root).isEmpty)
    }

    @Test func edgeToolbarShowsOnTheSelectedEdgeAndItsButtonsAct() throws {
        let root = SampleHarness.root { EdgeToolbarSample() }
        let canvas = try #require(SampleHarness.canvas(in: root))
        #expect(SampleHarness.buttons("Add Label", in: root).isEmpty)
        // edge-1 runs from the group node-1 (0…300) to node-2 (from 400): its middle is on the bare pane.
        let middle = try #require(Self.middle(of: "edge-1", in: canvas))
        Self.click(middle, in: root)
        #expect(canvas.edges.first { $0.id == "edge-1" }?.selected == true)

        let delete = try #require(SampleHarness.buttons("Delete", in: root).first?.frame)
        let addLabel = try #require(SampleHarness.buttons("Add Label", in: root).first?.frame)
        #expect(abs((delete.minX + addLabel.maxX) / 2 - middle.x) < 0.001)
        #expect(abs(delete.midY - middle.y) < 0.001)

        SampleHarness.click(addLabel, in: root)
        #expect(canvas.edges.first { $0.id == "edge-1" }?.label == "Label")
        // The click on the toolbar did not reach the edge or the pane: edge-1 is still selected.
        #expect(canvas.edges.first { $0.id == "edge-1" }?.selected == true)
        let deleteAgain = try #require(SampleHarness.buttons("Delete", in: root).first?.frame)
        SampleHarness.click(deleteAgain, in: root)
        #expect(!canvas.edges.map(\.id).contains("edge-1"))
        #expect(SampleHarness.buttons("Add Label", in: root).isEmpty)
    }

    /// The annotation is centred on flow (100, 200): window (100, 200) at first; after a pane drag of (50, 20)
    /// at (100 + 50, 200 + 20); at zoom 2 with the camera at (30, −40) on (2·100 + 30, 2·200 − 40) = (230, 360)
    /// and twice as big.
    @Test func viewportPortalAnnotationMovesAndScalesWithTheGraph() throws {
        let root = SampleHarness.root { ViewportPortalSample() }
        let canvas = try #require(SampleHarness.canvas(in: root))
        let start = try #require(Self.textFrame("Annotation", in: root))
        #expect(abs(start.midX - 100) < 0.001 && abs(start.midY - 200) < 0.001)

        root.handle(.pointerDown(location: CGPoint(x: 900, y: 550), button: .primary, clickCount: 1, modifiers: []))
        root.handle(.pointerMove(location: CGPoint(x: 925, y: 560), buttons: [.primary], modifiers: []))
        root.handle(.pointerMove(location: CGPoint(x: 950, y: 570), buttons: [.primary], modifiers: []))
        root.handle(.pointerUp(location: CGPoint(x: 950, y: 570), button: .primary, modifiers: []))
        root.update()
        #expect(canvas.viewport == Viewport(x: 50, y: 20, zoom: 1))
        let panned = try #require(Self.textFrame("Annotation", in: root))
        #expect(abs(panned.midX - 150) < 0.001 && abs(panned.midY - 220) < 0.001)

        canvas.setViewport(Viewport(x: 30, y: -40, zoom: 2))
        root.update()
        let zoomed = try #require(Self.textFrame("Annotation", in: root))
        #expect(abs(zoomed.midX - 230) < 0.001 && abs(zoomed.midY - 360) < 0.001)
        #expect(abs(zoomed.width - 2 * start.width) < 0.001 && abs(zoomed.height - 2 * start.height) < 0.001)
    }

    @Test func edgeLabelRendererDeleteButtonRemovesItsEdge() throws {
        let root = SampleHarness.root { EdgeLabelRendererSample() }
        let canvas = try #require(SampleHarness.canvas(in: root))
        let middle = try #require(Self.middle(of: "edge-5", in: canvas))
        let buttons = SampleHarness.buttons("Delete", in: root)
        let button = try #require(buttons.first { (item: (element: Element, frame: CGRect)) -> Bool in
            abs(item.frame.midX - middle.x) < 0.001 && abs(item.frame.midY - middle.y) < 0.001
        })
        SampleHarness.click(button.frame, in: root)
        #expect(!canvas.edges.map(\.id).contains("edge-5"))
        #expect(canvas.edges.map(\.id).contains("edge-2"))
    }

    /// EdgeText is not hit-tested: a click on it selects the edge below.
    @Test func edgeTextLabelsEachEdgeAndLetsClicksThrough() throws {
        let root = SampleHarness.root { EdgeTextSample() }
        let canvas = try #require(SampleHarness.canvas(in: root))
        #expect(SampleHarness.texts(in: root).contains("42 requests/s"))
        let middle = try #require(Self.middle(of: "edge-5", in: canvas))
        Self.click(middle, in: root)
        #expect(canvas.edges.first { $0.id == "edge-5" }?.selected == true)
    }
}

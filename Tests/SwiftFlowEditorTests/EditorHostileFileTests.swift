import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Files and pasted graphs with geometry the canvas cannot draw: they open without a crash, say so in the
/// status line, keep the window working, and the undrawable elements are saved back exactly as they were.
@MainActor
@Suite struct EditorHostileFileTests {
    /// Far nodes joined by an edge, an origin that overflows, sizes beyond the range or negative, and a camera
    /// far away; "c" is the one node in range.
    static let hostile = """
    {"nodes": [
      {"id": "a", "position": {"x": 9e307, "y": 0}, "data": {"label": "A"}, "width": 150, "height": 40},
      {"id": "b", "position": {"x": -9e307, "y": 0}, "data": {"label": "B"}, "width": 150, "height": 40},
      {"id": "o", "position": {"x": 0, "y": 0}, "origin": [1, 1.797e308], "data": {"label": "O"}},
      {"id": "w", "position": {"x": 0, "y": 0}, "width": 1e308, "height": 1e308, "zIndex": 1e14, "data": {}},
      {"id": "m", "position": {"x": 200, "y": 0}, "measured": {"width": 1.7e308, "height": -5}, "data": {}},
      {"id": "c", "position": {"x": 100, "y": 100}, "width": -50, "height": -20, "data": {"label": "C"}}
     ],
     "edges": [{"id": "ab", "source": "a", "target": "b"}, {"id": "oc", "source": "o", "target": "c"}],
     "viewport": {"x": 1e308, "y": -1e308, "zoom": 1e308}}
    """

    static let orphan = """
    {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "parentId": "zz", "data": {"label": "A"}},
               {"id": "b", "position": {"x": 300, "y": 0}, "data": {"label": "B"}}], "edges": []}
    """

    /// A problem the canvas reports while the window is first built (here a missing parent) used to leave the
    /// editor's view marked as changed but never rebuilt: nothing on screen changed again.
    @Test func aCanvasReportDuringLoadingLeavesTheWindowResponsive() throws {
        let harness = try EditorHarness(graph: Self.orphan)
        #expect(harness.shows("Warning SF102: Node \"a\" names parent \"zz\", which does not exist."))
        harness.click(text: "Inspector")
        #expect(harness.session.showsInspector)
        #expect(harness.shows("Select a node or an edge to inspect it."))
    }

    @Test func aHostileFileOpensWarnsAndSavesTheUndrawableNodesUnchanged() throws {
        let harness = try EditorHarness(graph: Self.hostile)
        let canvas = try #require(Self.canvas(in: harness.root))
        #expect(canvas.store.outOfRangeNodeIds == ["a", "b", "o", "w", "m"])
        #expect(harness.texts().contains { $0.hasPrefix("Warning SF10") })
        // The far camera is not restored: the view is fitted to "c" (its negative size counts as unset, so
        // the node view measures it).
        #expect(harness.document.initialViewport == nil)
        let c = try #require(canvas.geometry(of: "c"))
        #expect(c.isMeasured && c.bounds.minX == 100 && c.bounds.width > 0)
        #expect(canvas.viewport.zoom > 0.1 && canvas.viewport.zoom <= 4)

        // Select everything and drag it: only "c" moves (the others are neither selected nor dragged).
        harness.key("a")
        let start = harness.window(CGPoint(x: c.bounds.midX, y: c.bounds.midY))
        harness.drag(from: start, to: CGPoint(x: start.x + 40, y: start.y + 40))
        #expect(harness.node("c")?.position != XYPosition(x: 100, y: 100))
        #expect(harness.document.nodes.filter(\.selected).map(\.id) == ["c"])
        harness.key("s")

        let saved = try harness.saved()
        let original = try JSONValue(parsing: Data(Self.hostile.utf8))
        for index in 0..<5 {
            #expect(saved["nodes"]?[index] == original["nodes"]?[index], "nodes[\(index)] changed")
        }
        #expect(saved["edges"] == original["edges"])
        let text = try String(contentsOf: harness.url, encoding: .utf8)
        for number in ["9e307", "-9e307", "1.797e308", "1e308", "1e14", "1.7e308"] {
            #expect(text.contains(number), "\(number) was not written back as it was")
        }
    }

    /// A far graph pasted from another program is added (and saved) but not drawn; the status line says why.
    @Test func pastingAGraphWithHugeCoordinatesWarnsAndKeepsWorking() throws {
        let harness = try EditorHarness()
        let host = ClipboardHost()
        host.content = .text("""
        {"format": "swiftflow", "version": 1,
         "nodes": [{"id": "far", "position": {"x": 9e307, "y": 0}, "data": {"label": "Far"}, "width": 150,
                    "height": 40},
                   {"id": "near", "position": {"x": 0, "y": 0}, "origin": [1, 1.797e308], "data": {},
                    "width": 150, "height": 40}],
         "edges": [{"id": "e", "source": "far", "target": "near"}]}
        """)
        harness.root.host = host
        harness.click(harness.window(CGPoint(x: 900, y: 600)))
        harness.key("v")
        #expect(harness.document.nodes.count == 5)
        #expect(harness.document.edges.count == 2)
        let canvas = try #require(Self.canvas(in: harness.root))
        #expect(canvas.store.outOfRangeNodeIds.count == 2)
        #expect(harness.texts().contains { $0.hasPrefix("Warning SF105") })
        harness.key("z")
        #expect(harness.document.nodes.count == 3)
        withExtendedLifetime(host) {}
    }

    /// `swiftflow render` on each reproducer (these trapped with SIGILL before the range existed).
    @Test func renderDrawsHostileFilesWithoutTrapping() throws {
        let farOnly = """
        {"nodes": [{"id": "a", "position": {"x": 9e307, "y": 0}, "data": {}},
                   {"id": "b", "position": {"x": -9e307, "y": 0}, "data": {}}],
         "edges": [{"id": "e", "source": "a", "target": "b"}]}
        """
        let origin = """
        {"nodes": [{"id": "a", "position": {"x": 1, "y": 0}, "origin": [1, 1.797e308], "data": {}}], "edges": []}
        """
        for text in [Self.hostile, farOnly, origin] {
            let input = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).json")
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png")
            try Data(text.utf8).write(to: input)
            defer {
                try? FileManager.default.removeItem(at: input)
                try? FileManager.default.removeItem(at: output)
            }
            try HeadlessRenderer.render(path: input.path, to: output.path, size: CGSize(width: 400, height: 300),
                                        colorScheme: .light)
            #expect(Array(try Data(contentsOf: output).prefix(4)) == [0x89, 0x50, 0x4e, 0x47])
        }
    }

    /// Export Image sizes the picture from what is drawn: far nodes would make it infinite (and trap).
    @Test func exportSizeLeavesOutNodesOutsideTheRange() throws {
        let (document, _) = try GraphDocument.parse(data: Data(Self.hostile.utf8))
        let far = document.nodes.filter { ["a", "b", "o", "w", "m"].contains($0.id) }
        let box = Node<JSONValue>(id: "k", position: XYPosition(x: 100, y: 100), data: .null, width: 150, height: 40)
        // 150 × 40 padded to 227.5 × 90, the longer side scaled up to 400: 400 × 158.
        #expect(HeadlessRenderer.exportSize(for: far + [box]) == CGSize(width: 400, height: 158))
    }

    static func canvas(in root: WindowRoot) -> CanvasElement<JSONValue, JSONValue>? {
        func find(_ element: Element) -> CanvasElement<JSONValue, JSONValue>? {
            if let canvas = element as? CanvasElement<JSONValue, JSONValue> { return canvas }
            for child in element.children {
                if let found = find(child) { return found }
            }
            return nil
        }
        return find(root.rootElement)
    }
}

/// A window host with an in-memory clipboard (what another X client's copy puts there).
@MainActor
final class ClipboardHost: WindowHost {
    var content: ClipboardContent?
    func setCursor(_ shape: CursorShape) {}
    func requestClipboard(_ completion: @escaping @MainActor (ClipboardContent?) -> Void) { completion(content) }
    func setClipboard(_ content: ClipboardContent) { self.content = content }
    func setNeedsRedraw() {}
}

import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// `swiftflow gallery overlays`: the command line, and every button of the page doing what it says.
@MainActor
@Suite struct OverlayGalleryTests {
    @Test func parsesGalleryPages() throws {
        #expect(try EditorCommand.parse(["gallery", "overlays"]) == .galleryPage(.overlays, output: nil))
        #expect(try EditorCommand.parse(["gallery", "overlays", "-o", "o.png"]) == .galleryPage(.overlays, output: "o.png"))
        #expect(try EditorCommand.parse(["gallery", "-o", "g.png"]) == .gallery(output: "g.png"))
        #expect(throws: EditorCommand.UsageError.self) { try EditorCommand.parse(["gallery", "nonsense"]) }
    }

    /// The page's buttons, as the accessibility tree lists them (label → frame).
    static func buttons(_ root: WindowRoot) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        func walk(_ nodes: [AccessibilityNode]) {
            for node in nodes {
                if node.role == .button { result[node.label] = node.frame }
                walk(node.children)
            }
        }
        walk(root.accessibilityTree())
        return result
    }

    static func click(_ frame: CGRect?, in root: WindowRoot) throws {
        let frame = try #require(frame)
        let point = CGPoint(x: frame.midX, y: frame.midY)
        root.handle(.pointerDown(location: point, button: .primary, clickCount: 1, modifiers: []))
        root.handle(.pointerUp(location: point, button: .primary, modifiers: []))
        root.update()
    }

    static func canvas(_ root: WindowRoot) -> CanvasElement<String, EmptyEdgeData>? {
        func find(_ element: Element) -> CanvasElement<String, EmptyEdgeData>? {
            if let canvas = element as? CanvasElement<String, EmptyEdgeData> { return canvas }
            // A loop, not `lazy.compactMap(find).first`, which runs `find` twice per level: 2^depth calls.
            for child in element.children { if let found = find(child) { return found } }
            return nil
        }
        return find(root.rootElement)
    }

    @Test func everyOverlayOnThePageActs() throws {
        let root = WindowRoot(size: GalleryWindow.size, textMeasurer: CairoTextMeasurer()) { OverlayGalleryView() }
        root.update()
        root.update()
        let canvas = try #require(Self.canvas(root))
        let start = Self.buttons(root)
        for label in ["Duplicate", "Delete node", "Delete edge", "Add Label", "Delete", "top · start → next", "Reset"] {
            #expect(start[label] != nil, "\(label)")
        }
        #expect(root.accessibilityTree().description.contains("42 requests/s"))
        #expect(root.accessibilityTree().description.contains("Mini Map"))

        try Self.click(start["Duplicate"], in: root)
        #expect(canvas.nodes.count == 6)
        try Self.click(start["Delete edge"], in: root)
        #expect(!canvas.edges.map(\.id).contains("label"))
        try Self.click(start["Add Label"], in: root)
        #expect(canvas.edges.first { $0.id == "toolbar" }?.label == "B → D")
        try Self.click(start["top · start → next"], in: root)
        #expect(Self.buttons(root)["top · center → next"] != nil)
        try Self.click(Self.buttons(root)["Remove Label"], in: root)
        #expect(canvas.edges.first { $0.id == "toolbar" }?.label == nil)
        try Self.click(Self.buttons(root)["Delete"], in: root)
        #expect(!canvas.edges.map(\.id).contains("toolbar"))
        try Self.click(Self.buttons(root)["Delete node"], in: root)
        #expect(!canvas.nodes.map(\.id).contains("select"))
        try Self.click(Self.buttons(root)["Reset"], in: root)
        #expect(canvas.nodes.map(\.id) == ["select", "always", "b", "c", "d"])
        #expect(canvas.edges.map(\.id) == ["label", "text", "toolbar", "plain"])
    }

    @Test func writesThePageToAnImage() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        try GalleryWindow.write(.overlays, to: output)
        let decoded = try #require(CairoPNGDecoder().decodeImage(at: output))
        #expect(decoded.width == 1200 && decoded.height == 800)
    }
}

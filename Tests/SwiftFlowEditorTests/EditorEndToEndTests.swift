import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Runs the real `swiftflow` binary on the test's X server and edits a graph with real X input (xdotool),
/// then checks what it saved. Skips without a display; `scripts/test` always provides one.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
struct EditorEndToEndTests {
    /// Three 150 × 40 nodes and one edge, shown at the identity viewport so flow = canvas coordinates.
    static let graph = """
    {"format": "swiftflow", "version": 1,
     "nodes": [
      {"id": "a", "position": {"x": 100, "y": 100}, "data": {"label": "A"}, "width": 150, "height": 40},
      {"id": "b", "position": {"x": 500, "y": 100}, "data": {"label": "B"}, "width": 150, "height": 40},
      {"id": "c", "position": {"x": 100, "y": 400}, "data": {"label": "C"}, "width": 150, "height": 40}
     ],
     "edges": [{"id": "b-c", "source": "b", "target": "c"}],
     "viewport": {"x": 0, "y": 0, "zoom": 1}}
    """

    @Test func editsAGraphWithRealInputAndSavesIt() throws {
        try XInputLock.withLock { try editTheGraph() }
    }

    private func editTheGraph() throws {
        guard let executable = Self.executable(), Shell.run(["xdotool", "version"])?.status == 0 else {
            Issue.record("swiftflow or xdotool is missing; run scripts/test")
            return
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString).json")
        try Data(Self.graph.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        let editor = Process()
        editor.executableURL = executable
        editor.arguments = [url.path]
        editor.standardOutput = FileHandle.nullDevice
        try editor.run()
        defer { if editor.isRunning { editor.terminate() } }

        var window = ""
        try #require(Shell.wait {
            guard let found = Shell.run(["xdotool", "search", "--pid", "\(editor.processIdentifier)"])?.output
                .split(separator: "\n").first else { return false }
            window = String(found)
            return true
        }, "the editor's window never appeared")
        usleep(500_000)
        let origin = try Self.canvasOrigin(for: url)
        let input = XInput(window: window, origin: origin)
        input.focus()

        // Drag A by (50, 30): its position becomes (150, 130).
        input.drag(from: CGPoint(x: 175, y: 120), to: CGPoint(x: 225, y: 150))
        // Connect A's source handle (right middle: 150 + 150, 130 + 20) to B's target handle (500, 120).
        input.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 501, y: 120))
        // Select C and delete it (its edge goes too), then undo the deletion.
        input.click(CGPoint(x: 175, y: 420))
        input.key("Delete")
        input.key("ctrl+z")
        // Box-select A and B with Shift+drag, copy and paste: copies land 50 to the right and down.
        input.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 700, y: 200), modifiers: "shift")
        input.key("ctrl+c")
        input.key("ctrl+v")
        // One wheel notch up at (600, 400) zooms in about that point.
        input.scrollUp(at: CGPoint(x: 600, y: 400))
        input.key("ctrl+s")

        var saved: JSONValue = .null
        let savedInTime = Shell.wait {
            guard let data = try? Data(contentsOf: url), let value = try? JSONValue(parsing: data),
                  value["viewport"]?["zoom"]?.doubleValue != 1 else { return false }
            saved = value
            return true
        }
        try #require(savedInTime, "Ctrl+S never wrote the file")
        let nodes = saved["nodes"]?.arrayValue ?? []
        let byId = Dictionary(nodes.compactMap { node in node["id"]?.stringValue.map { ($0, node) } },
                              uniquingKeysWith: { first, _ in first })
        #expect(byId["a"]?["position"] == ["x": 150, "y": 130])
        #expect(byId["c"] != nil, "undo brings the deleted node back")
        #expect(nodes.count == 5, "two pasted copies: \(byId.keys.sorted())")
        let pasted = nodes.filter { !["a", "b", "c"].contains($0["id"]?.stringValue ?? "") }
        let pastedPositions = Set(pasted.compactMap { node -> [Double]? in
            guard let x = node["position"]?["x"]?.doubleValue, let y = node["position"]?["y"]?.doubleValue else {
                return nil
            }
            return [x, y]
        })
        #expect(pastedPositions == [[200, 180], [550, 150]])
        let edges = saved["edges"]?.arrayValue ?? []
        #expect(edges.contains { $0["source"] == "a" && $0["target"] == "b" }, "the connection was saved")
        #expect(edges.contains { $0["id"] == "b-c" }, "undo brings the deleted edge back")
        #expect(edges.count == 3, "b-c, a→b and the pasted copy of a→b")
        // zoom 1 → 1.2 about (600, 400): x = 600 − 1.2 × 600 = −120, y = 400 − 1.2 × 400 = −80.
        let viewport = saved["viewport"]
        #expect(abs((viewport?["zoom"]?.doubleValue ?? 0) - 1.2) < 1e-6)
        #expect(abs((viewport?["x"]?.doubleValue ?? 0) + 120) < 1e-6)
        #expect(abs((viewport?["y"]?.doubleValue ?? 0) + 80) < 1e-6)

        // Closing politely (WM_DELETE_WINDOW) with nothing unsaved ends the editor with status 0.
        let display = try X11Display()
        display.requestClose(of: UInt(window) ?? 0)
        #expect(Shell.wait { !editor.isRunning })
        #expect(editor.terminationStatus == 0)
    }

    /// Where the canvas starts in the window: laid out here exactly as the editor lays out its window.
    static func canvasOrigin(for url: URL) throws -> CGPoint {
        let document = EditorDocument(file: try EditorFile.open(url))
        let session = EditorSession(document: document, recentFiles: RecentFiles(directory: url.deletingLastPathComponent()))
        let root = WindowRoot(size: CGSize(width: 1200, height: 800), textMeasurer: CairoTextMeasurer()) {
            EditorView(session: session)
        }
        for _ in 0..<3 { root.update() }
        func find(_ element: Element) -> Element? {
            if element is CanvasElement<JSONValue, JSONValue> { return element }
            // A loop, not `lazy.compactMap(find).first`, which runs `find` twice per level: 2^depth calls.
            for child in element.children { if let found = find(child) { return found } }
            return nil
        }
        let canvas = try #require(find(root.rootElement))
        return canvas.convertToWindow(canvas.frame).origin
    }

    static func executable() -> URL? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL] {
            let url = candidate.appendingPathComponent("swiftflow")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}

/// Real X input to one window through xdotool, in canvas points.
struct XInput {
    let window: String
    let origin: CGPoint

    private func at(_ point: CGPoint) -> [String] {
        ["mousemove", "--window", window, "\(Int(origin.x + point.x))", "\(Int(origin.y + point.y))"]
    }

    func focus() {
        Shell.run(["xdotool", "windowfocus", "--sync", window])
    }

    func click(_ point: CGPoint) {
        Shell.run(["xdotool"] + at(point) + ["click", "1"])
        usleep(150_000)
    }

    /// Presses at `from`, moves there in steps (so motion is seen), releases at `to`.
    func drag(from: CGPoint, to: CGPoint, modifiers: String? = nil) {
        if let modifiers { Shell.run(["xdotool", "keydown", modifiers]) }
        Shell.run(["xdotool"] + at(from) + ["mousedown", "1"])
        for step in 1...5 {
            let t = CGFloat(step) / 5
            let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            Shell.run(["xdotool"] + at(point))
            usleep(30_000)
        }
        Shell.run(["xdotool", "mouseup", "1"])
        if let modifiers { Shell.run(["xdotool", "keyup", modifiers]) }
        usleep(150_000)
    }

    func scrollUp(at point: CGPoint) {
        Shell.run(["xdotool"] + at(point) + ["click", "4"])
        usleep(300_000)
    }

    /// Types `text` as key presses.
    func type(_ text: String) {
        Shell.run(["xdotool", "type", "--delay", "20", text])
        usleep(200_000)
    }

    func key(_ keys: String) {
        Shell.run(["xdotool", "key", keys])
        usleep(200_000)
    }
}

enum Shell {
    /// Runs a command through /usr/bin/env; its status and standard output, or nil when it cannot start.
    @discardableResult
    static func run(_ arguments: [String]) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Polls `condition` every 20 ms for up to 10 s; whether it came true.
    static func wait(_ condition: () -> Bool) -> Bool {
        for _ in 0..<500 {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}

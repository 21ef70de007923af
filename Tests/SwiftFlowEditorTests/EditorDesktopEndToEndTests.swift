import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// The editor as a desktop application, with real X input: the palette, renaming, duplicating, Save As,
/// Open, Export and the "Save changes?" question on WM_DELETE_WINDOW. Skips without a display.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
struct EditorDesktopEndToEndTests {
    static let other = """
    {"nodes": [{"id": "x", "position": {"x": 100, "y": 100}, "data": {"label": "X"}, "width": 150, "height": 40}],
     "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}
    """

    @Test func buildsSavesAsOpensExportsAndAsksBeforeClosing() throws {
        try XInputLock.withLock { try run() }
    }

    private func run() throws {
        guard let executable = EditorEndToEndTests.executable(), Shell.run(["xdotool", "version"])?.status == 0 else {
            Issue.record("swiftflow or xdotool is missing; run scripts/test")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("first.json")
        try Data(EditorEndToEndTests.graph.utf8).write(to: url)
        let otherURL = folder.appendingPathComponent("other.json")
        try Data(Self.other.utf8).write(to: otherURL)

        let editor = Process()
        editor.executableURL = executable
        editor.arguments = [url.path]
        // Recent files go to the test's folder, not the user's.
        editor.environment = ProcessInfo.processInfo.environment.merging(
            ["XDG_STATE_HOME": folder.path, "LANGUAGE": "en"], uniquingKeysWith: { $1 })
        editor.standardOutput = FileHandle.nullDevice
        try editor.run()
        defer { if editor.isRunning { editor.terminate() } }

        var window = ""
        try #require(Shell.wait {
            guard let found = Shell.run(["xdotool", "search", "--pid", "\(editor.processIdentifier)", "--name", "SwiftFlow"])?
                .output.split(separator: "\n").first else { return false }
            window = String(found)
            return true
        }, "the editor's window never appeared")
        usleep(500_000)
        let input = XInput(window: window, origin: try EditorEndToEndTests.canvasOrigin(for: url))
        input.focus()
        func title() -> String {
            (Shell.run(["xdotool", "getwindowname", window])?.output ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }

        // Double-click the empty canvas, type, Return: an output node centred on (400, 300).
        input.click(CGPoint(x: 400, y: 300))
        input.click(CGPoint(x: 400, y: 300))
        input.type("outp")
        input.key("Return")
        // F2 renames the new (selected) node; Ctrl+D duplicates it 20 points down and right.
        input.key("F2")
        input.type("Sink")
        input.key("Return")
        input.key("ctrl+d")
        #expect(Shell.wait { title().hasPrefix("• first.json") }, "the title marks the edits: \(title())")

        // Ctrl+Shift+S to a new path: the path field has the name selected, so typing replaces it.
        let savedAs = folder.appendingPathComponent("saved-as.json")
        input.key("ctrl+shift+s")
        input.type(savedAs.path)
        input.key("Return")
        var saved: JSONValue = .null
        try #require(Shell.wait {
            guard let data = try? Data(contentsOf: savedAs), let value = try? JSONValue(parsing: data) else { return false }
            saved = value
            return true
        }, "Save As never wrote \(savedAs.path)")
        let nodes = saved["nodes"]?.arrayValue ?? []
        let output = nodes.first { $0["id"] == "output_1" }
        #expect(output?["type"] == "output" && output?["data"] == ["label": "Sink"])
        #expect(output?["position"] == ["x": 325, "y": 280])
        #expect(nodes.first { $0["id"] == "output_1-copy" }?["position"] == ["x": 345, "y": 300])
        #expect(Shell.wait { title() == "saved-as.json — SwiftFlow" }, "\(title())")

        // Ctrl+O of another file.
        input.key("ctrl+o")
        input.type(otherURL.path)
        input.key("Return")
        #expect(Shell.wait { title() == "other.json — SwiftFlow" }, "\(title())")

        // Ctrl+E: the suggested path is other.png beside the file; Return writes it.
        input.key("ctrl+e")
        input.key("Return")
        let png = folder.appendingPathComponent("other.png")
        #expect(Shell.wait {
            (try? Data(contentsOf: png))?.starts(with: [0x89, 0x50, 0x4E, 0x47]) ?? false
        }, "Export never wrote \(png.path)")

        // An edit, then WM_DELETE_WINDOW: the window stays and asks; Escape keeps it open and unsaved.
        input.drag(from: CGPoint(x: 175, y: 120), to: CGPoint(x: 225, y: 150))
        let display = try X11Display()
        display.requestClose(of: UInt(window) ?? 0)
        usleep(800_000)
        #expect(editor.isRunning, "the window stays while the question is open")
        input.key("Escape")
        usleep(500_000)
        #expect(editor.isRunning && title().hasPrefix("• other.json"), "Escape keeps the window and the edit")
        #expect(try JSONValue(parsing: Data(contentsOf: otherURL))["nodes"]?[0]?["position"] == ["x": 100, "y": 100])
        // Asked again, Return saves and the editor ends with status 0.
        display.requestClose(of: UInt(window) ?? 0)
        usleep(500_000)
        input.key("Return")
        #expect(Shell.wait { !editor.isRunning })
        #expect(editor.terminationStatus == 0)
        #expect(try JSONValue(parsing: Data(contentsOf: otherURL))["nodes"]?[0]?["position"] == ["x": 150, "y": 130])
    }
}

import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// The editor's command registry, menu bar and shortcut sheet, driven through the window.
@MainActor
@Suite struct EditorRegistryTests {
    @Test func everyMenuCommandHasTheKeyTheIssueAsksFor() throws {
        let harness = try EditorHarness()
        let registry = harness.session.registry
        let expected: [String: String] = [
            "file.new": "Ctrl+N", "file.open": "Ctrl+O", "file.save": "Ctrl+S", "file.saveAs": "Ctrl+Shift+S",
            "file.export": "Ctrl+E", "file.close": "Ctrl+W", "file.quit": "Ctrl+Q",
            "edit.undo": "Ctrl+Z", "edit.redo": "Ctrl+Shift+Z", "edit.cut": "Ctrl+X", "edit.copy": "Ctrl+C",
            "edit.paste": "Ctrl+V", "edit.duplicate": "Ctrl+D", "edit.selectAll": "Ctrl+A",
            "edit.addNode": "Shift+A", "edit.rename": "F2",
            "view.zoomIn": "Ctrl+Plus", "view.zoomOut": "Ctrl+Minus", "view.actualSize": "Ctrl+0", "view.fit": "Ctrl+1",
            "view.inspector": "Ctrl+I", "view.miniMap": "Ctrl+M", "help.shortcuts": "F1",
        ]
        for (id, key) in expected {
            #expect(registry.command(id)?.shortcut?.displayName == key, "\(id)")
        }
        // The sheet's list is the registry's, so every key above is in it.
        let listed = Set(registry.keyBindings.flatMap(\.keys))
        #expect(Set(expected.values).isSubset(of: listed))
    }

    @Test func f1ShowsTheShortcutSheetGeneratedFromTheRegistry() throws {
        let harness = try EditorHarness()
        harness.key(Keysym.function(1))
        #expect(harness.session.showsShortcuts)
        #expect(harness.root.topLayer?.kind == .modal)
        // Rows scrolled into view show each command's title and keys.
        #expect(harness.shows("Keyboard Shortcuts"))
        #expect(harness.shows("Ctrl+Shift+S"))
        #expect(harness.shows("Save As…"))
        harness.returnKey()
        #expect(!harness.session.showsShortcuts)
        #expect(harness.root.layers.isEmpty)
    }

    /// Keys on one line while the row has room: Zoom In's three keys (about 230 points) fit the 460-point row
    /// beside its title, but the spacer took half of what was left and they wrapped after "Ctrl+=,".
    @Test func theShortcutSheetShowsEachCommandsKeysOnOneLine() throws {
        let harness = try EditorHarness()
        harness.key(Keysym.function(1))
        for _ in 0..<20 {
            harness.root.handle(.scroll(location: CGPoint(x: 600, y: 400), deltaX: 0, deltaY: 40, modifiers: []))
        }
        harness.settle()
        let keys = try #require(harness.session.registry.keyBindings.first { $0.commandID == "view.zoomIn" }?.keys)
        #expect(keys.count == 3)
        #expect(harness.texts().contains(keys.joined(separator: ", ")), "\(harness.texts().suffix(16))")
    }

    @Test func theMenuBarOpensWithF10AndListsFileEditViewHelp() throws {
        let harness = try EditorHarness()
        #expect(harness.shows("File") && harness.shows("Edit") && harness.shows("View") && harness.shows("Help"))
        harness.key(Keysym.function(10))
        let texts = harness.texts()
        for title in ["New", "Open…", "Open Recent", "Save", "Save As…", "Export Image…", "Close", "Quit"] {
            #expect(texts.contains(title), "File menu shows \(title)")
        }
        #expect(texts.contains("Ctrl+Shift+S"), "shortcuts right-aligned in the menu")
        // Right moves to Edit, then View.
        harness.key(KeyCode.rightArrow.rawValue)
        #expect(harness.shows("Duplicate") && harness.shows("Select All"))
        harness.key(KeyCode.rightArrow.rawValue)
        #expect(harness.shows("Mini Map") && harness.shows("Dark Mode") && harness.shows("Actual Size"))
        harness.escape()
        harness.escape()
        #expect(harness.root.layers.isEmpty)
    }

    @Test func viewMenuTogglesRunThroughTheSession() throws {
        let harness = try EditorHarness()
        #expect(!harness.session.showsInspector)
        harness.key("i")
        #expect(harness.session.showsInspector)
        #expect(harness.shows("Select a node or an edge"))
        harness.key("i")
        #expect(!harness.session.showsInspector)
        // Dark Mode from the View menu switches the window's appearance.
        harness.key(Keysym.function(10))
        harness.key(KeyCode.rightArrow.rawValue)
        harness.key(KeyCode.rightArrow.rawValue)
        let lightPane = try Self.panePixel(harness)
        harness.key(KeyCode.keysym("d"), text: "d")
        #expect(harness.session.isDarkMode)
        #expect(harness.root.colorScheme == .dark)
        // Drawn through Cairo as the X11 host draws it: the empty pane between the nodes turns dark.
        let darkPane = try Self.panePixel(harness)
        #expect(lightPane.r > 200 && lightPane.g > 200 && lightPane.b > 200, "light pane \(lightPane)")
        #expect(darkPane.r < 80 && darkPane.g < 80 && darkPane.b < 80, "dark pane \(darkPane)")
        // Mini Map is a toggle bound to the session.
        harness.key(Keysym.function(10))
        harness.key(KeyCode.rightArrow.rawValue)
        harness.key(KeyCode.rightArrow.rawValue)
        harness.key(KeyCode.keysym("m"), text: "m")
        #expect(!harness.session.showsMiniMap)
    }

    /// The window's pixel over empty pane at flow point (380, 200), between the three nodes and 150 points
    /// left of the edge from b to c (at x ≈ 535 there), rendered by Cairo in the session's appearance.
    private static func panePixel(_ harness: EditorHarness) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let image = try CairoExporter.renderImage(size: harness.root.size, darkMode: harness.session.isDarkMode) {
            harness.root.render(into: $0, dirty: CGRect(origin: .zero, size: harness.root.size))
        }
        let point = harness.window(CGPoint(x: 380, y: 200))
        return image.pixel(x: Int(point.x), y: Int(point.y))
    }

    @Test func zoomCommandsMoveTheCamera() throws {
        let harness = try EditorHarness()
        let instance = harness.session.instance
        #expect(instance.viewport.zoom == 1)
        harness.key(Keysym.plus, [.control, .shift], text: "+")
        #expect(abs(instance.viewport.zoom - 1.2) < 1e-9, "zoom in × 1.2")
        harness.key(Keysym.minus, [.control], text: "-")
        harness.key(Keysym.minus, [.control], text: "-")
        #expect(abs(instance.viewport.zoom - 1 / 1.2) < 1e-9)
        harness.key("0")
        #expect(abs(instance.viewport.zoom - 1) < 1e-9, "actual size")
        harness.key("1")
        // Fit view frames the three nodes (bounds 100…650 × 100…440) with React Flow's padding 0.1:
        // zoom = min(w / (550 × 1.1), h / (340 × 1.1)), at most 2.
        let size = instance.viewSize
        let expected = min(size.width / (550 * 1.1), size.height / (340 * 1.1), 2)
        #expect(abs(instance.viewport.zoom - expected) < 0.01, "\(instance.viewport) \(size)")
    }

    @Test func editCommandsActOnTheSelectionAsOneUndoStepEach() throws {
        let harness = try EditorHarness()
        harness.click(harness.window(CGPoint(x: 175, y: 120)))
        #expect(harness.node("a")?.selected == true)
        harness.key("d")
        #expect(harness.document.nodes.count == 4)
        let copy = try #require(harness.document.nodes.last)
        #expect(copy.id == "a-copy" && copy.selected && copy.position == XYPosition(x: 120, y: 120))
        #expect(harness.node("a")?.selected == false)
        harness.key("z")
        #expect(harness.document.nodes.count == 3, "Ctrl+Z undoes the duplicate in one step")
        harness.key("z", [.control, .shift])
        #expect(harness.document.nodes.count == 4, "Ctrl+Shift+Z redoes it")
        // Select all, then Delete removes everything; undo brings it back.
        harness.key("a")
        #expect(harness.document.nodes.allSatisfy { $0.selected })
        harness.key(KeyCode.forwardDelete.rawValue)
        #expect(harness.document.nodes.isEmpty && harness.document.edges.isEmpty)
        harness.key("z")
        #expect(harness.document.nodes.count == 4 && harness.document.edges.count == 1)
    }

    @Test func cutCopyAndPasteFromTheEditMenu() throws {
        let harness = try EditorHarness()
        harness.click(harness.window(CGPoint(x: 575, y: 120)))
        #expect(harness.node("b")?.selected == true)
        harness.session.registry.perform("edit.copy")
        harness.session.registry.perform("edit.paste")
        harness.settle()
        #expect(harness.document.nodes.count == 4, "a pasted copy of b")
        harness.click(harness.window(CGPoint(x: 175, y: 420)))
        harness.session.registry.perform("edit.cut")
        harness.settle()
        #expect(harness.node("c") == nil)
        #expect(!harness.document.edges.contains { $0.id == "b-c" }, "c's edge goes with it")
    }

    @Test func commandsThatNeedASelectionAreDisabledWithout() throws {
        let harness = try EditorHarness()
        let registry = harness.session.registry
        #expect(!registry.isEnabled("edit.duplicate") && !registry.isEnabled("edit.rename"))
        #expect(!registry.isEnabled("edit.undo"))
        harness.key("d")
        #expect(harness.document.nodes.count == 3)
        harness.click(harness.window(CGPoint(x: 175, y: 120)))
        #expect(registry.isEnabled("edit.duplicate") && registry.isEnabled("edit.rename"))
    }
}

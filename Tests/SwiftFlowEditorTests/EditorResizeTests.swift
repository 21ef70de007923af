import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Resizing a group node in the editor's window and saving: the new size lands in the file's own format.
@MainActor
@Suite struct EditorResizeTests {
    /// A group 200 × 150 at (100, 100) holding a default node, at zoom 1 with the camera at the origin.
    private static func flow(groupSize: String, format: String = "") -> String {
        """
        {\(format)"nodes": [
           {"id": "g", "type": "group", "position": {"x": 100, "y": 100}, "data": {}, \(groupSize)},
           {"id": "n", "position": {"x": 20, "y": 40}, "data": {"label": "Inside"}, "parentId": "g",
            "extent": "parent"}],
         "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}
        """
    }

    /// Opens `text` in the editor's window, clicks the group to select it, drags its top-left corner by
    /// (−30, −20) and its bottom-right corner by (+40, +25) (Ctrl+S) saves, and returns the saved group object
    /// and the file opened again.
    private func resizeAndSave(_ text: String, name: String = "flow.json") throws -> (JSONValue, EditorFile) {
        let editor = try EditorHarness(graph: text, fileName: name)
        // A click inside the group, away from its child, selects it and shows the frame.
        editor.click(editor.window(CGPoint(x: 280, y: 230)))
        #expect(editor.node("g")?.selected == true)
        #expect(!editor.document.isDirty)
        editor.drag(from: editor.window(CGPoint(x: 100, y: 100)), to: editor.window(CGPoint(x: 70, y: 80)))
        editor.drag(from: editor.window(CGPoint(x: 300, y: 250)), to: editor.window(CGPoint(x: 340, y: 275)))
        #expect(editor.document.isDirty)
        editor.key("s")
        #expect(!editor.document.isDirty)
        let group = try #require(editor.saved()["nodes"]?[0])
        return (group, try EditorFile.open(editor.url))
    }

    @Test func aReactFlow12GroupKeepsItsSizeInWidthAndHeight() throws {
        let (group, reopened) = try resizeAndSave(Self.flow(groupSize: #""width": 200, "height": 150"#))
        // Top-left by (−30, −20): (70, 80) 230 × 170; bottom-right then by (+40, +25): 270 × 195.
        #expect(group["position"] == ["x": 70, "y": 80])
        #expect(group["width"] == 270 && group["height"] == 195)
        #expect(group["measured"] == ["width": 270, "height": 195])
        #expect(group["style"] == nil)
        let node = try #require(reopened.document.nodes.first)
        #expect(node.size == CGSize(width: 270, height: 195))
        // The child stayed where it was on the canvas: 30 and 20 further from the group's moved corner.
        #expect(reopened.document.nodes.last?.position == XYPosition(x: 50, y: 60))
    }

    @Test func aReactFlow11GroupSizedByItsStyleIsSavedThere() throws {
        let (group, reopened) = try resizeAndSave(
            Self.flow(groupSize: ##""style": {"width": 200, "height": 150, "backgroundColor": "#eef"}"##))
        #expect(group["style"] == ["width": 270, "height": 195, "backgroundColor": "#eef"])
        #expect(group["width"] == nil && group["height"] == nil)
        #expect(reopened.document.nodes.first?.size == CGSize(width: 270, height: 195))
    }

    @Test func aReactFlow11GroupWithBothSizesUpdatesBoth() throws {
        let (group, _) = try resizeAndSave(
            Self.flow(groupSize: #""width": 200, "height": 150, "style": {"width": 200, "height": 150}"#))
        #expect(group["width"] == 270 && group["height"] == 195)
        #expect(group["style"] == ["width": 270, "height": 195])
    }

    @Test func aNativeGroupKeepsItsSizeInWidthAndHeight() throws {
        let (group, reopened) = try resizeAndSave(
            Self.flow(groupSize: #""width": 200, "height": 150"#, format: #""format": "swiftflow", "version": 1, "#),
            name: "flow.swiftflow.json")
        #expect(group["width"] == 270 && group["height"] == 195)
        #expect(reopened.document.format == .swiftflow)
        #expect(reopened.document.nodes.first?.size == CGSize(width: 270, height: 195))
    }
}

import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// The canvas's context menus: right button on a node, an edge or the pane, or the Menu key.
@MainActor
@Suite struct EditorContextMenuTests {
    @Test func aNodesMenuListsItsCommandsAndSelectsIt() throws {
        let harness = try EditorHarness()
        harness.rightClick(harness.window(CGPoint(x: 575, y: 120)))
        #expect(harness.session.contextMenu == .node("b"))
        #expect(harness.node("b")?.selected == true)
        let texts = harness.texts()
        for title in ["Rename", "Duplicate", "Cut", "Copy", "Delete", "Bring to Front", "Send to Back"] {
            #expect(texts.contains(title), "\(title)")
        }
        #expect(texts.contains("Ctrl+D") && texts.contains("F2"))
    }

    @Test func bringToFrontAndSendToBackChangeTheZIndexAsOneUndoStep() throws {
        let harness = try EditorHarness()
        harness.rightClick(harness.window(CGPoint(x: 575, y: 120)))
        harness.click(text: "Bring to Front")
        #expect(harness.session.contextMenu == nil && harness.root.layers.isEmpty)
        #expect(harness.node("b")?.zIndex == 1)
        harness.rightClick(harness.window(CGPoint(x: 175, y: 120)))
        harness.click(text: "Send to Back")
        #expect(harness.node("a")?.zIndex == -1)
        harness.key("z")
        #expect(harness.node("a")?.zIndex == 0 && harness.node("b")?.zIndex == 1)
    }

    @Test func renameFromTheMenuOpensTheField() throws {
        let harness = try EditorHarness()
        harness.rightClick(harness.window(CGPoint(x: 175, y: 120)))
        harness.click(text: "Rename")
        #expect(harness.session.rename?.target == .node("a"))
        harness.type("First")
        harness.returnKey()
        #expect(harness.document.label(ofNode: "a") == "First")
    }

    @Test func anEdgesMenuSetsTypeAnimationAndDeletes() throws {
        let harness = try EditorHarness()
        let edge = try #require(harness.document.edges.first)
        #expect(edge.type == .default)
        harness.session.showContextMenu(for: .edge("b-c"))
        harness.settle()
        let texts = harness.texts()
        for title in ["Edge Type", "Animated", "Edit Label", "Delete"] {
            #expect(texts.contains(title), "\(title)")
        }
        // Edge Type ▸ lists the five types.
        harness.click(text: "Edge Type")
        for title in ["Bezier", "Straight", "Step", "Smooth Step", "Simple Bezier"] {
            #expect(harness.shows(title), "\(title)")
        }
        harness.click(text: "Smooth Step")
        #expect(harness.document.edges.first?.type == .smoothstep)
        harness.session.showContextMenu(for: .edge("b-c"))
        harness.settle()
        harness.click(text: "Animated")
        #expect(harness.document.edges.first?.animated == true)
        harness.session.showContextMenu(for: .edge("b-c"))
        harness.settle()
        harness.click(text: "Delete")
        #expect(harness.document.edges.isEmpty)
    }

    @Test func thePanesMenuAddsANodeWhereItWasOpened() throws {
        let harness = try EditorHarness()
        harness.rightClick(harness.window(CGPoint(x: 800, y: 600)))
        #expect(harness.session.contextMenu == .pane(CGPoint(x: 800, y: 600)))
        let texts = harness.texts()
        for title in ["Add Node…", "Paste", "Select All", "Fit View"] {
            #expect(texts.contains(title), "\(title)")
        }
        harness.click(text: "Add Node…")
        #expect(harness.session.palette?.flowPoint == CGPoint(x: 800, y: 600))
        harness.returnKey()
        #expect(harness.document.nodes.last?.position == XYPosition(x: 725, y: 580))
    }

    @Test func theMenuKeyOpensTheSelectedNodesMenu() throws {
        let harness = try EditorHarness()
        harness.click(harness.window(CGPoint(x: 175, y: 120)))
        harness.key(Keysym.menu)
        #expect(harness.session.contextMenu == .node("a"))
        #expect(harness.shows("Bring to Front"))
        harness.escape()
        #expect(harness.session.contextMenu == nil && harness.root.layers.isEmpty)
    }
}

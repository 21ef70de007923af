import Foundation
import Testing
import SwiftFlow

@MainActor
@Suite struct PanelSpecSampleTests {
    /// The panel sits at the top right of the 1000 × 600 canvas, 15 points from both edges: its content
    /// (the padded, material-backed stack) ends at x = 985 and starts at y = 15. Inside, the buttons are
    /// 12 points in and 8 apart. Each button does its job, and no press reaches the canvas.
    @Test func panelSampleButtonsWork() throws {
        let log = PanelSampleLog()
        let instance = SwiftFlowInstance()
        let root = SampleHarness.root { PanelSample(log: log, instance: instance) }
        let canvas = try #require(SampleHarness.canvas(in: root))
        let panel = try #require(SampleHarness.elements(in: root).first { $0 is PanelElement })
        let content = try #require(panel.layoutChildren.first)
        let box = content.convertToWindow(content.frame)
        #expect(box.maxX == 985 && box.minY == 15)

        let add = try #require(SampleHarness.buttons("Add Node", in: root).first?.frame)
        let reset = try #require(SampleHarness.buttons("Reset View", in: root).first?.frame)
        let export = try #require(SampleHarness.buttons("Export", in: root).first?.frame)
        #expect(add.minY == box.minY + 12)
        #expect(reset.minY == add.maxY + 8 && export.minY == reset.maxY + 8)
        #expect(export.maxY == box.maxY - 12)
        #expect(max(add.maxX, reset.maxX, export.maxX) == box.maxX - 12)
        #expect(add.midX == reset.midX && reset.midX == export.midX)

        SampleHarness.click(add, in: root)
        #expect(canvas.nodes.map(\.id).last == "node-7")
        instance.setViewport(Viewport(x: 40, y: -30, zoom: 2))
        #expect(canvas.viewport == Viewport(x: 40, y: -30, zoom: 2))
        SampleHarness.click(reset, in: root)
        #expect(canvas.viewport == Viewport())
        SampleHarness.click(export, in: root)
        #expect(log.exports == [7])
        // Nothing was selected by the presses on the panel.
        #expect(canvas.nodes.allSatisfy { !$0.selected })
    }

    /// The gear button is the fifth button of Controls (bottom left: x = 15, y = 600 − 15 − 26 = 559) and the
    /// only button of the top-left panel (15, 15); both are 26 × 26 and run `customAction`.
    @Test func controlButtonSampleRunsItsAction() throws {
        let log = PanelSampleLog()
        let root = SampleHarness.root { ControlButtonSample(log: log) }
        let tree = root.accessibilityTree()
        func buttons(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
            nodes.flatMap { $0.role == .button ? [$0] : buttons($0.children) }
        }
        let all = buttons(tree)
        // Besides the node views' own "Focus" buttons: the four built-in ones, then the two gears.
        #expect(all.map(\.label).filter { !$0.isEmpty && $0 != "Focus" } == ["Zoom In", "Zoom Out", "Fit View", "Toggle Interactivity"])
        let gears = all.filter { $0.label.isEmpty }.map(\.frame)
        #expect(gears == [CGRect(x: 15, y: 559, width: 26, height: 26), CGRect(x: 15, y: 15, width: 26, height: 26)])
        for frame in gears { SampleHarness.click(frame, in: root) }
        #expect(log.customActions == 2)
    }
}

import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// `ColorMode.system` follows the environment's `\.colorScheme` (set by the host), never process variables.
@MainActor
@Suite struct CanvasColorSchemeTests {
    private func flow(_ mode: ColorMode) -> some View {
        SwiftFlow(nodes: [.box("a", 0, 0)], edges: [Edge<EmptyEdgeData>](), colorMode: mode) { _ in EmptyView() }
    }

    @Test func systemModeFollowsTheWindowScheme() throws {
        let root = CanvasHarness.root { flow(.system) }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.isDark == false)
        root.colorScheme = .dark
        root.update()
        #expect(canvas.isDark)
        root.colorScheme = .light
        root.update()
        #expect(canvas.isDark == false)
    }

    @Test func systemModeFollowsAnEnvironmentOverride() throws {
        let root = CanvasHarness.root { flow(.system).environment(\.colorScheme, .dark) }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(root.colorScheme == .light)
        #expect(canvas.isDark)
    }

    @Test func fixedModesIgnoreTheEnvironment() throws {
        let light = CanvasHarness.root { flow(.light) }
        light.colorScheme = .dark
        light.update()
        #expect(try #require(CanvasHarness.canvas(in: light)).isDark == false)
        let dark = CanvasHarness.root { flow(.dark) }
        #expect(try #require(CanvasHarness.canvas(in: dark)).isDark)
    }

    @Test func resolutionTable() {
        #expect(ColorMode.system.resolved(in: .dark) == .dark)
        #expect(ColorMode.system.resolved(in: .light) == .light)
        #expect(ColorMode.light.resolved(in: .dark) == .light)
        #expect(ColorMode.dark.resolved(in: .light) == .dark)
    }
}

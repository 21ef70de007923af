import Foundation
import Testing
@testable import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

/// Window layers drawn through the real Cairo backend: a menu over the window and a dialog's dimmed
/// backdrop, checked pixel by pixel (values worked out by hand from the theme's colours).
@MainActor
@Suite struct LayerRenderTests {
    private func render(_ root: WindowRoot, dark: Bool) throws -> CairoImageSurface {
        try CairoExporter.renderImage(size: root.size, darkMode: dark) { context in
            root.render(into: context, dirty: CGRect(origin: .zero, size: root.size))
        }
    }

    private func menuWindow(dark: Bool) -> WindowRoot {
        let root = WindowRoot(size: CGSize(width: 400, height: 300), textMeasurer: CairoTextMeasurer()) {
            VStack(spacing: 0) {
                MenuBar {
                    Menu("File") {
                        Button("New") {}
                        Button("Open") {}
                    }
                }
                Spacer()
            }
        }
        root.colorScheme = dark ? .dark : .light
        root.update()
        // F10 opens File with its first row highlighted.
        root.handle(.keyDown(KeyEvent(keysym: 0xffc7)))
        return root
    }

    @Test(arguments: [false, true])
    func theHighlightedRowIsAccentAndTheOthersTheMenuBackground(dark: Bool) throws {
        let image = try render(menuWindow(dark: dark), dark: dark)
        let test = "menuHighlight-\(dark ? "dark" : "light")"
        // Rows start 4 below the bar (26): New is 30…54, Open 54…78; the check column is left of the titles.
        RenderTestSupport.expectPixel(image, x: 20, y: 42, (0, 122, 255, 255), test: test)
        // The menu background: white in light mode, white 0.21 (53.55) in dark mode.
        let background = dark ? 54 : 255
        RenderTestSupport.expectPixel(image, x: 20, y: 66, (background, background, background, 255), test: test)
        // Below the menu, the window background (white 0.93 or 0.12), untouched by the panel.
        let window = dark ? 31 : 237
        RenderTestSupport.expectPixel(image, x: 300, y: 250, (window, window, window, 255), test: test)
    }

    @Test(arguments: [false, true])
    func aDialogDimsTheWindowBehindIt(dark: Bool) throws {
        let root = WindowRoot(size: CGSize(width: 400, height: 300), textMeasurer: CairoTextMeasurer()) {
            Color.white
                .sheet(isPresented: .constant(true)) {
                    Color.clear.frame(width: 200, height: 100)
                }
        }
        root.colorScheme = dark ? .dark : .light
        root.update()
        let image = try render(root, dark: dark)
        let test = "dialogBackdrop-\(dark ? "dark" : "light")"
        // White under black at 25 % (light) or 45 % (dark): 255 × 0.75 = 191.25, 255 × 0.55 = 140.25.
        let dimmed = dark ? 140 : 191
        RenderTestSupport.expectPixel(image, x: 10, y: 10, (dimmed, dimmed, dimmed, 255), test: test)
        // The 200 × 100 panel is centred: (100, 100)–(300, 200), filled with the panel colour (0.96 or 0.17).
        let panel = dark ? 43 : 245
        RenderTestSupport.expectPixel(image, x: 200, y: 150, (panel, panel, panel, 255), test: test)
    }
}

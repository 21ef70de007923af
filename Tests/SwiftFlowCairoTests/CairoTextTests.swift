import CCairo
import Foundation
import Testing
@testable import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

@Suite struct CairoTextTests {
    @Test func helloWidthMatchesFontAdvances() {
        // DejaVu Sans advances (units per em 2048, read from the font's hmtx table):
        // H 1540, e 1260, l 569, l 569, o 1253 = 5191 units; at 12 pt: 5191 / 2048 × 12 = 30.416.
        let metrics = CairoTextMeasurer().measure("Hello", font: .system(size: 12))
        #expect(abs(metrics.width - 30.416) < 0.01)
        // hhea ascent 1901 and descent 483 units: 11.139 and 2.830 at 12 pt.
        #expect(abs(metrics.ascent - 11.139) < 0.05)
        #expect(abs(metrics.descent - 2.830) < 0.05)
    }

    @Test func widthMatchesCairoToyTextExtents() throws {
        // An independent route: Cairo's toy API on a plain context with hint metrics off.
        let surface = CairoSurfaceHandle(takingOwnershipOf: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10))
        let cr = CairoContextHandle(surface: surface)
        let options = CairoFontOptionsHandle.exactMetrics()
        cairo_set_font_options(cr.pointer, options.pointer)
        cairo_select_font_face(cr.pointer, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr.pointer, 17)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr.pointer, "Node 42 — ✓", &extents)
        let measured = CairoTextMeasurer().measure("Node 42 — ✓", font: .system(size: 17, weight: .bold))
        #expect(abs(measured.width - extents.x_advance) < 1e-9)
    }

    @Test func widthScalesWithSize() {
        let measurer = CairoTextMeasurer()
        let small = measurer.measure("Hello, world", font: .system(size: 12))
        let large = measurer.measure("Hello, world", font: .system(size: 24))
        #expect(small.width > 0)
        #expect(abs(large.width - 2 * small.width) < 1e-6)
        #expect(abs(large.lineHeight - 2 * small.lineHeight) < 1e-6)
    }

    @Test func designsAndWeightsPickDifferentFaces() {
        let measurer = CairoTextMeasurer()
        let text = "Illuminate"
        let regular = measurer.measure(text, font: .system(size: 12)).width
        let bold = measurer.measure(text, font: .system(size: 12, weight: .semibold)).width
        let medium = measurer.measure(text, font: .system(size: 12, weight: .medium)).width
        let mono = measurer.measure(text, font: .system(size: 12, design: .monospaced)).width
        #expect(bold > regular)
        #expect(medium == regular)
        // DejaVu Sans Mono advances are 1233 / 2048 em per character: 10 × 1233 / 2048 × 12 = 72.246.
        #expect(abs(mono - 72.246) < 0.01)
    }

    @Test func emptyAndInvalidInputMeasureZero() {
        let measurer = CairoTextMeasurer()
        #expect(measurer.measure("", font: .body).width == 0)
        #expect(measurer.measure("Hi", font: .system(size: 0)) == TextMetrics(width: 0, ascent: 0, descent: 0))
        #expect(measurer.measure("Hi", font: .system(size: .nan)).width == 0)
    }

    @Test func textPixelsFallInsideTheirBox() throws {
        let image = try CairoImageSurface(width: 120, height: 50)
        let context = image.makeContext()
        context.fill(Path(CGRect(x: 0, y: 0, width: 120, height: 50)), with: .white)
        let font = SwiftFlowUI.Font.system(size: 20)
        let origin = CGPoint(x: 10, y: 32)
        context.drawText("Hello", font: font, color: .black, at: origin)
        let metrics = context.textMeasurer.measure("Hello", font: font)
        // Expected box: the advance from the origin, ascent above and descent below the baseline (+1 px slack).
        let box = CGRect(x: origin.x - 1, y: origin.y - metrics.ascent - 1,
                         width: metrics.width + 2, height: metrics.lineHeight + 2)
        var inside = 0, outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).r < 128 {
                if box.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) { inside += 1 } else { outside += 1 }
            }
        }
        if inside < 50 || outside > 0 { RenderTestSupport.saveArtifact(image, name: "textPixelsFallInsideTheirBox") }
        #expect(inside >= 50)
        #expect(outside == 0)
        // The "H" stem starts just right of the origin; its left edge at x ≈ 10 + 0.098 × 20 ≈ 12.
        var stemDark = false
        for x in 11...14 where image.pixel(x: x, y: 25).r < 100 { stemDark = true }
        #expect(stemDark)
    }

    @Test func textColourFollowsAppearance() throws {
        let image = try CairoImageSurface(width: 60, height: 40)
        let context = image.makeContext(darkMode: true)
        let adaptive = Color(light: .black, dark: Color(red: 0, green: 0, blue: 1))
        context.drawText("███", font: .system(size: 20), color: adaptive, at: CGPoint(x: 5, y: 30))
        // The full block glyph is solid: its middle must be the dark variant, blue.
        RenderTestSupport.expectPixel(image, x: 12, y: 22, (0, 0, 255, 255), tolerance: 3, test: "textColour")
    }
}

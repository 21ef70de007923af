import CCairo
import Foundation
import SwiftFlowUI

/// The sub-pixel phases at which a line of text (at scale 1) looks the same, so kept lines
/// (`CairoTextStampCache`) serve a view at a new fractional offset.
///
/// Cairo 1.16's image backend puts each glyph at its device position rounded to a whole pixel (`_cairo_lround`,
/// halves away from zero). A glyph starting `a` after the origin (`a` = whole part + fraction `f`) lands one pixel
/// further once the origin's phase reaches `0.5 − f` (or `1.5 − f`): those steps cut [0, 1) into intervals, and
/// every phase inside one interval puts every glyph on the same pixels, so the line has the same pixels there
/// (vertically the same, with the glyphs' vertical offsets). A phase is represented by its interval's middle; a
/// phase within `margin` of a step keeps its exact value, so rounding in Cairo's own sums cannot tell them apart.
final class CairoTextPhases {
    /// A phase this close to a step is taken as it is.
    static let margin = 1e-6

    private struct Key: Hashable {
        let text: String
        let font: SwiftFlowUI.Font
    }

    /// Per line, its steps across and down, sorted (one per glyph at most; empty: a line without glyphs).
    private var steps: [Key: (x: [Double], y: [Double])] = [:]
    /// The most lines kept; past it the table starts afresh.
    let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = max(1, capacity)
    }

    func removeAll() { steps.removeAll() }

    /// The phase standing for `phase` (each in [0, 1)) of `text` in `font` at scale 1: the middle of the
    /// interval between the steps around it, or `phase` itself near a step or without the glyphs' positions.
    func representative(of phase: (x: Double, y: Double), text: String, font: SwiftFlowUI.Font,
                        measurer: CairoTextMeasurer) -> (x: Double, y: Double) {
        let key = Key(text: text, font: font)
        let lineSteps: (x: [Double], y: [Double])
        if let kept = steps[key] {
            lineSteps = kept
        } else {
            guard let found = Self.steps(of: text, font: font, measurer: measurer) else { return phase }
            if steps.count >= capacity { steps.removeAll(keepingCapacity: true) }
            steps[key] = found
            lineSteps = found
        }
        return (Self.middle(of: phase.x, between: lineSteps.x), Self.middle(of: phase.y, between: lineSteps.y))
    }

    /// The middle of the interval of [0, 1) cut by `steps` (sorted) that holds `phase`; `phase` itself within
    /// `margin` of a step or of 0 or 1.
    static func middle(of phase: Double, between steps: [Double]) -> Double {
        guard phase >= margin, phase <= 1 - margin else { return phase }
        var low = 0.0, high = 1.0
        for step in steps {
            if abs(step - phase) < margin { return phase }
            if step <= phase { low = step } else { high = step; break }
        }
        return (low + high) / 2
    }

    /// The steps of `text`'s glyphs (positions from `cairo_scaled_font_text_to_glyphs` at the origin, in the
    /// measurer's font and options, which the target's context draws with at scale 1); nil without a font.
    static func steps(of text: String, font: SwiftFlowUI.Font,
                      measurer: CairoTextMeasurer) -> (x: [Double], y: [Double])? {
        guard let scaled = measurer.scaledFont(for: font) else { return nil }
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = text.withCString { utf8 in
            cairo_scaled_font_text_to_glyphs(scaled.pointer, 0, 0, utf8, -1, &glyphs, &count, nil, nil, nil)
        }
        defer { if let glyphs { cairo_glyph_free(glyphs) } }
        guard status == CAIRO_STATUS_SUCCESS, let glyphs else { return count == 0 ? ([], []) : nil }
        func step(_ offset: Double) -> Double {
            let fraction = offset - offset.rounded(.down)
            return fraction <= 0.5 ? 0.5 - fraction : 1.5 - fraction
        }
        var x: [Double] = [], y: [Double] = []
        for i in 0..<Int(count) {
            x.append(step(glyphs[i].x))
            y.append(step(glyphs[i].y))
        }
        return (Array(Set(x)).sorted(), Array(Set(y)).sorted())
    }
}

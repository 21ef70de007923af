import CCairo
import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Measures text with Cairo and the DejaVu fonts, without any display.
///
/// Metrics are unhinted (hint metrics off), so widths scale exactly with the font size and match what
/// `CairoGraphicsContext` draws at any zoom. Font faces and scaled fonts are cached per instance; an
/// instance is meant for one thread (or actor) at a time.
public final class CairoTextMeasurer: TextMeasurer {
    private struct FaceKey: Hashable {
        var family: String
        var bold: Bool
        var italic: Bool
    }

    /// The options every measured and drawn font uses (hint metrics off).
    public let fontOptions: CairoFontOptionsHandle
    private var faces: [FaceKey: CairoFontFaceHandle] = [:]
    private var scaledFonts: [SwiftFlowUI.Font: CairoScaledFontHandle] = [:]
    /// Bounds the scaled-font cache; zooming produces many sizes, and the set is rebuilt on overflow.
    private let maximumScaledFonts = 256

    /// A measurer with empty caches and exact (unhinted) metrics.
    public init() {
        fontOptions = .exactMetrics()
        _ = Self.fontConfigurationWarmUp
    }

    /// The first font Cairo matches makes fontconfig read its configuration and font cache (24 M instructions, a
    /// sixteenth of a 10,000-node graph's first frame). The first measurer of the process starts that on a thread
    /// of its own, so that a window's first text, measured after the scene is built, finds it done; Cairo and
    /// fontconfig lock their shared caches, and a measurement that comes first simply waits for the load.
    private static let fontConfigurationWarmUp: Void = {
        Thread.detachNewThread {
            let face = CairoFontFaceHandle(family: familyName(for: .default), slant: CAIRO_FONT_SLANT_NORMAL,
                                           weight: CAIRO_FONT_WEIGHT_NORMAL)
            _ = CairoScaledFontHandle(face: face, size: 12, options: .exactMetrics())
        }
    }()

    /// The fontconfig family used for a font design: DejaVu Sans, Sans Mono or Serif.
    public static func familyName(for design: SwiftFlowUI.Font.Design) -> String {
        switch design {
        case .default, .rounded: "DejaVu Sans"
        case .monospaced: "DejaVu Sans Mono"
        case .serif: "DejaVu Serif"
        }
    }

    /// The cached toy font face for `font`'s family, weight (semibold and heavier are bold) and slant.
    public func fontFace(for font: SwiftFlowUI.Font) -> CairoFontFaceHandle {
        let key = FaceKey(
            family: Self.familyName(for: font.design),
            bold: font.weight >= .semibold,
            italic: font.isItalic
        )
        if let face = faces[key] { return face }
        let face = CairoFontFaceHandle(
            family: key.family,
            slant: key.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
            weight: key.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL
        )
        faces[key] = face
        return face
    }

    /// The cached scaled font for `font`, or `nil` when its size is not a positive finite number.
    public func scaledFont(for font: SwiftFlowUI.Font) -> CairoScaledFontHandle? {
        guard Self.isUsableSize(font.size) else { return nil }
        if let scaled = scaledFonts[font] { return scaled }
        let scaled = CairoScaledFontHandle(face: fontFace(for: font), size: Double(font.size), options: fontOptions)
        guard scaled.status == CAIRO_STATUS_SUCCESS else { return nil }
        if scaledFonts.count >= maximumScaledFonts { scaledFonts.removeAll(keepingCapacity: true) }
        scaledFonts[font] = scaled
        return scaled
    }

    /// Width from the text's advance; ascent and descent from the font's extents (all zero for an
    /// unusable font size).
    public func measure(_ text: String, font: SwiftFlowUI.Font) -> TextMetrics {
        guard let scaled = scaledFont(for: font) else { return TextMetrics(width: 0, ascent: 0, descent: 0) }
        var fontExtents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaled.pointer, &fontExtents)
        var textExtents = cairo_text_extents_t()
        text.withCString { cairo_scaled_font_text_extents(scaled.pointer, $0, &textExtents) }
        return TextMetrics(
            width: CGFloat(textExtents.x_advance),
            ascent: CGFloat(fontExtents.ascent),
            descent: CGFloat(fontExtents.descent)
        )
    }

    /// Font sizes Cairo can use without putting a context into an error state.
    static func isUsableSize(_ size: CGFloat) -> Bool {
        size.isFinite && size > 0 && size < 100_000
    }
}

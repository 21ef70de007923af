import CCairo

/// Owns a `cairo_font_options_t` and frees it in `deinit`.
public final class CairoFontOptionsHandle {
    /// The `cairo_font_options_t*`, valid for the life of this object.
    public let pointer: OpaquePointer

    /// Wraps `pointer`, taking ownership (as returned by `cairo_font_options_create`).
    public init(takingOwnershipOf pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Font options for exact, resolution-independent layout: metrics are not hinted to whole pixels.
    ///
    /// Antialiasing (greyscale) and hinting (slight) are set explicitly too: Cairo shares one resolved
    /// font per toy face process-wide, set up with the options of whoever uses it first, so leaving
    /// them to the surface's defaults would make glyph rendering depend on drawing order.
    public static func exactMetrics() -> CairoFontOptionsHandle {
        let options = CairoFontOptionsHandle(takingOwnershipOf: cairo_font_options_create())
        cairo_font_options_set_hint_metrics(options.pointer, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options.pointer, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options.pointer, CAIRO_HINT_STYLE_SLIGHT)
        return options
    }

    deinit {
        cairo_font_options_destroy(pointer)
    }
}

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
    public static func exactMetrics() -> CairoFontOptionsHandle {
        let options = CairoFontOptionsHandle(takingOwnershipOf: cairo_font_options_create())
        cairo_font_options_set_hint_metrics(options.pointer, CAIRO_HINT_METRICS_OFF)
        return options
    }

    deinit {
        cairo_font_options_destroy(pointer)
    }
}

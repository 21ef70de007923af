import CCairo

/// Owns one reference to a `cairo_scaled_font_t` and releases it in `deinit`.
public final class CairoScaledFontHandle {
    /// The `cairo_scaled_font_t*`, valid for the life of this object.
    public let pointer: OpaquePointer

    /// Wraps `pointer`, taking over the caller's reference (as returned by `cairo_scaled_font_create`).
    public init(takingOwnershipOf pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// A scaled font of `face` at `size` points with an identity device transform and `options`.
    public convenience init(face: CairoFontFaceHandle, size: Double, options: CairoFontOptionsHandle) {
        var fontMatrix = cairo_matrix_t()
        cairo_matrix_init_scale(&fontMatrix, size, size)
        var ctm = cairo_matrix_t()
        cairo_matrix_init_identity(&ctm)
        self.init(takingOwnershipOf: cairo_scaled_font_create(face.pointer, &fontMatrix, &ctm, options.pointer))
    }

    /// Cairo's status for the font; fonts in an error state report zero extents.
    public var status: cairo_status_t { cairo_scaled_font_status(pointer) }

    deinit {
        cairo_scaled_font_destroy(pointer)
    }
}

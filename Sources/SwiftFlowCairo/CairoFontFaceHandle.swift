import CCairo

/// Owns one reference to a `cairo_font_face_t` and releases it in `deinit`.
public final class CairoFontFaceHandle {
    /// The `cairo_font_face_t*`, valid for the life of this object.
    public let pointer: OpaquePointer

    /// Wraps `pointer`, taking over the caller's reference (as returned by `cairo_toy_font_face_create`).
    public init(takingOwnershipOf pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// A toy font face for `family` (a fontconfig family name) with the given slant and weight.
    public convenience init(family: String, slant: cairo_font_slant_t, weight: cairo_font_weight_t) {
        // Cairo never returns NULL here: failures come back as an inert "nil object".
        let face: OpaquePointer = family.withCString { cairo_toy_font_face_create($0, slant, weight) }
        self.init(takingOwnershipOf: face)
    }

    deinit {
        cairo_font_face_destroy(pointer)
    }
}

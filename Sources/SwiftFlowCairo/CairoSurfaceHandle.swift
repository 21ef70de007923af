import CCairo

/// Owns one reference to a `cairo_surface_t` and releases it in `deinit`.
public final class CairoSurfaceHandle {
    /// The `cairo_surface_t*`, valid for the life of this object.
    public let pointer: OpaquePointer

    /// Wraps `pointer`, taking over the caller's reference (as returned by a `*_surface_create` call).
    public init(takingOwnershipOf pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Wraps `pointer`, adding a reference of its own; the caller keeps its reference.
    public init(retaining pointer: OpaquePointer) {
        self.pointer = cairo_surface_reference(pointer)
    }

    /// Cairo's status for the surface (for example a write error of a PDF or SVG file).
    public var status: cairo_status_t { cairo_surface_status(pointer) }

    deinit {
        cairo_surface_destroy(pointer)
    }
}

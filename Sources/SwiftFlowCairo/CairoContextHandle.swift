import CCairo

/// Owns one reference to a `cairo_t` and releases it in `deinit`.
public final class CairoContextHandle {
    /// The `cairo_t*`, valid for the life of this object.
    public let pointer: OpaquePointer

    /// Wraps `pointer`, taking over the caller's reference (as returned by `cairo_create`).
    public init(takingOwnershipOf pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Wraps `pointer`, adding a reference of its own; the caller keeps its reference.
    public init(retaining pointer: OpaquePointer) {
        self.pointer = cairo_reference(pointer)
    }

    /// Creates a new context that draws onto `surface`.
    public convenience init(surface: CairoSurfaceHandle) {
        self.init(takingOwnershipOf: cairo_create(surface.pointer))
    }

    /// Cairo's sticky error status; anything but success means the context ignores further drawing.
    public var status: cairo_status_t { cairo_status(pointer) }

    deinit {
        cairo_destroy(pointer)
    }
}

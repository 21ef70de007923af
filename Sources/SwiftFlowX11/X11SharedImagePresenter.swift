import CCairo
import CX11
import SwiftFlowCairo

/// A back buffer in shared memory and the way to the window for it: the X server reads the pixels straight
/// out of the segment, so no frame travels through the socket.
///
/// Cairo's xlib backend makes the memory (`cairo_surface_create_similar_image` on a surface of the window): when
/// the server has a usable MIT-SHM it lives in a shared segment, with a shared pixmap where the server offers
/// them, and painting it onto the window surface becomes a copy inside the server (a 1920×1080 frame on Xvfb:
/// about 0.7 ms, against about 3 ms for `XPutImage`). That image is RGB24, the window's own pixel format, so
/// the copy needs no RENDER picture of the window (a picture would outlive a window another client destroys,
/// and freeing it then is a protocol error). Everything draws into `image`, an ARGB32 surface over the same
/// bytes, exactly as into the plain back buffer; it keeps the shared image (and the display) alive.
///
/// Where MIT-SHM is missing or unusable (a remote display), or the screen is not 24-bit, `init` fails and the
/// host keeps `X11Presenter` (`XPutImage`): Cairo's own way for a plain image is slower than that.
final class X11SharedImagePresenter {
    /// The back buffer: ARGB32 pixels in the shared segment.
    let image: CairoImageSurface
    /// Cairo's RGB24 image in the segment; `image` owns the reference.
    private let shared: OpaquePointer
    private let windowSurface: CairoSurfaceHandle
    private let display: X11Display

    /// Makes a `width` × `height` shared image for `window`; nil unless Cairo placed it in shared memory.
    init?(window: X11Window, width: Int, height: Int) {
        let display = window.display
        guard width > 0, height > 0, width <= CairoImageSurface.maximumSide, height <= CairoImageSurface.maximumSide,
              display.defaultDepth == 24, let visual = display.defaultVisual,
              visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0xFF00,
              visual.pointee.blue_mask == 0xFF,
              let target = cairo_xlib_surface_create(display.pointer, window.id, visual, Int32(width), Int32(height))
        else { return nil }
        let windowSurface = CairoSurfaceHandle(takingOwnershipOf: target)
        guard windowSurface.status == CAIRO_STATUS_SUCCESS,
              let similar = cairo_surface_create_similar_image(target, CAIRO_FORMAT_RGB24, Int32(width),
                                                                 Int32(height)) else { return nil }
        let owner = SharedImageOwner(surface: CairoSurfaceHandle(takingOwnershipOf: similar), display: display)
        // A plain image has no device; Cairo's shared-memory images belong to the display's device.
        guard cairo_surface_status(similar) == CAIRO_STATUS_SUCCESS, cairo_surface_get_device(similar) != nil,
              let data = cairo_image_surface_get_data(similar) else { return nil }
        let stride = cairo_image_surface_get_stride(similar)
        guard stride == cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)),
              let view = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                             stride) else { return nil }
        let handle = CairoSurfaceHandle(takingOwnershipOf: view)
        guard handle.status == CAIRO_STATUS_SUCCESS, owner.attach(to: view),
              let image = CairoImageSurface(adopting: handle) else { return nil }
        self.image = image
        shared = similar
        self.windowSurface = windowSurface
        self.display = display
    }

    /// Waits until the server has read the last presented frame, so drawing cannot change pixels it is still
    /// copying (Cairo tracks the requests that read the segment). Call before drawing into `image`.
    func waitForServer() {
        cairo_surface_flush(shared)
    }

    /// Copies the `damage` rectangles of the image to the same place in the window, then flushes.
    /// Rectangles are in pixels and clipped to the image.
    func present(_ damage: [X11Rect]) {
        let bounds = X11Rect(x: 0, y: 0, width: image.width, height: image.height)
        let rects = damage.compactMap { $0.intersection(bounds) }
        guard !rects.isEmpty else { return }
        // The pixels changed behind Cairo's back (through `image`): drop whatever it cached of them.
        cairo_surface_mark_dirty(shared)
        let context = CairoContextHandle(surface: windowSurface)
        let cr = context.pointer
        for rect in rects {
            cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        }
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, shared, 0, 0)
        cairo_paint(cr)
        cairo_surface_flush(windowSurface.pointer)
        display.flush()
    }
}

/// Keeps the shared image and its display alive for as long as the ARGB32 view over its pixels lives: the
/// segment is detached when the image goes or the display closes.
private final class SharedImageOwner {
    // Declared first, so it is destroyed before the display can close.
    private let surface: CairoSurfaceHandle
    private let display: X11Display

    nonisolated(unsafe) private static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    init(surface: CairoSurfaceHandle, display: X11Display) {
        self.surface = surface
        self.display = display
    }

    /// Hands `view` a reference to this owner, released when Cairo destroys the view.
    func attach(to view: OpaquePointer) -> Bool {
        let reference = Unmanaged.passRetained(self).toOpaque()
        let status = cairo_surface_set_user_data(view, Self.key, reference) { pointer in
            guard let pointer else { return }
            Unmanaged<SharedImageOwner>.fromOpaque(pointer).release()
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            Unmanaged<SharedImageOwner>.fromOpaque(reference).release()
            return false
        }
        return true
    }
}

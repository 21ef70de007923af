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
/// bytes, exactly as into the plain back buffer; it keeps the shared image (and the display) alive. The segment
/// is larger than the window (`ScrollingImageBuffer`), so a pan moves the view's origin instead of the pixels.
///
/// Where MIT-SHM is missing or unusable (a remote display), or the screen is not 24-bit, `init` fails and the
/// host keeps `X11Presenter` (`XPutImage`): Cairo's own way for a plain image is slower than that.
final class X11SharedImagePresenter {
    /// The back buffer: ARGB32 pixels in the shared segment, a window-sized view whose origin moves on a scroll
    /// of the whole window (`scroll`); take `image` again after every scroll.
    var image: CairoImageSurface { buffer.image }
    /// The segment is `ScrollingImageBuffer.defaultMargin` pixels larger than the window on every side.
    let buffer: ScrollingImageBuffer
    /// Cairo's RGB24 image in the segment; the buffer's views own the reference.
    private let shared: OpaquePointer
    private let windowSurface: CairoSurfaceHandle
    private let display: X11Display

    /// Makes a shared image for a `width` × `height` window (plus the margin); nil unless Cairo placed it in
    /// shared memory.
    init?(window: X11Window, width: Int, height: Int, margin: Int = ScrollingImageBuffer.defaultMargin) {
        let display = window.display
        let fullWidth = width + 2 * margin, fullHeight = height + 2 * margin
        guard width > 0, height > 0, fullWidth <= CairoImageSurface.maximumSide,
              fullHeight <= CairoImageSurface.maximumSide,
              display.defaultDepth == 24, let visual = display.defaultVisual,
              visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0xFF00,
              visual.pointee.blue_mask == 0xFF,
              let target = cairo_xlib_surface_create(display.pointer, window.id, visual, Int32(width), Int32(height))
        else { return nil }
        let windowSurface = CairoSurfaceHandle(takingOwnershipOf: target)
        guard windowSurface.status == CAIRO_STATUS_SUCCESS,
              let similar = cairo_surface_create_similar_image(target, CAIRO_FORMAT_RGB24, Int32(fullWidth),
                                                                 Int32(fullHeight)) else { return nil }
        let owner = SharedImageOwner(surface: CairoSurfaceHandle(takingOwnershipOf: similar), display: display)
        // A plain image has no device; Cairo's shared-memory images belong to the display's device.
        guard cairo_surface_status(similar) == CAIRO_STATUS_SUCCESS, cairo_surface_get_device(similar) != nil,
              let data = cairo_image_surface_get_data(similar) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(similar))
        guard stride == Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(fullWidth))),
              let buffer = ScrollingImageBuffer(data: UnsafeMutableRawPointer(data), stride: stride, width: width,
                                                height: height, margin: margin, owner: owner) else { return nil }
        self.buffer = buffer
        shared = similar
        self.windowSurface = windowSurface
        self.display = display
    }

    /// Waits until the server has read the last presented frame, so drawing cannot change pixels it is still
    /// copying (Cairo tracks the requests that read the segment). Call before drawing into `image`.
    func waitForServer() {
        cairo_surface_flush(shared)
    }

    /// Shifts the pixels of the rectangle (pixels) by (`dx`, `dy`): the whole window by moving the view's origin
    /// in the segment, a part of it by moving its pixels.
    func scroll(_ area: X11Rect, dx: Int, dy: Int) {
        buffer.scrollPixels(x: area.x, y: area.y, width: area.width, height: area.height, dx: dx, dy: dy)
    }

    /// Copies the `damage` rectangles of the image to the same place in the window, then flushes.
    /// Rectangles are in pixels and clipped to the image.
    func present(_ damage: [X11Rect]) {
        let bounds = X11Rect(x: 0, y: 0, width: buffer.width, height: buffer.height)
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
        // The view's origin in the segment lands on the window's corner (a plain copy with a source offset).
        cairo_set_source_surface(cr, shared, Double(-buffer.originX), Double(-buffer.originY))
        cairo_paint(cr)
        cairo_surface_flush(windowSurface.pointer)
        display.flush()
    }
}

/// Keeps the shared image and its display alive for as long as an ARGB32 view over its pixels lives (each view
/// holds it through `CairoKeepAlive`): the segment is detached when the last view goes or the display closes.
private final class SharedImageOwner {
    // Declared first, so it is destroyed before the display can close.
    private let surface: CairoSurfaceHandle
    private let display: X11Display

    init(surface: CairoSurfaceHandle, display: X11Display) {
        self.surface = surface
        self.display = display
    }
}

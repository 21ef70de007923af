import CX11

/// Uploads frames of premultiplied ARGB32 pixels (such as a Cairo image surface's data) to a window.
///
/// Only the damaged rectangles travel to the server, with `XPutImage` straight into the window; the
/// window's background is None, so nothing is cleared in between. The pixel memory stays the caller's.
public final class X11Presenter {
    /// The window frames go to.
    public let window: X11Window
    private let gc: GC

    /// Creates a presenter for `window`.
    ///
    /// Throws `X11Error.unsupportedVisual` unless the display's default visual is 24- or 32-bit TrueColor
    /// with red, green and blue masks 0xFF0000, 0xFF00 and 0xFF (the layout of ARGB32).
    public init(window: X11Window) throws {
        let display = window.display
        guard let visual = display.defaultVisual, display.defaultDepth == 24 || display.defaultDepth == 32,
              visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0xFF00,
              visual.pointee.blue_mask == 0xFF else {
            throw X11Error.unsupportedVisual(depth: display.defaultDepth)
        }
        self.window = window
        gc = XCreateGC(display.pointer, window.id, 0, nil)
    }

    deinit {
        XFreeGC(window.display.pointer, gc)
    }

    /// Copies the `damage` rectangles of the buffer to the same place in the window, then flushes.
    ///
    /// `pixels` holds `height` rows of `stride` bytes with `width` native-endian 32-bit ARGB pixels each
    /// (Cairo's `CAIRO_FORMAT_ARGB32`/`RGB24`). Rectangles are in buffer pixels (equal to window pixels) and
    /// are clipped to the buffer; pass one rectangle covering the buffer for a full frame. The memory is
    /// only read during the call.
    public func present(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, damage: [X11Rect]) {
        let bounds = X11Rect(x: 0, y: 0, width: width, height: height)
        let rects = damage.compactMap { $0.intersection(bounds) }
        guard !rects.isEmpty, width > 0, height > 0, stride >= width * 4,
              width <= Int(Int32.max), height <= Int(Int32.max), stride <= Int(Int32.max) else { return }
        let display = window.display
        // The image borrows the caller's memory; Xlib never writes to it during XPutImage.
        let data = UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: CChar.self))
        guard let image = XCreateImage(
            display.pointer, display.defaultVisual, UInt32(display.defaultDepth), ZPixmap, 0, data,
            UInt32(width), UInt32(height), 32, Int32(stride)
        ) else { return }
        // The buffer is in host byte order; Xlib swaps on upload if the server's order differs.
        image.pointee.byte_order = X11Presenter.hostByteOrder
        for rect in rects {
            XPutImage(
                display.pointer, window.id, gc, image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
                UInt32(rect.width), UInt32(rect.height)
            )
        }
        // XDestroyImage frees `data`; the memory belongs to the caller, so detach it first.
        image.pointee.data = nil
        _ = swiftflow_XDestroyImage(image)
        display.flush()
    }

    /// Moves the window's pixels inside `rect` by (`dx`, `dy`) on the server, as the back buffer was moved.
    /// Parts copied from an obscured area arrive as GraphicsExpose events and are presented again. With `clip`
    /// only those rectangles (where the pixels land) are written; the others keep their pixels until presented.
    public func copyArea(_ rect: X11Rect, dx: Int, dy: Int, clip: [X11Rect]? = nil) {
        // Only the part whose copy stays inside the rectangle moves; pixels next to it are not touched.
        let minX = max(rect.x, rect.x - dx), maxX = min(rect.x + rect.width, rect.x + rect.width - dx)
        let minY = max(rect.y, rect.y - dy), maxY = min(rect.y + rect.height, rect.y + rect.height - dy)
        guard maxX > minX, maxY > minY, clip.map({ !$0.isEmpty }) ?? true else { return }
        let display = window.display
        if let clip {
            var rectangles = clip.map {
                XRectangle(x: Int16(clamping: $0.x), y: Int16(clamping: $0.y), width: UInt16(clamping: $0.width),
                           height: UInt16(clamping: $0.height))
            }
            XSetClipRectangles(display.pointer, gc, 0, 0, &rectangles, Int32(rectangles.count), Unsorted)
        }
        XCopyArea(display.pointer, window.id, window.id, gc, Int32(minX), Int32(minY),
                  UInt32(maxX - minX), UInt32(maxY - minY), Int32(minX + dx), Int32(minY + dy))
        if clip != nil { XSetClipMask(display.pointer, gc, Pixmap(None)) }
    }

    private static let hostByteOrder: Int32 = {
        let probe: UInt32 = 1
        return withUnsafeBytes(of: probe) { $0[0] == 1 } ? LSBFirst : MSBFirst
    }()
}

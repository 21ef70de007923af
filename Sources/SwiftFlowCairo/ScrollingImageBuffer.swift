import CCairo
import Foundation

/// A window-sized ARGB32 image (`image`) that is a view into a larger pixel buffer with `margin` spare pixels on
/// every side, so that scrolling the whole image moves the view's origin instead of its pixels.
///
/// A pan slides the whole canvas: moving 1920×1080 pixels in memory reads and writes 8 MB, most of a pan frame's
/// CPU time, and its cost depended on how much of the machine's cache and memory bandwidth was free. Here such a
/// scroll makes a new view over the same bytes instead. Only when the origin would leave the buffer are the
/// pixels that stay copied, once, to their place around the centre: once per `margin` pixels travelled, what
/// every scroll cost before. A scroll of a small part of the image moves that part's pixels.
///
/// The view's rows are the buffer's rows (its stride is the buffer's), so everything that draws into or reads a
/// `CairoImageSurface` works on `image` unchanged. Take `image` again after a scroll that returned true.
public final class ScrollingImageBuffer {
    /// The view's size in pixels.
    public let width: Int
    public let height: Int
    /// Spare pixels on each side of the view when it is centred.
    public let margin: Int
    /// The current view: `width` × `height` pixels at (`originX`, `originY`) in the buffer.
    public private(set) var image: CairoImageSurface
    /// Where the view's top-left pixel is in the buffer.
    public private(set) var originX: Int
    public private(set) var originY: Int
    /// Scrolls that had to copy pixels (to recentre the view, or for a part of the image), for tests and the
    /// benchmark.
    public private(set) var pixelCopies = 0

    private let base: UnsafeMutableRawPointer
    private let stride: Int
    /// Owns the memory; every view keeps a reference to it through Cairo's user data.
    private let owner: AnyObject

    /// The default margin: 256 pixels, 25 pan frames of 10 pixels (or a fast drag's 8 of 32) per copy.
    public static let defaultMargin = 256

    /// A view over memory someone else owns: `data` holds `stride` bytes per row for
    /// (`width` + 2 `margin`) × (`height` + 2 `margin`) pixels and lives as long as `owner`. Nil when the sizes
    /// do not fit or Cairo refuses the view.
    public init?(data: UnsafeMutableRawPointer, stride: Int, width: Int, height: Int, margin: Int, owner: AnyObject) {
        guard width > 0, height > 0, margin >= 0, stride >= (width + 2 * margin) * 4, stride % 4 == 0 else {
            return nil
        }
        self.width = width
        self.height = height
        self.margin = margin
        self.base = data
        self.stride = stride
        self.owner = owner
        originX = margin
        originY = margin
        guard let view = Self.makeView(base: data, stride: stride, x: margin, y: margin, width: width,
                                       height: height, owner: owner) else { return nil }
        image = view
    }

    /// A view over a transparent buffer of its own.
    public convenience init(width: Int, height: Int, margin: Int = ScrollingImageBuffer.defaultMargin) throws {
        guard width > 0, height > 0, margin >= 0 else {
            throw CairoError.invalidSize(width: Double(width), height: Double(height))
        }
        let storage = try CairoImageSurface(width: width + 2 * margin, height: height + 2 * margin)
        guard let data = cairo_image_surface_get_data(storage.surface.pointer) else {
            throw CairoError.failure(storage.surface.status)
        }
        guard let made = ScrollingImageBuffer(data: UnsafeMutableRawPointer(data), stride: storage.stride, width: width,
                                              height: height, margin: margin, owner: storage) else {
            throw CairoError.invalidSize(width: Double(width), height: Double(height))
        }
        self.init(moving: made)
    }

    private init(moving other: ScrollingImageBuffer) {
        width = other.width
        height = other.height
        margin = other.margin
        base = other.base
        stride = other.stride
        owner = other.owner
        originX = other.originX
        originY = other.originY
        image = other.image
    }

    /// Shifts the pixels inside the rectangle (`x`, `y`, `width`, `height`) by (`dx`, `dy`) pixels, as
    /// `CairoImageSurface.scrollPixels` does: what moves past the rectangle's edges is dropped, and the uncovered
    /// strips keep whatever pixels they show (the caller repaints them). Returns true when `image` was replaced.
    ///
    /// The view's origin moves when the rectangle is most of the view: the pixels around it (an editor's menu,
    /// toolbar and status bar around its canvas) are copied out first and put back at their places in the moved
    /// view, which copies far less than moving the rectangle's pixels would.
    @discardableResult
    public func scrollPixels(x: Int, y: Int, width: Int, height: Int, dx: Int, dy: Int) -> Bool {
        guard dx != 0 || dy != 0 else { return false }
        let minX = max(0, x), minY = max(0, y)
        let maxX = min(self.width, x + width), maxY = min(self.height, y + height)
        guard maxX > minX, maxY > minY else { return false }
        let around = Self.rects(around: (minX, minY, maxX, maxY), inWidth: self.width, height: self.height)
        let aroundArea = around.reduce(0) { $0 + $1.width * $1.height }
        guard abs(dx) < self.width, abs(dy) < self.height, 2 * aroundArea < (maxX - minX) * (maxY - minY) else {
            pixelCopies += 1
            image.scrollPixels(x: x, y: y, width: width, height: height, dx: dx, dy: dy)
            return false
        }
        // View pixel (px, py) must now show what (px − dx, py − dy) showed: the origin moves the other way;
        // past the margin the view goes back to the centre and the kept pixels are copied there.
        let newX = originX - dx, newY = originY - dy
        let staysInside = (0...2 * margin).contains(newX) && (0...2 * margin).contains(newY)
        let target = staysInside ? (x: newX, y: newY) : (x: margin, y: margin)
        guard let view = Self.makeView(base: base, stride: stride, x: target.x, y: target.y, width: self.width,
                                       height: self.height, owner: owner) else {
            // Cairo could not make a view (out of memory): nothing has moved yet, so move the pixels.
            pixelCopies += 1
            image.scrollPixels(x: x, y: y, width: width, height: height, dx: dx, dy: dy)
            return false
        }
        cairo_surface_flush(image.surface.pointer)
        let saved = around.map { save($0) }
        if !staysInside { recentre(dx: dx, dy: dy) }
        originX = target.x
        originY = target.y
        for (rect, pixels) in zip(around, saved) { restore(pixels, in: rect) }
        cairo_surface_mark_dirty(view.surface.pointer)
        image = view
        return true
    }

    /// The parts of the view outside the rectangle: full-width bands above and below, then its left and right.
    private static func rects(around r: (minX: Int, minY: Int, maxX: Int, maxY: Int), inWidth width: Int,
                              height: Int) -> [(x: Int, y: Int, width: Int, height: Int)] {
        var rects: [(x: Int, y: Int, width: Int, height: Int)] = []
        if r.minY > 0 { rects.append((0, 0, width, r.minY)) }
        if r.maxY < height { rects.append((0, r.maxY, width, height - r.maxY)) }
        if r.minX > 0 { rects.append((0, r.minY, r.minX, r.maxY - r.minY)) }
        if r.maxX < width { rects.append((r.maxX, r.minY, width - r.maxX, r.maxY - r.minY)) }
        return rects
    }

    /// A copy of the view's pixels in `rect`, row after row.
    private func save(_ rect: (x: Int, y: Int, width: Int, height: Int)) -> [UInt8] {
        let rowBytes = rect.width * 4
        var pixels = [UInt8](repeating: 0, count: rowBytes * rect.height)
        pixels.withUnsafeMutableBytes { target in
            guard let out = target.baseAddress else { return }
            for row in 0..<rect.height {
                let source = base + (originY + rect.y + row) * stride + (originX + rect.x) * 4
                (out + row * rowBytes).copyMemory(from: source, byteCount: rowBytes)
            }
        }
        return pixels
    }

    /// Writes pixels `save` copied back into the (moved) view at `rect`.
    private func restore(_ pixels: [UInt8], in rect: (x: Int, y: Int, width: Int, height: Int)) {
        let rowBytes = rect.width * 4
        pixels.withUnsafeBytes { source in
            guard let from = source.baseAddress else { return }
            for row in 0..<rect.height {
                let target = base + (originY + rect.y + row) * stride + (originX + rect.x) * 4
                target.copyMemory(from: from + row * rowBytes, byteCount: rowBytes)
            }
        }
    }

    /// Copies the pixels that stay after a shift by (`dx`, `dy`) from the view at the current origin straight to
    /// their place in a view at the centre (one copy, not a shift and then a move); the caller moves the origin.
    private func recentre(dx: Int, dy: Int) {
        let keepMinX = max(0, -dx), keepMaxX = min(width, width - dx)
        let keepMinY = max(0, -dy), keepMaxY = min(height, height - dy)
        guard keepMaxX > keepMinX, keepMaxY > keepMinY else { return }
        pixelCopies += 1
        let rowBytes = (keepMaxX - keepMinX) * 4
        let fromX = originX + keepMinX, toX = margin + keepMinX + dx
        let fromY = originY + keepMinY, toY = margin + keepMinY + dy
        let rows = keepMaxY - keepMinY
        // Rows are walked away from the direction of travel so no source row is overwritten before it moves.
        let moveDown = toY > fromY
        for step in 0..<rows {
            let row = moveDown ? rows - 1 - step : step
            memmove(base + (toY + row) * stride + toX * 4, base + (fromY + row) * stride + fromX * 4, rowBytes)
        }
    }

    /// An ARGB32 surface over `width` × `height` pixels of the buffer at (`x`, `y`), holding `owner` alive.
    private static func makeView(base: UnsafeMutableRawPointer, stride: Int, x: Int, y: Int, width: Int, height: Int,
                                 owner: AnyObject) -> CairoImageSurface? {
        let start = (base + y * stride + x * 4).assumingMemoryBound(to: UInt8.self)
        guard let view = cairo_image_surface_create_for_data(start, CAIRO_FORMAT_ARGB32, Int32(width),
                                                             Int32(height), Int32(stride)) else { return nil }
        let handle = CairoSurfaceHandle(takingOwnershipOf: view)
        guard handle.status == CAIRO_STATUS_SUCCESS, CairoKeepAlive.attach(owner, to: view) else { return nil }
        cairo_surface_mark_dirty(view)
        return CairoImageSurface(adopting: handle)
    }
}

/// Keeps an object alive for as long as a Cairo surface lives (a view over memory the object owns).
public enum CairoKeepAlive {
    nonisolated(unsafe) private static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// Hands `surface` a reference to `object`, released when Cairo destroys the surface; false when Cairo
    /// could not store it (the object is then not retained).
    public static func attach(_ object: AnyObject, to surface: OpaquePointer) -> Bool {
        let reference = Unmanaged.passRetained(object).toOpaque()
        let status = cairo_surface_set_user_data(surface, key, reference) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            Unmanaged<AnyObject>.fromOpaque(reference).release()
            return false
        }
        return true
    }
}

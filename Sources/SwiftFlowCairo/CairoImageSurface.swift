import CCairo
import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// An ARGB32 Cairo image surface: an offscreen bitmap to draw into, read back, or save as PNG.
public final class CairoImageSurface {
    /// The owned surface.
    public let surface: CairoSurfaceHandle
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// The largest side Cairo's image surfaces accept.
    public static let maximumSide = 32_767

    /// A transparent surface of `width` × `height` pixels; throws `CairoError.invalidSize` for sizes
    /// below 1 or above `maximumSide`.
    public init(width: Int, height: Int) throws {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw CairoError.invalidSize(width: Double(width), height: Double(height))
        }
        let handle = CairoSurfaceHandle(takingOwnershipOf: cairo_image_surface_create(CAIRO_FORMAT_ARGB32,
                                                                                     Int32(width), Int32(height)))
        guard handle.status == CAIRO_STATUS_SUCCESS else { throw CairoError.failure(handle.status) }
        self.surface = handle
        self.width = width
        self.height = height
    }

    /// A surface holding a copy of `bitmap`'s pixels; `nil` when the bitmap is empty or too large.
    public convenience init?(bitmap: ImageBitmap) {
        do { try self.init(width: bitmap.width, height: bitmap.height) } catch { return nil }
        guard bitmap.pixels.count == width * height else { return nil }
        cairo_surface_flush(surface.pointer)
        guard let data = cairo_image_surface_get_data(surface.pointer) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        bitmap.pixels.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            let rowBytes = width * 4
            for row in 0..<height {
                let target = UnsafeMutableRawPointer(data) + row * stride
                target.copyMemory(from: base + row * rowBytes, byteCount: rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
    }

    /// Wraps an existing ARGB32 image surface, taking ownership of `handle`; `nil` for other formats.
    public init?(adopting handle: CairoSurfaceHandle) {
        guard handle.status == CAIRO_STATUS_SUCCESS,
              cairo_surface_get_type(handle.pointer) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(handle.pointer) == CAIRO_FORMAT_ARGB32 else { return nil }
        surface = handle
        width = Int(cairo_image_surface_get_width(handle.pointer))
        height = Int(cairo_image_surface_get_height(handle.pointer))
    }

    /// A new drawing context on this surface, scaled by `scale` device pixels per point.
    ///
    /// A scale that is not a positive finite number is treated as 1.
    public func makeContext(
        scale: CGFloat = 1,
        darkMode: Bool = false,
        textMeasurer: CairoTextMeasurer = .init(),
        imageCache: CairoImageCache = .init()
    ) -> CairoGraphicsContext {
        let context = CairoContextHandle(surface: surface)
        if scale.isFinite, scale > 0, scale != 1 {
            cairo_scale(context.pointer, scale, scale)
        }
        return CairoGraphicsContext(context: context, darkMode: darkMode, textMeasurer: textMeasurer,
                                    imageCache: imageCache)
    }

    /// Bytes from one row of pixels to the next.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface.pointer)) }

    /// Calls `body` with the pixel memory (premultiplied ARGB32 words, `stride` bytes per row).
    ///
    /// Pending drawing is flushed first, and the surface is marked dirty afterwards in case `body`
    /// wrote to the memory, so Cairo sees the change.
    public func withPixelData<R>(_ body: (UnsafeMutableRawPointer, _ stride: Int) throws -> R) rethrows -> R? {
        cairo_surface_flush(surface.pointer)
        guard let data = cairo_image_surface_get_data(surface.pointer) else { return nil }
        defer { cairo_surface_mark_dirty(surface.pointer) }
        return try body(UnsafeMutableRawPointer(data), stride)
    }

    /// Shifts the pixels inside the rectangle (`x`, `y`, `width`, `height` in pixels) by (`dx`, `dy`) pixels;
    /// what moves past the rectangle's edges is dropped and the uncovered strips keep their old pixels.
    public func scrollPixels(x: Int, y: Int, width: Int, height: Int, dx: Int, dy: Int) {
        // The source is the part of the rectangle whose shifted copy stays inside it.
        let minX = max(0, x, x - dx), maxX = min(self.width, x + width, x + width - dx)
        let minY = max(0, y, y - dy), maxY = min(self.height, y + height, y + height - dy)
        guard maxX > minX, maxY > minY, dx != 0 || dy != 0 else { return }
        _ = withPixelData { base, rowStride in
            let rowBytes = (maxX - minX) * 4
            // Rows are walked away from the direction of travel so no source row is overwritten before it moves.
            let rows = dy > 0 ? Array((minY..<maxY).reversed()) : Array(minY..<maxY)
            for row in rows {
                let source = base + row * rowStride + minX * 4
                let target = base + (row + dy) * rowStride + (minX + dx) * 4
                memmove(target, source, rowBytes)
            }
        }
    }

    /// Clears every pixel to transparent black.
    public func clear() {
        let context = CairoContextHandle(surface: surface)
        cairo_set_operator(context.pointer, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context.pointer)
    }

    /// The colour of one pixel with alpha divided out (0…255 each); all zero outside the surface.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return (0, 0, 0, 0) }
        let word = premultipliedPixel(x: x, y: y)
        let a = UInt8(truncatingIfNeeded: word >> 24)
        guard a > 0 else { return (0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> UInt8 {
            let value = (word >> shift) & 0xff
            return UInt8(min(255, (value * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return (channel(16), channel(8), channel(0), a)
    }

    /// The raw premultiplied ARGB32 word of one pixel (0 outside the surface).
    public func premultipliedPixel(x: Int, y: Int) -> UInt32 {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return 0 }
        cairo_surface_flush(surface.pointer)
        guard let data = cairo_image_surface_get_data(surface.pointer) else { return 0 }
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        return UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// A copy of the pixels as an `ImageBitmap`.
    public func makeBitmap() -> ImageBitmap {
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        var pixels = [UInt32](repeating: 0, count: width * height)
        if let data = cairo_image_surface_get_data(surface.pointer) {
            pixels.withUnsafeMutableBytes { target in
                guard let base = target.baseAddress else { return }
                let rowBytes = width * 4
                for row in 0..<height {
                    let source = UnsafeRawPointer(data) + row * stride
                    (base + row * rowBytes).copyMemory(from: source, byteCount: rowBytes)
                }
            }
        }
        return ImageBitmap(width: width, height: height, pixels: pixels)
    }

    /// Writes the surface as a PNG file, atomically (a temporary file in the same folder, then a rename).
    public func writePNG(to url: URL) throws {
        try writeAtomically(to: url) { temporaryPath in
            let status = temporaryPath.withCString { cairo_surface_write_to_png(surface.pointer, $0) }
            guard status == CAIRO_STATUS_SUCCESS else { throw CairoError.failure(status) }
        }
    }
}

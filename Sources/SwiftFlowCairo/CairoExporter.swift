import CCairo
import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Renders a drawing closure offscreen, into an image or to a PNG, SVG or PDF file.
///
/// The closure receives a fresh `GraphicsContext` whose user space is `size` points with the origin at
/// the top left; the background is transparent unless the closure paints one.
public enum CairoExporter {
    /// Renders `draw` into a new image surface of `size × scale` pixels (rounded up).
    ///
    /// Throws `CairoError.invalidSize` when the size or scale is not positive and finite or the
    /// pixel size exceeds `CairoImageSurface.maximumSide`.
    public static func renderImage(
        size: CGSize,
        scale: CGFloat = 1,
        darkMode: Bool = false,
        draw: (any GraphicsContext) -> Void
    ) throws -> CairoImageSurface {
        let (width, height) = try pixelSize(size: size, scale: scale)
        let image = try CairoImageSurface(width: width, height: height)
        let context = image.makeContext(scale: scale, darkMode: darkMode)
        draw(context)
        context.unwindAll()
        cairo_surface_flush(image.surface.pointer)
        return image
    }

    /// Renders `draw` and writes it to `url` in `format`, atomically.
    ///
    /// PNG output is `size × scale` pixels; SVG and PDF pages are `size` points and `scale` is ignored,
    /// since vector output has no pixels. Throws `CairoError.cannotWrite` when the destination folder
    /// is missing or not writable, `CairoError.invalidSize` for unusable sizes, and
    /// `CairoError.cairoFailure` when Cairo fails; an existing file at `url` is left untouched on error.
    public static func render(
        size: CGSize,
        scale: CGFloat = 1,
        darkMode: Bool = false,
        format: CairoExportFormat,
        to url: URL,
        draw: (any GraphicsContext) -> Void
    ) throws {
        switch format {
        case .png:
            let image = try renderImage(size: size, scale: scale, darkMode: darkMode, draw: draw)
            try image.writePNG(to: url)
        case .svg, .pdf:
            _ = try pixelSize(size: size, scale: 1)
            try writeAtomically(to: url) { temporaryPath in
                let created: OpaquePointer = temporaryPath.withCString { path in
                    format == .svg
                        ? cairo_svg_surface_create(path, size.width, size.height)
                        : cairo_pdf_surface_create(path, size.width, size.height)
                }
                let surface = CairoSurfaceHandle(takingOwnershipOf: created)
                guard surface.status == CAIRO_STATUS_SUCCESS else { throw CairoError.failure(surface.status) }
                let context = CairoGraphicsContext(context: CairoContextHandle(surface: surface), darkMode: darkMode)
                draw(context)
                context.unwindAll()
                let drawStatus = context.context.status
                cairo_surface_finish(surface.pointer)
                guard drawStatus == CAIRO_STATUS_SUCCESS else { throw CairoError.failure(drawStatus) }
                guard surface.status == CAIRO_STATUS_SUCCESS else { throw CairoError.failure(surface.status) }
            }
        }
    }

    /// Whole pixels covering `size × scale`, validated.
    private static func pixelSize(size: CGSize, scale: CGFloat) throws -> (Int, Int) {
        let width = size.width * scale, height = size.height * scale
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0,
              width > 0, height > 0,
              width <= CGFloat(CairoImageSurface.maximumSide), height <= CGFloat(CairoImageSurface.maximumSide)
        else {
            throw CairoError.invalidSize(width: Double(width), height: Double(height))
        }
        return (Int(width.rounded(.up)), Int(height.rounded(.up)))
    }
}

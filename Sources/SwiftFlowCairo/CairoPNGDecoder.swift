import CCairo
import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Decodes PNG files into `ImageBitmap`s with Cairo, needing no display.
public struct CairoPNGDecoder: ImageDecoder {
    /// A decoder; it holds no state.
    public init() {}

    /// The decoded image at `url` (converted to premultiplied ARGB32), or `nil` when the file is
    /// missing, unreadable or not a valid PNG.
    public func decodeImage(at url: URL) -> ImageBitmap? {
        guard url.isFileURL else { return nil }
        let loaded = CairoSurfaceHandle(
            takingOwnershipOf: url.path.withCString { cairo_image_surface_create_from_png($0) }
        )
        guard loaded.status == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(loaded.pointer))
        let height = Int(cairo_image_surface_get_height(loaded.pointer))
        // PNGs may load as RGB24, A8 or other formats; painting onto ARGB32 normalises them.
        guard let image = try? CairoImageSurface(width: width, height: height) else { return nil }
        let context = CairoContextHandle(surface: image.surface)
        cairo_set_source_surface(context.pointer, loaded.pointer, 0, 0)
        cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context.pointer)
        guard context.status == CAIRO_STATUS_SUCCESS else { return nil }
        return image.makeBitmap()
    }
}

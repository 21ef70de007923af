import CCairo
import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// An `OffscreenLayer` over an ARGB32 image surface, made by `CairoGraphicsContext.makeLayer(size:)`.
public final class CairoOffscreenLayer: OffscreenLayer {
    /// The pixels.
    public let image: CairoImageSurface
    public let size: CGSize
    public let scale: CGFloat
    private let darkMode: Bool
    private let textMeasurer: CairoTextMeasurer
    private let imageCache: CairoImageCache

    /// A transparent layer of `size` points at `scale` pixels per point; nil when the pixel size is not
    /// one Cairo accepts.
    init?(size: CGSize, scale: CGFloat, darkMode: Bool, textMeasurer: CairoTextMeasurer, imageCache: CairoImageCache) {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1,
              width <= CGFloat(CairoImageSurface.maximumSide), height <= CGFloat(CairoImageSurface.maximumSide),
              let image = try? CairoImageSurface(width: Int(width), height: Int(height)) else { return nil }
        self.image = image
        self.size = size
        self.scale = scale
        self.darkMode = darkMode
        self.textMeasurer = textMeasurer
        self.imageCache = imageCache
    }

    public func makeContext() -> GraphicsContext {
        image.makeContext(scale: scale, darkMode: darkMode, textMeasurer: textMeasurer, imageCache: imageCache)
    }

    public func clear(_ rect: CGRect) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return }
        let context = CairoContextHandle(surface: image.surface)
        cairo_scale(context.pointer, scale, scale)
        cairo_rectangle(context.pointer, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_operator(context.pointer, CAIRO_OPERATOR_CLEAR)
        cairo_fill(context.pointer)
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A graphics context that draws through another one in a fixed light or dark appearance.
///
/// The canvas's `colorMode` may differ from the window's; colours are resolved here before they reach the
/// underlying context, so adaptive colours in node content follow the canvas.
final class AppearanceContext: GraphicsContext {
    let base: GraphicsContext
    let isDarkMode: Bool

    init(base: GraphicsContext, dark: Bool) {
        self.base = base
        self.isDarkMode = dark
    }

    private func resolve(_ color: Color) -> Color {
        guard color.dark != nil else { return color }
        let c = color.components(dark: isDarkMode)
        return Color(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
    }

    var transform: CGAffineTransform { base.transform }
    var clipBoundingRect: CGRect { base.clipBoundingRect }
    var textMeasurer: TextMeasurer { base.textMeasurer }

    func saveState() { base.saveState() }
    func restoreState() { base.restoreState() }
    func concatenate(_ transform: CGAffineTransform) { base.concatenate(transform) }
    func clip(to rect: CGRect) { base.clip(to: rect) }
    func clip(to path: Path, rule: FillRule) { base.clip(to: path, rule: rule) }
    func fill(_ path: Path, with color: Color, rule: FillRule) { base.fill(path, with: resolve(color), rule: rule) }
    func stroke(_ path: Path, with color: Color, style: StrokeStyle) {
        base.stroke(path, with: resolve(color), style: style)
    }
    func drawText(_ text: String, font: Font, color: Color, at baselineOrigin: CGPoint) {
        base.drawText(text, font: font, color: resolve(color), at: baselineOrigin)
    }
    func drawImage(_ image: ImageBitmap, in rect: CGRect, opacity: Double) {
        base.drawImage(image, in: rect, opacity: opacity)
    }
    func makeLayer(size: CGSize) -> OffscreenLayer? {
        base.makeLayer(size: size).map { AppearanceLayer(base: $0, dark: isDarkMode) }
    }
    func drawLayer(_ layer: OffscreenLayer, in rect: CGRect) {
        base.drawLayer((layer as? AppearanceLayer)?.base ?? layer, in: rect)
    }
    func beginLayer(opacity: Double) { base.beginLayer(opacity: opacity) }
    func endLayer() { base.endLayer() }
}

extension AppearanceContext: FastDrawing {
    func setFastDrawing(_ enabled: Bool) {
        (base as? FastDrawing)?.setFastDrawing(enabled)
    }

    func setFastStrokes(_ enabled: Bool) {
        (base as? FastDrawing)?.setFastStrokes(enabled)
    }
}

extension AppearanceContext: PixelDrawing {
    /// The base context's pixels: the rasters (thin edges, the low-detail layer) resolve their colours in
    /// this context's appearance (`isDarkMode`), so a canvas whose colour mode differs from the window's
    /// keeps its fast paths instead of falling back to Cairo's shapes.
    func withDevicePixels(in rect: CGRect, _ body: (DevicePixels) -> Void) -> Bool {
        (base as? PixelDrawing)?.withDevicePixels(in: rect, body) ?? false
    }
}

extension AppearanceContext: StampDrawing {
    /// Stamps of the base context, told apart by appearance; what is drawn into one resolves colours here too.
    func drawStamp(_ key: StampKey, in rect: CGRect, _ draw: (GraphicsContext) -> Void) {
        guard let stamps = base as? StampDrawing else { return draw(self) }
        let dark = isDarkMode
        var forced = key
        // The innermost forcing context (the first to see the key) decides the picture's colours.
        if forced.appearance == 0 { forced.appearance = dark ? 2 : 1 }
        stamps.drawStamp(forced, in: rect) { inner in
            draw(AppearanceContext(base: inner, dark: dark))
        }
    }

    func drawLayeredStamp(_ key: @autoclosure () -> StampKey, in rect: CGRect, mayMake: Bool,
                          base: (GraphicsContext) -> Void, over: (GraphicsContext) -> Void) -> Bool {
        guard let stamps = self.base as? StampDrawing else { return false }
        let dark = isDarkMode
        func forced() -> StampKey {
            var forced = key()
            if forced.appearance == 0 { forced.appearance = dark ? 2 : 1 }
            return forced
        }
        return stamps.drawLayeredStamp(forced(), in: rect, mayMake: mayMake,
                                       base: { base(AppearanceContext(base: $0, dark: dark)) },
                                       over: { over(AppearanceContext(base: $0, dark: dark)) })
    }
}

/// A layer made through an `AppearanceContext`: what is drawn into it resolves colours in the same appearance.
final class AppearanceLayer: OffscreenLayer {
    let base: OffscreenLayer
    let isDarkMode: Bool

    init(base: OffscreenLayer, dark: Bool) {
        self.base = base
        self.isDarkMode = dark
    }

    var size: CGSize { base.size }
    var scale: CGFloat { base.scale }
    func makeContext() -> GraphicsContext { AppearanceContext(base: base.makeContext(), dark: isDarkMode) }
    func clear(_ rect: CGRect) { base.clear(rect) }
}

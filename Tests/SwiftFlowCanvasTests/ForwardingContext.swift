import Foundation
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// A test double that forwards every drawing call to a Cairo context and lends it nothing else (no pixels, no
/// stamps), so the canvas draws with Cairo shapes. Subclasses watch or change single calls (`fill`, ...) and
/// forward the rest.
class ForwardingContext: GraphicsContext {
    let base: CairoGraphicsContext
    init(_ base: CairoGraphicsContext) { self.base = base }
    var isDarkMode: Bool { base.isDarkMode }
    var transform: CGAffineTransform { base.transform }
    func saveState() { base.saveState() }
    func restoreState() { base.restoreState() }
    func concatenate(_ transform: CGAffineTransform) { base.concatenate(transform) }
    func clip(to rect: CGRect) { base.clip(to: rect) }
    func clip(to path: Path, rule: FillRule) { base.clip(to: path, rule: rule) }
    var clipBoundingRect: CGRect { base.clipBoundingRect }
    func fill(_ path: Path, with color: Color, rule: FillRule) { base.fill(path, with: color, rule: rule) }
    func stroke(_ path: Path, with color: Color, style: StrokeStyle) { base.stroke(path, with: color, style: style) }
    func drawText(_ text: String, font: SwiftFlowUI.Font, color: Color, at baselineOrigin: CGPoint) {
        base.drawText(text, font: font, color: color, at: baselineOrigin)
    }
    func drawImage(_ image: ImageBitmap, in rect: CGRect, opacity: Double) {
        base.drawImage(image, in: rect, opacity: opacity)
    }
    func makeLayer(size: CGSize) -> OffscreenLayer? { base.makeLayer(size: size) }
    func drawLayer(_ layer: OffscreenLayer, in rect: CGRect) { base.drawLayer(layer, in: rect) }
    func beginLayer(opacity: Double) { base.beginLayer(opacity: opacity) }
    func endLayer() { base.endLayer() }
    var textMeasurer: TextMeasurer { base.textMeasurer }
}

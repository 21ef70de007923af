import Foundation
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Forwards drawing to a Cairo context but lends no pixels, so the canvas draws with Cairo shapes: edges
/// stroked by Cairo, the low-detail layer as shapes (as for vector export).
final class NoPixelsContext: GraphicsContext {
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

extension NoPixelsContext: FastDrawing {
    func setFastDrawing(_ enabled: Bool) { base.setFastDrawing(enabled) }
    func setFastStrokes(_ enabled: Bool) { base.setFastStrokes(enabled) }
}

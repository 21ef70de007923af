import Foundation
import SwiftFlowCore

/// A graphics context that keeps the pixels of small drawings repeated many times per frame (a node's box, a
/// handle's dot) and copies them instead of drawing them again; the canvas draws hundreds of identical ones.
/// Contexts that keep no pixels (vector output, test doubles) do not adopt it and simply draw.
@MainActor
public protocol StampDrawing: AnyObject {
    /// Draws what `draw` draws inside `rect` (user space; nothing may be drawn outside it). Drawings with an
    /// equal `key` must be the same picture relative to `rect`'s origin: the context may then copy the pixels
    /// of an earlier one made at the same scale and sub-pixel position.
    func drawStamp(_ key: AnyHashable, in rect: CGRect, _ draw: (GraphicsContext) -> Void)
}

extension GraphicsContext {
    /// Draws through `StampDrawing` when this context adopts it, directly otherwise.
    @MainActor
    public func drawStamp(_ key: AnyHashable, in rect: CGRect, _ draw: (GraphicsContext) -> Void) {
        if let stamps = self as? StampDrawing {
            stamps.drawStamp(key, in: rect, draw)
        } else {
            draw(self)
        }
    }
}

import Foundation
import SwiftFlowCore

/// Pixels kept between frames: drawn once through `makeContext()`, then composited with
/// `GraphicsContext.drawLayer(_:in:)` as often as needed. Made by `GraphicsContext.makeLayer(size:)`.
///
/// For content that is costly to draw and changes rarely (the minimap's nodes).
public protocol OffscreenLayer: AnyObject {
    /// The layer's size in points.
    var size: CGSize { get }
    /// Device pixels per point (the pixel density of the context that made it).
    var scale: CGFloat { get }
    /// A context drawing into the layer: points from the layer's top-left, in the appearance (light or dark)
    /// of the context that made it.
    func makeContext() -> GraphicsContext
    /// Makes the pixels under `rect` (points) transparent again.
    func clear(_ rect: CGRect)
}

extension GraphicsContext {
    /// Contexts without pixels of their own (vector output, recording doubles) make no layers: their
    /// callers draw directly.
    public func makeLayer(size: CGSize) -> OffscreenLayer? { nil }

    /// Nothing to composite where no layer could be made.
    public func drawLayer(_ layer: OffscreenLayer, in rect: CGRect) {}
}

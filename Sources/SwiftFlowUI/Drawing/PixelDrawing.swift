import Foundation
import SwiftFlowCore

/// The device pixels of a rectangle of a raster surface, lent for direct writing: premultiplied ARGB32 words
/// (Cairo's format) in native byte order.
public struct DevicePixels {
    /// The pixel at device (0, 0); rows are `stride` words apart.
    public let base: UnsafeMutablePointer<UInt32>
    public let stride: Int
    /// The writable device pixels, x in `minX..<maxX`, y in `minY..<maxY` (the rectangle asked for, within the
    /// surface and the clip); nothing outside them may be written.
    public let minX: Int, minY: Int, maxX: Int, maxY: Int
    /// User space to device pixels: an axis-aligned scale and translation.
    public let toDevice: CGAffineTransform
    /// At a device scale other than 1, what is drawn into these pixels may be placed at sub-pixel phases
    /// rounded to this many 1/256 of a pixel, as the context's stamps are (`offScalePhaseStep`); 1 keeps every
    /// phase exact.
    public let offScalePhaseStep: Int

    public init(base: UnsafeMutablePointer<UInt32>, stride: Int, minX: Int, minY: Int, maxX: Int, maxY: Int,
                toDevice: CGAffineTransform, offScalePhaseStep: Int = 1) {
        self.base = base
        self.stride = stride
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
        self.toDevice = toDevice
        self.offScalePhaseStep = max(1, min(256, offScalePhaseStep))
    }
}

/// A graphics context that can lend its pixels for direct writing; the canvas's low-detail layer sets
/// thousands of tiny boxes and lines that way instead of building paths. Contexts that keep no pixels
/// (vector output, recording) do not adopt it, and callers draw shapes instead.
@MainActor
public protocol PixelDrawing: AnyObject {
    /// Calls `body` with the device pixels under `rect` (user space) and returns true; returns false without
    /// calling it when the pixels cannot be written directly (no raster target, a rotated or skewed transform,
    /// an open layer).
    func withDevicePixels(in rect: CGRect, _ body: (DevicePixels) -> Void) -> Bool
}

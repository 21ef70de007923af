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

    public init(base: UnsafeMutablePointer<UInt32>, stride: Int, minX: Int, minY: Int, maxX: Int, maxY: Int,
                toDevice: CGAffineTransform) {
        self.base = base
        self.stride = stride
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
        self.toDevice = toDevice
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

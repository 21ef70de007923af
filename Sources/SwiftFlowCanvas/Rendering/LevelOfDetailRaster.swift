import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Writes the low-detail layer straight into device pixels: boxes as whole-pixel rectangle fills and edges as
/// 1-pixel lines, instead of paths that Cairo would fill and stroke shape by shape.
///
/// What is set matches Cairo's unantialiased drawing, which the layer used before: a pixel is painted when its
/// centre lies inside the shape (for a line, inside the stroke's band). Every pixel is worked out from the
/// shape alone, never from where a repaint starts, so a repainted strip matches a full frame exactly.
struct LevelOfDetailRaster {
    let pixels: DevicePixels

    /// A colour as the premultiplied ARGB32 word Cairo would store for it, and whether it covers what is below.
    struct Ink {
        let word: UInt32
        let alpha: UInt32

        init(_ color: Color, dark: Bool) {
            let c = color.components(dark: dark)
            let a = min(max(c.opacity.isFinite ? c.opacity : 0, 0), 1)
            // Cairo keeps colours as 16-bit channels and pixman keeps the top 8 bits.
            func channel(_ value: Double) -> UInt32 {
                let v = min(max(value.isFinite ? value : 0, 0), 1)
                return UInt32((v * a * 65535 + 0.5).rounded(.down)) >> 8
            }
            alpha = UInt32((a * 65535 + 0.5).rounded(.down)) >> 8
            word = alpha << 24 | channel(c.red) << 16 | channel(c.green) << 8 | channel(c.blue)
        }
    }

    /// Paints the device pixels whose centres lie in `rect` (device pixels) with `ink`.
    func fill(_ rect: CGRect, with ink: Ink) {
        fill(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY, with: ink)
    }

    /// Paints the device pixels whose centres lie in the rectangle from (minX, minY) to (maxX, maxY).
    func fill(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat, with ink: Ink) {
        guard ink.alpha > 0 else { return }
        let x0 = max(pixels.minX, Self.firstCentre(minX)), x1 = min(pixels.maxX, Self.firstCentre(maxX))
        let y0 = max(pixels.minY, Self.firstCentre(minY)), y1 = min(pixels.maxY, Self.firstCentre(maxY))
        guard x1 > x0, y1 > y0 else { return }
        for y in y0..<y1 {
            let row = pixels.base + y * pixels.stride
            if ink.alpha == 255 {
                (row + x0).update(repeating: ink.word, count: x1 - x0)
            } else {
                for x in x0..<x1 { row[x] = Self.over(ink, row[x]) }
            }
        }
    }

    /// Paints a `width`-pixel line (butt ends) from `a` to `b` (device pixels): for a mostly horizontal line,
    /// each column whose centre lies between the ends gets the pixels whose centres fall in the line's band
    /// (the line's width measured vertically); a mostly vertical line the same with rows.
    func line(from a: CGPoint, to b: CGPoint, width: CGFloat, with ink: Ink) {
        guard ink.alpha > 0, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, width > 0 else { return }
        let dx = b.x - a.x, dy = b.y - a.y
        let horizontal = abs(dx) >= abs(dy)
        // Along: the axis the line advances on; across: the other one.
        let (startAlong, endAlong, startAcross, delta, cross) = horizontal
            ? (min(a.x, b.x), max(a.x, b.x), dx > 0 ? a.y : b.y, abs(dx), dx > 0 ? dy : -dy)
            : (min(a.y, b.y), max(a.y, b.y), dy > 0 ? a.x : b.x, abs(dy), dy > 0 ? dx : -dx)
        guard delta > 0 else { return }
        let slope = cross / delta
        let half = width * (delta * delta + cross * cross).squareRoot() / delta / 2
        let (laneLow, laneHigh) = horizontal ? (pixels.minX, pixels.maxX) : (pixels.minY, pixels.maxY)
        let (acrossLow, acrossHigh) = horizontal ? (pixels.minY, pixels.maxY) : (pixels.minX, pixels.maxX)
        let first = max(laneLow, Self.firstCentre(startAlong)), last = min(laneHigh, Self.firstCentre(endAlong))
        guard last > first else { return }
        let base = pixels.base, stride = pixels.stride
        let opaque = ink.alpha == 255
        for lane in first..<last {
            // Worked out afresh for each lane (not stepped), so a clipped repaint sets the same pixels.
            let centre = startAcross + (CGFloat(lane) + 0.5 - startAlong) * slope
            let low = max(acrossLow, Self.firstCentre(centre - half))
            let high = min(acrossHigh, Self.firstCentre(centre + half))
            guard high > low else { continue }
            if horizontal {
                var pixel = base + low * stride + lane
                for _ in low..<high {
                    pixel.pointee = opaque ? ink.word : Self.over(ink, pixel.pointee)
                    pixel += stride
                }
            } else {
                let row = base + lane * stride
                if opaque {
                    (row + low).update(repeating: ink.word, count: high - low)
                } else {
                    for x in low..<high { row[x] = Self.over(ink, row[x]) }
                }
            }
        }
    }

    /// The first whole pixel whose centre is at or after `coordinate` (a pixel's centre is at index + 0.5):
    /// the ceiling of `coordinate - 0.5`, worked out without a libm call (this runs for every line and box);
    /// far-off and non-finite coordinates are clamped so they stay integers.
    @inline(__always)
    static func firstCentre(_ coordinate: CGFloat) -> Int {
        let value = max(-1e9, min(1e9, coordinate - 0.5))
        let truncated = Int(value)
        return CGFloat(truncated) < value ? truncated + 1 : truncated
    }

    /// `ink` composited over `below`, both premultiplied, rounded as pixman does.
    static func over(_ ink: Ink, _ below: UInt32) -> UInt32 {
        let keep = 255 - ink.alpha
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let t = ((below >> UInt32(shift)) & 0xff) * keep + 128
            let scaled = (t + (t >> 8)) >> 8
            let sum = min(255, scaled + ((ink.word >> UInt32(shift)) & 0xff))
            result |= sum << UInt32(shift)
        }
        return result
    }
}

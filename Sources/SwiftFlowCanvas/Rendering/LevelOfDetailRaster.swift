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

    /// A node box: `border` on the pixels whose centres lie in the rectangle (device pixels), then `inside`, if
    /// given, on those of the rectangle inset by `insetX`, `insetY`: the pixels the two `fill` calls would set.
    /// When both inks are opaque and the box lies wholly in the lent pixels, each pixel is written once, row by
    /// row (border, inside, border), instead of the inside being written twice.
    func box(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat, insetX: CGFloat, insetY: CGFloat,
             border: Ink, inside: Ink?) {
        let x0 = Self.firstCentre(minX), x1 = Self.firstCentre(maxX)
        let y0 = Self.firstCentre(minY), y1 = Self.firstCentre(maxY)
        guard let inside, border.alpha == 255, inside.alpha == 255, insetX > 0, insetY > 0,
              x0 >= pixels.minX, x1 <= pixels.maxX, y0 >= pixels.minY, y1 <= pixels.maxY else {
            fill(minX: minX, minY: minY, maxX: maxX, maxY: maxY, with: border)
            if let inside {
                fill(minX: minX + insetX, minY: minY + insetY, maxX: maxX - insetX, maxY: maxY - insetY, with: inside)
            }
            return
        }
        guard x1 > x0, y1 > y0 else { return }
        // The inset edges lie inside the box's, so their pixels do too (x0 ≤ ix0, ix1 ≤ x1).
        let ix0 = Self.firstCentre(minX + insetX), ix1 = Self.firstCentre(maxX - insetX)
        let iy0 = Self.firstCentre(minY + insetY), iy1 = Self.firstCentre(maxY - insetY)
        let hasInside = ix1 > ix0 && iy1 > iy0
        for y in y0..<y1 {
            let row = pixels.base + y * pixels.stride
            if hasInside && y >= iy0 && y < iy1 {
                (row + x0).update(repeating: border.word, count: ix0 - x0)
                (row + ix0).update(repeating: inside.word, count: ix1 - ix0)
                (row + ix1).update(repeating: border.word, count: x1 - ix1)
            } else {
                (row + x0).update(repeating: border.word, count: x1 - x0)
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
        // Opaque ink and every lane's band well inside ±1e9 (the common case: plain edges at low detail): the
        // same pixels as the general loop below, without its clamps, float-to-integer conversions per lane and
        // per-pixel choice of how to write.
        let farthest = max(abs(startAcross), abs(startAcross + cross)) + half
        if opaque && farthest < 1e8 {
            let word = ink.word
            // Pixels across a lane are `acrossStep` words apart, lanes `laneStep` words.
            let (acrossStep, laneStep) = horizontal ? (stride, 1) : (1, stride)
            // Each lane's centre is worked out as below; the band's first and last-plus-one pixels are then
            // moved from the previous lane's (at most a step or two, as |slope| ≤ 1) until they are the
            // ceilings `firstCentre` gives, compared as whole numbers held exactly in a `CGFloat`.
            var along = CGFloat(first) + 0.5
            let startCentre = startAcross + (along - startAlong) * slope
            var low = Self.nearFirstCentre(startCentre - half), high = Self.nearFirstCentre(startCentre + half)
            var lowWhole = CGFloat(low), highWhole = CGFloat(high)
            var lane = base + first * laneStep
            for _ in first..<last {
                let centre = startAcross + (along - startAlong) * slope
                Self.settle(&low, &lowWhole, atCeilingOf: (centre - half) - 0.5)
                Self.settle(&high, &highWhole, atCeilingOf: (centre + half) - 0.5)
                let from = max(acrossLow, low), to = min(acrossHigh, high)
                // A 1-pixel line's band is one or two pixels a lane: the first written on its own, the rest (if
                // any) one by one, not through a loop the compiler unrolls for long runs.
                if from < to {
                    var pixel = lane + from * acrossStep
                    pixel.pointee = word
                    var next = from &+ 1
                    while next < to {
                        pixel += acrossStep
                        pixel.pointee = word
                        next &+= 1
                    }
                }
                along += 1
                lane += laneStep
            }
            return
        }
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

    /// Each segment of `polylines` as a `width`-pixel line, its points mapped from flow units to device pixels
    /// by x · ax + bx and y · ay + by: the points read straight from the polylines' storage, each mapped once.
    func lines(_ polylines: LevelOfDetailPolylines, ax: CGFloat, bx: CGFloat, ay: CGFloat, by: CGFloat,
               width: CGFloat, with ink: Ink) {
        let originX = polylines.origin.x, originY = polylines.origin.y
        polylines.coordinates.withUnsafeBufferPointer { xy in
            polylines.starts.withUnsafeBufferPointer { starts in
                let pointCount = xy.count / 2
                for polyline in 0..<starts.count {
                    let first = Int(starts[polyline])
                    let end = polyline + 1 < starts.count ? Int(starts[polyline + 1]) : pointCount
                    guard first < end else { continue }
                    // As `LevelOfDetailPolylines.point` then the flow-to-device map: the same values as a walk
                    // with `forEachSegment`.
                    var from = CGPoint(x: (originX + CGFloat(xy[2 * first])) * ax + bx,
                                       y: (originY + CGFloat(xy[2 * first + 1])) * ay + by)
                    for index in (first + 1)..<end {
                        let to = CGPoint(x: (originX + CGFloat(xy[2 * index])) * ax + bx,
                                         y: (originY + CGFloat(xy[2 * index + 1])) * ay + by)
                        line(from: from, to: to, width: width, with: ink)
                        from = to
                    }
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

    /// `firstCentre` for a coordinate within ±1e9, where its clamps change nothing.
    @inline(__always)
    static func nearFirstCentre(_ coordinate: CGFloat) -> Int {
        let value = coordinate - 0.5
        let truncated = Int(value)
        return CGFloat(truncated) < value ? truncated + 1 : truncated
    }

    /// Moves `whole` (a whole number, `value` as a `CGFloat`) to the ceiling of `value`: the smallest whole
    /// number at or above it.
    @inline(__always)
    static func settle(_ value: inout Int, _ whole: inout CGFloat, atCeilingOf target: CGFloat) {
        while whole < target {
            whole += 1
            value &+= 1
        }
        while whole - 1 >= target {
            whole -= 1
            value &-= 1
        }
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

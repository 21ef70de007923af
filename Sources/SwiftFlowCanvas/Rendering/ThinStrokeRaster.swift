import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Antialiased strokes of thin lines (at most `maximumWidth` device pixels) written straight into device
/// pixels. The canvas's batched plain edges at full detail go this way: Cairo's stroker and scan converter
/// took half of a full frame at zoom 1 (docs/benchmarks.md).
///
/// A pixel's coverage is worked out from the shape alone, never from where a repaint starts, so a repainted
/// strip matches a full frame: curves are flattened into segments, and in each lane (pixel column or row)
/// along a segment's main axis the stroke is a band across the lane whose length inside each pixel is that
/// pixel's coverage (a box filter in that direction); butt ends cut the lanes where a path ends. Where the
/// segments of one subpath meet or cross, a pixel keeps the largest coverage any of them gives it, so a
/// subpath paints each pixel once, as Cairo paints a path's union; coverage is gathered in a mask over the
/// subpath's box, then composited OVER as pixman does. Distinct subpaths (edges) that cross paint the shared
/// pixels twice, which Cairo's one stroke of the batch would not: a handful of pixels where edges meet.
@MainActor
struct ThinStrokeRaster {
    /// The widest stroke (device pixels) drawn this way; wider ones look like areas and go to Cairo.
    static let maximumWidth: CGFloat = 1.5
    /// Curves are flattened to within this distance of the true curve (device pixels).
    static let tolerance: CGFloat = 0.2
    /// At most this many segments per curve (a far-reaching curve crossing the view).
    static let maximumSegments = 512

    let pixels: DevicePixels
    let mask: CoverageMask
    /// Every lane by the whole rule, none the short way (tests compare the two).
    let lanesByGeneralRule: Bool

    init(pixels: DevicePixels, mask: CoverageMask, lanesByGeneralRule: Bool = false) {
        self.pixels = pixels
        self.mask = mask
        self.lanesByGeneralRule = lanesByGeneralRule
    }

    /// Strokes `path` with `color`, `width` user units wide, into `context`'s pixels under `area` (user space)
    /// when it lends them and the stroke is thin there; false, drawing nothing, otherwise.
    static func stroke(_ path: Path, with color: Color, width: CGFloat, in context: GraphicsContext,
                       area: CGRect, mask: CoverageMask) -> Bool {
        guard let target = context as? PixelDrawing else { return false }
        let dark = context.isDarkMode
        var drawn = false
        let lent = target.withDevicePixels(in: area) { pixels in
            let t = pixels.toDevice
            let deviceWidth = width * t.a
            // Only a uniform scale keeps a round pen round.
            guard t.a == t.d, deviceWidth > 0, deviceWidth <= maximumWidth else { return }
            ThinStrokeRaster(pixels: pixels, mask: mask)
                .stroke(path, width: deviceWidth, with: LevelOfDetailRaster.Ink(color, dark: dark))
            drawn = true
        }
        return lent && drawn
    }

    /// Strokes `path` (user space, mapped by the pixels' `toDevice`) `width` device pixels wide with `ink`.
    func stroke(_ path: Path, width: CGFloat, with ink: LevelOfDetailRaster.Ink) {
        guard ink.alpha > 0, width > 0, width.isFinite, pixels.maxX > pixels.minX, pixels.maxY > pixels.minY else {
            return
        }
        var points: [CGPoint] = []
        points.reserveCapacity(64)
        var start = CGPoint.zero
        func finish(closed: Bool) {
            if closed, let last = points.last, last != start { points.append(start) }
            strokePolyline(points, halfWidth: width / 2, closed: closed, with: ink)
            points.removeAll(keepingCapacity: true)
        }
        func add(_ p: CGPoint) {
            if points.last != p { points.append(p) }
        }
        let t = pixels.toDevice
        func device(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * t.a + p.y * t.c + t.tx, y: p.x * t.b + p.y * t.d + t.ty) }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = device(p)
                points.append(start)
            case .line(let p):
                if points.isEmpty { points.append(start) }
                add(device(p))
            case .quadCurve(let p, let c):
                if points.isEmpty { points.append(start) }
                let p0 = points[points.count - 1], p1 = device(c), p2 = device(p)
                let count = Self.segmentCount(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y, degree: 2)
                for step in 1...count {
                    let s = CGFloat(step) / CGFloat(count), u = 1 - s
                    add(CGPoint(x: u * u * p0.x + 2 * u * s * p1.x + s * s * p2.x,
                                y: u * u * p0.y + 2 * u * s * p1.y + s * s * p2.y))
                }
            case .curve(let p, let c1, let c2):
                if points.isEmpty { points.append(start) }
                let p0 = points[points.count - 1], p1 = device(c1), p2 = device(c2), p3 = device(p)
                let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
                let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
                let count = Self.segmentCount(ddx, ddy, degree: 3)
                for step in 1...count {
                    let s = CGFloat(step) / CGFloat(count), u = 1 - s
                    let w0 = u * u * u, w1 = 3 * u * u * s, w2 = 3 * u * s * s, w3 = s * s * s
                    add(CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                                y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y))
                }
            case .closeSubpath:
                finish(closed: true)
                points.append(start)
            }
        }
        finish(closed: false)
    }

    /// One subpath: its coverage gathered in a mask over its own bounding box (small, so it stays in the
    /// cache), then composited. Where two subpaths cross, the pixels they share are painted twice.
    private func strokePolyline(_ points: [CGPoint], halfWidth: CGFloat, closed: Bool,
                                with ink: LevelOfDetailRaster.Ink) {
        guard points.count >= 2 else { return }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in points {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        // Off scale 1 the subpath moves by less than a step so its box's corner lies on a rounded phase: at a new
        // zoom every edge of a regular graph lands on its own phase, and no kept coverage would ever serve.
        let (shiftX, shiftY, rounded) = phaseShift(minX: minX, minY: minY)
        minX += shiftX
        maxX += shiftX
        minY += shiftY
        maxY += shiftY
        let reach = halfWidth + 2
        // The subpath's own whole-pixel origin (from its shape alone, not from the lent pixels).
        let ox = Self.floorInt(minX - reach), oy = Self.floorInt(minY - reach)
        let x0 = max(pixels.minX, ox), x1 = min(pixels.maxX, Self.floorInt(maxX + reach) + 1)
        let y0 = max(pixels.minY, oy), y1 = min(pixels.maxY, Self.floorInt(maxY + reach) + 1)
        guard x1 > x0, y1 > y0 else { return }
        let stride = pixels.stride
        // Pixels the mask's byte offsets (from the box's top-left) address, and at most how many it may touch.
        let span = (y1 - y0 - 1) * stride + (x1 - x0), area = (y1 - y0) * (x1 - x0)
        guard span < Int(Int32.max) else { return }
        // Coverage is worked out from the points relative to that origin, on a 2⁻²⁰ pixel grid, over the lent
        // pixels relative to it: the same shape a whole number of pixels away (the next edge of a grid, a view
        // moved by whole pixels) has the same key and the same coverage, so it is kept and reused.
        // A loop, not `map`: a closure here is main-actor isolated and checks its executor on every call.
        var local: [CGPoint] = []
        local.reserveCapacity(points.count)
        let dx = CGFloat(ox) - shiftX, dy = CGFloat(oy) - shiftY
        for p in points { local.append(CGPoint(x: Self.onGrid(p.x - dx), y: Self.onGrid(p.y - dy))) }
        let frame = DevicePixels(base: pixels.base, stride: stride, minX: x0 - ox, minY: y0 - oy, maxX: x1 - ox,
                                 maxY: y1 - oy, toDevice: pixels.toDevice)
        let base = y0 * stride + x0
        // The same shape over the same pixels (relative to it) as before: its coverage is known.
        let key = ThinStrokeCoverageCache.Key(points: local, halfWidth: halfWidth, closed: closed, pixels: frame)
        if let kept = mask.kept.entry(for: key) {
            kept.offsets.withUnsafeBufferPointer { offsets in
                kept.levels.withUnsafeBufferPointer { levels in
                    composite(ink, base: base, count: offsets.count) { k in (Int(offsets[k]), levels[k]) }
                }
            }
            return
        }
        let shifted = ThinStrokeRaster(pixels: frame, mask: mask, lanesByGeneralRule: lanesByGeneralRule)
        var coverage = mask.begin(base: (y0 - oy) * stride + (x0 - ox), span: span, area: area)
        let last = local.count - 2
        for i in 0...last {
            shifted.cover(from: local[i], to: local[i + 1], halfWidth: halfWidth, buttStart: !closed && i == 0,
                          buttEnd: !closed && i == last, into: &coverage)
        }
        // A subpath on a rounded phase is kept at once: the same shape on the same phase is likely in this frame.
        if mask.kept.wantsToKeep(key, atOnce: rounded) { mask.kept.keep(coverage, for: key) }
        let values = coverage.values, touched = coverage.touched
        composite(ink, base: base, count: coverage.count) { k in
            let offset = Int(touched[k])
            return (offset, values[offset])
        }
        mask.end(coverage)
    }

    /// How far a subpath whose box starts at (`minX`, `minY`) moves: at a device scale other than 1, to the
    /// nearest phase that is a multiple of `offScalePhaseStep` / 256 pixel (a quarter pixel by default, so at
    /// most 1/8 pixel each way, as the node boxes and handle dots there); nothing at scale 1.
    /// `rounded` tells whether phases are rounded here.
    func phaseShift(minX: CGFloat, minY: CGFloat) -> (x: CGFloat, y: CGFloat, rounded: Bool) {
        let step = pixels.offScalePhaseStep, t = pixels.toDevice
        guard step > 1, t.a != 1 || t.d != 1, minX.isFinite, minY.isFinite else { return (0, 0, false) }
        let unit = CGFloat(step) / 256
        func shift(_ value: CGFloat) -> CGFloat { (value / unit).rounded() * unit - value }
        return (shift(minX), shift(minY), true)
    }

    /// `value` rounded to a multiple of 2⁻²⁰ (to nearest, ties to even) for |value| < 2³¹, by adding and
    /// taking away 1.5 · 2³² (whose last bit is worth 2⁻²⁰); farther values on a coarser grid. Relative points
    /// of one shape placed a whole number of pixels apart differ in their last bits, and this makes them equal.
    @inline(__always)
    nonisolated static func onGrid(_ value: CGFloat) -> CGFloat {
        let magic: CGFloat = 0x1.8p32
        return (value + magic) - magic
    }

    /// The largest whole number at or below `value`, without a libm call; far-off values are clamped.
    @inline(__always)
    static func floorInt(_ value: CGFloat) -> Int {
        let v = max(-1e9, min(1e9, value.isNaN ? 0 : value))
        let truncated = Int(v)
        return CGFloat(truncated) > v ? truncated - 1 : truncated
    }

    /// Segments for a curve whose control polygon bends by (ddx, ddy) at most, so that the chords stay within
    /// `tolerance` of it (Wang's bound: n ≥ √(d(d−1)/8 · bend / tolerance) for degree d).
    static func segmentCount(_ ddx: CGFloat, _ ddy: CGFloat, degree: Int) -> Int {
        let bend = (ddx * ddx + ddy * ddy).squareRoot()
        let factor = CGFloat(degree * (degree - 1)) / 8
        let n = (factor * bend / tolerance).squareRoot()
        guard n.isFinite else { return 1 }
        return min(maximumSegments, max(1, Int(n.rounded(.up))))
    }

    /// One segment's coverage, lane by lane along its main axis (columns for a mostly horizontal segment,
    /// rows otherwise). In each lane the stroke is a band across it, `halfWidth · √(1 + slope²)` either side of
    /// the segment's centre line there (the stroke's width measured along the lane): a pixel gets the length
    /// of the band inside it. A butt end cuts the lane where the segment ends; an inner end lets the band run
    /// on half a pixel at the end's height, under the next segment's, so joins leave no notch.
    ///
    /// Only a segment's first and last lanes can be cut by a butt end or have their centre held at an end; the
    /// lanes between take the short way (`interiorLanes`), which does the same arithmetic without those steps.
    private func cover(from a: CGPoint, to b: CGPoint, halfWidth h: CGFloat, buttStart: Bool, buttEnd: Bool,
                       into coverage: inout Coverage) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a != b else { return }
        let horizontal = abs(b.x - a.x) >= abs(b.y - a.y)
        let (alongA, alongB, acrossA, acrossB) = horizontal ? (a.x, b.x, a.y, b.y) : (a.y, b.y, a.x, b.x)
        let slope = (acrossB - acrossA) / (alongB - alongA)
        let alongMin = min(alongA, alongB), alongMax = max(alongA, alongB)
        let (buttMin, buttMax) = alongA <= alongB ? (buttStart, buttEnd) : (buttEnd, buttStart)
        let (laneLow, laneHigh) = horizontal ? (pixels.minX, pixels.maxX) : (pixels.minY, pixels.maxY)
        let (acrossLow, acrossHigh) = horizontal ? (pixels.minY, pixels.maxY) : (pixels.minX, pixels.maxX)
        let first = max(laneLow, LevelOfDetailRaster.firstCentre(alongMin - 0.5))
        let end = min(laneHigh, LevelOfDetailRaster.firstCentre(alongMax + 0.5))
        guard end > first else { return }
        let band = Band(alongA: alongA, acrossA: acrossA, slope: slope, half: h * (1 + slope * slope).squareRoot(),
                        alongMin: alongMin, alongMax: alongMax, acrossLow: acrossLow, acrossHigh: acrossHigh,
                        horizontal: horizontal, stride: pixels.stride)
        // The pointers and count in locals, so the loops keep them in registers.
        var lanes = LaneCoverage(coverage)
        if lanesByGeneralRule {
            for lane in first..<end { band.lane(lane, buttMin: buttMin, buttMax: buttMax, into: &lanes) }
        } else {
            // A butt end cuts only the lane it lies in: the first lane's centre is at most ½ before `alongMin`, the
            // next one's at least ½ after it (and the same at `alongMax`).
            band.lane(first, buttMin: buttMin, buttMax: buttMax && end - first == 1, into: &lanes)
            if end - first >= 2 {
                band.interiorLanes(first + 1..<end - 1, into: &lanes)
                band.lane(end - 1, buttMin: false, buttMax: buttMax, into: &lanes)
            }
        }
        coverage.count = lanes.count
    }

    /// Paints `ink` over `count` covered pixels, weighted by their coverage (pixman's OVER with a mask);
    /// `pixel(k)` is the k-th pixel's image offset less `base`, and its coverage level.
    @inline(__always)
    private func composite(_ ink: LevelOfDetailRaster.Ink, base: Int, count: Int,
                           _ pixel: (Int) -> (offset: Int, level: UInt8)) {
        let origin = pixels.base + base
        let word = ink.word, alpha = ink.alpha
        if alpha == 255 {
            // Opaque ink: ink · m + below · (255 − m) per channel never passes 255, so no saturation. The ink's
            // 256 weighted words are kept per ink (`CoverageMask.inkTable`), one multiply per pixel fewer.
            // Most pixels lie over one colour (the background), so `below · (255 − m)` is kept per level with
            // the word it was worked out for, and worked out again only for another word.
            let inkTimes = mask.inkTable(for: word)
            let keptBelow = mask.keptBelow, keptTimes = mask.keptBelowTimes
            for k in 0..<count {
                let (offset, m) = pixel(k)
                let target = origin + offset
                let below = target.pointee, level = Int(m)
                let times: UInt32
                if keptBelow[level] == UInt64(below) {
                    times = keptTimes[level]
                } else {
                    times = PixelWord.mulChannels(below, 255 - UInt32(m))
                    keptBelow[level] = UInt64(below)
                    keptTimes[level] = times
                }
                target.pointee = inkTimes[level] &+ times
            }
            return
        }
        for k in 0..<count {
            let (offset, m) = pixel(k)
            let target = origin + offset
            target.pointee = Self.blend(word: word, alpha: alpha, coverage: UInt32(m), over: target.pointee)
        }
    }

    /// A premultiplied `word` (its alpha `alpha`) at `coverage` / 255 over `below`, rounded as pixman does.
    @inline(__always)
    static func blend(word: UInt32, alpha: UInt32, coverage m: UInt32, over below: UInt32) -> UInt32 {
        let keep = 255 - mul(alpha, m)
        return saturatingAdd(PixelWord.mulChannels(word, m), PixelWord.mulChannels(below, keep))
    }

    /// a · b / 255, rounded (both 0…255).
    @inline(__always)
    static func mul(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a * b + 128
        return (t + (t >> 8)) >> 8
    }

    /// The channel-wise sum of two words, each channel capped at 255.
    @inline(__always)
    static func saturatingAdd(_ x: UInt32, _ y: UInt32) -> UInt32 {
        var rb = (x & 0xff00ff) &+ (y & 0xff00ff)
        rb = (rb | (0x1000100 &- ((rb >> 8) & 0x10001))) & 0xff00ff
        var ag = ((x >> 8) & 0xff00ff) &+ ((y >> 8) & 0xff00ff)
        ag = (ag | (0x1000100 &- ((ag >> 8) & 0x10001))) & 0xff00ff
        return rb | ag << 8
    }
}

/// One segment's band across its lanes (`ThinStrokeRaster.cover`): where its centre line crosses each lane and
/// how wide the band is there, in device pixels along the lane.
private struct Band {
    let alongA: CGFloat, acrossA: CGFloat, slope: CGFloat, half: CGFloat
    let alongMin: CGFloat, alongMax: CGFloat
    /// The lent pixels across the lanes.
    let acrossLow: Int, acrossHigh: Int
    /// Moving one lane moves this many image words; moving one pixel across, that many.
    let laneStep: Int, acrossStep: Int

    init(alongA: CGFloat, acrossA: CGFloat, slope: CGFloat, half: CGFloat, alongMin: CGFloat, alongMax: CGFloat,
         acrossLow: Int, acrossHigh: Int, horizontal: Bool, stride: Int) {
        self.alongA = alongA
        self.acrossA = acrossA
        self.slope = slope
        self.half = half
        self.alongMin = alongMin
        self.alongMax = alongMax
        self.acrossLow = acrossLow
        self.acrossHigh = acrossHigh
        (laneStep, acrossStep) = horizontal ? (1, stride) : (stride, 1)
    }

    /// A coverage length (0…1) as a byte, rounded as pixman's levels are.
    @inline(__always)
    static func level(_ inside: CGFloat) -> UInt8 { UInt8(truncatingIfNeeded: Int(inside * 255 + 0.5)) }

    /// Lane `lane` by the whole rule: the part of its width the segment spans (less than all of it only where
    /// a butt end cuts it: `buttMin` / `buttMax`), its centre held within the segment's ends.
    @inline(__always)
    func lane(_ lane: Int, buttMin: Bool, buttMax: Bool, into coverage: inout LaneCoverage) {
        let low = CGFloat(lane)
        // How much of the lane's pixel width the segment spans (1 away from butt ends).
        var share: CGFloat = 1
        if buttMin { share = min(share, low + 1 - alongMin) }
        if buttMax { share = min(share, alongMax - low) }
        guard share > 0 else { return }
        let centre = acrossA + (min(max(low + 0.5, alongMin), alongMax) - alongA) * slope
        let top = centre - half, bottom = centre + half
        // Lanes where the band misses the lent pixels cost nothing more; the others have `top` within a few
        // pixels of them, so whole numbers come from truncation of a positive value.
        guard bottom > CGFloat(acrossLow), top < CGFloat(acrossHigh) else { return }
        // The band runs from pixel `firstPixel` to pixel `lastPixel` (inclusive) across the lane.
        let firstPixel = Int(top + 8) &- 8, lastPixel = Int(bottom + 8) &- 8
        let laneIndex = lane &* laneStep &- coverage.base
        @inline(__always) func put(_ pixel: Int, _ inside: CGFloat) {
            // inside ≤ 1, so the byte never overflows; a zero level is skipped by `raise`.
            guard pixel >= acrossLow, pixel < acrossHigh, inside > 0 else { return }
            coverage.raise(laneIndex &+ pixel &* acrossStep, to: Self.level(inside))
        }
        if firstPixel == lastPixel {
            put(firstPixel, (bottom - top) * share)
        } else {
            put(firstPixel, (CGFloat(firstPixel + 1) - top) * share)
            var pixel = firstPixel + 1
            while pixel < lastPixel {
                put(pixel, share)
                pixel += 1
            }
            put(lastPixel, (bottom - CGFloat(lastPixel)) * share)
        }
    }

    /// Lanes no butt end cuts and whose centres lie within the segment (all but its first and last): the whole
    /// rule with a share of 1 and no hold, so the same lengths to the bit. A band reaching out of the lent
    /// pixels (rare) takes the whole rule.
    @inline(__always)
    func interiorLanes(_ lanes: Range<Int>, into coverage: inout LaneCoverage) {
        let lowEdge = CGFloat(acrossLow), highEdge = CGFloat(acrossHigh)
        var laneIndex = lanes.lowerBound &* laneStep &- coverage.base
        for lane in lanes {
            defer { laneIndex &+= laneStep }
            let centre = acrossA + (CGFloat(lane) + 0.5 - alongA) * slope
            let top = centre - half, bottom = centre + half
            guard bottom > lowEdge, top < highEdge else { continue }
            let firstPixel = Int(top + 8) &- 8, lastPixel = Int(bottom + 8) &- 8
            guard firstPixel >= acrossLow, lastPixel < acrossHigh else {
                self.lane(lane, buttMin: false, buttMax: false, into: &coverage)
                continue
            }
            // Every length here is > 0 or gives level 0, which `raise` skips.
            if firstPixel == lastPixel {
                coverage.raise(laneIndex &+ firstPixel &* acrossStep, to: Self.level(bottom - top))
                continue
            }
            coverage.raise(laneIndex &+ firstPixel &* acrossStep, to: Self.level(CGFloat(firstPixel + 1) - top))
            var pixel = firstPixel + 1
            while pixel < lastPixel {
                coverage.raise(laneIndex &+ pixel &* acrossStep, to: 255)
                pixel += 1
            }
            coverage.raise(laneIndex &+ lastPixel &* acrossStep, to: Self.level(bottom - CGFloat(lastPixel)))
        }
    }
}

/// `Coverage` while one segment is worked out: the same memory, offsets taken from the box's top-left pixel,
/// and the count in a local.
private struct LaneCoverage {
    let values: UnsafeMutablePointer<UInt8>
    let touched: UnsafeMutablePointer<Int32>
    let base: Int
    var count: Int

    init(_ coverage: Coverage) {
        values = coverage.values
        touched = coverage.touched
        base = coverage.base
        count = coverage.count
    }

    /// Raises the coverage at `index` (from the box's top-left pixel) to `value` if it is less; a pixel is
    /// listed when it first gets coverage, so `count` stays within the box's area.
    @inline(__always)
    mutating func raise(_ index: Int, to value: UInt8) {
        let old = values[index]
        guard value > old else { return }
        if old == 0 {
            touched[count] = Int32(truncatingIfNeeded: index)
            count &+= 1
        }
        values[index] = value
    }
}

/// One subpath's coverage: a byte per device pixel of its bounding box, indexed by the pixel's offset in the
/// image less `base` (the box's top-left pixel), zero between subpaths, and the offsets it touched.
struct Coverage {
    let values: UnsafeMutablePointer<UInt8>
    let touched: UnsafeMutablePointer<Int32>
    let base: Int
    var count = 0
}

/// The reusable memory behind `Coverage`: kept between strokes and frames, all zero between subpaths, so a
/// subpath costs what it covers rather than its box's area.
@MainActor
final class CoverageMask {
    private var values: UnsafeMutablePointer<UInt8>
    private var valueCapacity: Int
    private var touched: UnsafeMutablePointer<Int32>
    private var touchedCapacity: Int

    init() {
        valueCapacity = 1
        values = .allocate(capacity: 1)
        values.initialize(to: 0)
        touchedCapacity = 1
        touched = .allocate(capacity: 1)
    }

    isolated deinit {
        values.deallocate()
        touched.deallocate()
        inkTableWords.deallocate()
        keptBelow.deallocate()
        keptBelowTimes.deallocate()
    }

    /// A zeroed coverage for `span` image offsets from `base`, of which at most `area` pixels are covered.
    func begin(base: Int, span: Int, area: Int) -> Coverage {
        if span > valueCapacity {
            values.deallocate()
            valueCapacity = span
            values = .allocate(capacity: span)
            values.initialize(repeating: 0, count: span)
        }
        if area > touchedCapacity {
            touched.deallocate()
            touchedCapacity = area
            touched = .allocate(capacity: area)
        }
        return Coverage(values: values, touched: touched, base: base)
    }

    /// `PixelWord.mulChannels(word, m)` for m = 0…255, for the last ink asked for (a frame's edges share
    /// one or two inks).
    func inkTable(for word: UInt32) -> UnsafePointer<UInt32> {
        if inkTableWord != word {
            for m in 0..<256 { inkTableWords[m] = PixelWord.mulChannels(word, UInt32(m)) }
            inkTableWord = word
        }
        return UnsafePointer(inkTableWords)
    }

    /// Per coverage level, the word below it was last composited over (a value no word has before the first)
    /// and that word times (255 − level) / 255 (`composite`).
    let keptBelow: UnsafeMutablePointer<UInt64> = {
        let words = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
        words.initialize(repeating: UInt64.max, count: 256)
        return words
    }()
    let keptBelowTimes: UnsafeMutablePointer<UInt32> = {
        let words = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        words.initialize(repeating: 0, count: 256)
        return words
    }()

    private let inkTableWords: UnsafeMutablePointer<UInt32> = {
        let words = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        words.initialize(repeating: 0, count: 256)
        return words
    }()
    /// The ink `inkTableWords` holds; nil before the first.
    private var inkTableWord: UInt32?

    /// Clears what `coverage` touched.
    func end(_ coverage: Coverage) {
        for k in 0..<coverage.count { values[Int(coverage.touched[k])] = 0 }
    }

    /// Coverage of recently drawn subpaths, reused when a frame draws one again over the same pixels.
    let kept = ThinStrokeCoverageCache()

    /// The shared mask of the main thread's drawing.
    static let shared = CoverageMask()
}

import CCairo
import Foundation

/// A kept stamp: its pixels and, per row, where the drawn pixels lie, so a copy writes the row's opaque run
/// as it is and blends only the few pixels around it (a node box's antialiased corners and border ends).
///
/// `blit` composites OVER exactly as pixman does for Cairo's copy (`cairo_fill` of the stamp's rectangle:
/// each channel `s + d · (255 − αs) / 255`, rounded as pixman's `MUL_UN8`, saturated), without Cairo's
/// per-call work (state, pattern, path, composite set-up: ~5,000 instructions a stamp).
final class CairoStamp: DirectCopy {
    let image: CairoImageSurface
    var width: Int { image.width }
    var height: Int { image.height }

    /// One row: pixels `start..<end` are not transparent, `opaqueStart..<opaqueEnd` (within them, possibly
    /// empty) are all opaque.
    struct Row {
        let start: Int32, opaqueStart: Int32, opaqueEnd: Int32, end: Int32
    }
    private(set) var rows: [Row] = []
    /// The pixels, copied out of the image once (premultiplied ARGB32, `width` words a row).
    private let pixels: UnsafeMutablePointer<UInt32>

    init(_ image: CairoImageSurface) {
        self.image = image
        let width = image.width, height = image.height
        pixels = .allocate(capacity: max(1, width * height))
        let copied: Void? = image.withPixelData { data, stride in
            for y in 0..<height {
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
                (pixels + y * width).initialize(from: row, count: width)
            }
        }
        if copied == nil { pixels.initialize(repeating: 0, count: max(1, width * height)) }
        rows.reserveCapacity(height)
        for y in 0..<height {
            let row = pixels + y * width
            // A box's rows between its corners are alike: a row equal to the one above has its spans (compared
            // whole, not scanned pixel by pixel).
            if y > 0, memcmp(row, row - width, width * 4) == 0 {
                rows.append(rows[y - 1])
            } else {
                rows.append(Self.row(row, width: width))
            }
        }
    }

    deinit { pixels.deallocate() }

    /// The drawn span of a row and its longest run of opaque pixels (the first of equal ones).
    private static func row(_ p: UnsafeMutablePointer<UInt32>, width: Int) -> Row {
        var start = 0, end = width
        while start < width, p[start] == 0 { start += 1 }
        while end > start, p[end - 1] == 0 { end -= 1 }
        // Run by run: a pixel is opaque when its word is at least 0xff000000 (alpha 255). Once the best run is
        // as long as what is left of the row, no later run can be longer (a box's row: one pass over one run).
        var best = (start, start), x = start
        while x < end, best.1 - best.0 < end - x {
            while x < end, p[x] < 0xff00_0000 { x += 1 }
            let run = x
            while x < end, p[x] >= 0xff00_0000 { x += 1 }
            if x - run > best.1 - best.0 { best = (run, x) }
        }
        return Row(start: Int32(start), opaqueStart: Int32(best.0), opaqueEnd: Int32(best.1), end: Int32(end))
    }

    /// Composites the stamp OVER `target` (ARGB32 words, `stride` words a row) with its top-left pixel at
    /// (`x`, `y`), writing only pixels inside `clip` (device pixels, already within the target).
    func blit(into target: UnsafeMutablePointer<UInt32>, stride: Int, x: Int, y: Int,
              clip: (minX: Int, minY: Int, maxX: Int, maxY: Int)) {
        let firstRow = max(0, clip.minY - y), lastRow = min(height, clip.maxY - y)
        guard firstRow < lastRow else { return }
        let low = clip.minX - x, high = clip.maxX - x
        for r in firstRow..<lastRow {
            let span = rows[r]
            let start = max(Int(span.start), low), end = min(Int(span.end), high)
            guard start < end else { continue }
            let source = pixels + r * width, destination = target + (y + r) * stride + x
            let opaqueStart = min(max(Int(span.opaqueStart), start), end)
            let opaqueEnd = max(min(Int(span.opaqueEnd), end), opaqueStart)
            Self.blend(source, destination, start, opaqueStart)
            if opaqueEnd > opaqueStart {
                (destination + opaqueStart).update(from: source + opaqueStart, count: opaqueEnd - opaqueStart)
            }
            Self.blend(source, destination, opaqueEnd, end)
        }
    }

    /// Pixels `from..<to` of a row, blended OVER. Along a box's top and bottom rows the same translucent
    /// pixel lies over the same background pixel after pixel, so the last blend is reused when both repeat.
    @inline(__always)
    private static func blend(_ source: UnsafeMutablePointer<UInt32>, _ destination: UnsafeMutablePointer<UInt32>,
                              _ from: Int, _ to: Int) {
        // `lastSource` 0 matches no blended pixel (transparent ones are skipped).
        var lastSource: UInt32 = 0, lastBelow: UInt32 = 0, lastResult: UInt32 = 0
        var i = from
        while i < to {
            let s = source[i]
            let alpha = s >> 24
            if alpha == 255 {
                destination[i] = s
            } else if s != 0 {
                let d = destination[i]
                if s != lastSource || d != lastBelow {
                    lastSource = s
                    lastBelow = d
                    lastResult = over(s, d, alpha: alpha)
                }
                destination[i] = lastResult
            }
            i += 1
        }
    }

    /// `s` OVER `d` (premultiplied): s + d · (255 − αs) / 255 per channel, pixman's rounding, saturated.
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32, alpha: UInt32) -> UInt32 {
        let m = 255 - alpha
        var rb = (d & 0xff00ff) &* m &+ 0x800080
        rb = ((rb &+ ((rb >> 8) & 0xff00ff)) >> 8) & 0xff00ff
        var ag = ((d >> 8) & 0xff00ff) &* m &+ 0x800080
        ag = ((ag &+ ((ag >> 8) & 0xff00ff)) >> 8) & 0xff00ff
        // Add the source channel-wise, each channel capped at 255.
        var sumRB = rb &+ (s & 0xff00ff)
        sumRB = (sumRB | (0x1000100 &- ((sumRB >> 8) & 0x10001))) & 0xff00ff
        var sumAG = ag &+ ((s >> 8) & 0xff00ff)
        sumAG = (sumAG | (0x1000100 &- ((sumAG >> 8) & 0x10001))) & 0xff00ff
        return sumRB | sumAG << 8
    }
}

/// Pixels kept to be written straight into an ARGB32 image (`CairoGraphicsContext.blit`).
protocol DirectCopy: AnyObject {
    var width: Int { get }
    var height: Int { get }
    /// Composites OVER `target` (ARGB32 words, `stride` words a row) with the top-left pixel at (`x`, `y`),
    /// writing only pixels inside `clip` (device pixels, already within the target).
    func blit(into target: UnsafeMutablePointer<UInt32>, stride: Int, x: Int, y: Int,
              clip: (minX: Int, minY: Int, maxX: Int, maxY: Int))
}

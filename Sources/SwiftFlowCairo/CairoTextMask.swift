import CCairo
import Foundation
import SwiftFlowUI

/// One line of text as Cairo rasterizes it: its glyphs' coverage (an A8 image, and the covered pixels listed per
/// row) and its ink, the solid source word pixman composites with.
///
/// `blit` writes ink IN coverage OVER the target, each channel rounded as pixman's `MUL_UN8` (the opaque ink's
/// weighted words are worked out once per line), visiting only the covered pixels: a label's box is mostly the
/// empty space between strokes.
final class CairoTextMask: DirectCopy {
    /// The coverage as an A8 surface, for Cairo's own compositing (`cairo_mask_surface`) where a direct copy
    /// cannot be made.
    let surface: CairoSurfaceHandle
    let width: Int, height: Int
    /// The premultiplied ink.
    let ink: UInt32
    private let inkTimes: UnsafeMutablePointer<UInt32>
    /// Covered pixels: `columns[k]`, `levels[k]` for k in `rowStarts[r]..<rowStarts[r + 1]` lie in row r.
    private let rowStarts: [Int32]
    private let columns: [Int16]
    private let levels: [UInt8]

    /// The mask of the A8 `surface` (owned from here on) in `ink`; nil when the surface is not A8 or too wide.
    init?(surface: CairoSurfaceHandle, ink: UInt32) {
        let pointer = surface.pointer
        guard cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_A8 else { return nil }
        cairo_surface_flush(pointer)
        width = Int(cairo_image_surface_get_width(pointer))
        height = Int(cairo_image_surface_get_height(pointer))
        guard width < Int(Int16.max), let data = cairo_image_surface_get_data(pointer) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        var rowStarts: [Int32] = [0], columns: [Int16] = [], levels: [UInt8] = []
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width where row[x] != 0 {
                columns.append(Int16(x))
                levels.append(row[x])
            }
            rowStarts.append(Int32(columns.count))
        }
        self.surface = surface
        self.ink = ink
        self.rowStarts = rowStarts
        self.columns = columns
        self.levels = levels
        inkTimes = .allocate(capacity: 256)
        for m in 0..<256 { inkTimes[m] = PixelWord.mulChannels(ink, UInt32(m)) }
    }

    deinit { inkTimes.deallocate() }

    /// How many pixels the line covers.
    var coveredCount: Int { levels.count }

    func blit(into target: UnsafeMutablePointer<UInt32>, stride: Int, x: Int, y: Int,
              clip: (minX: Int, minY: Int, maxX: Int, maxY: Int)) {
        let firstRow = max(0, clip.minY - y), lastRow = min(height, clip.maxY - y)
        guard firstRow < lastRow else { return }
        // Columns to write, relative to `x`: all of them unless the clip cuts the line.
        let low = clip.minX - x, high = clip.maxX - x
        let opaque = ink >> 24 == 255
        let inkTimes = self.inkTimes
        if opaque {
            blitOpaque(into: target, stride: stride, x: x, y: y, rows: firstRow..<lastRow, low: low, high: high)
            return
        }
        rowStarts.withUnsafeBufferPointer { starts in
            columns.withUnsafeBufferPointer { columns in
                levels.withUnsafeBufferPointer { levels in
                    for r in firstRow..<lastRow {
                        let row = target + (y + r) * stride + x
                        for k in Int(starts[r])..<Int(starts[r + 1]) {
                            let column = Int(columns[k])
                            guard column >= low, column < high else { continue }
                            let s = inkTimes[Int(levels[k])]
                            row[column] = CairoStamp.over(s, row[column], alpha: s >> 24)
                        }
                    }
                }
            }
        }
    }

    /// `blit` of an opaque ink: ink · m + below · (255 − m) per channel, which never passes 255, so no
    /// saturation. A label lies over one colour (its node's background), so per level the word below and the
    /// result are kept, and the blend is worked out again only over another word: the same pixels, fewer steps.
    private func blitOpaque(into target: UnsafeMutablePointer<UInt32>, stride: Int, x: Int, y: Int,
                            rows: Range<Int>, low: Int, high: Int) {
        let inkTimes = self.inkTimes
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 256) { keptBelow in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { keptResult in
                // No 32-bit word equals UInt64.max, so every level starts unmatched.
                keptBelow.initialize(repeating: UInt64.max)
                keptResult.initialize(repeating: 0)
                rowStarts.withUnsafeBufferPointer { starts in
                    columns.withUnsafeBufferPointer { columns in
                        levels.withUnsafeBufferPointer { levels in
                            for r in rows {
                                let row = target + (y + r) * stride + x
                                for k in Int(starts[r])..<Int(starts[r + 1]) {
                                    let column = Int(columns[k])
                                    guard column >= low, column < high else { continue }
                                    let level = Int(levels[k])
                                    let below = row[column]
                                    if keptBelow[level] != UInt64(below) {
                                        keptBelow[level] = UInt64(below)
                                        keptResult[level] = inkTimes[level]
                                            &+ PixelWord.mulChannels(below, 255 - UInt32(level))
                                    }
                                    row[column] = keptResult[level]
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

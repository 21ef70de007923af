import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Nodes smaller than a device pixel, gathered as the share of each pixel they cover. A large graph's map is
/// mostly such specks (100,000 nodes on 200 × 150 points); gathered, they become at most one square per
/// pixel, filled in a few passes by opacity: what antialiasing would have made of them, to 1/64 of the
/// colour, at a fraction of the cost of a path with a rectangle per node.
struct MiniMapCoverage {
    /// Share steps per pixel.
    static let levels = 64
    /// The most pixels gathered (larger areas draw their nodes as shapes).
    static let maximumPixels = 4_000_000

    /// The device pixels gathered into.
    let minX: Int, minY: Int, width: Int, height: Int
    private var shares: [Float]
    private(set) var isEmpty = true

    /// Gathers into the whole device pixels of `pixels`; nil when that is empty, not finite or too large.
    init?(pixels: CGRect) {
        guard !pixels.isNull, pixels.minX.isFinite, pixels.minY.isFinite, pixels.maxX.isFinite,
              pixels.maxY.isFinite else { return nil }
        let x0 = Int(pixels.minX.rounded(.down)), y0 = Int(pixels.minY.rounded(.down))
        let x1 = Int(pixels.maxX.rounded(.up)), y1 = Int(pixels.maxY.rounded(.up))
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= Self.maximumPixels else { return nil }
        minX = x0
        minY = y0
        width = x1 - x0
        height = y1 - y0
        shares = [Float](repeating: 0, count: width * height)
    }

    /// Adds the part of each pixel that `rect` (device pixels, at most a pixel on each side) covers.
    mutating func add(_ rect: CGRect) {
        let left = max(rect.minX, CGFloat(minX)), right = min(rect.maxX, CGFloat(minX + width))
        let top = max(rect.minY, CGFloat(minY)), bottom = min(rect.maxY, CGFloat(minY + height))
        guard right > left, bottom > top else { return }
        isEmpty = false
        var y = Int(top.rounded(.down))
        while CGFloat(y) < bottom {
            let rowShare = min(bottom, CGFloat(y + 1)) - max(top, CGFloat(y))
            var x = Int(left.rounded(.down))
            while CGFloat(x) < right {
                let share = (min(right, CGFloat(x + 1)) - max(left, CGFloat(x))) * rowShare
                shares[(y - minY) * width + (x - minX)] += Float(share)
                x += 1
            }
            y += 1
        }
    }

    /// Fills every covered pixel with `color` at its share (overlaps count once at most), in `context`,
    /// whose transform maps user space to device pixels as `toDevice`; then forgets the shares.
    mutating func draw(in context: GraphicsContext, color: Color, toDevice: CGAffineTransform) {
        guard !isEmpty else { return }
        var passes = [Path](repeating: Path(), count: Self.levels)
        shares.withUnsafeMutableBufferPointer { shares in
            for row in 0..<height {
                for column in 0..<width {
                    let share = shares[row * width + column]
                    guard share > 0 else { continue }
                    shares[row * width + column] = 0
                    let level = min(Self.levels, Int((share * Float(Self.levels)).rounded()))
                    guard level > 0 else { continue }
                    passes[level - 1].addRect(CGRect(x: minX + column, y: minY + row, width: 1, height: 1))
                }
            }
        }
        isEmpty = true
        context.saveState()
        context.concatenate(toDevice.inverted())
        for (index, pass) in passes.enumerated() where !pass.isEmpty {
            context.fill(pass, with: color.opacity(Double(index + 1) / Double(Self.levels)))
        }
        context.restoreState()
    }
}

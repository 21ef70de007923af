import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Nodes smaller than a device pixel, gathered per pixel. A large graph's map is mostly such specks
/// (100,000 nodes on 200 × 150 points); gathered, they become at most one square per pixel, in one fill, at a
/// fraction of the cost of a path with a rectangle per node.
///
/// Every pixel a speck touches is filled with the whole node colour, as if each node were at least a pixel
/// big. Antialiasing would fill it with the share covered instead, and at 100,000 nodes that share is about a
/// third of a pixel everywhere: React Flow's pale node grey at a third, under the mask, is within a few levels
/// of the empty map, and the map showed only the viewport outline.
struct MiniMapCoverage {
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

    /// Fills every pixel a speck touched with `color`, in `context`, whose transform maps user space to device
    /// pixels as `toDevice`; then forgets the shares.
    mutating func draw(in context: GraphicsContext, color: Color, toDevice: CGAffineTransform) {
        guard !isEmpty else { return }
        var touched = Path()
        shares.withUnsafeMutableBufferPointer { shares in
            for row in 0..<height {
                for column in 0..<width where shares[row * width + column] > 0 {
                    shares[row * width + column] = 0
                    touched.addRect(CGRect(x: minX + column, y: minY + row, width: 1, height: 1))
                }
            }
        }
        isEmpty = true
        context.saveState()
        context.concatenate(toDevice.inverted())
        context.fill(touched, with: color)
        context.restoreState()
    }
}

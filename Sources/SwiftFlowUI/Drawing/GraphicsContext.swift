import Foundation
import SwiftFlowCore

/// The line metrics of a piece of text in one font, in points.
public struct TextMetrics: Hashable, Sendable {
    /// Advance width of the text.
    public var width: CGFloat
    /// Distance from the baseline up to the top of the tallest glyphs of the font.
    public var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the lowest glyphs of the font (positive).
    public var descent: CGFloat

    public init(width: CGFloat, ascent: CGFloat, descent: CGFloat) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// Height of one line: ascent + descent.
    public var lineHeight: CGFloat { ascent + descent }
}

/// Measures text; the UI toolkit lays text out only through this.
public protocol TextMeasurer: AnyObject {
    /// Metrics of `text` on a single line in `font`.
    func measure(_ text: String, font: Font) -> TextMetrics
}

/// Decoded pixels: premultiplied-alpha BGRA words in native byte order (Cairo's ARGB32), row-major.
public final class ImageBitmap: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// One 32-bit ARGB (premultiplied) word per pixel, `width * height` of them.
    public let pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count must be width × height")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// The drawing surface the UI toolkit paints into; SwiftFlowCairo implements it over Cairo.
///
/// Coordinates are in points; the current transform maps them to device pixels. Colours are drawn
/// in the appearance given by `isDarkMode`.
public protocol GraphicsContext: AnyObject {
    /// Whether adaptive colours should use their dark variant.
    var isDarkMode: Bool { get }
    /// The current transform from user space to device space.
    var transform: CGAffineTransform { get }

    /// Pushes the transform, clip, and layer opacity onto a stack.
    func saveState()
    /// Pops the state pushed by the matching `saveState()`.
    func restoreState()

    /// Applies `transform` before the current one.
    func concatenate(_ transform: CGAffineTransform)
    /// Narrows the clip to `rect` (in user space).
    func clip(to rect: CGRect)
    /// Narrows the clip to `path` (in user space).
    func clip(to path: Path, rule: FillRule)
    /// The clip's bounding box in user space (`CGRect.infinite` when unclipped).
    var clipBoundingRect: CGRect { get }

    func fill(_ path: Path, with color: Color, rule: FillRule)
    func stroke(_ path: Path, with color: Color, style: StrokeStyle)

    /// Draws one line of text with its baseline starting at `baselineOrigin`.
    func drawText(_ text: String, font: Font, color: Color, at baselineOrigin: CGPoint)
    /// Draws `image` scaled into `rect`.
    func drawImage(_ image: ImageBitmap, in rect: CGRect, opacity: Double)

    /// A transparent offscreen layer of `size` points at this context's pixel density, or nil when the
    /// context keeps no pixels (vector output, recording): then draw directly. See `OffscreenLayer`.
    func makeLayer(size: CGSize) -> OffscreenLayer?
    /// Composites `layer`, made by this context (or one drawing to the same kind of surface), scaled into
    /// `rect` (user space); a `rect` of the layer's size copies it point for point.
    func drawLayer(_ layer: OffscreenLayer, in rect: CGRect)

    /// Starts a group that is composited with `opacity` when `endLayer()` is called.
    func beginLayer(opacity: Double)
    func endLayer()

    /// The measurer for text drawn into this context.
    var textMeasurer: TextMeasurer { get }
}

extension GraphicsContext {
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    public func fill(_ path: Path, with color: Color) {
        fill(path, with: color, rule: .nonZero)
    }

    public func stroke(_ path: Path, with color: Color, lineWidth: CGFloat) {
        stroke(path, with: color, style: StrokeStyle(lineWidth: lineWidth))
    }
}

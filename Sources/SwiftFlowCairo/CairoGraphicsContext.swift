import CCairo
import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A `GraphicsContext` that draws through any Cairo context (image, X11, SVG, PDF surfaces).
///
/// `transform` always equals Cairo's current matrix. Transforms that cannot be inverted (a zero scale)
/// are not handed to Cairo, which would put the context into a permanent error state; instead nothing
/// is drawn until the matching `restoreState()`. Unbalanced `restoreState()` / `endLayer()` calls are
/// ignored, and `restoreState()` first closes any layer begun after its `saveState()`.
public final class CairoGraphicsContext: GraphicsContext {
    /// The Cairo context drawn into.
    public let context: CairoContextHandle
    /// The measurer whose font faces and options text is drawn with.
    public let cairoTextMeasurer: CairoTextMeasurer
    /// The surfaces made from drawn images, reused while the same `ImageBitmap` is drawn again.
    public let imageCache: CairoImageCache
    /// Whether adaptive colours use their dark variant.
    public var isDarkMode: Bool

    private enum EntryKind {
        case save
        case layer(opacity: Double)
    }

    private struct Entry {
        var kind: EntryKind
        var degenerateTransform: CGAffineTransform?
        var isClipped: Bool
    }

    private var stack: [Entry] = []
    /// A non-invertible transform applied by the caller but kept from Cairo; drawing is suppressed.
    private var degenerateTransform: CGAffineTransform?
    private var isClipped = false
    /// Whether kept stamps are written straight into an image target's pixels (`CairoStamp.blit`) where that
    /// gives Cairo's pixels; off, Cairo composites every copy (tests compare both).
    public var directStamps = true
    /// Whether lines of text on image surfaces are copied from kept stamps (`CairoTextStampCache`) once seen
    /// twice; off, every line is shaped and composited by Cairo (tests compare both).
    public var textStamps = true
    /// Whether an element's picture of parts drawn in turn (a node's box and label) is kept and copied whole
    /// (`drawLayeredStamp`); off, the parts are drawn their own way (tests compare both).
    public var layeredStamps = true
    /// At a device scale other than 1, stamps are placed at sub-pixel positions rounded to this many 1/256 of a
    /// pixel (64: a quarter pixel, so a copy lies at most 1/8 pixel from the exact place) and kept at the first
    /// sighting: at a new zoom every node of a grid lands on its own phase, so exact phases are never seen twice
    /// and every box and dot went to Cairo (`docs/benchmarks.md`, frame10). 1 keeps every phase exact (tests).
    public var offScalePhaseStep = 64
    /// Whether antialiased strokes use Cairo's 4×4 coverage grid and quarter-pixel flattening (`FastDrawing`).
    private var fastStrokes = false
    /// Counts the changes of the clip through this context (clips, restores, layers), so the clip's device
    /// rectangle a direct stamp copy needs is asked of Cairo once per change, not once per copy.
    private(set) var clipEpoch = 0
    /// The device clip rectangle worked out at `clipEpoch` (see `CairoStampCache.swift`).
    var deviceClip: DeviceClip?

    /// Wraps `context`; the font options of `textMeasurer` (hint metrics off) are set on it.
    ///
    /// Pass the same `textMeasurer` and `imageCache` to the contexts of successive frames so fonts and
    /// image surfaces are made once.
    public init(
        context: CairoContextHandle,
        darkMode: Bool = false,
        textMeasurer: CairoTextMeasurer = .init(),
        imageCache: CairoImageCache = .init()
    ) {
        self.context = context
        self.isDarkMode = darkMode
        self.cairoTextMeasurer = textMeasurer
        self.imageCache = imageCache
        cairo_set_font_options(context.pointer, textMeasurer.fontOptions.pointer)
    }

    /// Wraps a `cairo_t*` owned by the caller, adding a reference of its own.
    public convenience init(
        retaining cairoContext: OpaquePointer,
        darkMode: Bool = false,
        textMeasurer: CairoTextMeasurer = .init(),
        imageCache: CairoImageCache = .init()
    ) {
        self.init(context: CairoContextHandle(retaining: cairoContext), darkMode: darkMode,
                  textMeasurer: textMeasurer, imageCache: imageCache)
    }

    private var cr: OpaquePointer { context.pointer }

    public var textMeasurer: TextMeasurer { cairoTextMeasurer }

    public var transform: CGAffineTransform {
        if let degenerateTransform { return degenerateTransform }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    // MARK: State

    public func saveState() {
        stack.append(Entry(kind: .save, degenerateTransform: degenerateTransform, isClipped: isClipped))
        cairo_save(cr)
    }

    public func restoreState() {
        guard stack.contains(where: { if case .save = $0.kind { true } else { false } }) else { return }
        while let entry = stack.popLast() {
            switch entry.kind {
            case .layer(let opacity):
                compositeLayer(opacity: opacity)
                degenerateTransform = entry.degenerateTransform
                isClipped = entry.isClipped
            case .save:
                cairo_restore(cr)
                clipEpoch &+= 1
                degenerateTransform = entry.degenerateTransform
                isClipped = entry.isClipped
                return
            }
        }
    }

    /// Ends every open layer and restores every saved state, leaving the context as it was created.
    ///
    /// Renderers call this after running drawing code they do not control, so that an unbalanced
    /// `beginLayer()` still reaches the surface.
    public func unwindAll() {
        while let entry = stack.popLast() {
            switch entry.kind {
            case .layer(let opacity): compositeLayer(opacity: opacity)
            case .save:
                cairo_restore(cr)
                clipEpoch &+= 1
            }
            degenerateTransform = entry.degenerateTransform
            isClipped = entry.isClipped
        }
    }

    public func concatenate(_ t: CGAffineTransform) {
        if let degenerateTransform {
            self.degenerateTransform = t.concatenating(degenerateTransform)
            return
        }
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        let determinant = t.a * t.d - t.b * t.c
        guard values.allSatisfy(\.isFinite), determinant != 0, determinant.isFinite else {
            degenerateTransform = t.concatenating(transform)
            return
        }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    // MARK: Clipping

    public func clip(to rect: CGRect) {
        // Clipping to the infinite rect changes nothing (and its huge bounds would overflow Cairo).
        guard degenerateTransform == nil, !rect.isInfinite, isFinite(rect) else { return }
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        isClipped = true
        clipEpoch &+= 1
    }

    public func clip(to path: Path, rule: FillRule) {
        guard degenerateTransform == nil else { return }
        guard replay(path) else {
            // A path Cairo cannot use clips everything away, as an empty path does.
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, 0, 0)
            cairo_clip(cr)
            isClipped = true
            clipEpoch &+= 1
            return
        }
        cairo_set_fill_rule(cr, rule.cairoValue)
        cairo_clip(cr)
        isClipped = true
        clipEpoch &+= 1
    }

    public var clipBoundingRect: CGRect {
        if degenerateTransform != nil { return .zero }
        guard isClipped else { return .infinite }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: max(0, x2 - x1), height: max(0, y2 - y1))
    }

    // MARK: Shapes

    public func fill(_ path: Path, with color: Color, rule: FillRule) {
        guard degenerateTransform == nil, replay(path) else { return }
        setSource(color)
        cairo_set_fill_rule(cr, rule.cairoValue)
        cairo_fill(cr)
    }

    public func stroke(_ path: Path, with color: Color, style: StrokeStyle) {
        guard degenerateTransform == nil, style.lineWidth.isFinite, style.lineWidth > 0, replay(path) else {
            cairo_new_path(cr)
            return
        }
        setSource(color)
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_line_cap(cr, style.lineCap.cairoValue)
        cairo_set_line_join(cr, style.lineJoin.cairoValue)
        cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(1, style.miterLimit) : 10)
        setDash(style.dash, phase: style.dashPhase)
        guard fastStrokes, cairo_get_antialias(cr) == CAIRO_ANTIALIAS_DEFAULT else {
            cairo_stroke(cr)
            return
        }
        // Measured on the canvas's edges: about 40 % fewer instructions than the default grid at 0.1 pixel,
        // with no visible difference on 1-pixel curves.
        let tolerance = cairo_get_tolerance(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST)
        cairo_set_tolerance(cr, max(tolerance, 0.25))
        cairo_stroke(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_tolerance(cr, tolerance)
    }

    /// Sets a dash Cairo accepts; invalid patterns (negative, non-finite or all-zero lengths) draw solid.
    private func setDash(_ dash: [CGFloat], phase: CGFloat) {
        let valid = !dash.isEmpty && dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 }
        guard valid else {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        let lengths = dash.map { Double($0) }
        lengths.withUnsafeBufferPointer { buffer in
            cairo_set_dash(cr, buffer.baseAddress, Int32(buffer.count), phase.isFinite ? Double(phase) : 0)
        }
    }

    // MARK: Text and images

    public func drawText(_ text: String, font: SwiftFlowUI.Font, color: Color, at baselineOrigin: CGPoint) {
        guard degenerateTransform == nil, !text.isEmpty, CairoTextMeasurer.isUsableSize(font.size),
              baselineOrigin.x.isFinite, baselineOrigin.y.isFinite else { return }
        let c = color.components(dark: isDarkMode)
        if textStamps, drawTextStamp(text, font: font, red: c.red, green: c.green, blue: c.blue, opacity: c.opacity,
                                     at: baselineOrigin) { return }
        cairo_set_font_face(cr, cairoTextMeasurer.fontFace(for: font).pointer)
        cairo_set_font_size(cr, Double(font.size))
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
        cairo_new_path(cr)
        cairo_move_to(cr, baselineOrigin.x, baselineOrigin.y)
        text.withCString { cairo_show_text(cr, $0) }
        cairo_new_path(cr)
    }

    public func drawImage(_ image: ImageBitmap, in rect: CGRect, opacity: Double) {
        guard degenerateTransform == nil, isFinite(rect), rect.width > 0, rect.height > 0,
              image.width > 0, image.height > 0, let surface = imageCache.surface(for: image) else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / CGFloat(image.width), rect.height / CGFloat(image.height))
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, surface.surface.pointer, 0, 0)
        // Pad so edge pixels are not blended with transparency when scaled.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, opacity.isFinite ? min(max(opacity, 0), 1) : 1)
        cairo_restore(cr)
    }

    // MARK: Offscreen layers

    /// An image-surface layer at the current transform's scale; nil on vector and recording surfaces, whose
    /// output should stay vector.
    public func makeLayer(size: CGSize) -> OffscreenLayer? {
        guard degenerateTransform == nil, let target = cairo_get_target(cr) else { return nil }
        let kind = cairo_surface_get_type(target)
        guard kind == CAIRO_SURFACE_TYPE_IMAGE || kind == CAIRO_SURFACE_TYPE_XLIB else { return nil }
        let t = transform
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        guard scale.isFinite, scale > 0 else { return nil }
        return CairoOffscreenLayer(size: size, scale: scale, darkMode: isDarkMode, textMeasurer: cairoTextMeasurer,
                                   imageCache: imageCache)
    }

    public func drawLayer(_ layer: OffscreenLayer, in rect: CGRect) {
        guard degenerateTransform == nil, isFinite(rect), rect.width > 0, rect.height > 0,
              let layer = layer as? CairoOffscreenLayer else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / layer.size.width / layer.scale, rect.height / layer.size.height / layer.scale)
        cairo_set_source_surface(cr, layer.image.surface.pointer, 0, 0)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(layer.image.width), Double(layer.image.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    // MARK: Layers

    public func beginLayer(opacity: Double) {
        stack.append(Entry(kind: .layer(opacity: opacity), degenerateTransform: degenerateTransform,
                           isClipped: isClipped))
        cairo_push_group(cr)
        clipEpoch &+= 1
    }

    public func endLayer() {
        guard let entry = stack.last, case .layer(let opacity) = entry.kind else { return }
        stack.removeLast()
        compositeLayer(opacity: opacity)
        degenerateTransform = entry.degenerateTransform
        isClipped = entry.isClipped
    }

    /// Pops the innermost Cairo group and paints it with `opacity`.
    private func compositeLayer(opacity: Double) {
        clipEpoch &+= 1
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity.isFinite ? min(max(opacity, 0), 1) : 1)
    }

    // MARK: Helpers

    private func setSource(_ color: Color) {
        let c = color.components(dark: isDarkMode)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
    }

    fileprivate func isFinite(_ rect: CGRect) -> Bool {
        !rect.isNull && rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// Replays `path` as Cairo's current path; `false` (with the path cleared) when a point is not finite.
    private func replay(_ path: Path) -> Bool {
        cairo_new_path(cr)
        // Checked inline per point: the low-detail canvas replays paths of hundreds of thousands of elements.
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        for element in path.elements {
            switch element {
            case .move(let p):
                guard finite(p) else { return clearPath() }
                cairo_move_to(cr, p.x, p.y)
            case .line(let p):
                guard finite(p) else { return clearPath() }
                cairo_line_to(cr, p.x, p.y)
            case .quadCurve(let p, let c):
                guard finite(p), finite(c) else { return clearPath() }
                // Raise the quadratic to a cubic with control points ⅔ of the way towards `c`.
                var x0 = Double(c.x), y0 = Double(c.y)
                if cairo_has_current_point(cr) != 0 {
                    cairo_get_current_point(cr, &x0, &y0)
                }
                let start = CGPoint(x: x0, y: y0)
                cairo_curve_to(
                    cr,
                    start.x + 2 / 3 * (c.x - start.x), start.y + 2 / 3 * (c.y - start.y),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y),
                    p.x, p.y
                )
            case .curve(let p, let c1, let c2):
                guard finite(p), finite(c1), finite(c2) else { return clearPath() }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
        return true
    }

    /// Whether a layer (a Cairo group, drawn into a surface of its own) is open.
    var hasOpenLayer: Bool {
        stack.contains { if case .layer = $0.kind { true } else { false } }
    }

    /// Drops the current path; `false` for `replay`'s callers.
    private func clearPath() -> Bool {
        cairo_new_path(cr)
        return false
    }
}

extension CairoGraphicsContext: FastDrawing {
    /// Turns antialiasing off and coarsens curve flattening while the canvas draws many tiny shapes.
    public func setFastDrawing(_ enabled: Bool) {
        cairo_set_antialias(context.pointer, enabled ? CAIRO_ANTIALIAS_NONE : CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_tolerance(context.pointer, enabled ? 1 : 0.1)
    }

    public func setFastStrokes(_ enabled: Bool) {
        fastStrokes = enabled
    }
}

extension CairoGraphicsContext: PixelDrawing {
    /// Lends the image surface's pixels under `rect` (within the clip's bounding box, which the canvas sets as
    /// a rectangle) when the transform only scales and translates and no layer (group) is open.
    public func withDevicePixels(in rect: CGRect, _ body: (DevicePixels) -> Void) -> Bool {
        guard degenerateTransform == nil, !hasOpenLayer, isFinite(rect), let target = cairo_get_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return false }
        var offsetX = 0.0, offsetY = 0.0, scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        let t = transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, scaleX == 1, scaleY == 1 else { return false }
        let toDevice = t.concatenating(CGAffineTransform(translationX: offsetX, y: offsetY))
        let area = rect.intersection(clipBoundingRect).applying(toDevice)
        guard !area.isNull else { return false }
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        // Whole pixels whose centres lie in the area, as Cairo's own clip would pick them.
        let minX = max(0, Int((area.minX).rounded())), minY = max(0, Int((area.minY).rounded()))
        let maxX = min(width, Int((area.maxX).rounded())), maxY = min(height, Int((area.maxY).rounded()))
        guard maxX > minX, maxY > minY else { return true }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return false }
        let stride = Int(cairo_image_surface_get_stride(target)) / 4
        let base = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: stride * height)
        body(DevicePixels(base: base, stride: stride, minX: minX, minY: minY, maxX: maxX, maxY: maxY,
                          toDevice: toDevice, offScalePhaseStep: offScalePhaseStep))
        cairo_surface_mark_dirty_rectangle(target, Int32(minX), Int32(minY), Int32(maxX - minX), Int32(maxY - minY))
        return true
    }
}

import CCairo
import Foundation
import Testing
@testable import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

@Suite struct CairoGraphicsContextTests {
    typealias Support = RenderTestSupport
    let red = (r: 255, g: 0, b: 0, a: 255)
    let black = (r: 0, g: 0, b: 0, a: 255)

    @Test func fillsRectWithColour() throws {
        let image = try CairoImageSurface(width: 40, height: 40)
        let context = image.makeContext()
        context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: Color(white: 0.97))
        // 0.97 × 255 = 247.35; Cairo rounds it to 248.
        Support.expectPixel(image, x: 20, y: 20, (248, 248, 248, 255), tolerance: 1, test: "fillsRectWithColour")
        Support.expectClear(image, x: 5, y: 5, test: "fillsRectWithColour")
        Support.expectClear(image, x: 30, y: 20, test: "fillsRectWithColour")
    }

    @Test func strokeCoversItsWidth() throws {
        let image = try CairoImageSurface(width: 100, height: 40)
        let context = image.makeContext()
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 20))
        line.addLine(to: CGPoint(x: 90, y: 20))
        // Width 6 about y = 20 covers rows 17…22.
        context.stroke(line, with: .black, lineWidth: 6)
        for y in 17...22 { Support.expectPixel(image, x: 50, y: y, black, test: "strokeCoversItsWidth") }
        Support.expectClear(image, x: 50, y: 16, test: "strokeCoversItsWidth")
        Support.expectClear(image, x: 50, y: 23, test: "strokeCoversItsWidth")
        // Butt caps end exactly at the end points.
        Support.expectClear(image, x: 9, y: 20, test: "strokeCoversItsWidth")
        Support.expectClear(image, x: 90, y: 20, test: "strokeCoversItsWidth")
    }

    @Test func roundCapsExtendStroke() throws {
        let image = try CairoImageSurface(width: 100, height: 40)
        let context = image.makeContext()
        var line = Path()
        line.move(to: CGPoint(x: 20, y: 20))
        line.addLine(to: CGPoint(x: 80, y: 20))
        context.stroke(line, with: .black, style: StrokeStyle(lineWidth: 10, lineCap: .round))
        // A round cap of radius 5 reaches x = 15…85.
        Support.expectPixel(image, x: 16, y: 20, black, test: "roundCapsExtendStroke")
        Support.expectClear(image, x: 13, y: 20, test: "roundCapsExtendStroke")
        // Pixel (15, 15) has its centre 6.4 from the end point (20, 20): outside the cap's circle.
        Support.expectClear(image, x: 15, y: 15, test: "roundCapsExtendStroke")
    }

    @Test func dashLeavesGaps() throws {
        let image = try CairoImageSurface(width: 100, height: 20)
        let context = image.makeContext()
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 100, y: 10))
        context.stroke(line, with: .black, style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
        // Dashes cover 0…10, 20…30, …; gaps 10…20, 30…40, ….
        for x in [5, 25, 45, 65] { Support.expectPixel(image, x: x, y: 10, black, test: "dashLeavesGaps") }
        for x in [15, 35, 55, 75] { Support.expectClear(image, x: x, y: 10, test: "dashLeavesGaps") }
    }

    @Test func dashPhaseShiftsPattern() throws {
        let image = try CairoImageSurface(width: 100, height: 20)
        let context = image.makeContext()
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 100, y: 10))
        context.stroke(line, with: .black, style: StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 10))
        // Starting 10 into the pattern begins with a gap.
        Support.expectClear(image, x: 5, y: 10, test: "dashPhaseShiftsPattern")
        Support.expectPixel(image, x: 15, y: 10, black, test: "dashPhaseShiftsPattern")
    }

    @Test func invalidDashDrawsSolidAndKeepsContextUsable() throws {
        let image = try CairoImageSurface(width: 100, height: 20)
        let context = image.makeContext()
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 100, y: 10))
        context.stroke(line, with: .black, style: StrokeStyle(lineWidth: 4, dash: [-3, 5]))
        Support.expectPixel(image, x: 15, y: 10, black, test: "invalidDash")
        #expect(context.context.status == CAIRO_STATUS_SUCCESS)
    }

    @Test func clipToRectLimitsDrawing() throws {
        let image = try CairoImageSurface(width: 60, height: 60)
        let context = image.makeContext()
        context.saveState()
        context.clip(to: CGRect(x: 20, y: 20, width: 20, height: 20))
        #expect(context.clipBoundingRect == CGRect(x: 20, y: 20, width: 20, height: 20))
        context.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: .black)
        context.restoreState()
        #expect(context.clipBoundingRect == .infinite)
        Support.expectPixel(image, x: 30, y: 30, black, test: "clipToRect")
        Support.expectClear(image, x: 10, y: 10, test: "clipToRect")
        Support.expectClear(image, x: 45, y: 30, test: "clipToRect")
        // After restore the clip is gone.
        context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .black)
        Support.expectPixel(image, x: 2, y: 2, black, test: "clipToRect")
    }

    @Test func clipToInfiniteRectChangesNothing() throws {
        let image = try CairoImageSurface(width: 20, height: 20)
        let context = image.makeContext()
        context.clip(to: .infinite)
        #expect(context.clipBoundingRect == .infinite)
        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .black)
        RenderTestSupport.expectPixel(image, x: 10, y: 10, black, test: "clipInfinite")
    }

    @Test func retainingInitSharesCallerContext() throws {
        let image = try CairoImageSurface(width: 20, height: 20)
        let owner = CairoContextHandle(surface: image.surface)
        let context = CairoGraphicsContext(retaining: owner.pointer, darkMode: true)
        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: Color(light: .black, dark: .white))
        RenderTestSupport.expectPixel(image, x: 10, y: 10, (255, 255, 255, 255), test: "retaining")
        #expect(cairo_get_reference_count(owner.pointer) == 2)
    }

    @Test func clipBoundingRectIsInUserSpace() throws {
        let image = try CairoImageSurface(width: 100, height: 100)
        let context = image.makeContext(scale: 2)
        context.clip(to: CGRect(x: 10, y: 10, width: 20, height: 10))
        context.translateBy(x: 5, y: 0)
        // In the translated space the same device area starts 5 points further left.
        #expect(context.clipBoundingRect == CGRect(x: 5, y: 10, width: 20, height: 10))
    }

    @Test func clipToPathHonoursFillRule() throws {
        var rings = Path()
        rings.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        rings.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        for (rule, innerFilled) in [(FillRule.evenOdd, false), (.nonZero, true)] {
            let image = try CairoImageSurface(width: 40, height: 40)
            let context = image.makeContext()
            context.clip(to: rings, rule: rule)
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .black)
            Support.expectPixel(image, x: 5, y: 5, black, test: "clipToPath")
            if innerFilled {
                Support.expectPixel(image, x: 20, y: 20, black, test: "clipToPath")
            } else {
                Support.expectClear(image, x: 20, y: 20, test: "clipToPath")
            }
        }
    }

    @Test func fillRuleEvenOddLeavesHole() throws {
        var rings = Path()
        rings.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        rings.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let image = try CairoImageSurface(width: 40, height: 40)
        image.makeContext().fill(rings, with: .black, rule: .evenOdd)
        Support.expectPixel(image, x: 5, y: 5, black, test: "fillRuleEvenOdd")
        Support.expectClear(image, x: 20, y: 20, test: "fillRuleEvenOdd")
    }

    @Test func transformMovesAndScalesDrawing() throws {
        let image = try CairoImageSurface(width: 100, height: 40)
        let context = image.makeContext()
        context.saveState()
        context.translateBy(x: 50, y: 0)
        context.scaleBy(x: 2, y: 2)
        #expect(context.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 50, ty: 0))
        // (0,0)–(10,10) lands on (50,0)–(70,20).
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .black)
        context.restoreState()
        #expect(context.transform == .identity)
        Support.expectPixel(image, x: 51, y: 1, black, test: "transform")
        Support.expectPixel(image, x: 69, y: 19, black, test: "transform")
        Support.expectClear(image, x: 48, y: 5, test: "transform")
        Support.expectClear(image, x: 71, y: 5, test: "transform")
        Support.expectClear(image, x: 60, y: 21, test: "transform")
    }

    @Test func transformMatchesCairoMatrix() throws {
        let image = try CairoImageSurface(width: 10, height: 10)
        let context = image.makeContext(scale: 2)
        context.concatenate(CGAffineTransform(rotationAngle: .pi / 2))
        context.translateBy(x: 3, y: 4)
        var m = cairo_matrix_t()
        cairo_get_matrix(context.context.pointer, &m)
        // scale 2, then rotate 90°, then translate (3,4): x' = -2y - 8, y' = 2x + 6.
        let t = context.transform
        #expect(abs(t.a - m.xx) < 1e-12 && abs(t.b - m.yx) < 1e-12 && abs(t.c - m.xy) < 1e-12)
        #expect(abs(t.d - m.yy) < 1e-12 && abs(t.tx - m.x0) < 1e-12 && abs(t.ty - m.y0) < 1e-12)
        #expect(abs(t.tx - -8) < 1e-9 && abs(t.ty - 6) < 1e-9)
        #expect(abs(t.c - -2) < 1e-9 && abs(t.b - 2) < 1e-9)
    }

    @Test func zeroScaleDrawsNothingAndRecovers() throws {
        let image = try CairoImageSurface(width: 20, height: 20)
        let context = image.makeContext()
        context.saveState()
        context.scaleBy(x: 0, y: 0)
        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .black)
        #expect(context.transform.a == 0)
        context.restoreState()
        Support.expectClear(image, x: 10, y: 10, test: "zeroScale")
        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .black)
        Support.expectPixel(image, x: 10, y: 10, black, test: "zeroScale")
        #expect(context.context.status == CAIRO_STATUS_SUCCESS)
    }

    @Test func unbalancedCallsAreIgnored() throws {
        let image = try CairoImageSurface(width: 20, height: 20)
        let context = image.makeContext()
        context.restoreState()
        context.endLayer()
        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .black)
        #expect(context.context.status == CAIRO_STATUS_SUCCESS)
        Support.expectPixel(image, x: 10, y: 10, black, test: "unbalanced")
    }

    @Test func nonFinitePathIsSkipped() throws {
        let image = try CairoImageSurface(width: 20, height: 20)
        let context = image.makeContext()
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 20))
        path.addLine(to: CGPoint(x: 20, y: 20))
        path.closeSubpath()
        context.fill(path, with: .black)
        Support.expectClear(image, x: 10, y: 15, test: "nonFinitePath")
        #expect(context.context.status == CAIRO_STATUS_SUCCESS)
    }

    @Test func quadraticCurveIsRaisedExactly() throws {
        let image = try CairoImageSurface(width: 100, height: 60)
        let context = image.makeContext()
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 50))
        path.addQuadCurve(to: CGPoint(x: 100, y: 50), control: CGPoint(x: 50, y: 0))
        path.closeSubpath()
        context.fill(path, with: .black)
        // A quadratic's apex is halfway from the chord to the control point: y = 25 at x = 50.
        Support.expectPixel(image, x: 50, y: 27, black, test: "quadCurve")
        Support.expectClear(image, x: 50, y: 23, test: "quadCurve")
    }

    @Test func layerCompositesWithOpacity() throws {
        let image = try CairoImageSurface(width: 40, height: 40)
        let context = image.makeContext()
        context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .white)
        context.beginLayer(opacity: 0.5)
        // Overlapping shapes inside a layer do not add up: the group is blended once.
        context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: Color(red: 1, green: 0, blue: 0))
        context.fill(Path(CGRect(x: 10, y: 10, width: 30, height: 30)), with: Color(red: 1, green: 0, blue: 0))
        context.endLayer()
        // Half red over white: (255, 127.5, 127.5).
        Support.expectPixel(image, x: 5, y: 5, (255, 128, 128, 255), test: "layerOpacity")
        Support.expectPixel(image, x: 20, y: 20, (255, 128, 128, 255), test: "layerOpacity")
        Support.expectPixel(image, x: 35, y: 5, (255, 255, 255, 255), test: "layerOpacity")
    }

    @Test func restoreClosesOpenLayer() throws {
        let image = try CairoImageSurface(width: 20, height: 20)
        let context = image.makeContext()
        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .white)
        context.saveState()
        context.translateBy(x: 100, y: 100)
        context.beginLayer(opacity: 0.5)
        context.translateBy(x: -100, y: -100)
        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .black)
        context.restoreState()
        #expect(context.transform == .identity)
        Support.expectPixel(image, x: 10, y: 10, (128, 128, 128, 255), test: "restoreClosesLayer")
        #expect(context.context.status == CAIRO_STATUS_SUCCESS)
    }

    @Test func darkModeUsesDarkVariant() throws {
        let adaptive = Color(light: Color(red: 1, green: 0, blue: 0), dark: Color(red: 0, green: 0, blue: 1))
        let light = try CairoImageSurface(width: 10, height: 10)
        light.makeContext(darkMode: false).fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: adaptive)
        Support.expectPixel(light, x: 5, y: 5, red, test: "darkModeLight")
        let dark = try CairoImageSurface(width: 10, height: 10)
        let context = dark.makeContext(darkMode: true)
        #expect(context.isDarkMode)
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: adaptive)
        Support.expectPixel(dark, x: 5, y: 5, (0, 0, 255, 255), test: "darkModeDark")
    }

    @Test func translucentColourIsUnpremultipliedByPixelReader() throws {
        let image = try CairoImageSurface(width: 10, height: 10)
        image.makeContext().fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                                 with: Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        Support.expectPixel(image, x: 5, y: 5, (255, 0, 0, 128), test: "translucent")
        // The stored word is premultiplied: red 128 (or 127) with alpha 128.
        let word = image.premultipliedPixel(x: 5, y: 5)
        #expect(abs(Int((word >> 16) & 0xff) - 128) <= 1)
    }

    @Test func drawImageScalesIntoRect() throws {
        // Opaque 2 × 2: red, green / blue, white (ARGB words).
        let bitmap = ImageBitmap(width: 2, height: 2, pixels: [0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff])
        let image = try CairoImageSurface(width: 40, height: 40)
        let context = image.makeContext()
        context.drawImage(bitmap, in: CGRect(x: 10, y: 10, width: 20, height: 20), opacity: 1)
        // Each source pixel covers a 10 × 10 square; smoothing blends only near the inner seams, and the
        // padded edges keep the outer corners pure.
        Support.expectPixel(image, x: 11, y: 11, red, test: "drawImage")
        Support.expectPixel(image, x: 28, y: 11, (0, 255, 0, 255), test: "drawImage")
        Support.expectPixel(image, x: 11, y: 28, (0, 0, 255, 255), test: "drawImage")
        Support.expectPixel(image, x: 28, y: 28, (255, 255, 255, 255), test: "drawImage")
        Support.expectClear(image, x: 8, y: 15, test: "drawImage")
        Support.expectClear(image, x: 31, y: 25, test: "drawImage")
    }

    @Test func drawImageReusesCachedSurface() throws {
        let bitmap = ImageBitmap(width: 1, height: 1, pixels: [0xff00_0000])
        let cache = CairoImageCache(capacity: 2)
        let image = try CairoImageSurface(width: 10, height: 10)
        let context = image.makeContext(imageCache: cache)
        context.drawImage(bitmap, in: CGRect(x: 0, y: 0, width: 5, height: 5), opacity: 1)
        let first = cache.surface(for: bitmap)
        context.drawImage(bitmap, in: CGRect(x: 5, y: 5, width: 5, height: 5), opacity: 1)
        #expect(cache.count == 1)
        #expect(first === cache.surface(for: bitmap))
        for _ in 0..<3 { _ = cache.surface(for: ImageBitmap(width: 1, height: 1, pixels: [0])) }
        #expect(cache.count == 2)
    }

    @Test func drawImageAppliesOpacity() throws {
        let bitmap = ImageBitmap(width: 1, height: 1, pixels: [0xff00_0000])
        let image = try CairoImageSurface(width: 10, height: 10)
        let context = image.makeContext()
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .white)
        context.drawImage(bitmap, in: CGRect(x: 0, y: 0, width: 10, height: 10), opacity: 0.5)
        Support.expectPixel(image, x: 5, y: 5, (128, 128, 128, 255), test: "drawImageOpacity")
    }

    @Test func scaledContextDrawsInDevicePixels() throws {
        let image = try CairoImageSurface(width: 40, height: 40)
        let context = image.makeContext(scale: 2)
        #expect(context.transform == CGAffineTransform(scaleX: 2, y: 2))
        context.fill(Path(CGRect(x: 5, y: 5, width: 5, height: 5)), with: .black)
        Support.expectPixel(image, x: 11, y: 11, black, test: "scaledContext")
        Support.expectPixel(image, x: 19, y: 19, black, test: "scaledContext")
        Support.expectClear(image, x: 21, y: 15, test: "scaledContext")
    }

    @Test func invalidSurfaceSizeThrows() {
        #expect(throws: CairoError.self) { try CairoImageSurface(width: 0, height: 10) }
        #expect(throws: CairoError.self) { try CairoImageSurface(width: -5, height: 10) }
        #expect(throws: CairoError.self) { try CairoImageSurface(width: 100_000, height: 10) }
    }
}

@Suite struct CairoGraphicsContextUnwindTests {
    @Test func exporterClosesLayersLeftOpen() throws {
        let image = try CairoExporter.renderImage(size: CGSize(width: 10, height: 10)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .white)
            context.saveState()
            context.beginLayer(opacity: 0.5)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .black)
        }
        // The open layer is still composited at half opacity: grey 127.5.
        RenderTestSupport.expectPixel(image, x: 5, y: 5, (128, 128, 128, 255), test: "unwindLayers")
    }

    @Test func pixelDataWritesAreSeen() throws {
        let image = try CairoImageSurface(width: 4, height: 4)
        #expect(image.stride >= 16)
        image.withPixelData { data, stride in
            data.storeBytes(of: 0xff00_ff00 as UInt32, toByteOffset: 2 * stride + 3 * 4, as: UInt32.self)
        }
        #expect(image.pixel(x: 3, y: 2) == (0, 255, 0, 255))
        #expect(image.makeBitmap().pixels[2 * 4 + 3] == 0xff00_ff00)
    }
}

@Suite struct CairoScrollPixelsTests {
    /// A 6 × 4 image whose pixel (x, y) has blue = 10·x + y, scrolled inside (1, 1, 4, 2) by (+1, +1): only the
    /// source part whose copy stays inside the rectangle moves; everything outside it is untouched.
    @Test func scrollMovesOnlyInsideTheRectangle() throws {
        let image = try CairoImageSurface(width: 6, height: 4)
        _ = image.withPixelData { base, stride in
            for y in 0..<4 {
                for x in 0..<6 {
                    base.storeBytes(of: UInt32(0xFF00_0000) | UInt32(10 * x + y), toByteOffset: y * stride + x * 4,
                                    as: UInt32.self)
                }
            }
        }
        image.scrollPixels(x: 1, y: 1, width: 4, height: 2, dx: 1, dy: 1)
        func blue(_ x: Int, _ y: Int) -> Int { Int(image.pixel(x: x, y: y).b) }
        // Moved: (1, 1)…(3, 1) → (2, 2)…(4, 2).
        let moved: [Int] = [blue(2, 2), blue(3, 2), blue(4, 2)]
        #expect(moved == [11, 21, 31])
        // The uncovered row and column keep their old pixels; outside the rectangle nothing changed.
        let uncovered: [Int] = [blue(1, 1), blue(1, 2), blue(4, 1)]
        #expect(uncovered == [11, 12, 41])
        let outside: [Int] = [blue(0, 2), blue(5, 2), blue(2, 3), blue(2, 0)]
        #expect(outside == [2, 52, 23, 20])
    }
}

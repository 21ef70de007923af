import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// The short way through a segment's interior lanes (`Band.interiorLanes`) and the composite's kept
/// `below · (255 − m)` words: hand-worked pixels, and every pixel the same as the whole lane rule gives.
@MainActor
@Suite struct ThinStrokeLaneTests {
    private let black = LevelOfDetailRaster.Ink(Color(red: 0, green: 0, blue: 0), dark: false)

    private func surface(_ width: Int, _ height: Int, fill: Color = .white) throws -> CairoImageSurface {
        let surface = try CairoImageSurface(width: width, height: height)
        surface.makeContext().fill(Path(CGRect(x: 0, y: 0, width: width, height: height)), with: fill)
        return surface
    }

    private func line(_ points: CGPoint...) -> Path {
        var path = Path()
        path.addLines(points)
        return path
    }

    private func grey(_ surface: CairoImageSurface, _ x: Int, _ y: Int) -> Int { Int(surface.pixel(x: x, y: y).r) }

    /// A line of slope 1/4 from (2, 3.25) to (10, 5.25), 1 pixel wide: across each column the band is
    /// 2 · ½ · √(1 + 1/16) = 1.030776 tall. Column 5 (an interior lane, centre x 5.5) has its centre line at
    /// y = 3.25 + 3.5 / 4 = 4.125, so the band runs from 3.609612 to 4.640388: row 3 gets 0.390388
    /// (level ⌊99.549 + 0.5⌋ = 100), row 4 gets 0.640388 (level ⌊163.299 + 0.5⌋ = 163). Black over white leaves
    /// 255 − level: 155 and 92. Column 8 (centre y 4.875, band 4.359612…5.390388): rows 4 and 5 get 0.640388 and
    /// 0.390388, so 92 and 155. Rows 2 and 6 stay white.
    @Test func interiorLanesOfASlopedLine() throws {
        let image = try surface(14, 9)
        let lent = image.makeContext().withDevicePixels(in: CGRect(x: 0, y: 0, width: 14, height: 9)) { pixels in
            ThinStrokeRaster(pixels: pixels, mask: CoverageMask())
                .stroke(line(CGPoint(x: 2, y: 3.25), CGPoint(x: 10, y: 5.25)), width: 1, with: black)
        }
        #expect(lent)
        #expect(grey(image, 5, 3) == 155)
        #expect(grey(image, 5, 4) == 92)
        #expect(grey(image, 8, 4) == 92)
        #expect(grey(image, 8, 5) == 155)
        #expect(grey(image, 5, 2) == 255 && grey(image, 5, 5) == 255 && grey(image, 8, 6) == 255)
    }

    /// The kept `below · (255 − m)` word is per level and per word below: a line along y = 5 (coverage 128 in
    /// rows 4 and 5) over columns alternating white and grey 100 gives 255 · 127/255 = 127 over white and
    /// 100 · 127/255 = 49.8 → 50 over grey (pixman's rounding), black ink adding nothing, column by column. The
    /// same line again over those pixels: 127 · 127/255 = 63.25 → 63 and 50 · 127/255 = 24.9 → 25.
    @Test func keptBlendsFollowTheWordBelow() throws {
        let image = try surface(16, 10)
        let context = image.makeContext()
        let grey100 = Color(red: 100.0 / 255, green: 100.0 / 255, blue: 100.0 / 255)
        for x in stride(from: 1, to: 16, by: 2) {
            context.fill(Path(CGRect(x: x, y: 0, width: 1, height: 10)), with: grey100)
        }
        #expect(grey(image, 3, 4) == 100)
        let mask = CoverageMask()
        for expected in [(white: 127, grey: 50), (white: 63, grey: 25)] {
            let lent = context.withDevicePixels(in: CGRect(x: 0, y: 0, width: 16, height: 10)) { pixels in
                ThinStrokeRaster(pixels: pixels, mask: mask)
                    .stroke(line(CGPoint(x: 0, y: 5), CGPoint(x: 16, y: 5)), width: 1, with: black)
            }
            #expect(lent)
            for x in 0..<16 {
                let level = x % 2 == 0 ? expected.white : expected.grey
                #expect(grey(image, x, 4) == level, "column \(x)")
                #expect(grey(image, x, 5) == level, "column \(x)")
            }
        }
    }

    /// Random curves, lines and closed polygons, 0.4 to 1.5 pixels wide, at random scales and fractional
    /// offsets, into random lent rectangles (often cutting the strokes) and with opaque and translucent ink:
    /// the short way gives every pixel the whole rule gives.
    @Test(arguments: [1, 2, 3, 4])
    func interiorLanesMatchTheWholeRule(seed: UInt64) throws {
        var random = LaneTestGenerator(seed: seed)
        func value(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &random)) }
        for round in 0..<12 {
            var path = Path()
            for _ in 0..<6 {
                let start = CGPoint(x: value(-20...140), y: value(-20...100))
                path.move(to: start)
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    path.addLine(to: CGPoint(x: value(-20...140), y: value(-20...100)))
                case 1:
                    path.addQuadCurve(to: CGPoint(x: value(-20...140), y: value(-20...100)),
                                      control: CGPoint(x: value(-20...140), y: value(-20...100)))
                case 2:
                    // An edge-like S-curve: out to the right, back to the left and down.
                    let end = CGPoint(x: start.x - value(20...150), y: start.y + value(10...100))
                    path.addCurve(to: end, control1: CGPoint(x: start.x + 76.5, y: start.y),
                                  control2: CGPoint(x: end.x - 76.5, y: end.y))
                default:
                    path.addLine(to: CGPoint(x: value(-20...140), y: value(-20...100)))
                    path.addLine(to: CGPoint(x: value(-20...140), y: value(-20...100)))
                    path.closeSubpath()
                }
            }
            let scale = value(0.5...1.5), width = value(0.4...1.5) / scale
            let offset = CGPoint(x: value(-3...3), y: value(-3...3))
            let area = round % 3 == 0 ? CGRect(x: 0, y: 0, width: 400, height: 400)
                : CGRect(x: value(-10...60), y: value(-10...40), width: value(5...80), height: value(5...60))
            let ink = LevelOfDetailRaster.Ink(Color(red: 0.2, green: 0.3, blue: 0.5, opacity: round % 2 == 0 ? 1 : 0.6),
                                              dark: false)
            func draw(generalRule: Bool) throws -> CairoImageSurface {
                let image = try surface(128, 96, fill: Color(red: 0.95, green: 0.9, blue: 0.85))
                let context = image.makeContext(scale: scale)
                context.translateBy(x: offset.x, y: offset.y)
                _ = context.withDevicePixels(in: area) { pixels in
                    ThinStrokeRaster(pixels: pixels, mask: CoverageMask(), lanesByGeneralRule: generalRule)
                        .stroke(path, width: width * scale, with: ink)
                }
                return image
            }
            let short = try draw(generalRule: false), whole = try draw(generalRule: true)
            let background = try surface(1, 1, fill: Color(red: 0.95, green: 0.9, blue: 0.85)).premultipliedPixel(x: 0, y: 0)
            var inked = 0
            for y in 0..<short.height {
                for x in 0..<short.width {
                    let a = short.premultipliedPixel(x: x, y: y), b = whole.premultipliedPixel(x: x, y: y)
                    if a != b {
                        Issue.record("seed \(seed) round \(round): pixel (\(x), \(y)) \(a) against \(b)")
                        return
                    }
                    if a != background { inked += 1 }
                }
            }
            if round % 3 == 0 { #expect(inked > 100, "seed \(seed) round \(round) inks \(inked) pixels") }
        }
    }
}

/// SplitMix64, so the compared strokes are the same on every run.
private struct LaneTestGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

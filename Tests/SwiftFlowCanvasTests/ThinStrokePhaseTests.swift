import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Thin strokes off scale 1 (`ThinStrokeRaster.phaseShift`): each subpath moves by less than 1/8 pixel so its
/// box's corner lies on a quarter-pixel phase, as node boxes and handle dots do there, and the same shape on the
/// same phase is worked out once. At scale 1 nothing moves.
@MainActor
@Suite struct ThinStrokePhaseTests {
    private static let ink = LevelOfDetailRaster.Ink(Color(red: 0.2, green: 0.3, blue: 0.4), dark: false)

    private static func line(from a: CGPoint, to b: CGPoint) -> Path {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    /// `path` stroked 1 device pixel wide at `scale` with the context's `offScalePhaseStep` set to `step`.
    private static func stroke(_ path: Path, scale: CGFloat, step: Int, mask: CoverageMask = CoverageMask())
        throws -> CairoImageSurface {
        let surface = try CairoImageSurface(width: 200, height: 120)
        let context = surface.makeContext(scale: scale)
        context.offScalePhaseStep = step
        context.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 200)), with: Color(red: 0.9, green: 0.95, blue: 1))
        let lent = context.withDevicePixels(in: CGRect(x: 0, y: 0, width: 200, height: 200)) { pixels in
            ThinStrokeRaster(pixels: pixels, mask: mask).stroke(path, width: 1, with: ink)
        }
        #expect(lent)
        return surface
    }

    private static func differingPixels(_ a: CairoImageSurface, _ b: CairoImageSurface) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.premultipliedPixel(x: x, y: y) != b.premultipliedPixel(x: x, y: y) {
                count += 1
            }
        }
        return count
    }

    /// At scale 2 a line from (10.30, 15.45) lies from device (20.60, 30.90) to (80.60, 60.90): its box corner
    /// rounds to the quarter phases (20.50, 31.00), a move of (−0.10, +0.10) device pixels. Its pixels are those
    /// of the line (10.25, 15.50)–(40.25, 30.50) drawn at exact phases, which is already on that phase.
    @Test func offScaleSubpathsMoveToTheNearestQuarterPhase() throws {
        let drawn = try Self.stroke(Self.line(from: CGPoint(x: 10.30, y: 15.45), to: CGPoint(x: 40.30, y: 30.45)),
                                    scale: 2, step: 64)
        let moved = try Self.stroke(Self.line(from: CGPoint(x: 10.25, y: 15.50), to: CGPoint(x: 40.25, y: 30.50)),
                                    scale: 2, step: 1)
        let exact = try Self.stroke(Self.line(from: CGPoint(x: 10.30, y: 15.45), to: CGPoint(x: 40.30, y: 30.45)),
                                    scale: 2, step: 1)
        #expect(Self.differingPixels(drawn, moved) == 0)
        #expect(Self.differingPixels(drawn, exact) > 0, "the move shows in the pixels")
    }

    @Test func atScaleOneNothingMoves() throws {
        let path = Self.line(from: CGPoint(x: 10.30, y: 15.45), to: CGPoint(x: 90.30, y: 70.45))
        #expect(Self.differingPixels(try Self.stroke(path, scale: 1, step: 64),
                                     try Self.stroke(path, scale: 1, step: 1)) == 0)
    }

    /// Eight copies of one curve 7.37 units apart at scale 1.25 (9.2125 device pixels: phases .21, .43, .64, .85,
    /// .06, .28, .49, .70, all different): exact, none shares coverage; on quarter phases there are at most four
    /// x phases for one y phase, so at least four copies are composited from kept coverage — and each copy's
    /// pixels are those of stroking it alone.
    @Test func copiesOnTheSamePhaseShareCoverage() throws {
        func copies(_ indices: Range<Int>) -> Path {
            var path = Path()
            for k in indices {
                let dx = 7.37 * CGFloat(k)
                path.move(to: CGPoint(x: 3.3 + dx, y: 10.4))
                path.addCurve(to: CGPoint(x: 9.7 + dx, y: 80.2), control1: CGPoint(x: 3.3 + dx, y: 40),
                              control2: CGPoint(x: 9.7 + dx, y: 50))
            }
            return path
        }
        let exactMask = CoverageMask(), roundedMask = CoverageMask()
        _ = try Self.stroke(copies(0..<8), scale: 1.25, step: 1, mask: exactMask)
        #expect(exactMask.kept.hits == 0)
        let together = try Self.stroke(copies(0..<8), scale: 1.25, step: 64, mask: roundedMask)
        #expect(roundedMask.kept.hits >= 4)
        let apart = try CairoImageSurface(width: 200, height: 120)
        let context = apart.makeContext(scale: 1.25)
        context.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 200)), with: Color(red: 0.9, green: 0.95, blue: 1))
        for k in 0..<8 {
            _ = context.withDevicePixels(in: CGRect(x: 0, y: 0, width: 200, height: 200)) { pixels in
                ThinStrokeRaster(pixels: pixels, mask: CoverageMask()).stroke(copies(k..<(k + 1)), width: 1, with: Self.ink)
            }
        }
        #expect(Self.differingPixels(together, apart) == 0)
    }
}

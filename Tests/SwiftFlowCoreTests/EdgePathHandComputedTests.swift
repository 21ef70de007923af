// Edge path cases worked out by hand from REFERENCE.md's formulas; the working is in the comments.
import Foundation
import Testing
@testable import SwiftFlowCore

@Suite struct EdgePathHandComputedTests {
    @Test func bezierRightToLeft() {
        // offset(d) = d/2 for d ≥ 0. Source right at (0,0): c1 = (0 + offset(150 − 0), 0) = (75, 0).
        // Target left at (150,100): c2 = (150 − offset(150 − 0), 100) = (75, 100).
        // Label = 0.125·S + 0.375·C1 + 0.375·C2 + 0.125·T:
        //   x = 0 + 28.125 + 28.125 + 18.75 = 75;  y = 0 + 0 + 37.5 + 12.5 = 50. Offsets |75 − 0|, |50 − 0|.
        let r = getBezierPath(sourceX: 0, sourceY: 0, sourcePosition: .right,
                              targetX: 150, targetY: 100, targetPosition: .left)
        #expect(r.svgPath == "M0,0 C75,0 75,100 150,100")
        #expect(r.path.elements == [
            .move(to: CGPoint(x: 0, y: 0)),
            .curve(to: CGPoint(x: 150, y: 100), control1: CGPoint(x: 75, y: 0), control2: CGPoint(x: 75, y: 100)),
        ])
        #expect(r.labelPosition == CGPoint(x: 75, y: 50))
        #expect(r.labelOffset == CGSize(width: 75, height: 50))
        #expect(r.path.boundingRect == CGRect(x: 0, y: 0, width: 150, height: 100))
    }

    @Test func bezierTargetBehindSourceLoopsOut() {
        // Source right at (0,0), target left at (−100,0): the target is behind both handles.
        // c1: d = −100 − 0 = −100 < 0 → offset = 0.25 · 25 · √100 = 62.5 → (62.5, 0).
        // c2: d = −100 − 0 = −100 → offset 62.5 → (−100 − 62.5, 0) = (−162.5, 0).
        // Label x = 0 + 0.375·62.5 + 0.375·(−162.5) + 0.125·(−100) = 23.4375 − 60.9375 − 12.5 = −50.
        let r = getBezierPath(sourceX: 0, sourceY: 0, sourcePosition: .right,
                              targetX: -100, targetY: 0, targetPosition: .left)
        #expect(r.svgPath == "M0,0 C62.5,0 -162.5,0 -100,0")
        #expect(r.labelPosition == CGPoint(x: -50, y: 0))
        #expect(r.labelOffset == CGSize(width: 50, height: 0))
    }

    @Test func bezierWithCurvatureBottomToTopUpwards() {
        // Curvature 0.5, source bottom at (0,0), target top at (40,−64).
        // c1: d = −64 − 0 < 0 → 0.5 · 25 · √64 = 100 → (0, 0 + 100) = (0, 100).
        // c2: d = −64 − 0 < 0 → 100 → (40, −64 − 100) = (40, −164).
        // Label x = 0 + 0 + 0.375·40 + 0.125·40 = 20; y = 0 + 37.5 − 61.5 − 8 = −32.
        let r = getBezierPath(sourceX: 0, sourceY: 0, sourcePosition: .bottom,
                              targetX: 40, targetY: -64, targetPosition: .top, curvature: 0.5)
        #expect(r.svgPath == "M0,0 C0,100 40,-164 40,-64")
        #expect(r.labelPosition == CGPoint(x: 20, y: -32))
        #expect(r.labelOffset == CGSize(width: 20, height: 32))
        // The bounds include the control points, so they reach y = −164 and y = 100.
        #expect(r.path.boundingRect == CGRect(x: 0, y: -164, width: 40, height: 264))
    }

    @Test func bezierDefaultsAreBottomToTop() {
        // Defaults: source bottom, target top, curvature 0.25. (0,0) → (0,100): c1 = (0, 50), c2 = (0, 50).
        let r = getBezierPath(sourceX: 0, sourceY: 0, targetX: 0, targetY: 100)
        #expect(r.svgPath == "M0,0 C0,50 0,50 0,100")
        #expect(r.labelPosition == CGPoint(x: 0, y: 50))
    }

    @Test func simpleBezierRightToTop() {
        // Source right at (0,0): c1 = (½(0 + 100), 0) = (50, 0).
        // Target top at (100,50): c2 = (100, ½(50 + 0)) = (100, 25).
        // Label x = 0 + 18.75 + 37.5 + 12.5 = 68.75; y = 0 + 0 + 9.375 + 6.25 = 15.625.
        let r = getSimpleBezierPath(sourceX: 0, sourceY: 0, sourcePosition: .right,
                                    targetX: 100, targetY: 50, targetPosition: .top)
        #expect(r.svgPath == "M0,0 C50,0 100,25 100,50")
        #expect(r.labelPosition == CGPoint(x: 68.75, y: 15.625))
        #expect(r.labelOffset == CGSize(width: 68.75, height: 15.625))
    }

    @Test func straightLine() {
        // Midpoint of (10,20)–(−30,60) is (−10, 40); offsets are half the spans: 20 and 20.
        let r = getStraightPath(sourceX: 10, sourceY: 20, targetX: -30, targetY: 60)
        #expect(r.svgPath == "M 10,20L -30,60")
        #expect(r.path.elements == [.move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: -30, y: 60))])
        #expect(r.labelPosition == CGPoint(x: -10, y: 40))
        #expect(r.labelOffset == CGSize(width: 20, height: 20))
        #expect(r.sourcePoint == CGPoint(x: 10, y: 20) && r.targetPoint == CGPoint(x: -30, y: 60))
    }

    @Test func smoothStepRightToLeft() {
        // Source right (0,20), target left (150,100), radius 5, offset 20, step 0.5.
        // Gapped: (20,20) and (130,100). Opposite handles on the x axis: centre x = 20 + 110·0.5 = 75,
        // centre y = (20 + 100)/2 = 60. The source heads towards the target, so the split is vertical:
        // corners (75,20), (75,100). Points: (0,20) (20,20) (75,20) (75,100) (130,100) (150,100).
        // (20,20) is collinear → "L20 20". At (75,20): bend = min(55/2, 80/2, 5) = 5, the leg in is
        // horizontal and the route turns down → "L 70,20Q 75,20 75,25". At (75,100): the leg in is
        // vertical, turning right → "L 75,95Q 75,100 80,100". (130,100) collinear, then the target.
        // Offsets come from the straight midpoint: 150/2 = 75, 80/2 = 40.
        let r = getSmoothStepPath(sourceX: 0, sourceY: 20, sourcePosition: .right,
                                  targetX: 150, targetY: 100, targetPosition: .left)
        #expect(r.svgPath == "M0 20L20 20L 70,20Q 75,20 75,25L 75,95Q 75,100 80,100L130 100L150 100")
        #expect(r.labelPosition == CGPoint(x: 75, y: 60))
        #expect(r.labelOffset == CGSize(width: 75, height: 40))
        #expect(r.path.elements == [
            .move(to: CGPoint(x: 0, y: 20)),
            .line(to: CGPoint(x: 20, y: 20)),
            .line(to: CGPoint(x: 70, y: 20)),
            .quadCurve(to: CGPoint(x: 75, y: 25), control: CGPoint(x: 75, y: 20)),
            .line(to: CGPoint(x: 75, y: 95)),
            .quadCurve(to: CGPoint(x: 80, y: 100), control: CGPoint(x: 75, y: 100)),
            .line(to: CGPoint(x: 130, y: 100)),
            .line(to: CGPoint(x: 150, y: 100)),
        ])
    }

    @Test func stepSameSideCloserThanOffset() {
        // Step (radius 0), both handles right: source (0,0), target (15,5), offset 20.
        // Gapped (20,0) and (35,5); heading +x; same side → one corner (tGx, sGy) = (35,0).
        // |0 − 15| = 15 ≤ 20 → gap shrinks by min(20 − 1, 20 − 15) = 5, on the source (it heads +x):
        // gapped source (15,0). Longest leg: x spans max(20, 0) = 20 ≥ y spans max(0, 5) → label
        // ((15 + 35)/2, 0) = (25, 0). Points (0,0) (15,0) (35,0) (35,5) (15,5); the corners have zero radius.
        let r = getStepPath(sourceX: 0, sourceY: 0, sourcePosition: .right,
                            targetX: 15, targetY: 5, targetPosition: .right)
        #expect(r.svgPath == "M0 0L15 0L 35,0Q 35,0 35,0L 35,5Q 35,5 35,5L15 5")
        #expect(r.labelPosition == CGPoint(x: 25, y: 0))
        #expect(r.labelOffset == CGSize(width: 7.5, height: 2.5))
    }

    @Test func smoothStepCoincidentEndpoints() {
        // Bottom → top, both at (0,0): gapped (0,20) and (0,−20); opposite handles on the y axis; heading −y.
        // Centre (0, 20 + (−40)·0.5) = (0, 0). The source does not head towards the target → vertical split
        // (0,20), (0,−20), which equal the gapped ends, so those are not repeated. All points share x = 0,
        // so every corner is a plain line.
        let r = getSmoothStepPath(sourceX: 0, sourceY: 0, sourcePosition: .bottom,
                                  targetX: 0, targetY: 0, targetPosition: .top)
        #expect(r.svgPath == "M0 0L0 20L0 -20L0 0")
        #expect(r.labelPosition == CGPoint(x: 0, y: 0))
        #expect(r.labelOffset == CGSize(width: 0, height: 0))
    }

    @Test func edgePathDispatchesOnType() {
        let s = CGPoint(x: 0, y: 20), t = CGPoint(x: 150, y: 100)
        func path(_ type: EdgeType, _ options: EdgePathOptions = EdgePathOptions()) -> String {
            edgePath(type: type, source: s, sourcePosition: .right, target: t, targetPosition: .left,
                     options: options).svgPath
        }
        // Bezier: c1 = (0 + 75, 20), c2 = (150 − 75, 100).
        #expect(path(.default) == "M0,20 C75,20 75,100 150,100")
        #expect(path(.simplebezier) == "M0,20 C75,20 75,100 150,100")
        #expect(path(.straight) == "M 0,20L 150,100")
        #expect(path(.smoothstep) == "M0 20L20 20L 70,20Q 75,20 75,25L 75,95Q 75,100 80,100L130 100L150 100")
        // Step: the same route with zero-radius corners at (75,20) and (75,100).
        let step = "M0 20L20 20L 75,20Q 75,20 75,20L 75,100Q 75,100 75,100L130 100L150 100"
        #expect(path(.step) == step)
        // React Flow's step edge ignores stepPosition and borderRadius.
        #expect(path(.step, EdgePathOptions(borderRadius: 9, stepPosition: 0)) == step)
        // Smooth step with step position 0: the middle leg sits at the gapped source, x = 20.
        #expect(path(.smoothstep, EdgePathOptions(stepPosition: 0)).hasPrefix("M0 20L 15,20Q 20,20 20,25"))
    }

    @Test func javaScriptNumberText() {
        #expect(JavaScriptNumberFormat.string(75) == "75")
        #expect(JavaScriptNumberFormat.string(-0.0) == "0")
        #expect(JavaScriptNumberFormat.string(-162.5) == "-162.5")
        #expect(JavaScriptNumberFormat.string(0.1 + 0.2) == "0.30000000000000004")
        #expect(JavaScriptNumberFormat.string(0.000001) == "0.000001")
        #expect(JavaScriptNumberFormat.string(1e-7) == "1e-7")
        #expect(JavaScriptNumberFormat.string(1.5e-7) == "1.5e-7")
        #expect(JavaScriptNumberFormat.string(1e20) == "100000000000000000000")
        #expect(JavaScriptNumberFormat.string(1e21) == "1e+21")
        #expect(JavaScriptNumberFormat.string(1e6) == "1000000")
        #expect(JavaScriptNumberFormat.string(.nan) == "NaN")
        #expect(JavaScriptNumberFormat.string(-.infinity) == "-Infinity")
    }

    @Test func nonFiniteInputDoesNotCrash() {
        let r = getSmoothStepPath(sourceX: .nan, sourceY: 0, sourcePosition: .left,
                                  targetX: .infinity, targetY: 3, targetPosition: .top)
        #expect(r.svgPath.hasPrefix("MNaN 0"))
        let b = getBezierPath(sourceX: 0, sourceY: .nan, targetX: 1, targetY: 2)
        #expect(b.svgPath.contains("NaN"))
    }
}

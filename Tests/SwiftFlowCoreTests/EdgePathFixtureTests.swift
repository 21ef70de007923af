// Fixtures/edge-paths.json holds React Flow's own output, made as follows (the script is not kept):
// 1. Fetch xyflow/xyflow at f55ed9e28ac9 (@xyflow/system 0.0.78, @xyflow/react 12.11.1); take
//    packages/system/src/utils/edges/{general,bezier-edge,straight-edge,smoothstep-edge}.ts and
//    getSimpleBezierPath from packages/react/src/components/Edges/SimpleBezierEdge.tsx.
// 2. Strip the TypeScript (imports, type/interface blocks, parameter and return annotations) with a few
//    regular expressions, checking by diff that nothing but annotations went; define
//    Position = { Left: 'left', Top: 'top', Right: 'right', Bottom: 'bottom' }; run the result in node 20.
// 3. Call getBezierPath, getSimpleBezierPath, getStraightPath and getSmoothStepPath (and "step", i.e.
//    getSmoothStepPath with borderRadius 0 and only `offset` passed on, as StepEdge does) for all 16
//    source/target side pairs over 17 endpoint layouts (far apart, reversed, coincident, 0.5 apart,
//    same-side closer than the offset, exactly the offset apart, 1e6 apart, non-round decimals) and several
//    option sets (curvature 0.5, border radius 0/12/50, offset 0/7/30, step position 0/0.25/1, explicit
//    centre), plus 400 seeded random cases (a third of them with the ends within 25 of each other).
// 4. Record each call's inputs with the returned [path, labelX, labelY, offsetX, offsetY], one JSON object
//    a line. "numbers" holds doubles (as IEEE bit patterns) with JavaScript's String(value) of each.
import Foundation
import Testing
@testable import SwiftFlowCore

/// One recorded React Flow call.
private struct EdgePathFixtureCase: Decodable, CustomStringConvertible {
    var fn: String
    var sx: Double
    var sy: Double
    var sp: Position
    var tx: Double
    var ty: Double
    var tp: Position
    var options: [String: Double]
    var path: String
    var labelX: Double
    var labelY: Double
    var offsetX: Double
    var offsetY: Double

    var description: String {
        "\(fn) (\(sx),\(sy)) \(sp) → (\(tx),\(ty)) \(tp) \(options)"
    }
}

private struct EdgePathFixture: Decodable {
    struct NumberCase: Decodable {
        var bits: String
        var js: String
    }

    var cases: [EdgePathFixtureCase]
    var numbers: [NumberCase]

    static let shared: EdgePathFixture? = {
        guard let url = Bundle.module.url(forResource: "edge-paths", withExtension: "json", subdirectory: "Fixtures"),
              let data = try? Data(contentsOf: url)
        else { return nil }
        return try? JSONDecoder().decode(EdgePathFixture.self, from: data)
    }()
}

/// The numbers of an SVG path string, in order.
private func svgNumbers(_ text: String) -> [Double] {
    var numbers: [Double] = []
    var token = ""
    func flush() {
        if !token.isEmpty, let value = Double(token) { numbers.append(value) }
        token = ""
    }
    for character in text {
        if character.isNumber || character == "." || character == "e" || character == "+" {
            token.append(character)
        } else if character == "-" {
            if token.last == "e" { token.append(character) } else { flush(); token.append(character) }
        } else {
            flush()
        }
    }
    flush()
    return numbers
}

/// The command letters of an SVG path string, in order.
private func svgCommands(_ text: String) -> String {
    String(text.filter { "MLQCZ".contains($0) })
}

private func isClose(_ actual: Double, _ expected: Double) -> Bool {
    if actual.isNaN || expected.isNaN { return actual.isNaN && expected.isNaN }
    return abs(actual - expected) <= 1e-6 * max(1, abs(expected))
}

private func compute(_ c: EdgePathFixtureCase) -> EdgePathResult? {
    let o = c.options
    switch c.fn {
    case "bezier":
        return getBezierPath(sourceX: c.sx, sourceY: c.sy, sourcePosition: c.sp, targetX: c.tx, targetY: c.ty,
                             targetPosition: c.tp, curvature: o["curvature"] ?? 0.25)
    case "simplebezier":
        return getSimpleBezierPath(sourceX: c.sx, sourceY: c.sy, sourcePosition: c.sp,
                                   targetX: c.tx, targetY: c.ty, targetPosition: c.tp)
    case "straight":
        return getStraightPath(sourceX: c.sx, sourceY: c.sy, targetX: c.tx, targetY: c.ty)
    case "smoothstep":
        return getSmoothStepPath(
            sourceX: c.sx, sourceY: c.sy, sourcePosition: c.sp, targetX: c.tx, targetY: c.ty, targetPosition: c.tp,
            borderRadius: o["borderRadius"] ?? 5, offset: o["offset"] ?? 20, stepPosition: o["stepPosition"] ?? 0.5,
            centerX: o["centerX"].map { CGFloat($0) }, centerY: o["centerY"].map { CGFloat($0) }
        )
    case "step":
        return getStepPath(sourceX: c.sx, sourceY: c.sy, sourcePosition: c.sp, targetX: c.tx, targetY: c.ty,
                           targetPosition: c.tp, offset: o["offset"] ?? 20)
    default:
        return nil
    }
}

/// The points of a path in SVG order (control points before the end point) and its command letters.
private func flatten(_ path: Path) -> (numbers: [Double], commands: String) {
    var numbers: [Double] = []
    var commands = ""
    for element in path.elements {
        switch element {
        case .move: commands += "M"
        case .line: commands += "L"
        case .quadCurve: commands += "Q"
        case .curve: commands += "C"
        case .closeSubpath: commands += "Z"
        }
        element.forEachPoint { numbers += [Double($0.x), Double($0.y)] }
    }
    return (numbers, commands)
}

@Suite struct EdgePathFixtureTests {
    private static let cases = EdgePathFixture.shared?.cases ?? []

    @Test func fixtureLoadsAndCoversEveryFunctionAndSidePair() throws {
        let fixture = try #require(EdgePathFixture.shared)
        #expect(fixture.cases.count > 3000)
        for fn in ["bezier", "simplebezier", "smoothstep", "step"] {
            let pairs = Set(fixture.cases.filter { $0.fn == fn }.map { "\($0.sp)-\($0.tp)" })
            #expect(pairs.count == 16, "\(fn) covers \(pairs.count) side pairs")
        }
        #expect(fixture.cases.contains { $0.fn == "straight" })
    }

    @Test func svgPathMatchesReactFlowExactly() throws {
        var mismatches: [String] = []
        for c in Self.cases {
            let result = try #require(compute(c), "unknown function \(c.fn)")
            if result.svgPath != c.path {
                mismatches.append("\(c)\n  swift: \(result.svgPath)\n  react: \(c.path)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
    }

    @Test func svgNumbersAndLabelsMatchReactFlowWithinTolerance() throws {
        var mismatches: [String] = []
        for c in Self.cases {
            let result = try #require(compute(c))
            let actual = svgNumbers(result.svgPath)
            let expected = svgNumbers(c.path)
            let numbersMatch = actual.count == expected.count && zip(actual, expected).allSatisfy(isClose)
            let labelsMatch = isClose(result.labelX, c.labelX) && isClose(result.labelY, c.labelY)
                && isClose(result.offsetX, c.offsetX) && isClose(result.offsetY, c.offsetY)
            if !numbersMatch || !labelsMatch || svgCommands(result.svgPath) != svgCommands(c.path) {
                mismatches.append("\(c): \(result.svgPath) label \(result.labelPosition) \(result.labelOffset)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
    }

    @Test func pathElementsFollowReactFlowsSVG() throws {
        // `path` is checked against React Flow's string directly, not through our own svgPath.
        var mismatches: [String] = []
        for c in Self.cases {
            let result = try #require(compute(c))
            let (numbers, commands) = flatten(result.path)
            let expected = svgNumbers(c.path)
            let same = commands == svgCommands(c.path) && numbers.count == expected.count
                && zip(numbers, expected).allSatisfy(isClose)
            if !same { mismatches.append("\(c): \(commands) \(numbers)") }
            if result.sourcePoint != CGPoint(x: c.sx, y: c.sy) || result.targetPoint != CGPoint(x: c.tx, y: c.ty) {
                mismatches.append("\(c): endpoints \(result.sourcePoint) \(result.targetPoint)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
    }

    @Test func edgePathDispatchMatchesReactFlowsEdgeComponents() {
        let types: [String: EdgeType] = [
            "bezier": .default, "simplebezier": .simplebezier, "straight": .straight,
            "smoothstep": .smoothstep, "step": .step,
        ]
        var mismatches: [String] = []
        for c in Self.cases where c.options["centerX"] == nil {
            guard let type = types[c.fn] else { continue }
            let options = EdgePathOptions(
                curvature: c.options["curvature"].map { CGFloat($0) },
                borderRadius: c.options["borderRadius"].map { CGFloat($0) },
                offset: c.options["offset"].map { CGFloat($0) },
                stepPosition: c.options["stepPosition"].map { CGFloat($0) }
            )
            let result = edgePath(type: type, source: CGPoint(x: c.sx, y: c.sy), sourcePosition: c.sp,
                                  target: CGPoint(x: c.tx, y: c.ty), targetPosition: c.tp, options: options)
            if result.svgPath != c.path || !isClose(result.labelX, c.labelX) || !isClose(result.labelY, c.labelY) {
                mismatches.append("\(c): \(result.svgPath)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
    }

    @Test func numbersPrintAsJavaScriptPrintsThem() throws {
        let fixture = try #require(EdgePathFixture.shared)
        #expect(fixture.numbers.count > 400)
        for number in fixture.numbers {
            let bits = try #require(UInt64(number.bits, radix: 16))
            let value = Double(bitPattern: bits)
            #expect(JavaScriptNumberFormat.string(value) == number.js, "bits \(number.bits)")
        }
    }
}

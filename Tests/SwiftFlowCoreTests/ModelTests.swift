import Foundation
import Testing
@testable import SwiftFlowCore

@Suite struct ModelDefaultsTests {
    @Test func nodeDefaultsFollowTheSpec() {
        let node = Node(id: "1", position: XYPosition(x: 1, y: 2), data: "x")
        #expect(node.sourcePosition == .right && node.targetPosition == .left)
        #expect(node.draggable && node.selectable && node.connectable && node.deletable && node.focusable)
        #expect(!node.hidden && !node.selected && !node.dragging && !node.expandParent)
        #expect(node.origin == .topLeft && node.zIndex == 0 && node.size == nil)
    }

    @Test func nodeSizePrefersFixedDimensions() {
        var node = Node(id: "1", position: .zero, data: 0, width: 100, measured: CGSize(width: 150, height: 40))
        #expect(node.size == CGSize(width: 100, height: 40))
        node.width = nil
        #expect(node.size == CGSize(width: 150, height: 40))
        node.measured = nil
        #expect(node.size == nil)
    }

    @Test func edgeDefaultsFollowTheSpec() {
        let edge = FlowEdge<EmptyEdgeData>(id: "e1", source: "1", target: "2", reconnectable: true)
        #expect(edge.type == .default && !edge.animated && edge.interactionWidth == 20)
        #expect(edge.markerStart == nil && edge.markerEnd == nil && edge.reconnectable)
        #expect(edge.connection == Connection(source: "1", target: "2"))
    }

    @Test func viewportLimits() {
        #expect(Viewport.minZoom == 0.1 && Viewport.maxZoom == 4.0)
        #expect(FitViewOptions().padding == 0.1)
    }

    @Test func keyCodesAreX11Keysyms() {
        // Values from X11/keysymdef.h.
        #expect(KeyCode.backspace.rawValue == 0xff08)
        #expect(KeyCode.forwardDelete.rawValue == 0xffff)
        #expect(KeyboardShortcuts.default.deleteKeyCode == 0xff08)
        #expect(KeyboardShortcuts.default.shiftNudgeDistance == 10)
    }
}

@Suite struct ColorTests {
    @Test func hexForms() throws {
        let c = try #require(Color(hex: "#ff8000"))
        #expect(c.red == 1 && abs(c.green - 128.0 / 255) < 1e-12 && c.blue == 0 && c.opacity == 1)
        let short = try #require(Color(hex: "f80"))
        #expect(short == Color(hex: "#ff8800"))
        let alpha = try #require(Color(hex: "#00000080"))
        #expect(abs(alpha.opacity - 128.0 / 255) < 1e-12)
        #expect(Color(hex: "#12345") == nil && Color(hex: "zzzzzz") == nil && Color(hex: "") == nil)
        #expect(c.hexString == "#ff8000")
    }

    @Test func adaptiveColours() {
        let light = Color.primary.components(dark: false)
        let dark = Color.primary.components(dark: true)
        #expect(light.red < 0.5 && dark.red > 0.5)
        #expect(Color.red.components(dark: true) == Color.red.components(dark: false))
        let faded = Color.primary.opacity(0.5)
        #expect(faded.components(dark: true).opacity == 0.5 && faded.opacity == 0.5)
    }
}

@Suite struct GeometryTests {
    @Test func affineTransformComposition() {
        // Scale by 2 then translate by (10, 20): (1, 1) → (2, 2) → (12, 22).
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 22))
        #expect(CGPoint(x: 12, y: 22).applying(t.inverted()) == CGPoint(x: 1, y: 1))
        // translatedBy applies the translation first: (1, 1) → (11, 21) → (22, 42).
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 22, y: 42))
        let r = CGRect(x: 0, y: 0, width: 10, height: 5).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 5) < 1e-9 && abs(r.width - 5) < 1e-9 && abs(r.height - 10) < 1e-9)
    }

    @Test func arcEndsOnTheCircle() throws {
        var path = Path()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // Starts at angle 0 → (15, 10); ends at 90° (y down) → (10, 15).
        #expect(path.elements.first == .move(to: CGPoint(x: 15, y: 10)))
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 15) < 1e-9)
        // A quarter circle's cubic control points sit at k = 4/3·tan(π/8) ≈ 0.5523 of the radius.
        guard case .curve(_, let c1, _) = path.elements[1] else { Issue.record("expected a curve"); return }
        #expect(abs(c1.y - (10 + 5 * 0.552_284_749_8)) < 1e-6)
    }

    @Test func ellipseBoundsAndRoundedRect() {
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        let b = ellipse.boundingRect
        #expect(abs(b.minX) < 1e-9 && abs(b.maxX - 40) < 1e-9 && abs(b.minY) < 1e-9 && abs(b.maxY - 20) < 1e-9)
        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        #expect(rounded.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(rounded.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(Path().boundingRect.isNull)
    }
}

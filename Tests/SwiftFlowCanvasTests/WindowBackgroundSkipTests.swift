import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
@testable import SwiftFlowUI
import SwiftFlowCairo

/// The window skips its background fill where a canvas fills the rectangle with an opaque background
/// (`Element.paintsOpaquely`): the pixels stay those of the ordinary path, one pass over them fewer.
@MainActor
@Suite struct WindowBackgroundSkipTests {
    /// Light theme background white, window background 0.93 white (237), node box white with a #1a192b border.
    private static func flow(theme: SwiftFlowTheme = .default) -> some View {
        SwiftFlow(nodes: [Node<String>.box("a", 40, 40)], edges: [Edge<EmptyEdgeData>](), theme: theme,
                  colorMode: .light) { _ in EmptyView() }
    }

    /// Renders `dirty` of `root` over an image first painted red, through a context that counts the fills
    /// in the window's background colour.
    private static func render(_ root: WindowRoot, dirty: CGRect) throws -> (CairoImageSurface, Int) {
        let surface = try CairoImageSurface(width: Int(root.size.width), height: Int(root.size.height))
        let context = surface.makeContext()
        context.fill(Path(CGRect(origin: .zero, size: root.size)), with: Color(red: 1, green: 0, blue: 0))
        let counting = FillCountingContext(context, counting: Theme.windowBackground)
        root.render(into: counting, dirty: dirty)
        return (surface, counting.count)
    }

    @Test func aFullWindowCanvasHidesTheWindowFill() throws {
        let root = CanvasHarness.root { Self.flow() }
        let full = CGRect(origin: .zero, size: root.size)
        #expect(root.rootElement.paintsOpaquely(full))
        let (image, fills) = try Self.render(root, dirty: full)
        #expect(fills == 0)
        // The canvas's own white covers the red everywhere outside the node, as the window fill did.
        CanvasHarness.expectPixel(image, 5, 5, (255, 255, 255), tolerance: 0, name: "skip-corner")
        CanvasHarness.expectPixel(image, 399, 299, (255, 255, 255), tolerance: 0, name: "skip-far-corner")
        CanvasHarness.expectPixel(image, 300, 200, (255, 255, 255), tolerance: 0, name: "skip-empty")
    }

    /// The same frame with and without the window fill gives the same pixels, node and all.
    @Test func theSkippedFillChangesNoPixel() throws {
        let root = CanvasHarness.root { Self.flow() }
        let full = CGRect(origin: .zero, size: root.size)
        let (skipped, _) = try Self.render(root, dirty: full)
        let ordinary = try CairoImageSurface(width: 400, height: 300)
        // Through the same kind of context (it lends no pixels), with the window's fill made by hand.
        let context = FillCountingContext(ordinary.makeContext(), counting: Theme.windowBackground)
        context.fill(Path(full), with: Theme.windowBackground)
        root.rootElement.render(in: context, dirty: full)
        for y in stride(from: 0, to: 300, by: 3) {
            for x in 0..<400 where skipped.pixel(x: x, y: y) != ordinary.pixel(x: x, y: y) {
                Issue.record("pixel (\(x), \(y)) differs: \(skipped.pixel(x: x, y: y)) against \(ordinary.pixel(x: x, y: y))")
                return
            }
        }
    }

    /// A half-transparent canvas background shows the window's: 255 · 0.5 + 237 · 0.5 = 246.
    @Test func aTranslucentCanvasKeepsTheWindowFill() throws {
        var theme = SwiftFlowTheme.default
        theme.backgroundColor = Color(white: 1, opacity: 0.5)
        let root = CanvasHarness.root { Self.flow(theme: theme) }
        let full = CGRect(origin: .zero, size: root.size)
        #expect(!root.rootElement.paintsOpaquely(full))
        let (image, fills) = try Self.render(root, dirty: full)
        #expect(fills == 1)
        CanvasHarness.expectPixel(image, 300, 200, (246, 246, 246), tolerance: 1, name: "skip-translucent")
    }

    /// A canvas inside a stack is not vouched for (a stack does not answer for its children), and a rectangle
    /// reaching past a canvas is not covered by it: the window fill stays.
    @Test func aCanvasBesideOtherContentKeepsTheWindowFill() throws {
        let root = CanvasHarness.root {
            HStack(spacing: 0) {
                Color(red: 0, green: 0, blue: 1).frame(width: 100)
                Self.flow()
            }
        }
        #expect(!root.rootElement.paintsOpaquely(CGRect(x: 0, y: 0, width: 400, height: 300)))
        #expect(!root.rootElement.paintsOpaquely(CGRect(x: 150, y: 10, width: 200, height: 100)))
        #expect(CanvasHarness.canvas(in: root)?.parent?.paintsOpaquely(CGRect(x: 150, y: 10, width: 200, height: 100))
                    == true)
        let (image, fills) = try Self.render(root, dirty: CGRect(x: 50, y: 0, width: 100, height: 300))
        #expect(fills == 1)
        CanvasHarness.expectPixel(image, 60, 150, (0, 0, 255), tolerance: 0, name: "skip-beside-colour")
        CanvasHarness.expectPixel(image, 140, 150, (255, 255, 255), tolerance: 0, name: "skip-beside-canvas")
        CanvasHarness.expectPixel(image, 160, 150, (255, 0, 0), tolerance: 0, name: "skip-beside-outside")
    }

    /// Only rectangles on whole device pixels are skipped: elsewhere the fill's soft edge would show through.
    @Test func onlyWholePixelRectanglesAreSkipped() {
        let identity = CGAffineTransform.identity
        #expect(WindowRoot.isWholePixels(CGRect(x: 0, y: 0, width: 10, height: 10), under: identity))
        #expect(!WindowRoot.isWholePixels(CGRect(x: 0.5, y: 0, width: 10, height: 10), under: identity))
        #expect(WindowRoot.isWholePixels(CGRect(x: 0.5, y: 1.5, width: 2, height: 1), under: .init(scaleX: 2, y: 2)))
        #expect(!WindowRoot.isWholePixels(CGRect(x: 0, y: 0, width: 1, height: 1), under: .init(scaleX: 1.5, y: 1.5)))
        #expect(!WindowRoot.isWholePixels(CGRect(x: 0, y: 0, width: 1, height: 1), under: .init(rotationAngle: 0.3)))
    }
}

/// Forwards to a Cairo context and counts the fills in one colour.
private final class FillCountingContext: ForwardingContext {
    let colour: Color
    private(set) var count = 0
    init(_ base: CairoGraphicsContext, counting colour: Color) {
        self.colour = colour
        super.init(base)
    }
    override func fill(_ path: Path, with color: Color, rule: FillRule) {
        if color == colour { count += 1 }
        super.fill(path, with: color, rule: rule)
    }
}

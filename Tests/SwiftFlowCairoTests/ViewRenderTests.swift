import Foundation
import Testing
@testable import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

/// Views rendered through the real Cairo backend, checked pixel by pixel (values worked out by hand).
@MainActor
@Suite struct ViewRenderTests {
    private func render<V: View>(_ view: V, size: CGSize? = nil, scheme: ColorScheme = .light) throws -> CairoImageSurface {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = size
        renderer.colorScheme = scheme
        return try renderer.renderImage()
    }

    @Test func paddedRectangleFillsItsFrame() throws {
        // 40 × 20 plus 10 on each side: a 60 × 40 image with the rectangle from (10, 10) to (50, 30).
        let image = try render(Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 20).padding(10))
        #expect(image.width == 60 && image.height == 40)
        let test = "paddedRectangle"
        RenderTestSupport.expectPixel(image, x: 30, y: 20, (255, 0, 0, 255), test: test)
        RenderTestSupport.expectPixel(image, x: 10, y: 10, (255, 0, 0, 255), test: test)
        RenderTestSupport.expectPixel(image, x: 49, y: 29, (255, 0, 0, 255), test: test)
        RenderTestSupport.expectClear(image, x: 9, y: 9, test: test)
        RenderTestSupport.expectClear(image, x: 50, y: 30, test: test)
    }

    @Test func stacksPlaceChildrenWithSpacing() throws {
        let image = try render(HStack(spacing: 10) {
            VStack(spacing: 0) {
                Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 10)
                Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 10)
            }
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
        })
        // Widths 20 + 10 + 20 = 50; the VStack is 20 high, like the red square.
        #expect(image.width == 50 && image.height == 20)
        let test = "stacks"
        RenderTestSupport.expectPixel(image, x: 10, y: 5, (0, 0, 255, 255), test: test)
        RenderTestSupport.expectPixel(image, x: 10, y: 15, (0, 255, 0, 255), test: test)
        RenderTestSupport.expectClear(image, x: 25, y: 10, test: test)
        RenderTestSupport.expectPixel(image, x: 40, y: 10, (255, 0, 0, 255), test: test)
    }

    @Test func opacityBlendsOverWhatIsBelow() throws {
        let image = try render(ZStack {
            Color.white
            Color(red: 1, green: 0, blue: 0).opacity(0.5)
        }.frame(width: 10, height: 10))
        // 50 % red over white: (255, 127.5, 127.5); Cairo rounds to 127 or 128.
        RenderTestSupport.expectPixel(image, x: 5, y: 5, (255, 128, 128, 255), tolerance: 2, test: "opacity")
    }

    @Test func adaptiveColoursFollowTheColourScheme() throws {
        let view = Theme.windowBackground.frame(width: 10, height: 10)
        // windowBackground is white 0.93 in light mode (237) and 0.12 in dark mode (30.6 → 31).
        RenderTestSupport.expectPixel(try render(view), x: 5, y: 5, (237, 237, 237, 255), test: "lightScheme")
        RenderTestSupport.expectPixel(try render(view, scheme: .dark), x: 5, y: 5, (31, 31, 31, 255), test: "darkScheme")
    }

    @Test func textDrawsDarkPixelsInsideItsMeasuredBox() throws {
        let metrics = CairoTextMeasurer().measure("Hello", font: .body)
        let image = try render(Text("Hello").foregroundColor(.black).padding(4).background(Color.white))
        // The image is the text box plus 4 on each side.
        #expect(abs(CGFloat(image.width) - (metrics.width + 8).rounded(.up)) <= 1)
        var dark = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).r < 100 {
                #expect(x >= 4 && x < image.width - 3, "ink outside the padded text box at x = \(x)")
                dark += 1
            }
        }
        #expect(dark > 30)
    }

    @Test func prominentButtonUsesTheAccentColour() throws {
        let image = try render(Button("Delete") {}.buttonStyle(.borderedProminent))
        // Inside the left padding of the button, at mid height: the accent fill (0, 0.478, 1) → (0, 122, 255).
        RenderTestSupport.expectPixel(image, x: 5, y: image.height / 2, (0, 122, 255, 255), tolerance: 3,
                                      test: "prominentButton")
    }

    @Test func specAnnotationSampleIsCentredOnItsPosition() throws {
        let view = Text("Annotation")
            .font(.caption)
            .padding(4)
            .background(.yellow.opacity(0.8))
            .cornerRadius(4)
            .position(x: 100, y: 200)
        let image = try render(view, size: CGSize(width: 300, height: 300))
        let width = CairoTextMeasurer().measure("Annotation", font: .caption).width + 8
        // 2 points inside the left edge of the padded box, level with its centre: yellow (1, 0.8, 0) at 80 %.
        let x = Int((100 - width / 2 + 2).rounded())
        RenderTestSupport.expectPixel(image, x: x, y: 200, (255, 204, 0, 204), tolerance: 3, test: "annotation")
        RenderTestSupport.expectClear(image, x: Int((100 - width / 2 - 3).rounded()), y: 200, test: "annotation")
    }

    @Test func dashedConnectionLineSampleLeavesGaps() throws {
        // The spec's custom connection line: a horizontal dashed stroke, 6 on and 4 off.
        let view = AnyView(
            Path { path in
                path.move(to: CGPoint(x: 0, y: 5))
                path.addLine(to: CGPoint(x: 40, y: 5))
            }
            .stroke(Color(red: 0, green: 0, blue: 1), style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
        )
        let image = try render(view, size: CGSize(width: 40, height: 10))
        RenderTestSupport.expectPixel(image, x: 3, y: 5, (0, 0, 255, 255), test: "dash")
        RenderTestSupport.expectClear(image, x: 8, y: 5, test: "dash")
        RenderTestSupport.expectPixel(image, x: 13, y: 5, (0, 0, 255, 255), test: "dash")
    }
}

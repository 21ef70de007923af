import CX11
import Foundation
import SwiftFlowCore
import SwiftFlowUI
import Testing
@testable import SwiftFlowX11

/// A test element that fills a fixed 20 × 12 box at (50, 10) of its frame with green and draws nothing else, so
/// a scroll of the stripes under it must repaint the box where it is and where its slid copy lands.
final class FixedBoxElement: Element {
    static let box = CGRect(x: 50, y: 10, width: 20, height: 12)

    required init() {}

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override var drawingBounds: CGRect { Self.box.offsetBy(dx: frame.minX, dy: frame.minY) }

    override func draw(in context: GraphicsContext) {
        context.fill(Path(drawingBounds), with: Color(red: 0, green: 1, blue: 0))
    }
}

struct FixedBox: PrimitiveView {
    func makeElement() -> Element { FixedBoxElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

extension XServerTests.WindowHostTests {
    /// Slides to the left (the window moves its own pixels, clipped to those no repaint covers) and to the right
    /// (the moved pixels come out of the segment) under a box painted above the stripes: after every frame the
    /// window shows the stripes at their offset with the box in its place, worked out pixel by pixel here, and the
    /// same as a full render. 45 slides of 7 to the left pass the segment's 256-pixel margin once.
    @MainActor
    @Test(arguments: [true, false])
    func slidesBothWaysUnderABoxShowTheRightPixels(sharedMemory: Bool) throws {
        let width = 120, height = 40
        let display = try X11Display()
        let host = try X11WindowHost(display: display, title: "Scroll both ways",
                                     size: CGSize(width: width, height: height), sharedMemory: sharedMemory,
                                     requestFrame: {}) {
            ZStack {
                Stripes()
                FixedBox()
            }
        }
        let stripes = try #require(host.showFindingStripes())
        // Stripes start at offset mod 20 − 20: red for 10 pixels, then blue; the box is green.
        func expected(offset: Int) -> [UInt] {
            var pixels: [UInt] = []
            for y in 0..<height {
                for x in 0..<width {
                    if FixedBoxElement.box.contains(CGPoint(x: x, y: y)) {
                        pixels.append(0x00FF00)
                    } else {
                        pixels.append(((x - offset) % 20 + 20) % 20 < 10 ? 0xFF0000 : 0x0000FF)
                    }
                }
            }
            return pixels
        }
        func windowPixels() throws -> [UInt] {
            display.sync()
            return try #require(WindowPixels.read(host.window.id, on: display.pointer, x: 0, y: 0, width: width,
                                                  height: height))
        }
        var offset = 0
        for (step, count) in [(-7, 1), (-7, 44), (7, 3), (-3, 2)] {
            for _ in 0..<count {
                stripes.slide(by: CGFloat(step))
                offset += step
                host.render(at: 0)
                #expect(try windowPixels() == expected(offset: offset), "offset \(offset)")
            }
        }
        host.root.addDamage(CGRect(x: 0, y: 0, width: width, height: height))
        host.render(at: 0)
        #expect(try windowPixels() == expected(offset: offset))
    }
}

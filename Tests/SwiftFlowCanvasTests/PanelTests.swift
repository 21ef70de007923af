import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// `Panel` in a 600 × 400 canvas: where each of the nine positions puts its content (React Flow's 15-point
/// margin from the edges it touches, centred along a centred axis), and which presses reach the canvas.
@MainActor
@Suite struct PanelTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    /// A 40 × 20 box at each position of a 600 × 400 canvas, worked out by hand:
    /// left x = 15, centre x = (600 − 40) / 2 = 280, right x = 600 − 15 − 40 = 545;
    /// top y = 15, centre y = (400 − 20) / 2 = 190, bottom y = 400 − 15 − 20 = 365.
    static let expected: [(PanelPosition, CGRect)] = [
        (.topLeft, CGRect(x: 15, y: 15, width: 40, height: 20)),
        (.topCenter, CGRect(x: 280, y: 15, width: 40, height: 20)),
        (.topRight, CGRect(x: 545, y: 15, width: 40, height: 20)),
        (.centerLeft, CGRect(x: 15, y: 190, width: 40, height: 20)),
        (.center, CGRect(x: 280, y: 190, width: 40, height: 20)),
        (.centerRight, CGRect(x: 545, y: 190, width: 40, height: 20)),
        (.bottomLeft, CGRect(x: 15, y: 365, width: 40, height: 20)),
        (.bottomCenter, CGRect(x: 280, y: 365, width: 40, height: 20)),
        (.bottomRight, CGRect(x: 545, y: 365, width: 40, height: 20)),
    ]

    /// Nine panels on an empty canvas; each box's element frame is the expected one.
    static func ninePanels(log: ControlsLog) -> ControlsDriver {
        ControlsDriver(width: 600, height: 400) {
            ControlsApp(log: log, nodes: []) {
                ForEach(PanelPosition.allCases, id: \.self) { position in
                    Panel(position: position) {
                        Rectangle().fill(Self.red).frame(width: 40, height: 20)
                    }
                }
            }
        }
    }

    @Test func defaultPositionIsTopRight() {
        let log = ControlsLog()
        let driver = ControlsDriver(log: log) {
            Panel { Rectangle().fill(Self.red).frame(width: 40, height: 20) }
        }
        let panel = driver.elements.first { $0 is PanelElement }
        #expect(panel?.layoutChildren.first?.frame == CGRect(x: 545, y: 15, width: 40, height: 20))
    }

    @Test func ninePositionsHaveHandComputedFrames() throws {
        let driver = Self.ninePanels(log: ControlsLog())
        let panels = driver.elements.compactMap { $0 as? PanelElement }
        #expect(panels.count == 9)
        for (position, frame) in Self.expected {
            let panel = try #require(panels.first { $0.position == position })
            #expect(panel.layoutChildren.first?.frame == frame, "\(position)")
        }
    }

    /// Rendered: each box is red inside its frame (2 points in from every edge) and the canvas's white
    /// background 2 points outside it, so nothing is shifted by the margin or the centring.
    @Test func ninePositionsPixels() throws {
        let driver = Self.ninePanels(log: ControlsLog())
        let image = try CanvasHarness.render(driver.root)
        for (position, frame) in Self.expected {
            let name = "panel-\(position.rawValue)"
            for (x, y) in [(frame.minX + 2, frame.minY + 2), (frame.maxX - 3, frame.maxY - 3),
                           (frame.midX, frame.midY)] {
                CanvasHarness.expectPixel(image, Int(x), Int(y), (255, 0, 0), name: name)
            }
            for (x, y) in [(frame.minX - 3, frame.midY), (frame.maxX + 2, frame.midY),
                           (frame.midX, frame.minY - 3), (frame.midX, frame.maxY + 2)] {
                CanvasHarness.expectPixel(image, Int(x), Int(y), (255, 255, 255), name: name)
            }
        }
    }

    /// A panel of a canvas that does not start at the window's origin sits relative to the canvas: a
    /// 600 × 400 canvas below a 50-point header puts the bottom-left box at (15, 50 + 365).
    @Test func positionIsRelativeToTheCanvas() {
        let log = ControlsLog()
        let driver = ControlsDriver(width: 600, height: 450) {
            VStack(spacing: 0) {
                Rectangle().fill(Color.gray).frame(height: 50)
                ControlsApp(log: log, nodes: []) {
                    Panel(position: .bottomLeft) { Rectangle().fill(Self.red).frame(width: 40, height: 20) }
                }
            }
        }
        let panel = driver.elements.first { $0 is PanelElement }
        let box = panel?.layoutChildren.first
        #expect(box.map { $0.convertToWindow($0.frame) } == CGRect(x: 15, y: 415, width: 40, height: 20))
    }

    /// The panel.md shape: buttons in a padded stack at the top right. A click on a button runs it and
    /// nothing else; a press on the padding or between the buttons reaches nobody (no pane click, no
    /// selection box while shift-dragging from there); a click outside the panel is a pane click.
    @Test func pressesOnContentStayInThePanel() throws {
        let log = ControlsLog()
        var taps = 0
        let driver = ControlsDriver(log: log) {
            Panel(position: .topRight) {
                VStack(spacing: 8) {
                    Button("Add Node") { taps += 1 }
                    Button("Export") { taps += 10 }
                }
                .padding(12)
                .background(Color.white)
            }
        }
        let canvas = try #require(driver.canvas)
        let content = try #require(driver.elements.first { $0 is PanelElement }?.layoutChildren.first)
        let frame = content.convertToWindow(content.frame)
        // Top right: the content's right edge 15 from the canvas's, its top 15 from the top.
        #expect(frame.maxX == 585 && frame.minY == 15)
        let add = try #require(driver.frames(of: "Add Node").first)
        let export = try #require(driver.frames(of: "Export").first)

        driver.click(add.midX, add.midY)
        #expect(taps == 1)
        driver.click(export.midX, export.midY)
        #expect(taps == 11)
        #expect(log.events.isEmpty)

        // The padding (6 points in from the content's corner) and the gap between the two buttons.
        for (x, y) in [(frame.minX + 6, frame.minY + 6), (add.midX, (add.maxY + export.minY) / 2)] {
            driver.click(x, y)
            driver.down(x, y, .shift)
            driver.move(x - 100, y + 150, .shift)
            #expect(canvas.selectionRect == nil)
            driver.up(x - 100, y + 150, .shift)
        }
        #expect(log.events.isEmpty)
        #expect(taps == 11)

        // Just outside the content the canvas takes the press.
        driver.click(frame.minX - 3, frame.midY)
        #expect(log.events == ["paneClick"])
        driver.down(frame.minX - 3, frame.midY, .shift)
        driver.move(frame.minX - 103, frame.midY + 150, .shift)
        #expect(canvas.selectionRect != nil)
        driver.up(frame.minX - 103, frame.midY + 150, .shift)
    }

    /// The wheel over panel content does not zoom the canvas under it; beside it, it does.
    @Test func wheelOverContentDoesNotZoom() throws {
        let log = ControlsLog()
        let driver = ControlsDriver(log: log) {
            Panel(position: .center) { Rectangle().fill(Self.red).frame(width: 40, height: 20) }
        }
        let canvas = try #require(driver.canvas)
        driver.root.handle(.scroll(location: CGPoint(x: 300, y: 200), deltaX: 0, deltaY: -1, modifiers: []))
        #expect(canvas.viewport == Viewport())
        driver.root.handle(.scroll(location: CGPoint(x: 300, y: 100), deltaX: 0, deltaY: -1, modifiers: []))
        #expect(canvas.viewport.zoom != 1)
    }
}

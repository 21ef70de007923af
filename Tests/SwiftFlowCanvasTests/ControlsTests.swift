import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// `Controls` driven through the window: layout, the zoom and fit-view buttons, callbacks, extra buttons,
/// labels, and two canvases in one window. The canvas is 600 × 400 (centre (300, 200)); the nodes span
/// (100, 100)–(400, 350) (see `ControlsDriver`).
@MainActor
@Suite struct ControlsTests {
    static let labels = ["Zoom In", "Zoom Out", "Fit View", "Toggle Interactivity"]

    /// Bottom left, vertical: four 26 × 26 buttons stacked up from 15 points above the bottom edge:
    /// 400 − 15 − 4 × 26 = 281, then 307, 333 and 359; x = 15.
    @Test func defaultLayoutIsBottomLeftAndVertical() {
        let driver = ControlsDriver(log: ControlsLog()) { Controls() }
        #expect(driver.buttons.map(\.label) == Self.labels)
        #expect(driver.buttons.map(\.frame) == [281.0, 307, 333, 359].map { CGRect(x: 15, y: $0, width: 26, height: 26) })
    }

    /// Horizontal: left to right from x = 15 along y = 400 − 15 − 26 = 359.
    @Test func horizontalLaysOutLeftToRight() {
        let driver = ControlsDriver(log: ControlsLog()) { Controls(orientation: .horizontal) }
        #expect(driver.buttons.map(\.label) == Self.labels)
        #expect(driver.buttons.map(\.frame) == [15.0, 41, 67, 93].map { CGRect(x: $0, y: 359, width: 26, height: 26) })
    }

    /// `position` moves the group: top right puts the column at x = 600 − 15 − 26 = 559 from y = 15.
    @Test func positionAndHiddenButtons() {
        let driver = ControlsDriver(log: ControlsLog()) {
            Controls(position: .topRight, showFitView: false, showInteractive: false)
        }
        #expect(driver.buttons.map(\.label) == ["Zoom In", "Zoom Out"])
        #expect(driver.buttons.map(\.frame) == [15.0, 41].map { CGRect(x: 559, y: $0, width: 26, height: 26) })
        let onlyLock = ControlsDriver(log: ControlsLog()) { Controls(showZoom: false, showFitView: false) }
        #expect(onlyLock.buttons.map(\.label) == ["Toggle Interactivity"])
        #expect(onlyLock.root.accessibilityTree().contains { $0.role == .group && $0.label == "Control Panel" })
    }

    /// Zoom in about the centre (300, 200): the flow point there stays, so x = 300 − 300 × 1.2 = −60 and
    /// y = 200 − 200 × 1.2 = −40; zoom out brings back (0, 0, 1). Each callback fires once per click.
    @Test func zoomInThenOutAboutTheViewCentre() throws {
        var calls: [String] = []
        let driver = ControlsDriver(log: ControlsLog()) {
            Controls(onZoomIn: { calls.append("in") }, onZoomOut: { calls.append("out") })
        }
        let canvas = try #require(driver.canvas)
        driver.press("Zoom In")
        #expect(abs(canvas.viewport.zoom - 1.2) < 1e-9)
        #expect(abs(canvas.viewport.x - -60) < 1e-9 && abs(canvas.viewport.y - -40) < 1e-9)
        #expect(canvas.state.viewport == canvas.viewport)
        driver.press("Zoom Out")
        #expect(abs(canvas.viewport.zoom - 1) < 1e-9)
        #expect(abs(canvas.viewport.x) < 1e-9 && abs(canvas.viewport.y) < 1e-9)
        #expect(calls == ["in", "out"])
    }

    /// The zoom buttons' elements, in order (zoom in, zoom out).
    static func zoomButtons(_ driver: ControlsDriver) -> [ControlButtonElement] {
        Array(driver.elements.compactMap { $0 as? ControlButtonElement }.prefix(2))
    }

    /// At zoom 4 (the maximum) zoom in is disabled: a click changes nothing and calls nothing. Zoom out
    /// still works: 4 / 1.2 about the centre.
    @Test func zoomInIsDisabledAtMaxZoom() throws {
        var calls: [String] = []
        let instance = SwiftFlowInstance()
        instance.setViewport(Viewport(x: 0, y: 0, zoom: 4))
        let driver = ControlsDriver(log: ControlsLog(), instance: instance) {
            Controls(onZoomIn: { calls.append("in") }, onZoomOut: { calls.append("out") })
        }
        let canvas = try #require(driver.canvas)
        #expect(canvas.viewport == Viewport(x: 0, y: 0, zoom: 4))
        let buttons = Self.zoomButtons(driver)
        #expect(buttons.map(\.isEnabled) == [false, true])
        driver.press("Zoom In")
        #expect(canvas.viewport == Viewport(x: 0, y: 0, zoom: 4))
        #expect(calls.isEmpty)
        driver.press("Zoom Out")
        // Anchor (300, 200) in flow is (75, 50); at zoom 4 / 1.2 = 10/3 it stays under the centre.
        #expect(abs(canvas.viewport.zoom - 10.0 / 3) < 1e-9)
        #expect(abs(canvas.viewport.x - (300 - 75 * 10.0 / 3)) < 1e-9)
        #expect(abs(canvas.viewport.y - (200 - 50 * 10.0 / 3)) < 1e-9)
        #expect(calls == ["out"])
        #expect(Self.zoomButtons(driver).map(\.isEnabled) == [true, true])
    }

    /// From zoom 3.5 one step reaches the limit (4.2 clamps to 4) and the button turns itself off.
    @Test func zoomInDisablesItselfOnReachingTheLimit() throws {
        let instance = SwiftFlowInstance()
        instance.setViewport(Viewport(x: 0, y: 0, zoom: 3.5))
        let driver = ControlsDriver(log: ControlsLog(), instance: instance) { Controls() }
        let canvas = try #require(driver.canvas)
        #expect(Self.zoomButtons(driver).map(\.isEnabled) == [true, true])
        driver.press("Zoom In")
        #expect(canvas.viewport.zoom == 4)
        #expect(Self.zoomButtons(driver).map(\.isEnabled) == [false, true])
    }

    /// At zoom 0.1 (the minimum) zoom out is disabled and does nothing.
    @Test func zoomOutIsDisabledAtMinZoom() throws {
        var calls = 0
        let instance = SwiftFlowInstance()
        instance.setViewport(Viewport(x: 10, y: 20, zoom: 0.1))
        let driver = ControlsDriver(log: ControlsLog(), instance: instance) { Controls(onZoomOut: { calls += 1 }) }
        let canvas = try #require(driver.canvas)
        #expect(Self.zoomButtons(driver).map(\.isEnabled) == [true, false])
        driver.press("Zoom Out")
        #expect(canvas.viewport == Viewport(x: 10, y: 20, zoom: 0.1))
        #expect(calls == 0)
    }

    /// Fit view with padding 0.25 frames the nodes' bounds (100, 100, 300 × 250) in 600 × 400, by hand:
    /// padX = ⌊(600 − 480) / 2⌋ = 60, padY = ⌊(400 − 320) / 2⌋ = 40; zoom = min(480 / 300, 320 / 250) = 1.28;
    /// the centre (250, 225) goes to (300, 200): x = 300 − 250 × 1.28 = −20, y = 200 − 225 × 1.28 = −88.
    @Test func fitViewFramesTheNodesWithTheOptions() throws {
        var fits = 0
        let options = FitViewOptions(padding: 0.25)
        let driver = ControlsDriver(log: ControlsLog()) { Controls(fitViewOptions: options, onFitView: { fits += 1 }) }
        let canvas = try #require(driver.canvas)
        driver.press("Fit View")
        #expect(abs(canvas.viewport.zoom - 1.28) < 1e-9)
        #expect(abs(canvas.viewport.x - -20) < 1e-9)
        #expect(abs(canvas.viewport.y - -88) < 1e-9)
        let bounds = CGRect(x: 100, y: 100, width: 300, height: 250)
        #expect(canvas.viewport == Viewport.fitting(bounds, viewSize: CGSize(width: 600, height: 400), options: options))
        #expect(fits == 1)
    }

    /// Without options fit view uses React Flow's padding 0.1: padX 27, padY 18, zoom min(546 / 300,
    /// 364 / 250) = 1.456, x = 300 − 250 × 1.456 = −64, y = 200 − 225 × 1.456 = −127.6.
    @Test func fitViewDefaultsToPaddingOneTenth() throws {
        let instance = SwiftFlowInstance()
        instance.setViewport(Viewport(x: 200, y: -50, zoom: 0.5))
        let driver = ControlsDriver(log: ControlsLog(), instance: instance) { Controls() }
        let canvas = try #require(driver.canvas)
        driver.press("Fit View")
        #expect(abs(canvas.viewport.zoom - 1.456) < 1e-9)
        #expect(abs(canvas.viewport.x - -64) < 1e-9)
        #expect(abs(canvas.viewport.y - -127.6) < 1e-9)
    }

    /// Extra `ControlButton`s follow the built-in ones (five buttons: the column starts at
    /// 400 − 15 − 5 × 26 = 255, the extra one is last at y = 359) and run their action.
    @Test func extraControlButtonIsAppendedAndRuns() {
        var runs = 0
        let driver = ControlsDriver(log: ControlsLog()) {
            Controls {
                ControlButton(action: { runs += 1 }) { Image(systemName: "gearshape") }
                    .accessibilityLabel("Settings")
            }
        }
        #expect(driver.buttons.map(\.label) == Self.labels + ["Settings"])
        #expect(driver.buttons.first?.frame == CGRect(x: 15, y: 255, width: 26, height: 26))
        #expect(driver.frames(of: "Settings") == [CGRect(x: 15, y: 359, width: 26, height: 26)])
        driver.press("Settings")
        driver.press("Settings")
        #expect(runs == 2)
    }

    /// A `ControlButton` in a plain panel is 26 × 26 and runs its action; the canvas under it sees nothing.
    @Test func controlButtonInsideAPanel() {
        var runs = 0
        let log = ControlsLog()
        let driver = ControlsDriver(log: log) {
            Panel(position: .topLeft) {
                ControlButton(action: { runs += 1 }) { Image(systemName: "trash") }.accessibilityLabel("Delete")
            }
        }
        #expect(driver.frames(of: "Delete") == [CGRect(x: 15, y: 15, width: 26, height: 26)])
        driver.press("Delete")
        #expect(runs == 1)
        #expect(log.events.isEmpty)
    }

    /// A press that leaves the button before release does not run it; one that comes back does.
    @Test func releaseOutsideTheButtonCancels() throws {
        var runs = 0
        let driver = ControlsDriver(log: ControlsLog()) {
            Controls(showZoom: false, showInteractive: false, onFitView: { runs += 1 })
        }
        let frame = try #require(driver.frames(of: "Fit View").first)
        driver.down(frame.midX, frame.midY)
        driver.move(frame.midX + 60, frame.midY)
        driver.up(frame.midX + 60, frame.midY)
        #expect(runs == 0)
        driver.down(frame.midX, frame.midY)
        driver.move(frame.midX + 60, frame.midY)
        driver.move(frame.midX, frame.midY)
        driver.up(frame.midX, frame.midY)
        #expect(runs == 1)
    }

    /// Labels come from the canvas's AccessibilityConfig; unset ones are the canvas's defaults in its locale
    /// (React Flow's English words, German from the canvas's table). The column is a group labelled as the
    /// panel ("Control Panel").
    @Test func labelsComeFromTheAccessibilityConfig() throws {
        let config = AccessibilityConfig(zoomInAriaLabel: "Bigger", interactiveAriaLabel: "Lock")
        let driver = ControlsDriver(log: ControlsLog(), accessibilityConfig: config) { Controls() }
        #expect(driver.buttons.map(\.label) == ["Bigger", "Zoom Out", "Fit View", "Lock"])
        let group = try #require(driver.root.accessibilityTree().first { $0.label == "Control Panel" })
        #expect(group.role == .group && group.children.map(\.label) == ["Bigger", "Zoom Out", "Fit View", "Lock"])
        #expect(group.frame == CGRect(x: 15, y: 281, width: 26, height: 104))

        let log = ControlsLog()
        let german = ControlsDriver(width: 600, height: 400) {
            ControlsApp(log: log, nodes: ControlsDriver.graph()) { Controls() }
                .environment(\.locale, Locale(identifier: "de"))
        }
        #expect(german.buttons.map(\.label)
            == ["Vergrößern", "Verkleinern", "Alles zeigen", "Interaktivität umschalten"])
    }

    /// Two canvases side by side (300 × 400 each), each with Controls: every button acts on its own canvas
    /// only. The right canvas's column sits at x = 300 + 15.
    @Test func twoCanvasesEachDriveTheirOwn() throws {
        let left = ControlsLog(), right = ControlsLog()
        var changes: [String] = []
        let driver = ControlsDriver(width: 600, height: 400) {
            HStack(spacing: 0) {
                ControlsApp(log: left, nodes: ControlsDriver.graph()) {
                    Controls(onInteractiveChange: { changes.append("left \($0)") })
                }
                ControlsApp(log: right, nodes: ControlsDriver.graph()) {
                    Controls(onInteractiveChange: { changes.append("right \($0)") })
                }
            }
        }
        let canvases = driver.canvases
        try #require(canvases.count == 2)
        #expect(driver.frames(of: "Zoom In") == [CGRect(x: 15, y: 281, width: 26, height: 26),
                                                  CGRect(x: 315, y: 281, width: 26, height: 26)])
        // Zoom in on the left: about its centre (150, 200).
        driver.press("Zoom In", index: 0)
        #expect(abs(canvases[0].viewport.zoom - 1.2) < 1e-9)
        #expect(abs(canvases[0].viewport.x - -30) < 1e-9 && abs(canvases[0].viewport.y - -40) < 1e-9)
        #expect(canvases[1].viewport == Viewport())
        // Fit view on the right only.
        driver.press("Fit View", index: 1)
        #expect(abs(canvases[0].viewport.zoom - 1.2) < 1e-9)
        #expect(canvases[1].viewport == Viewport.fitting(CGRect(x: 100, y: 100, width: 300, height: 250),
                                                         viewSize: CGSize(width: 300, height: 400)))
        // Lock the right one: only it stops selecting.
        driver.press("Toggle Interactivity", index: 1)
        #expect(changes == ["right false"])
        #expect(canvases[0].isInteractive && !canvases[1].isInteractive)
        #expect(canvases[0].state.isInteractive && !canvases[1].state.isInteractive)
    }

    /// A pan publishes a new viewport every frame; Controls evaluate their body again only when a zoom limit
    /// is reached or left, or the lock turns (not once per pan step).
    @Test func pansDoNotRebuildControls() throws {
        let driver = ControlsDriver(log: ControlsLog()) { Controls() }
        let canvas = try #require(driver.canvas)
        let controls = try #require(driver.elements.compactMap { $0 as? CompositeElement }
            .first { String(describing: type(of: $0.view)).hasPrefix("Controls<") })
        let before = controls.bodyEvaluationCount
        driver.drag([(500, 50), (480, 60), (450, 80), (400, 100)])
        #expect(canvas.viewport == Viewport(x: -100, y: 50, zoom: 1))
        #expect(controls.bodyEvaluationCount == before)
        driver.press("Toggle Interactivity")
        #expect(controls.bodyEvaluationCount == before + 1)
        // Zoom out step by step from 1 (1.2¹³ > 10, so 14 steps reach 0.1): only reaching the limit rebuilds.
        let instance = canvas.instance
        for _ in 0..<14 { instance?.zoomOut(); driver.root.update() }
        #expect(canvas.viewport.zoom == Viewport.minZoom)
        #expect(controls.bodyEvaluationCount == before + 2)
    }
}

import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// A zoom in the middle of a pan ends the pan's `MaterializationPlan`: the node elements it made ahead are no
/// longer ahead of anything, and go a few per frame once the zoom pauses, not at some later pan.
@MainActor
@Suite struct ZoomEndsPlanTests {
    @Test func elementsMadeAheadGoAfterAZoomEndsThePlan() throws {
        let driver = PipelineDriver(nodes: OneWayPanTests.graph())
        let root = driver.root
        let canvas = try #require(driver.canvas)
        // Elements of nodes outside the materialized area (worked out from the grid's formula).
        func outside() -> Set<String> {
            Set(canvas.hostsById.keys).subtracting(OneWayPanTests.nodes(meeting: canvas.materializedRect))
        }
        // A sideways wheel pans 30 points a step until a plan has made some elements of the area ahead.
        var steps = 0
        while canvas.materializationPlan == nil || outside().isEmpty, steps < 40 {
            root.handle(.scroll(location: CGPoint(x: 300, y: 250), deltaX: 60, deltaY: 0, modifiers: []))
            root.update()
            steps += 1
        }
        let ahead = outside()
        try #require(canvas.materializationPlan != nil && !ahead.isEmpty, "no element made ahead in \(steps) steps")
        // Zoom in by 1.1 about the view's centre (300, 250): still inside the materialized area.
        let x = canvas.viewport.x
        canvas.setViewport(Viewport(x: 300 - (300 - x) * 1.1, y: 250 - 250 * 1.1, zoom: 1.1))
        root.update()
        #expect(canvas.materializationPlan == nil)
        // Frames 1/60 s apart with nothing moving: the elements ahead go, at most four a frame.
        var time: TimeInterval = 0
        var previous = ahead.count
        for _ in 0..<40 {
            root.advanceAnimations(to: time)
            root.update()
            let left = outside().count
            #expect(previous - left <= 4, "\(previous - left) elements dropped in one frame")
            previous = left
            time += 1.0 / 60
        }
        #expect(outside().isEmpty, "still there: \(outside().sorted().prefix(5))")
        // What is visible keeps its elements: the view shows flow x from −x / 1.1, 600 / 1.1 wide.
        let zoomed = canvas.viewport
        let visible = CGRect(x: -zoomed.x / 1.1, y: -zoomed.y / 1.1, width: 600 / 1.1, height: 500 / 1.1)
        let missing = OneWayPanTests.nodes(meeting: visible).filter { canvas.hostsById[$0] == nil }
        #expect(missing.isEmpty, "\(missing.sorted().prefix(5))")
    }
}

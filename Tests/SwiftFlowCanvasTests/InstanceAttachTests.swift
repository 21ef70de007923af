import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

@MainActor
@Suite struct InstanceAttachTests {
    @Test func aViewportSetBeforeTheCanvasExistsIsWhereItStarts() throws {
        let instance = SwiftFlowInstance()
        instance.setViewport(Viewport(x: 30, y: -20, zoom: 2))
        instance.zoomIn()  // needs a canvas: does nothing yet
        let nodes = [Node(id: "a", position: .zero, data: "a", width: 100, height: 40)]
        let root = CanvasHarness.root {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance) { node in
                Text(verbatim: node.data)
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.viewport == Viewport(x: 30, y: -20, zoom: 2))
        #expect(instance.viewport == Viewport(x: 30, y: -20, zoom: 2))
        // Once attached, calls drive the canvas: zoom ×1.2 about the centre (200, 150) of the 400 × 300 view.
        instance.zoomIn()
        #expect(abs(canvas.viewport.zoom - 2.4) < 1e-9)
        let expectedX: CGFloat = 200 - (200 - 30) * 1.2
        #expect(abs(canvas.viewport.x - expectedX) < 1e-9)
    }
}

@MainActor
@Suite struct ProgrammaticMoveTests {
    private func canvas(log: CallbackRecorder) throws -> (WindowRoot, SwiftFlowInstance) {
        let instance = SwiftFlowInstance()
        let nodes = [Node(id: "a", position: .zero, data: "a", width: 100, height: 40)]
        let root = CanvasHarness.root {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance,
                      onViewportChange: { _ in log.events.append("change") },
                      onMoveStart: { _ in log.events.append("start") },
                      onMove: { _ in log.events.append("move") },
                      onMoveEnd: { _ in log.events.append("end") }) { node in Text(verbatim: node.data) }
        }
        return (root, instance)
    }

    @Test func anImmediateProgrammaticMoveIsOneWholeMove() throws {
        let log = CallbackRecorder()
        let (root, instance) = try canvas(log: log)
        log.events.removeAll()
        instance.zoomIn()
        withExtendedLifetime(root) {}
        #expect(log.events == ["start", "change", "move", "end"])
        log.events.removeAll()
        instance.setViewport(instance.viewport)  // no change, no move
        #expect(log.events.isEmpty)
    }

    @Test func anAnimatedMoveStartsOnceAndEndsOnce() throws {
        let log = CallbackRecorder()
        let (root, instance) = try canvas(log: log)
        log.events.removeAll()
        instance.zoomIn(animated: true)
        for step in 0...6 { root.advanceAnimations(to: 10 + Double(step) * 0.05) }
        #expect(log.events.first == "start" && log.events.last == "end")
        #expect(log.events.filter { $0 == "start" }.count == 1 && log.events.filter { $0 == "end" }.count == 1)
        #expect(log.events.filter { $0 == "move" }.count >= 2)
    }
}

@MainActor
final class CallbackRecorder {
    var events: [String] = []
}

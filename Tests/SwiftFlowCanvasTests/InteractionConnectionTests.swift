import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

@MainActor
@Suite struct InteractionConnectionTests {
    @Test func dragFromSourceToTargetConnects() {
        let h = TestGraph.harness()
        h.down(200, 125)
        h.move(250, 140)
        #expect(h.log.contains("connectStart a a-s"))
        let free = h.output.connections.last ?? nil
        #expect(free?.toPoint == CGPoint(x: 250, y: 140))
        #expect(free?.isValid == nil)
        #expect(free?.fromPoint == CGPoint(x: 200, y: 125))
        #expect(free?.fromPosition == .right)
        // Within 20 of c's target handle at (300, 325): snaps there.
        h.move(310, 335)
        let snapped = h.output.connections.last ?? nil
        #expect(snapped?.toPoint == CGPoint(x: 300, y: 325))
        #expect(snapped?.toNodeId == "c")
        #expect(snapped?.toHandleId == "c-t")
        #expect(snapped?.toPosition == .left)
        #expect(snapped?.isValid == true)
        h.up(310, 335)
        #expect(h.connects == [Connection(source: "a", target: "c", sourceHandle: "a-s", targetHandle: "c-t")])
        #expect(h.actions.suffix(2) == ["connect", "connectEnd"])
        #expect(h.output.connections.last == .some(nil))
    }

    @Test func dragFromTargetHandleMakesReversedConnection() {
        let h = TestGraph.harness()
        h.down(300, 325)
        h.move(395, 330)
        h.up(395, 330)
        // From c's target to c's own source handle: source c-s → target c-t.
        #expect(h.connects == [Connection(source: "c", target: "c", sourceHandle: "c-s", targetHandle: "c-t")])
    }

    @Test func strictModeRejectsSourceToSource() {
        let h = TestGraph.harness()
        h.down(200, 125)
        h.move(400, 320)
        let line = h.output.connections.last ?? nil
        #expect(line?.toNodeId == "c")
        #expect(line?.toHandleId == "c-s")
        #expect(line?.isValid == false)
        // An invalid candidate does not pull the line to it.
        #expect(line?.toPoint == CGPoint(x: 400, y: 320))
        h.up(400, 320)
        #expect(h.connects.isEmpty)
        #expect(h.actions.last == "connectEnd")
    }

    @Test func looseModeAcceptsSourceToSource() {
        let h = TestGraph.harness { $0.connectionMode = .loose }
        h.down(200, 125)
        h.move(400, 320)
        h.up(400, 320)
        #expect(h.connects == [Connection(source: "a", target: "c", sourceHandle: "a-s", targetHandle: "c-s")])
    }

    @Test func isValidConnectionCanReject() {
        let h = TestGraph.harness()
        h.setCallbacks { $0.isValidConnection = { $0.target != "c" } }
        h.down(200, 125)
        h.move(302, 327)
        #expect((h.output.connections.last ?? nil)?.isValid == false)
        h.up(302, 327)
        #expect(h.connects.isEmpty)
    }

    @Test func droppingFarFromAnyHandleDoesNothing() {
        let h = TestGraph.harness()
        h.down(200, 125)
        // 21 from c-t's centre: outside the 20 radius.
        h.move(279, 325)
        #expect((h.output.connections.last ?? nil)?.toNodeId == nil)
        h.up(279, 325)
        #expect(h.connects.isEmpty)
        #expect(h.log.filter { $0.hasPrefix("connect") } == ["connectStart a a-s", "connectEnd"])
    }

    @Test func connectabilityIsRespected() {
        let off = TestGraph.harness { $0.nodesConnectable = false }
        off.down(200, 125)
        off.move(300, 325)
        off.up(300, 325)
        #expect(off.connects.isEmpty)
        #expect(!off.log.contains { $0.hasPrefix("connectStart") })

        let node = TestGraph.harness()
        node.scene.nodes[0].connectable = false
        node.down(200, 125)
        node.move(300, 325)
        node.up(300, 325)
        #expect(node.connects.isEmpty)

        let handle = TestGraph.harness()
        handle.scene.handles[0].isConnectable = false
        handle.down(200, 125)
        handle.move(300, 325)
        handle.up(300, 325)
        #expect(handle.connects.isEmpty)
        // A non-connectable target is shown as invalid.
        let target = TestGraph.harness()
        target.scene.handles[4].isConnectable = false
        target.down(200, 125)
        target.move(300, 325)
        #expect((target.output.connections.last ?? nil)?.isValid == false)
    }

    @Test func clickOnHandleWithoutMovingDoesNotStartAConnection() {
        let h = TestGraph.harness()
        h.click(200, 125)
        #expect(!h.log.contains { $0.hasPrefix("connect") })
    }

    // MARK: - Reconnection

    private func reconnectHarness(onReconnect: Bool = true) -> Harness {
        let h = TestGraph.harness(edgeSelected: true, reconnectable: true)
        h.scene.anchorRects = [("e1", .target, CGRect(x: 285, y: 120, width: 10, height: 10))]
        if onReconnect {
            h.setCallbacks { callbacks in
                callbacks.onReconnect = { [unowned h] edge, connection in
                    h.reconnects.append((edge.id, connection))
                }
            }
        }
        return h
    }

    @Test func reconnectingTheTargetEndToAnotherHandle() {
        let h = reconnectHarness()
        h.down(290, 125)
        h.move(305, 330)
        let line = h.output.connections.last ?? nil
        #expect(line?.fromNodeId == "a")
        #expect(line?.fromHandleId == "a-s")
        #expect(line?.toPoint == CGPoint(x: 300, y: 325))
        #expect(line?.isValid == true)
        // The edge stays while its end is dragged.
        #expect(h.edge("e1") != nil)
        #expect(h.edgeChanges.isEmpty)
        h.up(305, 330)
        #expect(h.reconnects.count == 1)
        #expect(h.reconnects.first?.edge == "e1")
        #expect(h.reconnects.first?.connection
            == Connection(source: "a", target: "c", sourceHandle: "a-s", targetHandle: "c-t"))
        #expect(h.connects.isEmpty)
        #expect(!h.log.contains { $0.hasPrefix("connect") })
    }

    @Test func defaultEdgeOptionsCanMakeEdgesReconnectable() {
        // The edge itself is not reconnectable; `defaultEdgeOptions.reconnectable` fills that default.
        let h = TestGraph.harness(edgeSelected: true) {
            $0.defaultEdgeOptions = DefaultEdgeOptions(reconnectable: true)
        }
        h.scene.anchorRects = [("e1", .target, CGRect(x: 285, y: 120, width: 10, height: 10))]
        h.setCallbacks { callbacks in
            callbacks.onReconnect = { [unowned h] edge, connection in h.reconnects.append((edge.id, connection)) }
        }
        h.down(290, 125)
        h.move(305, 330)
        h.up(305, 330)
        #expect(h.reconnects.first?.connection
            == Connection(source: "a", target: "c", sourceHandle: "a-s", targetHandle: "c-t"))
    }

    @Test func reconnectRadiusIsTen() {
        let h = reconnectHarness()
        h.down(290, 125)
        // 12 from c-t: within a new connection's 20 but outside reconnection's 10.
        h.move(312, 325)
        h.up(312, 325)
        #expect(h.reconnects.isEmpty)
        #expect(h.connects.isEmpty)
        #expect(h.edge("e1")?.target == "b")
    }

    @Test func droppingElsewhereLeavesTheEdgeUnchanged() {
        let h = reconnectHarness()
        h.down(290, 125)
        h.move(600, 500)
        h.up(600, 500)
        #expect(h.reconnects.isEmpty)
        #expect(h.connects.isEmpty)
        #expect(h.edgeChanges.isEmpty)
        #expect(h.output.connections.last == .some(nil))
    }

    @Test func noReconnectionWithoutOnReconnectOrWhenNotAllowed() {
        let without = reconnectHarness(onReconnect: false)
        without.down(290, 125)
        without.move(305, 330)
        without.up(305, 330)
        #expect(without.connects.isEmpty)
        #expect(without.output.connections.isEmpty)

        let unselected = reconnectHarness()
        unselected.scene.edges[0].selected = false
        unselected.down(290, 125)
        unselected.move(305, 330)
        unselected.up(305, 330)
        #expect(unselected.reconnects.isEmpty)

        let locked = reconnectHarness()
        locked.interaction.configuration.nodesConnectable = false
        locked.down(290, 125)
        locked.move(305, 330)
        locked.up(305, 330)
        #expect(locked.reconnects.isEmpty)

        let fixed = reconnectHarness()
        fixed.scene.edges[0].reconnectable = false
        fixed.down(290, 125)
        fixed.move(305, 330)
        fixed.up(305, 330)
        #expect(fixed.reconnects.isEmpty)
    }
}

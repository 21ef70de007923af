import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

@MainActor
@Suite struct InteractionHistoryTests {
    private func focused(selected: Set<String>) -> Harness {
        let h = TestGraph.harness(selected: selected)
        h.down(790, 590, button: .secondary)
        h.up(790, 590, button: .secondary)
        return h
    }

    @Test func undoKeepsFiftySteps() {
        let h = focused(selected: ["a"])
        for _ in 0..<60 { h.key(KeyCode.rightArrow) }
        #expect(h.node("a")?.position == XYPosition(x: 160, y: 100))
        for _ in 0..<60 { h.key(KeyCode.z.rawValue, [.control]) }
        // Only the last 50 nudges can be undone.
        #expect(h.node("a")?.position == XYPosition(x: 110, y: 100))
        #expect(h.interaction.history.redoCount == 50)
    }

    @Test func undoRemovesAnEdgeAddedByOnConnect() {
        let h = TestGraph.harness()
        h.setCallbacks { callbacks in
            callbacks.onConnect = { [unowned h] connection in
                h.scene.edges = addEdge(connection, edges: h.scene.edges)
            }
        }
        h.down(200, 125)
        h.move(300, 325)
        h.up(300, 325)
        #expect(h.scene.edges.count == 2)
        h.key(KeyCode.z.rawValue, [.control])
        #expect(h.scene.edges.map(\.id) == ["e1"])
        #expect(h.edgeChanges.last?.count == 1)
    }

    @Test func aNewMutationClearsRedo() {
        let h = focused(selected: ["a"])
        h.key(KeyCode.rightArrow)
        h.key(KeyCode.z.rawValue, [.control])
        #expect(h.interaction.history.canRedo)
        h.key(KeyCode.downArrow)
        #expect(!h.interaction.history.canRedo)
        h.key(KeyCode.y.rawValue, [.control])
        #expect(h.node("a")?.position == XYPosition(x: 100, y: 101))
    }
}

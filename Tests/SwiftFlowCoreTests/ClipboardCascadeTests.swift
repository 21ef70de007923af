import Foundation
import Testing
@testable import SwiftFlowCore

private func node(_ id: String, x: CGFloat, y: CGFloat, parent: String? = nil) -> Node<String> {
    Node(id: id, position: XYPosition(x: x, y: y), data: id, parentId: parent)
}

/// Pasting the same copy again: each paste went to the copied nodes' place plus 50, so the second Ctrl+V covered the
/// first copy exactly and seemed to do nothing. The offset now steps on while the pasted nodes would all land on
/// nodes already there.
@Suite struct ClipboardCascadeTests {
    /// a (10, 20) and b (200, 20) copied.
    private let payload = ClipboardPayload(nodes: [node("a", x: 10, y: 20), node("b", x: 200, y: 20)],
                                           edges: [Edge<String>]())

    @Test func theFirstPasteMovesByFiftyAndEachRepeatFiftyMore() {
        var graph = [node("a", x: 10, y: 20), node("b", x: 200, y: 20)]
        #expect(payload.cascadedOffset(avoiding: graph) == XYPosition(x: 50, y: 50))
        graph += [node("a2", x: 60, y: 70), node("b2", x: 250, y: 70)]
        #expect(payload.cascadedOffset(avoiding: graph) == XYPosition(x: 100, y: 100))
        graph += [node("a3", x: 110, y: 120), node("b3", x: 300, y: 120)]
        #expect(payload.cascadedOffset(avoiding: graph) == XYPosition(x: 150, y: 150))
    }

    /// A copy moved away (or only some of the copies still in place) frees the first step again.
    @Test func aStepIsTakenOnlyWhenEveryPastedNodeWouldCoverOne() {
        let graph = [node("a", x: 10, y: 20), node("b", x: 200, y: 20), node("a2", x: 60, y: 70),
                     node("b2", x: 400, y: 400)]
        #expect(payload.cascadedOffset(avoiding: graph) == XYPosition(x: 50, y: 50))
        #expect(payload.cascadedOffset(avoiding: []) == XYPosition(x: 50, y: 50))
    }

    /// Positions count in the coordinates of the parent a node is pasted under: a node at the same numbers under
    /// another parent covers nothing; a child whose parent is gone is pasted at top level where it was.
    @Test func positionsAreComparedUnderTheSameParent() {
        let child = ClipboardPayload(nodes: [node("c", x: 5, y: 5, parent: "g")], edges: [Edge<String>](),
                                     detachedParentOrigins: ["c": XYPosition(x: 100, y: 100)])
        let underG = [node("g", x: 0, y: 0), node("c", x: 5, y: 5, parent: "g"), node("c2", x: 55, y: 55, parent: "g")]
        #expect(child.cascadedOffset(avoiding: underG) == XYPosition(x: 100, y: 100))
        let elsewhere = [node("g", x: 0, y: 0), node("x", x: 55, y: 55)]
        #expect(child.cascadedOffset(avoiding: elsewhere) == XYPosition(x: 50, y: 50))
        // g is gone: c goes to (100 + 5, 100 + 5) + offset at top level.
        let gone = [node("x", x: 155, y: 155)]
        #expect(child.cascadedOffset(avoiding: gone) == XYPosition(x: 100, y: 100))
    }

    /// Children pasted with their copied parent keep their place in it: only the parent decides.
    @Test func copiedChildrenDoNotCount() {
        let group = ClipboardPayload(nodes: [node("g", x: 0, y: 0), node("c", x: 5, y: 5, parent: "g")],
                                     edges: [Edge<String>]())
        #expect(group.cascadedOffset(avoiding: [node("g2", x: 50, y: 50)]) == XYPosition(x: 100, y: 100))
    }

    @Test func theStepsStopAtTheLimit() {
        let graph = (1...5).map { node("a\($0)", x: 10 + 50 * CGFloat($0), y: 20 + 50 * CGFloat($0)) }
        let single = ClipboardPayload(nodes: [node("a", x: 10, y: 20)], edges: [Edge<String>]())
        #expect(single.cascadedOffset(avoiding: graph) == XYPosition(x: 300, y: 300))
        #expect(single.cascadedOffset(avoiding: graph, limit: 3) == XYPosition(x: 150, y: 150))
    }
}

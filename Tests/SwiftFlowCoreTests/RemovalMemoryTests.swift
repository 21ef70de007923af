import Foundation
import Testing
@testable import SwiftFlowCore

/// Node data of these tests alone: `RemovalMemory` keeps one removal per element type, so other suites running
/// in parallel cannot replace the one these tests remember.
private struct MemoryTestData: Equatable, Sendable {
    var label: String
}

private typealias MemoryNode = Node<MemoryTestData>

private struct MemoryEdgeData: Hashable, Sendable {
    var weight: Int
}

private typealias MemoryEdge = Edge<MemoryEdgeData>

private func node(_ id: String, x: CGFloat = 0) -> MemoryNode {
    Node(id: id, position: XYPosition(x: x, y: 0), data: MemoryTestData(label: id))
}

/// Whether two arrays share one buffer.
private func sameBuffer<Element>(_ a: [Element], _ b: [Element]) -> Bool {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
}

@Suite(.serialized) struct RemovalMemoryTests {
    /// a b c d e f; removing b and e (indices 1 and 4) gives a c d f. Adding b at 1 and e at 4 (undo) gives
    /// a b c d e f again: the very list from before, not a copy.
    @Test func undoOfARemovalReturnsTheListFromBefore() {
        let before = ["a", "b", "c", "d", "e", "f"].enumerated().map { node($1, x: CGFloat($0 * 10)) }
        let after = applyNodeChanges([.remove("b"), .remove("e")], nodes: before)
        #expect(after.map(\.id) == ["a", "c", "d", "f"])
        #expect(RemovalMemory.shared.remembers(MemoryNode.self))
        let restored = applyNodeChanges([.add(item: before[1], index: 1), .add(item: before[4], index: 4)],
                                        nodes: after)
        #expect(restored.map(\.id) == ["a", "b", "c", "d", "e", "f"])
        #expect(restored.map(\.position.x) == [0, 10, 20, 30, 40, 50])
        #expect(sameBuffer(restored, before))
        // Still values: changing the restored list leaves the list from before as it was.
        var changed = restored
        changed[0].position.x = 99
        #expect(before[0].position.x == 0 && changed[0].position.x == 99)
    }

    /// The canvas vouches for its undo's change list (`vouch(for:restoring:at:)`): that list, applied to the
    /// remembered result, gives the list from before, and the voucher is used up.
    @Test func aVouchedUndoListGivesTheListFromBeforeOnce() {
        let before = ["a", "b", "c", "d", "e", "f"].enumerated().map { node($1, x: CGFloat($0 * 10)) }
        let after = applyNodeChanges([.remove("b"), .remove("e")], nodes: before)
        let changes: [NodeChange<MemoryTestData>] = [.add(item: before[1], index: 1), .add(item: before[4], index: 4)]
        RemovalMemory.shared.vouch(for: changes, restoring: before, at: [1, 4])
        #expect(RemovalMemory.shared.vouches(for: MemoryNode.self))
        let restored = applyNodeChanges(changes, nodes: after)
        #expect(!RemovalMemory.shared.vouches(for: MemoryNode.self))
        #expect(restored.map(\.id) == ["a", "b", "c", "d", "e", "f"])
        #expect(restored.map(\.position.x) == [0, 10, 20, 30, 40, 50])
        #expect(sameBuffer(restored, before))
    }

    /// A voucher names one change list, one list from before and its indices: another change list (here with e
    /// moved to x = 77), or the same list vouched for at other indices, is read as always, so the moved e is
    /// inserted rather than the list from before returned.
    @Test func aVoucherForAnotherListOrOtherIndicesIsNotTaken() {
        let before = ["a", "b", "c", "d", "e", "f"].enumerated().map { node($1, x: CGFloat($0 * 10)) }
        let after = applyNodeChanges([.remove("b"), .remove("e")], nodes: before)
        let vouched: [NodeChange<MemoryTestData>] = [.add(item: before[1], index: 1), .add(item: before[4], index: 4)]
        let moved: [NodeChange<MemoryTestData>] = [.add(item: before[1], index: 1),
                                                   .add(item: node("e", x: 77), index: 4)]
        RemovalMemory.shared.vouch(for: vouched, restoring: before, at: [1, 4])
        let other = applyNodeChanges(moved, nodes: after)
        #expect(other.map(\.position.x) == [0, 10, 20, 30, 77, 50] && !sameBuffer(other, before))
        RemovalMemory.shared.vouch(for: moved, restoring: before, at: [1, 3])
        let elsewhere = applyNodeChanges(moved, nodes: after)
        #expect(elsewhere.map(\.position.x) == [0, 10, 20, 30, 77, 50] && !sameBuffer(elsewhere, before))
        #expect(before[4].position.x == 40)
    }

    /// The restored element is the removed one byte for byte: a node at x = NaN (never `==` to itself) still
    /// gives back the list from before, whose node is the same bytes an insertion would have copied.
    @Test func theSameBytesRestoreWithoutEquality() {
        let before = [node("a"), node("b", x: .nan), node("c", x: 20)]
        #expect(before[1] != before[1])
        let after = applyNodeChanges([.remove("b")], nodes: before)
        let restored = applyNodeChanges([.add(item: before[1], index: 1)], nodes: after)
        #expect(restored.map(\.id) == ["a", "b", "c"])
        #expect(restored[1].position.x.isNaN)
        #expect(sameBuffer(restored, before))
    }

    /// An element put back with the same id but another position is not the removed one: the list is built
    /// by insertion (b at 1 with x 77), not taken from before.
    @Test func anAdditionThatDiffersFromTheRemovedElementIsInserted() {
        let before = [node("a"), node("b", x: 10), node("c", x: 20)]
        let after = applyNodeChanges([.remove("b")], nodes: before)
        let restored = applyNodeChanges([.add(item: node("b", x: 77), index: 1)], nodes: after)
        #expect(restored.map(\.id) == ["a", "b", "c"])
        #expect(restored.map(\.position.x) == [0, 77, 20])
        #expect(!sameBuffer(restored, before))
        #expect(before[1].position.x == 10)
    }

    /// The removed element added at another index (b at 0, not 1) gives b a c, by insertion; added without an
    /// index it is appended: a c b.
    @Test func anAdditionAtAnotherIndexIsInserted() {
        let before = [node("a"), node("b", x: 10), node("c", x: 20)]
        let after = applyNodeChanges([.remove("b")], nodes: before)
        let atZero = applyNodeChanges([.add(item: before[1], index: 0)], nodes: after)
        #expect(atZero.map(\.id) == ["b", "a", "c"])
        #expect(!sameBuffer(atZero, before))
        let appended = applyNodeChanges([.add(item: before[1])], nodes: after)
        #expect(appended.map(\.id) == ["a", "c", "b"])
        #expect(!sameBuffer(appended, before))
    }

    /// Removing the last element and adding it back without an index appends it where it was (index 2 of a b
    /// c): that is the list from before.
    @Test func anAppendThatLandsWhereTheElementWasRestores() {
        let before = [node("a"), node("b", x: 10), node("c", x: 20)]
        let after = applyNodeChanges([.remove("c")], nodes: before)
        let restored = applyNodeChanges([.add(item: before[2])], nodes: after)
        #expect(restored.map(\.id) == ["a", "b", "c"])
        #expect(sameBuffer(restored, before))
    }

    /// The additions applied to another list than the removal's result (a copy changed since, with a moved
    /// node), or only some of the removed elements: insertion, with the moved node kept.
    @Test func anotherListOrTooFewAdditionsAreInserted() {
        let before = [node("a"), node("b", x: 10), node("c", x: 20), node("d", x: 30)]
        let after = applyNodeChanges([.remove("b"), .remove("d")], nodes: before)
        var moved = after
        moved[0].position.x = 5
        let restored = applyNodeChanges([.add(item: before[1], index: 1), .add(item: before[3], index: 3)],
                                        nodes: moved)
        #expect(restored.map(\.id) == ["a", "b", "c", "d"])
        #expect(restored.map(\.position.x) == [5, 10, 20, 30])
        #expect(!sameBuffer(restored, before))
        let partly = applyNodeChanges([.add(item: before[1], index: 1)], nodes: after)
        #expect(partly.map(\.id) == ["a", "b", "c"])
        #expect(!sameBuffer(partly, before))
    }

    /// Edges likewise: e1…e4 without e2 and e3, then both added back at 1 and 2, is the list from before; a
    /// later removal replaces the one remembered, so the older undo is built by insertion.
    @Test func edgesAndALaterRemoval() {
        let before = (1...4).map { MemoryEdge(id: "e\($0)", source: "a", target: "b", data: MemoryEdgeData(weight: $0)) }
        let after = applyEdgeChanges([.remove("e2"), .remove("e3")], edges: before)
        #expect(after.map(\.id) == ["e1", "e4"])
        let restored = applyEdgeChanges([.add(item: before[1], index: 1), .add(item: before[2], index: 2)],
                                        edges: after)
        #expect(restored.map(\.id) == ["e1", "e2", "e3", "e4"])
        #expect(sameBuffer(restored, before))

        let other = applyEdgeChanges([.remove("e1")], edges: before)
        #expect(other.map(\.id) == ["e2", "e3", "e4"])
        let olderUndo = applyEdgeChanges([.add(item: before[1], index: 1), .add(item: before[2], index: 2)],
                                         edges: after)
        #expect(olderUndo.map(\.id) == ["e1", "e2", "e3", "e4"])
        #expect(olderUndo.map { $0.data?.weight } == [1, 2, 3, 4])
        #expect(!sameBuffer(olderUndo, before))
    }
}

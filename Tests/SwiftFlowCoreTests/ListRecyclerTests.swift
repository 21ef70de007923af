import Foundation
import Testing
@testable import SwiftFlowCore

/// Node data of these tests only: the recycler keeps one chain per node type, so other suites' applications
/// (of `Node<String>` lists) never touch the chain these tests look at.
private struct RecycledData: Equatable, Sendable {
    var value: Int
}

private typealias RecycledNode = Node<RecycledData>

/// A list long enough to be recycled (the threshold is 4,096): node `n<i>` at (i, 0).
private func longList(count: Int = 5_000) -> [RecycledNode] {
    (0..<count).map { RecycledNode(id: "n\($0)", position: XYPosition(x: CGFloat($0), y: 0), data: RecycledData(value: $0)) }
}

/// Moves one node, and takes the application from `AppliedChangeLog` as a canvas taking the new list does (the
/// log keeps the last few results nobody took alive, and a list it holds is not free for reuse).
private func move(_ id: String, to x: CGFloat, _ y: CGFloat, in nodes: [RecycledNode]) -> [RecycledNode] {
    taken(applyNodeChanges([.position(id, XYPosition(x: x, y: y))], nodes: nodes), from: nodes)
}

private func taken(_ result: [RecycledNode], from nodes: [RecycledNode]) -> [RecycledNode] {
    let _: [NodeChange<RecycledData>]? = AppliedChangeLog.shared.latestApplication(from: nodes, to: result, since: 0)
    return result
}

private func address(of nodes: [RecycledNode]) -> UnsafeRawPointer? {
    nodes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

/// `ListRecycler`: drag frames written into the buffer of a list nobody else holds any more, without ever
/// writing an array someone still has.
@Suite(.serialized) struct ListRecyclerTests {
    init() { ListRecycler.shared.forget(RecycledNode.self) }

    @Test func aDragFrameIsWrittenIntoAnOldListOnlyTheRecyclerHolds() {
        var base = longList()
        let held = base
        var first = move("n3", to: 100, 1, in: base)
        base = []
        let second = move("n3", to: 110, 1, in: first)
        // The chain is [original, first, second]; the test still holds the original (`held`), not `first`.
        first = []
        let third = move("n3", to: 120, 1, in: second)

        #expect(third.count == 5_000)
        #expect(third[3].position == XYPosition(x: 120, y: 1))
        #expect(third[0] == held[0] && third[4] == held[4] && third[4_999] == held[4_999])
        // The arrays still held keep what they had: the original and the second frame.
        #expect(held[3].position == XYPosition(x: 3, y: 0))
        #expect(second[3].position == XYPosition(x: 110, y: 1))
        #expect(address(of: held) != address(of: third) && address(of: second) != address(of: third))
    }

    /// Once the app lets go of a list, the next drag frame is written into it, in debug builds too (the
    /// uniqueness test used to answer "shared" for every list there).
    @Test func aListNobodyHoldsIsReused() {
        let reuses = ListRecycler.shared.reuseCount(of: RecycledNode.self)
        var base = longList()
        let baseAddress = address(of: base)
        let first = move("n3", to: 100, 1, in: base)
        base = []
        // The chain is [original, first]; only the recycler holds the original now.
        let second = move("n3", to: 110, 1, in: first)
        #expect(ListRecycler.shared.reuseCount(of: RecycledNode.self) == reuses + 1)
        #expect(address(of: second) == baseAddress)
        #expect(second[3].position == XYPosition(x: 110, y: 1) && second[4].position == XYPosition(x: 4, y: 0))
        #expect(first[3].position == XYPosition(x: 100, y: 1))
    }

    @Test func theReusedListGetsEveryChangeMadeSinceIt() {
        var base = longList()
        var first = move("n3", to: 100, 1, in: base)
        base = []
        let second = move("n10", to: 200, 2, in: first)
        first = []
        // Whichever older list is written, it must end with n3 from the first frame, n10 from the second and
        // n20 from this one.
        let third = move("n20", to: 300, 3, in: second)
        var expected = longList()
        expected[3].position = XYPosition(x: 100, y: 1)
        expected[10].position = XYPosition(x: 200, y: 2)
        expected[20].position = XYPosition(x: 300, y: 3)
        #expect(third == expected)
        #expect(second[20].position == XYPosition(x: 20, y: 0))

        // Changes out of list order (found through the id table) are recycled the same way.
        let fourth = taken(applyNodeChanges([
            .position("n4000", XYPosition(x: -1, y: -2)), .selection("n5", true), .dragging("n4000", true),
        ], nodes: third), from: third)
        expected[4_000].position = XYPosition(x: -1, y: -2)
        expected[4_000].dragging = true
        expected[5].selected = true
        #expect(fourth == expected)
        #expect(ListRecycler.shared.rememberedCount(of: RecycledNode.self) == 3)
    }

    @Test func resultsTheAppKeepsAreNeverWritten() {
        var lists = [longList()]
        for frame in 1...8 {
            lists.append(move("n3", to: CGFloat(100 + 10 * frame), 0, in: lists[frame - 1]))
        }
        for frame in 1...8 {
            #expect(lists[frame][3].position.x == CGFloat(100 + 10 * frame))
            #expect(lists[frame][2].position.x == 2 && lists[frame][4].position.x == 4)
        }
        #expect(lists[0][3].position.x == 3)
        #expect(Set(lists.map(address(of:))).count == 9)
    }

    @Test func aRemovalForgetsTheChainAndTheNextDragStartsAnother() {
        let base = longList()
        let first = move("n3", to: 100, 1, in: base)
        #expect(ListRecycler.shared.rememberedCount(of: RecycledNode.self) == 2)
        #expect(ListRecycler.shared.holds(base) && ListRecycler.shared.holds(first))
        #expect(!ListRecycler.shared.holds(longList()))

        let removed = applyNodeChanges([.remove("n7")], nodes: first)
        #expect(ListRecycler.shared.rememberedCount(of: RecycledNode.self) == 0)
        #expect(removed.count == 4_999 && removed[7].id == "n8")
        let moved = move("n8", to: 5, 5, in: removed)
        #expect(ListRecycler.shared.rememberedCount(of: RecycledNode.self) == 2)
        #expect(moved[7].position == XYPosition(x: 5, y: 5) && moved[6].id == "n6")
    }

    @Test func shortListsAreCopiedAsBefore() {
        let nodes = longList(count: 10)
        let moved = move("n3", to: 100, 1, in: nodes)
        #expect(moved[3].position == XYPosition(x: 100, y: 1))
        #expect(ListRecycler.shared.rememberedCount(of: RecycledNode.self) == 0)
    }
}

/// Edge data of these tests only (the recycler keeps one chain per element type).
private struct RecycledEdgeData: Equatable, Sendable, Hashable {
    var weight: Int
}

private typealias RecycledEdge = Edge<RecycledEdgeData>

/// Node data of `ListRecyclerSelectionTests` only.
private struct SelectionNodeData: Equatable, Sendable {
    var value: Int
}

/// `ListRecycler` with selection runs (select all, Escape): each run's list is written into an older list that
/// only the recycler holds, as a flag column; arrays anyone still has are never written.
@Suite(.serialized) struct ListRecyclerSelectionTests {
    init() {
        ListRecycler.shared.forget(RecycledEdge.self)
        ListRecycler.shared.forget(Node<SelectionNodeData>.self)
    }

    /// Edge `e<i>` from n<i> to n<i+1>.
    private static func edges(count: Int = 5_000) -> [RecycledEdge] {
        (0..<count).map { RecycledEdge(id: "e\($0)", source: "n\($0)", target: "n\($0 + 1)",
                                       data: RecycledEdgeData(weight: $0)) }
    }

    /// Selects (or deselects) every edge whose flag differs, as select all / Escape emit, and takes the result
    /// from `AppliedChangeLog` as a canvas does.
    private static func selectAll(_ selected: Bool, _ edges: [RecycledEdge]) -> [RecycledEdge] {
        let changes = edges.filter { $0.selected != selected }.map { EdgeChange<RecycledEdgeData>.selection($0.id, selected) }
        let result = applyEdgeChanges(changes, edges: edges)
        let _: [EdgeChange<RecycledEdgeData>]? = AppliedChangeLog.shared.latestApplication(from: edges, to: result,
                                                                                             since: 0)
        return result
    }

    private static func address(of edges: [RecycledEdge]) -> UnsafeRawPointer? {
        edges.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func selectAllAndEscapeCyclesReuseListsNobodyHolds() {
        var current = Self.edges()
        var addresses: [UnsafeRawPointer?] = []
        for cycle in 0..<4 {
            current = Self.selectAll(true, current)
            #expect(current.allSatisfy { $0.selected }, "cycle \(cycle)")
            addresses.append(Self.address(of: current))
            current = Self.selectAll(false, current)
            #expect(current.allSatisfy { !$0.selected }, "cycle \(cycle)")
            addresses.append(Self.address(of: current))
        }
        // (Whether buffers were reused is not asserted here: the test keeps no list, but the log and other suites
        // may; `ListRecyclerTests.aListNobodyHoldsIsReused` checks reuse, the release benchmark counts it.)
        #expect(addresses.count == 8)
        // Nothing but the flags changed: ids, ends and data are the originals.
        #expect(current == Self.edges())
    }

    @Test func listsTheAppKeepsAreNeverWritten() {
        var lists = [Self.edges()]
        for step in 1...8 { lists.append(Self.selectAll(step % 2 == 1, lists[step - 1])) }
        // Every list still says what its step made: odd steps everything selected, even steps nothing.
        for step in 0...8 {
            let selected = step % 2 == 1
            #expect(lists[step].allSatisfy { $0.selected == selected }, "step \(step)")
        }
        #expect(Set(lists.map(Self.address(of:))).count == 9)
    }

    @Test func aPartialRunAfterReuseGetsEveryEarlierFlag() {
        var current = Self.selectAll(true, Self.edges())
        current = Self.selectAll(false, current)
        current = Self.selectAll(true, current)
        // Deselect e3 and e4,000 only: the list written must still have every other edge selected, though the
        // list it is written into (two steps old) had them deselected.
        let changes: [EdgeChange<RecycledEdgeData>] = [.selection("e3", false), .selection("e4000", false)]
        let before = current
        current = applyEdgeChanges(changes, edges: current)
        let _: [EdgeChange<RecycledEdgeData>]? = AppliedChangeLog.shared.latestApplication(from: before, to: current,
                                                                                             since: 0)
        var expected = Self.edges()
        for index in expected.indices { expected[index].selected = index != 3 && index != 4_000 }
        #expect(current == expected)
        #expect(before.allSatisfy { $0.selected })
        // Then Escape deselects the 4,998 others.
        current = Self.selectAll(false, current)
        #expect(current == Self.edges())
    }

    @Test func dragFramesAndSelectionRunsShareTheNodeChain() {
        typealias SharedNode = Node<SelectionNodeData>
        // Its own node type: `ListRecyclerTests` runs beside this suite on `RecycledNode` lists.
        let original = (0..<5_000).map {
            SharedNode(id: "n\($0)", position: XYPosition(x: CGFloat($0), y: 0), data: SelectionNodeData(value: $0))
        }
        var nodes = original
        for frame in 0..<6 {
            let input = nodes
            let changes: [NodeChange<SelectionNodeData>] = frame % 2 == 0
                ? input.filter { !$0.selected }.map { .selection($0.id, true) }
                : [.position("n\(frame)", XYPosition(x: CGFloat(1_000 + frame), y: 7))]
            nodes = applyNodeChanges(changes, nodes: input)
            let _: [NodeChange<SelectionNodeData>]? = AppliedChangeLog.shared.latestApplication(from: input, to: nodes,
                                                                                                 since: 0)
        }
        var expected = original
        for index in expected.indices { expected[index].selected = true }
        for frame in [1, 3, 5] { expected[frame].position = XYPosition(x: CGFloat(1_000 + frame), y: 7) }
        #expect(nodes == expected)
    }

    @Test func anEdgeRemovalEndsTheEdgeChain() {
        let selected = Self.selectAll(true, Self.edges())
        #expect(ListRecycler.shared.rememberedCount(of: RecycledEdge.self) == 2)
        let removed = applyEdgeChanges([.remove("e10")], edges: selected)
        #expect(ListRecycler.shared.rememberedCount(of: RecycledEdge.self) == 0)
        #expect(removed.count == 4_999 && removed[10].id == "e11" && removed.allSatisfy { $0.selected })
    }
}

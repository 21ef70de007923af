import Foundation
import Testing
@testable import SwiftFlowCore

/// Data of another size and layout than `String`, so the change enum's layout differs from the other tests'.
private struct Payload: Equatable, Sendable, Hashable {
    var name: String
    var weight: Double
    var tags: [String]
}

/// `SelectAllChanges` against lists worked out by hand: which elements select all changes (visible,
/// selectable, not outside; only flags that change), in list order, and changes equal to ones built the
/// ordinary way (the byte-copying writer runs from 16 changes on).
@Suite struct SelectAllChangesTests {
    /// 40 nodes n0…n39: n3 hidden, n5 not selectable, n7 already selected, n9 selected but hidden (deselected),
    /// n11 selected but not selectable (deselected).
    private static func nodes<Data>(_ data: (Int) -> Data) -> [Node<Data>] {
        (0..<40).map { index in
            var node = Node(id: "n\(index)", position: XYPosition(x: Double(index), y: 0), data: data(index))
            node.hidden = [3, 9].contains(index)
            node.selectable = ![5, 11].contains(index)
            node.selected = [7, 9, 11].contains(index)
            return node
        }
    }

    /// Expected: every index but 3, 5, 7 (no change: hidden/unselectable and unselected, or already selected)
    /// selected; 9 and 11 deselected; ids longer than 15 bytes too ("n…-with-a-long-suffix" below).
    private static func expected<Change>(_ ids: (Int) -> String,
                                         _ make: (String, Bool) -> Change) -> [Change] {
        (0..<40).compactMap { index -> Change? in
            switch index {
            case 3, 5, 7: nil
            case 9, 11: make(ids(index), false)
            default: make(ids(index), true)
            }
        }
    }

    @Test func nodesWithStringData() {
        let changes = SelectAllChanges.nodes(Self.nodes { "d\($0)" }, outside: [])
        #expect(changes == Self.expected({ "n\($0)" }) { NodeChange<String>.selection($0, $1) })
        #expect(changes.count == 37)
    }

    @Test func nodesWithLargerDataAndLongIds() {
        var nodes = Self.nodes { Payload(name: "p\($0)", weight: Double($0), tags: ["t"]) }
        for index in nodes.indices { nodes[index].id = "n\(index)-with-a-long-suffix" }
        let changes = SelectAllChanges.nodes(nodes, outside: [])
        #expect(changes == Self.expected({ "n\($0)-with-a-long-suffix" }) { NodeChange<Payload>.selection($0, $1) })
        // The changes are ordinary values: matching, copying and applying them works.
        guard case .selection(let id, let flag) = changes[6] else {
            Issue.record("not a selection change")
            return
        }
        #expect(id == "n9-with-a-long-suffix" && flag == false)
        let applied = applyNodeChanges(changes, nodes: nodes)
        #expect(applied.filter(\.selected).count == 36)  // 40 − n3, n5, n9, n11 (hidden or not selectable)
    }

    @Test func nodesOutsideTheRangeAreDeselected() {
        let changes = SelectAllChanges.nodes(Self.nodes { "d\($0)" }, outside: ["n7", "n20"])
        // n7 (selected) goes to false; n20 gets no change (unselected, stays so).
        var want = Self.expected({ "n\($0)" }) { NodeChange<String>.selection($0, $1) }
        want.removeAll { $0 == .selection("n20", true) }
        want.insert(.selection("n7", false), at: 5)  // after n0, n1, n2, n4, n6
        #expect(changes == want)
    }

    @Test func edgesWithAnEndOutsideAreDeselected() {
        let edges: [Edge<Payload>] = (0..<30).map { index in
            Edge(id: "e\(index)", source: "n\(index)", target: "n\(index + 1)", hidden: index == 2,
                 selected: index == 4 || index == 6, selectable: index != 8)
        }
        // outside n6: e5 (→ n6) and e6 (n6 →) are deselected; e6 was selected, e5 gets no change.
        let changes = SelectAllChanges.edges(edges, outside: ["n6"])
        let want: [EdgeChange<Payload>] = (0..<30).compactMap { index in
            switch index {
            case 2, 4, 5, 8: nil
            case 6: .selection("e6", false)
            default: .selection("e\(index)", true)
            }
        }
        #expect(changes == want)
        #expect(SelectAllChanges.edges(edges, outside: []).count == 26)  // all but e2, e4, e6, e8
    }

    @Test func fewChangesTakeTheOrdinaryPath() {
        let nodes = [Node(id: "a", position: .zero, data: "A"), Node(id: "b", position: .zero, data: "B")]
        #expect(SelectAllChanges.nodes(nodes, outside: ["b"]) == [.selection("a", true)])
    }

    /// The writer copies a change's bytes, so it is used only for a layout it was verified on: the node and edge
    /// changes of this build pass; a change that keeps its flag before its id (another layout) is refused, and
    /// its caller builds each change the ordinary way.
    @Test func theWriterIsRefusedForALayoutItDoesNotKnow() throws {
        let nodeWriter = try #require(SelectionChangeWriter.verified { NodeChange<JSONValue>.selection($0, $1) })
        nodeWriter.deallocate()
        let edgeWriter = try #require(SelectionChangeWriter.verified { EdgeChange<Payload>.selection($0, $1) })
        edgeWriter.deallocate()
        #expect(SelectionChangeWriter.verified { FlagFirst.selection($1, $0) } == nil)
        #expect(SelectionChangeWriter.verified { SmallChange.selection(String($0.prefix(1)), $1) } == nil,
                "a make that does not keep the id it is given")
    }
}

/// A change whose payload starts with the flag: the writer's layout (id in bytes 0–15, flag in byte 16) is wrong.
private enum FlagFirst: Equatable {
    case selection(Bool, String)
    case other(Int)
}

/// The writer's layout, but a `make` that cuts the id: a probe's written change differs from the made one.
private enum SmallChange: Equatable {
    case selection(String, Bool)
    case other(Int)
}

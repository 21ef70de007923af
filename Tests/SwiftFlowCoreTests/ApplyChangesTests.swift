import Foundation
import Testing
@testable import SwiftFlowCore

private func node(_ id: String, x: CGFloat = 0) -> Node<String> {
    Node(id: id, position: XYPosition(x: x, y: 0), data: id)
}

@Suite struct ApplyNodeChangesTests {
    @Test func positionChangeMovesOnlyThatNodeAndKeepsOrder() {
        let nodes = [node("a"), node("b"), node("c")]
        let result = applyNodeChanges([.position("b", XYPosition(x: 5, y: 7))], nodes: nodes)
        #expect(result.map(\.id) == ["a", "b", "c"])
        #expect(result[1].position == XYPosition(x: 5, y: 7))
        #expect(result[0] == nodes[0] && result[2] == nodes[2])
    }

    @Test func removeAddAndReplace() {
        let nodes = [node("a"), node("b"), node("c")]
        var replacement = node("c", x: 99)
        replacement.type = "output"
        let result = applyNodeChanges([
            .remove("a"),
            .add(item: node("d")),
            .add(item: node("e"), index: 0),
            .replace(id: "c", item: replacement),
        ], nodes: nodes)
        #expect(result.map(\.id) == ["e", "b", "c", "d"])
        #expect(result[2].position.x == 99 && result[2].type == "output")
    }

    @Test func selectionDraggingAndDimensions() {
        let nodes = [node("a")]
        let result = applyNodeChanges([
            .selection("a", true),
            .dragging("a", true),
            .dimensions(id: "a", size: CGSize(width: 150, height: 40)),
        ], nodes: nodes)
        #expect(result[0].selected && result[0].dragging)
        #expect(result[0].measured == CGSize(width: 150, height: 40))
        #expect(result[0].width == nil, "a measured size does not fix the width")

        let resized = applyNodeChanges([.dimensions(id: "a", size: CGSize(width: 80, height: 30), setAttributes: true)],
                                       nodes: result)
        #expect(resized[0].width == 80 && resized[0].height == 30)
        #expect(resized[0].size == CGSize(width: 80, height: 30))
    }

    @Test func changesToUnknownIdsAreIgnored() {
        let nodes = [node("a")]
        #expect(applyNodeChanges([.position("zzz", .zero), .remove("nope")], nodes: nodes) == nodes)
    }

    @Test func changesApplyInOrderForOneNode() {
        let result = applyNodeChanges([
            .position("a", XYPosition(x: 1, y: 1)),
            .position("a", XYPosition(x: 2, y: 2)),
        ], nodes: [node("a")])
        #expect(result[0].position == XYPosition(x: 2, y: 2))
    }

    @Test func specFilterPatternCompiles() {
        let locked: Set<String> = ["a"]
        let changes: [NodeChange<String>] = [.position("a", .zero), .selection("b", true), .remove("b")]
        let filtered = changes.filter { change in
            switch change {
            case .position(let id, _), .selection(let id, _):
                return !locked.contains(id)
            default:
                return true
            }
        }
        #expect(filtered.count == 2)
    }

    @Test func largeListSingleChange() {
        let nodes = (0..<100_000).map { node("n\($0)", x: CGFloat($0)) }
        let result = applyNodeChanges([.position("n50000", XYPosition(x: -1, y: -1))], nodes: nodes)
        #expect(result.count == 100_000)
        #expect(result[50_000].position.x == -1)
        #expect(result[49_999].position.x == 49_999)
    }
}

/// Changes applied the plain way: each element takes its changes in order (none after a removal), then the
/// additions are inserted one at a time.
private func referenceApply(_ changes: [NodeChange<String>], nodes: [Node<String>]) -> [Node<String>] {
    var kept: [Node<String>] = []
    for var node in nodes {
        var removed = false
        for change in changes where change.id == node.id && !removed {
            switch change {
            case .position(_, let position): node.position = position
            case .selection(_, let selected): node.selected = selected
            case .replace(_, let item): node = item
            case .remove: removed = true
            case .add, .dragging, .dimensions: break
            }
        }
        if !removed { kept.append(node) }
    }
    for case .add(let item, let index) in changes {
        if let index, index >= 0, index <= kept.count {
            kept.insert(item, at: index)
        } else {
            kept.append(item)
        }
    }
    return kept
}

@Suite struct ApplyChangesAgainstReferenceTests {
    /// A fixed-seed generator, so a failure repeats.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    @Test(arguments: [1, 3, 8, 9, 40, 400])
    func randomChangeListsMatchTheReference(changeCount: Int) {
        var generator = Generator(state: UInt64(changeCount))
        for round in 0..<30 {
            let nodes = (0..<60).map { node("n\($0)", x: CGFloat($0)) }
            var changes: [NodeChange<String>] = []
            for _ in 0..<changeCount {
                let id = "n\(Int.random(in: 0..<70, using: &generator))"
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: changes.append(.position(id, XYPosition(x: -1, y: CGFloat(changes.count))))
                case 1: changes.append(.selection(id, Bool.random(using: &generator)))
                case 2: changes.append(.remove(id))
                case 3: changes.append(.replace(id: id, item: node(id, x: 1000)))
                default:
                    let index = Bool.random(using: &generator) ? nil : Int.random(in: -2..<80, using: &generator)
                    changes.append(.add(item: node("new\(changes.count)"), index: index))
                }
            }
            #expect(applyNodeChanges(changes, nodes: nodes) == referenceApply(changes, nodes: nodes),
                    "round \(round)")
        }
    }

    /// How `orderedChangeListsMatchTheReference` arranges the changed ids.
    enum Order: CaseIterable {
        /// Ascending list positions, each id once (select all, box selection, delete).
        case inOrder
        /// Ascending, with runs of changes to the same id (a removal may come before later changes to it).
        case inOrderWithRepeats
        /// Ascending, with ids that are not in the list mixed in (the ordered walk gives up on them).
        case withUnknownIds
        /// Ascending, then two changes swapped, so one id comes after a later element's.
        case oneSwap
        /// Descending list positions.
        case reversed
    }

    /// Change lists shaped like the canvas emits them, so the ordered walk (and its fall back) is exercised.
    @Test(arguments: Order.allCases, [1, 2, 8, 9, 40, 60, 200])
    func orderedChangeListsMatchTheReference(order: Order, changeCount: Int) {
        var generator = Generator(state: UInt64(changeCount) &* 31 &+ UInt64(Order.allCases.firstIndex(of: order)!))
        for round in 0..<30 {
            let nodes = (0..<60).map { node("n\($0)", x: CGFloat($0)) }
            var positions = (0..<changeCount).map { _ in Int.random(in: 0..<60, using: &generator) }.sorted()
            if order != .inOrderWithRepeats { positions = Array(Set(positions)).sorted() }
            switch order {
            case .withUnknownIds:
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    positions.insert(Int.random(in: 60..<70, using: &generator),
                                     at: Int.random(in: 0...positions.count, using: &generator))
                }
            case .oneSwap where positions.count >= 2:
                let first = Int.random(in: 0..<(positions.count - 1), using: &generator)
                positions.swapAt(first, Int.random(in: (first + 1)..<positions.count, using: &generator))
            case .reversed:
                positions.reverse()
            default:
                break
            }
            var changes: [NodeChange<String>] = []
            for position in positions {
                let id = "n\(position)"
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<3: changes.append(.selection(id, Bool.random(using: &generator)))
                case 3..<5: changes.append(.position(id, XYPosition(x: -1, y: CGFloat(changes.count))))
                case 5..<7: changes.append(.remove(id))
                case 7: changes.append(.replace(id: id, item: node(id, x: 1000)))
                default:
                    let index = Bool.random(using: &generator) ? nil : Int.random(in: -2..<80, using: &generator)
                    changes.append(.add(item: node("new\(changes.count)"), index: index))
                    changes.append(.selection(id, true))
                }
            }
            #expect(applyNodeChanges(changes, nodes: nodes) == referenceApply(changes, nodes: nodes),
                    "round \(round)")
        }
    }

    @Test func selectAllAndRemovalsInListOrder() {
        let nodes = (0..<1000).map { node("n\($0)", x: CGFloat($0)) }
        let selected = applyNodeChanges(nodes.map { .selection($0.id, true) }, nodes: nodes)
        #expect(selected.allSatisfy { $0.selected } && selected.map(\.id) == nodes.map(\.id))
        let removals = nodes.indices.filter { $0 % 7 == 3 }.map { NodeChange<String>.remove(nodes[$0].id) }
        #expect(applyNodeChanges(removals, nodes: nodes) == referenceApply(removals, nodes: nodes))
        // An unknown id after the last element's change: the walk ends at the list's end and falls back.
        let ending = [NodeChange<String>.selection("n999", true), .remove("n5"), .selection("zzz", true)]
        #expect(applyNodeChanges(ending, nodes: nodes) == referenceApply(ending, nodes: nodes))
    }

    @Test func ascendingInsertionsLandAtTheirIndexes() {
        let all = (0..<20).map { node("n\($0)") }
        let restored = [2, 3, 7, 19].map { all[$0] }
        let remaining = all.filter { node in !restored.contains { $0.id == node.id } }
        let changes = [2, 3, 7, 19].map { NodeChange<String>.add(item: all[$0], index: $0) }
        #expect(applyNodeChanges(changes, nodes: remaining) == all)
    }

    @Test func manyChangesToOneIdApplyInOrderAndStopAtRemoval() {
        var changes = (0..<12).map { NodeChange<String>.position("a", XYPosition(x: CGFloat($0), y: 0)) }
        #expect(applyNodeChanges(changes, nodes: [node("a"), node("b")])[0].position.x == 11)
        changes.insert(.remove("a"), at: 5)
        #expect(applyNodeChanges(changes, nodes: [node("a"), node("b")]).map(\.id) == ["b"])
    }
}

@Suite struct ApplyEdgeChangesTests {
    @Test func inOrderSelectionAndRemovalOfManyEdges() {
        let edges = (0..<300).map { Edge<EmptyEdgeData>(id: "e\($0)", source: "a", target: "b") }
        var changes = edges.map { EdgeChange<EmptyEdgeData>.selection($0.id, true) }
        changes[100] = .remove("e100")
        changes.insert(.remove("e200"), at: 201)
        changes.append(.add(item: Edge(id: "new", source: "b", target: "a"), index: 0))
        let result = applyEdgeChanges(changes, edges: edges)
        // e200 is selected, then removed.
        #expect(result.count == 299 && result[0].id == "new")
        #expect(!result.contains { $0.id == "e100" || $0.id == "e200" })
        #expect(result.dropFirst().allSatisfy { $0.selected })
    }

    @Test func selectRemoveAddReplace() {
        let edges: [Edge<EmptyEdgeData>] = [
            Edge(id: "e1", source: "a", target: "b"),
            Edge(id: "e2", source: "b", target: "c"),
        ]
        let result = applyEdgeChanges([
            .selection("e1", true),
            .remove("e2"),
            .add(item: Edge(id: "e3", source: "a", target: "c")),
            .replace(id: "e1", item: Edge(id: "e1", source: "a", target: "b", type: .step, selected: true)),
        ], edges: edges)
        #expect(result.map(\.id) == ["e1", "e3"])
        #expect(result[0].selected && result[0].type == .step)
    }
}

@Suite struct AddEdgeTests {
    typealias E = Edge<EmptyEdgeData>

    @Test func defaultIdFollowsReactFlow() {
        let edges = addEdge(Connection(source: "1", target: "2", sourceHandle: "a", targetHandle: nil), edges: [E]())
        #expect(edges.map(\.id) == ["xy-edge__1a-2"])
        #expect(edges[0].sourceHandle == "a" && edges[0].targetHandle == nil)
    }

    @Test func duplicatesAreIgnoredAndNilEqualsEmptyHandle() {
        var edges = addEdge(Connection(source: "1", target: "2"), edges: [E]())
        edges = addEdge(Connection(source: "1", target: "2", sourceHandle: "", targetHandle: nil), edges: edges)
        #expect(edges.count == 1)
        edges = addEdge(Connection(source: "1", target: "2", sourceHandle: "x"), edges: edges)
        #expect(edges.count == 2)
        edges = addEdge(Connection(source: "2", target: "1"), edges: edges)
        #expect(edges.count == 3)
    }

    @Test func emptyEndpointIsRejected() {
        #expect(addEdge(Connection(source: "", target: "2"), edges: [E]()).isEmpty)
    }

    @Test func defaultsFillOnlyInitializerDefaults() {
        let defaults = DefaultEdgeOptions(type: .smoothstep, animated: true, markerEnd: .arrowClosed, zIndex: 3)
        let edges = addEdge(Connection(source: "1", target: "2"), edges: [E](), defaults: defaults)
        #expect(edges[0].type == .smoothstep)
        #expect(edges[0].animated)
        #expect(edges[0].markerEnd == .arrowClosed)
        #expect(edges[0].zIndex == 3)

        let custom = E(id: "x", source: "a", target: "b", type: .step, markerEnd: .arrow, zIndex: 7)
        let applied = defaults.applied(to: custom)
        #expect(applied.type == .step, "an explicit type is kept")
        #expect(applied.markerEnd == .arrow, "an explicit marker is kept")
        #expect(applied.zIndex == 7)
        #expect(applied.animated, "animated was still false, the default")
    }
}

@Suite struct ReconnectEdgeTests {
    typealias E = Edge<String>

    @Test func movesEndpointsKeepsPropertiesAndReplacesId() {
        let old = E(id: "e1", source: "a", target: "b", type: .step, animated: true, label: "L", data: "payload")
        let other = E(id: "e2", source: "c", target: "d")
        let result = reconnectEdge(old, Connection(source: "a", target: "c", sourceHandle: nil, targetHandle: "in"),
                                   [old, other])
        #expect(result.map(\.id) == ["e2", "xy-edge__a-cin"])
        let moved = result[1]
        #expect(moved.target == "c" && moved.targetHandle == "in")
        #expect(moved.type == .step && moved.animated && moved.label == "L" && moved.data == "payload")
    }

    @Test func keepsIdWhenAsked() {
        let old = E(id: "e1", source: "a", target: "b")
        let result = reconnectEdge(old, Connection(source: "a", target: "c"), [old], shouldReplaceId: false)
        #expect(result.map(\.id) == ["e1"] && result[0].target == "c")
    }

    @Test func unknownEdgeChangesNothing() {
        let old = E(id: "e1", source: "a", target: "b")
        let stranger = E(id: "zz", source: "a", target: "b")
        #expect(reconnectEdge(stranger, Connection(source: "a", target: "c"), [old]) == [old])
    }
}

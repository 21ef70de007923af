import Foundation
import Testing
@testable import SwiftFlowCore

/// Data held by reference, so a test can see when the last copy of it goes (a weak reference turns nil).
private final class Payload: Hashable, @unchecked Sendable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (a: Payload, b: Payload) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// `BulkCopyable` copies nodes and edges as bytes plus one retain per reference field. These tests hold it to
/// a copy made the ordinary way: the same values, every reference kept alive exactly as long as a copy holds
/// it, and the field list it relies on unchanged.
struct BulkCopyTests {
    /// Ids past 15 UTF-8 bytes live on the heap (small ones are stored inline and hold no reference).
    private static func longId(_ prefix: String, _ k: Int) -> String { "\(prefix)-a-long-identifier-\(k)" }

    private static func nodes(_ count: Int) -> [Node<Payload>] {
        (0..<count).map { k in
            var node = Node(id: longId("n", k), position: XYPosition(x: CGFloat(k), y: 2), data: Payload("p\(k)"))
            // Each node its own attributes box (a type of its own), so each box has one holder.
            node.type = "custom-type-number-\(k)"
            node.selected = k % 2 == 0
            return node
        }
    }

    private static func edges(_ count: Int) -> [Edge<Payload>] {
        (0..<count).map { k in
            var edge = Edge<Payload>(id: longId("e", k), source: longId("n", k), target: longId("n", k + 1),
                                     sourceHandle: k % 2 == 0 ? longId("h", k) : nil, data: Payload("q\(k)"))
            edge.label = "label number \(k) of the test"
            return edge
        }
    }

    /// Removing indices 1 and 3 of five copies 0, 2, 4 in three runs; the copies equal the originals.
    @Test func removalKeepsTheOtherElementsEqual() {
        let nodes = Self.nodes(5)
        let keptNodes = RemovalRun.keeping(nodes, without: [1, 3])
        #expect(keptNodes == [nodes[0], nodes[2], nodes[4]])
        #expect(keptNodes.map(\.type) == ["custom-type-number-0", "custom-type-number-2", "custom-type-number-4"])
        let edges = Self.edges(5)
        let keptEdges = RemovalRun.keeping(edges, without: [0, 4])
        #expect(keptEdges == [edges[1], edges[2], edges[3]])
        #expect(keptEdges.map(\.sourceHandle) == [nil, Self.longId("h", 2), nil])
    }

    /// The copies hold their own references: after the original list is gone the data objects and attribute
    /// boxes the kept elements name are still alive, and after the copies go too they are freed (no leak).
    @Test func copiesHoldTheirReferencesExactlyOnce() {
        weak var keptData: Payload?
        weak var keptBox: CopyOnWrite<NodeAttributes>.Box?
        weak var removedData: Payload?
        weak var keptEdgeData: Payload?
        weak var keptEdgeBox: CopyOnWrite<EdgeAttributes>.Box?
        var kept: [Node<Payload>] = []
        var keptEdges: [Edge<Payload>] = []
        do {
            let nodes = Self.nodes(4)
            keptData = nodes[2].data
            keptBox = nodes[2].attributes.box
            removedData = nodes[1].data
            kept = RemovalRun.keeping(nodes, without: [1])
            let edges = Self.edges(3)
            keptEdgeData = edges[2].data
            keptEdgeBox = edges[2].attributes.box
            keptEdges = RemovalRun.keeping(edges, without: [0])
        }
        #expect(removedData == nil)
        #expect(keptData != nil && keptBox != nil && keptEdgeData != nil && keptEdgeBox != nil)
        #expect(kept.map(\.id) == [Self.longId("n", 0), Self.longId("n", 2), Self.longId("n", 3)])
        #expect(kept[1].data.name == "p2" && kept[1].type == "custom-type-number-2")
        #expect(keptEdges.map(\.label) == ["label number 1 of the test", "label number 2 of the test"])
        #expect(keptEdges[1].target == Self.longId("n", 3) && keptEdges[1].data?.name == "q2")
        kept = []
        keptEdges = []
        #expect(keptData == nil && keptBox == nil && keptEdgeData == nil && keptEdgeBox == nil)
    }

    /// Data that is a `String` or `String?` (the edge's optional data) is retained as a string field: after the
    /// originals are gone the copies still read the heap strings they were copied from, and a list copied many
    /// times over and dropped leaves the originals intact (an over-release would free them under the test).
    @Test func stringDataIsRetainedWithTheCopies() {
        let longData = { (k: Int) in "node data that is longer than fifteen bytes, number \(k)" }
        var keptNodes: [Node<String>] = []
        var keptEdges: [Edge<String>] = []
        do {
            let nodes = (0..<6).map { Node(id: Self.longId("n", $0), position: XYPosition(x: 1, y: 2), data: longData($0)) }
            let edges = (0..<6).map {
                Edge<String>(id: Self.longId("e", $0), source: Self.longId("n", $0), target: Self.longId("n", 5 - $0),
                             targetHandle: $0 == 3 ? Self.longId("t", $0) : nil, data: $0 == 2 ? nil : longData($0))
            }
            for _ in 0..<50 {
                _ = RemovalRun.keeping(nodes, without: [0, 5])
                _ = RemovalRun.keeping(edges, without: [4])
            }
            #expect(nodes[3].data == longData(3) && edges[3].targetHandle == Self.longId("t", 3))
            keptNodes = RemovalRun.keeping(nodes, without: [0, 5])
            keptEdges = RemovalRun.keeping(edges, without: [4])
        }
        #expect(keptNodes.map(\.data) == (1...4).map(longData))
        #expect(keptNodes.map(\.id) == (1...4).map { Self.longId("n", $0) })
        #expect(keptEdges.map(\.data) == [longData(0), longData(1), nil, longData(3), longData(5)])
        #expect(keptEdges.map(\.target) == [5, 4, 3, 2, 0].map { Self.longId("n", $0) })
        #expect(keptEdges.map(\.targetHandle) == [nil, nil, nil, Self.longId("t", 3), nil])
    }

    /// A list of 1,000 with removals spread out and at both ends copies the runs between them exactly.
    @Test func runsBetweenRemovalsAreCopiedInOrder() {
        let nodes = (0..<1_000).map { Node(id: "node-with-a-long-id-\($0)", position: XYPosition(x: CGFloat($0), y: 0),
                                           data: $0 % 3 == 0 ? "short" : "data long enough for the heap \($0)") }
        let removed = [0, 1, 7, 500, 501, 502, 998, 999]
        let kept = RemovalRun.keeping(nodes, without: removed)
        let expected = nodes.indices.filter { !removed.contains($0) }.map { nodes[$0] }
        #expect(kept == expected)
        #expect(kept.count == 992 && kept.first?.position.x == 2 && kept.last?.position.x == 997)
    }

    /// The bulk copy names every stored property that holds a reference; a new stored property must be added
    /// there (or shown to hold none) before this list changes.
    @Test func theStoredPropertiesAreTheOnesTheBulkCopyKnows() {
        let node = Node(id: "a", position: XYPosition(x: 0, y: 0), data: "d")
        #expect(Mirror(reflecting: node).children.map(\.label) ==
            ["id", "position", "zIndex", "attributes", "measured", "hidden", "selected", "dragging", "data"])
        let edge = Edge<EmptyEdgeData>(id: "e", source: "a", target: "b")
        #expect(Mirror(reflecting: edge).children.map(\.label) ==
            ["id", "source", "target", "sourceHandle", "targetHandle", "type", "hidden", "selected", "zIndex",
             "attributes", "data"])
    }
}

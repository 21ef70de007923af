import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// The store's full rebuild (`CanvasStore+Rebuild.swift`): a list without parents takes the one-pass path
/// (no `NodeLookup`, stacking while walking, bulk-loaded indexes); it must give what the general path gives.
@MainActor
@Suite struct CanvasStoreRebuildTests {
    private typealias Store = CanvasStore<String, EmptyEdgeData>
    private typealias TestNode = Node<String>
    private typealias TestEdge = Edge<EmptyEdgeData>

    private func node(_ id: String, _ x: Double, _ y: Double, width: CGFloat? = 100, height: CGFloat? = 50,
                      parent: String? = nil) -> TestNode {
        TestNode(id: id, position: XYPosition(x: x, y: y), data: id, width: width, height: height, parentId: parent)
    }

    private func errors(of nodes: [TestNode]) -> [String] {
        let store = Store()
        var codes: [String] = []
        store.onError = { code, _ in codes.append(code) }
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        return codes
    }

    /// Repeated ids first, then non-finite positions, then nodes out of range: the order `NodeLookup` reports
    /// in, with or without a parent in the list.
    @Test func reportsInTheLookupsOrder() {
        let flat = [node("far", 2e9, 0), node("a", 0, 0), node("nan", .nan, 0), node("a", 5, 5)]
        let expected = [CanvasErrorCode.duplicateNodeId, CanvasErrorCode.invalidPosition, CanvasErrorCode.outOfRange]
        #expect(errors(of: flat) == expected)
        #expect(errors(of: flat + [node("child", 10, 10, parent: "a")]) == expected)
    }

    /// A repeated id whose later node lies out of range leaves the first one drawn, and the other way round.
    @Test func theFirstOfARepeatedIdDecidesItsRange() {
        let inFirst = Store()
        var codes: [String] = []
        inFirst.onError = { code, _ in codes.append(code) }
        inFirst.update(nodes: [node("a", 10, 20), node("a", 5e9, 0)], edges: [], configuration: CanvasConfiguration())
        #expect(inFirst.outOfRangeIds.isEmpty)
        #expect(inFirst.nodeIndex.rect(for: "a") == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(codes == [CanvasErrorCode.duplicateNodeId])

        let outFirst = Store()
        codes = []
        outFirst.onError = { code, _ in codes.append(code) }
        outFirst.update(nodes: [node("a", 5e9, 0), node("a", 10, 20)], edges: [], configuration: CanvasConfiguration())
        #expect(outFirst.outOfRangeIds == ["a"])
        #expect(outFirst.nodeIndex.count == 0)
        #expect(codes == [CanvasErrorCode.duplicateNodeId, CanvasErrorCode.outOfRange])
    }

    @Test func placesIndexesAndStacksAListWithoutParents() {
        var centred = node("c", 100, 50, width: 60, height: 30)
        centred.origin = .center
        var selected = node("s", 400, 0)
        selected.selected = true
        selected.zIndex = 3
        var hidden = node("h", 0, 300)
        hidden.hidden = true
        let nodes = [centred, selected, hidden, node("u", 0, 600, width: nil, height: nil), node("c", 900, 900)]
        let edges = [TestEdge(id: "e", source: "c", target: "s", zIndex: 2), TestEdge(id: "e", source: "s", target: "c"),
                     TestEdge(id: "toHidden", source: "c", target: "h")]
        let store = Store()
        store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())

        // Centre origin: top-left = (100 − 30, 50 − 15); the repeated "c" keeps the first node.
        #expect(store.records["c"]?.geometry.bounds == CGRect(x: 70, y: 35, width: 60, height: 30))
        #expect(store.records.position(of: "c") == 0)
        #expect(store.nodeIndex.rect(for: "c") == CGRect(x: 70, y: 35, width: 60, height: 30))
        #expect(store.nodeIndex.rect(for: "s") == CGRect(x: 400, y: 0, width: 100, height: 50))
        // Hidden and unmeasured nodes are not indexed; the unmeasured one waits to be measured.
        #expect(store.nodeIndex.count == 2)
        #expect(store.unmeasured == ["u"])
        // Fixed sizes count as measured (reported once they are on screen).
        #expect(store.measuredSizes["s"] == CGSize(width: 100, height: 50))
        // zIndex 3 + 1000 for the selection; the others keep zIndex 0.
        #expect(store.records["s"]?.z == 1003)
        #expect(store.records["c"]?.z == 0)
        #expect(store.selectedNodeIds == ["s"])

        // The first "e" wins: c's right side (130, 50) to s's left side (400, 25), z = its own zIndex.
        let record = store.edgeRecords["e"]
        #expect(store.edgeRecords.position(of: "e") == 0)
        #expect(record?.z == 2)
        #expect(record?.route?.source == CGPoint(x: 130, y: 50))
        #expect(record?.route?.target == CGPoint(x: 400, y: 25))
        #expect(record?.sourcePosition == .right)
        #expect(record?.targetPosition == .left)
        #expect(record.map { $0.bounds.contains($0.pathBounds) } == true)
        #expect(store.edgeIndex.rect(for: "e") == record?.bounds)
        // An edge to a hidden node has no route and no index entry, but is listed under both ends.
        #expect(store.edgeRecords["toHidden"]?.route == nil)
        #expect(store.edgeRecords["toHidden"]?.pathBounds == .null)
        #expect(store.edgeIndex.count == 1)
        #expect(Set(store.edgesByNode["c"] ?? []) == ["e", "toHidden"])
        #expect(store.edgesByNode["h"] == ["toHidden"])
    }

    /// The same graph with one extra node that names a parent takes the general path (lookup, `ZOrder`,
    /// chain walk); every node the two lists share comes out the same.
    @Test func bothPathsAgree() {
        var nodes: [TestNode] = []
        for i in 0..<40 {
            var item = node("n\(i)", Double(i % 8) * 200, Double(i / 8) * 100)
            item.selected = i % 7 == 0
            item.zIndex = i % 5 == 0 ? 2 : 0
            item.hidden = i % 11 == 10
            nodes.append(item)
        }
        var edges: [TestEdge] = []
        for i in 0..<39 { edges.append(TestEdge(id: "e\(i)", source: "n\(i)", target: "n\(i + 1)", zIndex: i % 3)) }
        let flat = Store(), general = Store()
        flat.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        general.update(nodes: nodes + [node("child", 5, 5, parent: "parent"), node("parent", 3000, 3000)],
                       edges: edges, configuration: CanvasConfiguration())
        for item in nodes {
            #expect(flat.records[item.id]?.geometry == general.records[item.id]?.geometry, "\(item.id)")
            #expect(flat.records[item.id]?.z == general.records[item.id]?.z, "\(item.id)")
            #expect(flat.nodeIndex.rect(for: item.id) == general.nodeIndex.rect(for: item.id), "\(item.id)")
        }
        for edge in edges {
            #expect(flat.edgeRecords[edge.id]?.bounds == general.edgeRecords[edge.id]?.bounds, "\(edge.id)")
            #expect(flat.edgeRecords[edge.id]?.z == general.edgeRecords[edge.id]?.z, "\(edge.id)")
        }
        #expect(flat.selectedNodeIds == general.selectedNodeIds)
        #expect(flat.unmeasured == general.unmeasured)
    }
}

import Foundation
import Testing
@testable import SwiftFlowCore

/// `EdgeFieldLayout` reads an edge's own fields from raw memory: the values must be the edge's whatever its data
/// type (an empty struct, a string, a large struct), and edges sharing an attributes box must report one address.
@Suite struct EdgeFieldLayoutTests {
    private struct Wide: Hashable, Sendable {
        var a: Int, b: String, c: Double, d: [Int]
    }

    private func check<Data>(_ edges: [Edge<Data>]) throws {
        let layout = try #require(EdgeFieldLayout(Edge<Data>.self))
        #expect(layout.stride == MemoryLayout<Edge<Data>>.stride)
        edges.withUnsafeBytes { bytes in
            for (index, edge) in edges.enumerated() {
                let raw = bytes.baseAddress! + index * layout.stride
                #expect(layout.id(raw) == edge.id)
                #expect(layout.source(raw) == edge.source)
                #expect(layout.target(raw) == edge.target)
                #expect(layout.sourceHandle(raw) == edge.sourceHandle)
                #expect(layout.targetHandle(raw) == edge.targetHandle)
                #expect(layout.type(raw) == edge.type)
                #expect(layout.hidden(raw) == edge.hidden)
                #expect(layout.selected(raw) == edge.selected)
                #expect(layout.zIndex(raw) == edge.zIndex)
                let attributes = layout.routeAttributes(raw)
                #expect(attributes == EdgeRouteAttributes(
                    animated: edge.animated, reconnectable: edge.reconnectable,
                    hasMarkers: edge.markerStart != nil || edge.markerEnd != nil, label: edge.label,
                    strokeWidth: edge.style?.strokeWidth, interactionWidth: edge.interactionWidth))
            }
        }
    }

    private func edges<Data>(data: Data) -> [Edge<Data>] {
        [Edge(id: "plain", source: "a", target: "b", data: data),
         Edge(id: "a much longer edge id than fits in place", source: "node with a long id", target: "b",
              sourceHandle: "out", targetHandle: "in", type: .smoothstep, animated: true, hidden: true,
              selected: true, reconnectable: true, markerEnd: EdgeMarker(type: .arrowClosed), label: "label",
              style: EdgeStyle(strokeWidth: 3), zIndex: -4, interactionWidth: 7, data: data),
         Edge(id: "e2", source: "b", target: "b", sourceHandle: nil, targetHandle: "t", type: .step, zIndex: 9)]
    }

    @Test func readsEveryFieldWhateverTheData() throws {
        try check(edges(data: EmptyEdgeData()))
        try check(edges(data: "some data"))
        try check(edges(data: Wide(a: 1, b: "two", c: 3, d: [4, 5])))
    }

    @Test func edgesWithDefaultsShareOneBox() throws {
        let list: [Edge<String>] = [Edge(id: "x", source: "a", target: "b"), Edge(id: "y", source: "b", target: "c"),
                                    Edge(id: "z", source: "a", target: "c", label: "own")]
        let layout = try #require(EdgeFieldLayout(Edge<String>.self))
        list.withUnsafeBytes { bytes in
            let base = bytes.baseAddress!
            #expect(layout.attributesBox(base) == layout.attributesBox(base + layout.stride))
            #expect(layout.attributesBox(base) != layout.attributesBox(base + 2 * layout.stride))
        }
    }
}

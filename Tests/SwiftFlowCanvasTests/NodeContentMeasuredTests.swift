import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// A node's content is built again when what it is given changes, but not for its measured size alone (React
/// Flow's node components get no measured size either): the first frame measures every node on screen and the
/// app stores the sizes, which must not build every node view twice.
@MainActor
@Suite struct NodeContentMeasuredTests {
    final class Counts { var byId: [String: Int] = [:] }

    struct Counted: View {
        let id: String
        let label: String
        let counts: Counts
        var body: some View {
            counts.byId[id, default: 0] += 1
            return Text(verbatim: label)
        }
    }

    /// "a" and "b" without fixed sizes; "a" carries `label` as data and `measured` as given.
    private static func flow(label: String, measured: CGSize?, counts: Counts) -> some View {
        var a = Node(id: "a", position: XYPosition(x: 0, y: 0), data: label)
        a.measured = measured
        let b = Node(id: "b", position: XYPosition(x: 200, y: 0), data: "b")
        return SwiftFlow(nodes: [a, b], edges: [Edge<EmptyEdgeData>]()) {
            Counted(id: $0.id, label: $0.data, counts: counts)
        }
    }

    @Test func aMeasuredSizeAloneDoesNotBuildTheContentAgain() {
        let counts = Counts()
        let root = CanvasHarness.root { Self.flow(label: "one", measured: nil, counts: counts) }
        let built = counts.byId["a"] ?? 0
        #expect(built >= 1)
        root.setContent { Self.flow(label: "one", measured: CGSize(width: 150, height: 40), counts: counts) }
        root.update()
        #expect(counts.byId["a"] == built)
        // Another measured size: still the same input.
        root.setContent { Self.flow(label: "one", measured: CGSize(width: 90, height: 30), counts: counts) }
        root.update()
        #expect(counts.byId["a"] == built)
    }

    @Test func anyOtherChangeBuildsTheContentAgain() {
        let counts = Counts()
        let root = CanvasHarness.root { Self.flow(label: "one", measured: nil, counts: counts) }
        let built = counts.byId["a"] ?? 0
        let other = counts.byId["b"] ?? 0
        // New data and a new measured size together: the data counts.
        root.setContent { Self.flow(label: "two", measured: CGSize(width: 150, height: 40), counts: counts) }
        root.update()
        #expect((counts.byId["a"] ?? 0) > built)
        #expect(counts.byId["b"] == other)
        let labels = root.accessibilityTree().flatMap { Self.labels($0) }
        #expect(labels.contains("two"))
        #expect(!labels.contains("one"))
    }

    @Test func contentInputComparisonIgnoresOnlyMeasured() {
        var a = Node(id: "a", position: XYPosition(x: 0, y: 0), data: "x")
        var b = a
        b.measured = CGSize(width: 10, height: 10)
        #expect(NodeHost<String>.sameContentInput(a, b))
        #expect(a != b)
        b.position.x = 1
        #expect(!NodeHost<String>.sameContentInput(a, b))
        a.measured = CGSize(width: 10, height: 10)
        a.position.x = 1
        a.selected = true
        #expect(!NodeHost<String>.sameContentInput(a, b))
    }

    private static func labels(_ node: AccessibilityNode) -> [String] {
        [node.label] + node.children.flatMap { labels($0) }
    }
}

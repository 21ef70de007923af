import Foundation
import Testing
@testable import SwiftFlowCore

/// Files with geometry outside `FlowRange` load with one warning per offending value (its JSON path), keep
/// every element, and save back unchanged.
@Suite struct GraphRangeCheckTests {
    static let hostile = """
    {"nodes": [
      {"id": "a", "position": {"x": 9e307, "y": 0}, "data": {}, "width": 150, "height": 40},
      {"id": "b", "position": {"x": -9e307, "y": 0}, "data": {}, "width": 150, "height": 40},
      {"id": "o", "position": {"x": 0, "y": 0}, "origin": [1, 1.797e308], "data": {}},
      {"id": "w", "position": {"x": 0, "y": 0}, "width": 1e308, "height": 1e308, "zIndex": 1e14, "data": {}},
      {"id": "m", "position": {"x": 200, "y": 0}, "measured": {"width": 1.7e308, "height": -5}, "data": {}},
      {"id": "c", "position": {"x": 100, "y": 100}, "width": -50, "height": -20, "data": {}},
      {"id": "s", "position": {"x": 0, "y": 0}, "style": {"width": -30}, "data": {}},
      {"id": "edge", "position": {"x": 1000000000, "y": -1000000000}, "width": 10000000, "height": 0, "data": {}}
     ],
     "edges": [{"id": "ab", "source": "a", "target": "b"}, {"id": "oc", "source": "o", "target": "c"},
               {"id": "cs", "source": "c", "target": "s"}],
     "viewport": {"x": 1e308, "y": -1e308, "zoom": 1e308}}
    """

    private func warnings(_ text: String) throws -> [String] {
        let (_, diagnostics) = try GraphDocument.parse(data: Data(text.utf8))
        #expect(diagnostics.allSatisfy { !$0.isError })
        return diagnostics.map { "\($0.code.rawValue) \($0.path)" }
    }

    /// Exactly these values are reported; the node at the very edge of the range ("edge": x = 1e9, width 1e7) is
    /// inside it, and an edge between nodes in range ("cs") is not reported.
    @Test func everyValueOutsideTheRangeIsReportedWithItsPath() throws {
        #expect(try warnings(Self.hostile) == [
            "outOfRange nodes[0].position.x",
            "outOfRange nodes[1].position.x",
            "outOfRange nodes[2].origin[1]",
            "outOfRange nodes[3].width",
            "outOfRange nodes[3].height",
            "outOfRange nodes[4].measured.width",
            "negativeSize nodes[4].measured.height",
            "negativeSize nodes[5].width",
            "negativeSize nodes[5].height",
            "negativeSize nodes[6].style.width",
            "zeroSize nodes[7].height",
            "outOfRange edges[0].source",
            "outOfRange edges[0].target",
            "outOfRange edges[1].source",
            "outOfRange viewport.x",
            "outOfRange viewport.y",
        ])
    }

    @Test func messagesSayWhatHappensToTheElement() throws {
        let (_, diagnostics) = try GraphDocument.parse(data: Data(Self.hostile.utf8))
        let byPath = Dictionary(diagnostics.map { ($0.path, $0.message) }, uniquingKeysWith: { first, _ in first })
        #expect(byPath["nodes[0].position.x"] == "9e+307 is outside ±1e+09; the node is not drawn")
        #expect(byPath["nodes[3].width"] == "1e+308 is above 1e+07; the node is not drawn")
        #expect(byPath["nodes[5].width"] == "negative size -50 counts as unset")
        #expect(byPath["edges[1].source"] == "node 'o' is outside the drawable range; the edge is not drawn")
        #expect(byPath["viewport.x"] == "1e+308 is outside ±1e+10; the view is fitted instead")
    }

    /// Positions that add up through parents: 6e8 + 6e8 leaves the range, and so does everything below it.
    @Test func anAbsolutePlaceOutsideTheRangeIsReportedThroughParents() throws {
        let text = """
        {"nodes": [
          {"id": "p", "position": {"x": 6e8, "y": 0}, "data": {}},
          {"id": "child", "position": {"x": 6e8, "y": 0}, "parentId": "p", "data": {}},
          {"id": "grandchild", "position": {"x": 0, "y": 0}, "parentNode": "child", "data": {}},
          {"id": "origin", "position": {"x": 0, "y": 0}, "origin": [-200, 0], "width": 1e7, "height": 1, "data": {}}
         ],
         "edges": [{"id": "e", "source": "p", "target": "grandchild"}]}
        """
        #expect(try warnings(text) == [
            "outOfRange nodes[1].position",
            "outOfRange nodes[2].parentNode",
            "outOfRange nodes[3].position",
            "outOfRange edges[0].target",
        ])
    }

    /// A chain as deep as the file is walked without recursion.
    @Test func aVeryDeepParentChainIsChecked() throws {
        let count = 20_000
        var nodes = ["{\"id\": \"n0\", \"position\": {\"x\": 0, \"y\": 0}, \"data\": {}}"]
        for index in 1..<count {
            nodes.append("{\"id\": \"n\(index)\", \"position\": {\"x\": 1e5, \"y\": 0}, \"parentId\": \"n\(index - 1)\", \"data\": {}}")
        }
        let text = "{\"nodes\": [\(nodes.joined(separator: ","))], \"edges\": []}"
        let found = try warnings(text)
        // n10000 is at 1e9 exactly (in range); n10001 is beyond; every later node sits under it.
        #expect(found.first == "outOfRange nodes[10001].position")
        #expect(found.count == count - 10001)
    }

    @Test func theWarnedElementsAreKeptAndSavedBackUnchanged() throws {
        let data = Data(Self.hostile.utf8)
        let (document, _) = try GraphDocument.parse(data: data)
        #expect(document.nodes.map(\.id) == ["a", "b", "o", "w", "m", "c", "s", "edge"])
        #expect(document.edges.count == 3)
        #expect(GraphFileFixtures.differenceIgnoringWhitespace(data, document.encoded()) == nil)
    }

    @Test func theRangeItself() {
        #expect(FlowRange.topLeft(position: XYPosition(x: 1e9, y: -1e9), origin: .topLeft, size: .zero)
            == XYPosition(x: 1e9, y: -1e9))
        #expect(FlowRange.topLeft(position: XYPosition(x: 1e9, y: 0), origin: NodeOrigin(x: -1, y: 0),
                                  size: CGSize(width: 1, height: 0)) == nil)
        #expect(FlowRange.topLeft(position: XYPosition(x: .nan, y: 0), origin: .topLeft, size: .zero) == nil)
        #expect(FlowRange.topLeft(position: .zero, origin: .topLeft, size: CGSize(width: 1e7 + 1, height: 0)) == nil)
        #expect(FlowRange.clamp(XYPosition(x: 5e9, y: .nan)) == XYPosition(x: 1e9, y: 0))
        #expect(FlowRange.clamp(zIndex: Int.max) + 1000 == 1_000_000_001_000)
        #expect(Viewport(x: 1e300, y: -1e300, zoom: 9).clamped() == Viewport(x: 1e10, y: -1e10, zoom: 4))
        #expect(!CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1).hasFiniteEdges)
        #expect(!CGRect(x: 1e308, y: 0, width: 1e308, height: 1).hasFiniteEdges)
        #expect(CGRect(x: -1e9, y: 0, width: 2e9, height: 1).hasFiniteEdges)
    }
}

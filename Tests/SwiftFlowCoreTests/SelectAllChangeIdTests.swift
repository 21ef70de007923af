import Foundation
import Testing
@testable import SwiftFlowCore

/// Select all's changes copy each id's two words as they are when the string is immortal (small ids, literals)
/// and copy it the ordinary way otherwise (`SelectionChangeWriter.write(idAt:_:at:)`): ids of every kind must
/// come out equal to the node's, and ids that own storage must outlive the list they were read from.
@Suite struct SelectAllChangeIdTests {
    /// 48 unselected nodes whose ids cycle through three kinds: small ("n0", stored in the string's words),
    /// a literal longer than 15 bytes (immortal, its bytes in the binary), and a string built at run time
    /// longer than 15 bytes (storage on the heap, reference counted).
    private static func id(_ index: Int) -> String {
        switch index % 3 {
        case 0: "n\(index)"
        case 1: "a-literal-id-longer-than-fifteen-bytes"
        default: String(repeating: "h", count: 20) + "\(index)"
        }
    }

    private static func nodes() -> [Node<String>] {
        (0..<48).map { (index: Int) -> Node<String> in
            Node(id: id(index), position: XYPosition(x: Double(index), y: 0), data: "d\(index)")
        }
    }

    @Test func idsOfEveryKindAreCopiedWhole() {
        let changes = SelectAllChanges.nodes(Self.nodes(), outside: [])
        // Every node is visible, selectable and unselected: one `.selection(id, true)` each, in list order.
        let expected = (0..<48).map { NodeChange<String>.selection(Self.id($0), true) }
        #expect(changes == expected)
    }

    @Test func heapIdsOutliveTheListTheyWereReadFrom() {
        var nodes: [Node<String>]? = Self.nodes()
        let changes = SelectAllChanges.nodes(nodes!, outside: [])
        // The list goes (and its ids' last references with it, but for the changes' own).
        nodes = nil
        #expect(nodes == nil)
        let ids = changes.map { (change: NodeChange<String>) -> String in
            guard case .selection(let id, _) = change else { return "" }
            return id
        }
        #expect(ids[2] == "hhhhhhhhhhhhhhhhhhhh2" && ids[47] == "hhhhhhhhhhhhhhhhhhhh47")
        let expected = (0..<48).map(Self.id)
        #expect(ids == expected)
    }

    @Test func edgeIdsOfEveryKindAreCopiedWhole() {
        let edges = (0..<48).map { (index: Int) -> Edge<EmptyEdgeData> in
            Edge(id: Self.id(index), source: "a", target: "b")
        }
        let changes = SelectAllChanges.edges(edges, outside: [])
        let expected = (0..<48).map { EdgeChange<EmptyEdgeData>.selection(Self.id($0), true) }
        #expect(changes == expected)
    }
}

import Foundation
import Testing
@testable import SwiftFlowCore

@Suite struct ChildrenByParentTests {
    private func node(_ id: String, parent: String? = nil) -> Node<String> {
        Node(id: id, position: XYPosition(x: 0, y: 0), data: id, parentId: parent)
    }

    /// g holds c1 and c2 (in list order), c1 holds d; "ghost" is named as a parent but does not exist.
    @Test func gathersChildrenInListOrderAndWalksDescendants() {
        let nodes = [node("g"), node("c2", parent: "g"), node("c1", parent: "g"), node("d", parent: "c1"),
                     node("x"), node("orphan", parent: "ghost")]
        let children = ChildrenByParent(nodes)
        #expect(children.childIds == ["g": ["c2", "c1"], "c1": ["d"], "ghost": ["orphan"]])
        #expect(children.children(of: "g") == ["c2", "c1"] && children.children(of: "x").isEmpty)
        #expect(children.addingDescendants(of: ["g"]) == ["g", "c1", "c2", "d"])
        #expect(children.addingDescendants(of: ["c1", "x"]) == ["c1", "d", "x"])
        #expect(children.addingDescendants(of: []).isEmpty)
        #expect(ChildrenByParent.parentIds(of: nodes) == ["g", "c1", "ghost"])
        #expect(ChildrenByParent([node("a"), node("b")]).isEmpty && ChildrenByParent.parentIds(of: [node("a")]).isEmpty)
    }

    /// A parent cycle (a → b → a) is walked once, not forever.
    @Test func aParentCycleIsWalkedOnce() {
        let nodes = [node("a", parent: "b"), node("b", parent: "a"), node("c", parent: "b")]
        #expect(ChildrenByParent(nodes).addingDescendants(of: ["a"]) == ["a", "b", "c"])
        var built = ChildrenByParent()
        built.add("b", to: "a")
        built.add("a", to: "b")
        built.add("c", to: "b")
        #expect(built == ChildrenByParent(nodes))
    }
}

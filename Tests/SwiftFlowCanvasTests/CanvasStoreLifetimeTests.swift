import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore

/// What a canvas leaves behind when it goes: the change lists it emitted stop being watched, and select all's
/// `SelectionTargets` (which hold the change list and the whole source list) are freed with them.
@MainActor
@Suite struct CanvasStoreLifetimeTests {
    /// 5,000 nodes, none selected: select all emits 5,000 changes, enough to be registered (4,096 or more).
    private static func nodes() -> [Node<String>] {
        (0..<5_000).map { Node(id: "n\($0)", position: XYPosition(x: Double($0), y: 0), data: "d\($0)") }
    }

    @Test func aStoreThatGoesUnwatchesItsListsAndFreesTheirTargets() {
        let nodes = Self.nodes()
        let changes = SelectAllChanges.nodes(nodes, outside: [], uniqueIds: true)
        #expect(changes.count == 5_000)
        var store: CanvasStore<String, EmptyEdgeData>? = CanvasStore()
        // The app never applies the list: the canvas keeps it watched.
        store?.noteEmitted(nodeChanges: changes)
        #expect(SelectionTargets.lookUp(changes: changes, input: nodes) != nil)
        weak let gone = store
        store = nil
        #expect(gone == nil)
        #expect(SelectionTargets.lookUp(changes: changes, input: nodes) == nil)
    }

    /// Registered lists nobody watches are bounded: twelve select-all lists leave at most eight entries, the
    /// oldest gone first (other suites may register meanwhile, which only pushes more out).
    @Test func registeredTargetsAreBounded() {
        let nodes = Self.nodes()
        var lists: [[NodeChange<String>]] = []
        for _ in 0..<12 { lists.append(SelectAllChanges.nodes(nodes, outside: [], uniqueIds: true)) }
        #expect(SelectionTargets.count <= 8)
        #expect(SelectionTargets.lookUp(changes: lists[0], input: nodes) == nil)
    }
}

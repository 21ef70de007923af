import Foundation
import Testing
@testable import SwiftFlowCore

/// An entry of these tests: a label beside the pair it is about.
private final class LabelledPair: ListPairEntry {
    let pair: ListPair
    let label: String

    init?(changes: [String], source: [Int], label: String) {
        guard let pair = ListPair(changes: changes, source: source) else { return nil }
        self.pair = pair
        self.label = label
    }
}

/// `ListPairRegistry`, the registry behind `SelectionTargets` and `RemovalTargets`: an entry answers only for
/// the very change list and source list it holds, newer entries push the oldest out past the capacity, and
/// forgetting a change list drops its entries alone. (A registry of its own per test: no shared state.)
@Suite struct ListPairRegistryTests {
    private static func changes(_ k: Int) -> [String] { ["change-\(k)-a", "change-\(k)-b"] }

    @Test func anEntryAnswersForItsOwnListsOnly() throws {
        let registry = ListPairRegistry<LabelledPair>(capacity: 4)
        let changes = Self.changes(1)
        let source = [1, 2, 3]
        registry.add(try #require(LabelledPair(changes: changes, source: source, label: "first")))
        #expect(registry.lookUp(changes: changes, input: source)?.label == "first")
        // Equal lists in other buffers are other lists.
        #expect(registry.lookUp(changes: changes.map { $0 }, input: source) == nil)
        #expect(registry.lookUp(changes: changes, input: source.map { $0 }) == nil)
        // A list that grew from the held one was copied first (the entry holds it), so it is not the source.
        var grown = source
        grown.append(4)
        #expect(registry.lookUp(changes: changes, input: grown) == nil)
        #expect(registry.count == 1)
    }

    @Test func theNewestEntryWinsAndTheOldestIsPushedOutPastTheCapacity() throws {
        let registry = ListPairRegistry<LabelledPair>(capacity: 2)
        let lists = (0..<3).map(Self.changes)
        let source = [7, 8]
        for (k, changes) in lists.enumerated() {
            registry.add(try #require(LabelledPair(changes: changes, source: source, label: "entry-\(k)")))
        }
        #expect(registry.count == 2)
        #expect(registry.lookUp(changes: lists[0], input: source) == nil)
        #expect(registry.lookUp(changes: lists[1], input: source)?.label == "entry-1")
        #expect(registry.lookUp(changes: lists[2], input: source)?.label == "entry-2")
        registry.add(try #require(LabelledPair(changes: lists[2], source: source, label: "again")))
        #expect(registry.lookUp(changes: lists[2], input: source)?.label == "again")
    }

    @Test func forgettingAChangeListDropsItsEntriesOnly() throws {
        let registry = ListPairRegistry<LabelledPair>(capacity: 8)
        let kept = Self.changes(1)
        let forgotten = Self.changes(2)
        let source = [1]
        registry.add(try #require(LabelledPair(changes: kept, source: source, label: "kept")))
        registry.add(try #require(LabelledPair(changes: forgotten, source: source, label: "forgotten")))
        registry.add(try #require(LabelledPair(changes: forgotten, source: [2], label: "forgotten too")))
        let address = try #require(forgotten.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) })
        registry.forget(changesAt: address)
        #expect(registry.count == 1)
        #expect(registry.lookUp(changes: kept, input: source)?.label == "kept")
        registry.removeAll()
        #expect(registry.count == 0)
    }

    @Test func emptyListsMakeNoPair() {
        #expect(ListPair(changes: [String](), source: [1]) == nil)
        #expect(ListPair(changes: ["c"], source: [Int]()) == nil)
        let changes = ["c-\(1)"]
        #expect(ListPair(changes: changes, source: [1])?.isChanges(changes) == true)
        #expect(ListPair(changes: changes, source: [1])?.isChanges(changes.map { $0 }) == false)
    }
}

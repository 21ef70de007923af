import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

/// Counts the element comparisons `==` makes.
private final class ComparisonCounter: @unchecked Sendable {
    var count = 0
}

private struct CountedItem: Equatable {
    let value: Int
    let counter: ComparisonCounter

    static func == (lhs: CountedItem, rhs: CountedItem) -> Bool {
        lhs.counter.count += 1
        return lhs.value == rhs.value
    }
}

/// Hands the test a binding to the view's `@State` array.
@MainActor
private final class ItemsHandle {
    var binding: Binding<[CountedItem]>?
}

private struct ItemsView: View {
    let log: EvaluationLog
    let handle: ItemsHandle
    @State var items: [CountedItem]

    var body: some View {
        log.evaluated("items")
        handle.binding = $items
        return Text("last \(items.last?.value ?? -1)")
    }
}

private struct NumberView: View {
    let log: EvaluationLog
    let handle: NumberHandle
    @State var number = 7

    var body: some View {
        log.evaluated("number")
        handle.binding = $number
        return Text("\(number)")
    }
}

@MainActor
private final class NumberHandle {
    var binding: Binding<Int>?
}

/// What a `@State` set costs and whom it re-evaluates: a change always re-evaluates the readers, the same value
/// never does, and neither reads every element of a long array.
@MainActor
@Suite struct StateChangeDetectionTests {
    private func setUp(count: Int) -> (WindowRoot, EvaluationLog, ItemsHandle, ComparisonCounter, [CountedItem]) {
        let log = EvaluationLog(), handle = ItemsHandle(), counter = ComparisonCounter()
        let items = (0..<count).map { CountedItem(value: $0, counter: counter) }
        let root = WindowRoot.make(width: 300, height: 40) { ItemsView(log: log, handle: handle, items: items) }
        return (root, log, handle, counter, items)
    }

    /// A drag frame in the @State variant: 10,000 nodes, the last one moved. `==` on the arrays compared all
    /// 10,000 elements (9,999 equal, then the moved one) on every frame.
    @Test func aChangedLongArrayIsNotComparedElementByElement() throws {
        let (root, log, handle, counter, items) = setUp(count: 10_000)
        #expect(log.count("items") == 1)
        var moved = items
        moved[9_999] = CountedItem(value: -5, counter: counter)
        try #require(handle.binding).wrappedValue = moved
        root.update()
        #expect(counter.count == 0)
        #expect(log.count("items") == 2)
        #expect(root.renderAll().texts == ["last -5"])
    }

    /// The array set back as it is stored (the same buffer) is no change: no evaluation, no comparison.
    @Test func theSameLongArrayIsNoChange() throws {
        let (root, log, handle, counter, _) = setUp(count: 10_000)
        let binding = try #require(handle.binding)
        binding.wrappedValue = binding.wrappedValue
        root.update()
        #expect(counter.count == 0)
        #expect(log.count("items") == 1)
    }

    /// A short array still compares by value: an equal copy in new storage is no change (3 comparisons), a
    /// different one is.
    @Test func aShortArrayComparesByValue() throws {
        let (root, log, handle, counter, items) = setUp(count: 3)
        let binding = try #require(handle.binding)
        var copy = items
        copy.reserveCapacity(100)
        binding.wrappedValue = copy
        root.update()
        #expect(counter.count == 3)
        #expect(log.count("items") == 1)
        copy[1] = CountedItem(value: 40, counter: counter)
        binding.wrappedValue = copy
        root.update()
        #expect(log.count("items") == 2)
        #expect(root.renderAll().texts == ["last 2"])
    }

    @Test func aScalarChangesOnlyWhenItsValueDoes() throws {
        let log = EvaluationLog(), handle = NumberHandle()
        let root = WindowRoot.make(width: 100, height: 40) { NumberView(log: log, handle: handle) }
        let binding = try #require(handle.binding)
        binding.wrappedValue = 7
        root.update()
        #expect(log.count("number") == 1)
        binding.wrappedValue = 8
        root.update()
        #expect(log.count("number") == 2)
        #expect(root.renderAll().texts == ["8"])
    }
}

import Testing
@testable import SwiftFlowCanvas

/// `IdentityList`, short (searched) and long (places kept): after any run of adds and removes it holds exactly
/// the objects added and not removed, each once, and finds each one.
@Suite struct IdentityListTests {
    private final class Item {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    private func numbers(_ list: IdentityList<Item>) -> [Int] { list.elements.map(\.number).sorted() }

    /// Removes `item`, recording an issue when it was not there.
    private func remove(_ item: Item, from list: inout IdentityList<Item>) {
        let removed = list.remove(item)
        #expect(removed, "\(item.number) was not in the list")
    }

    @Test func aShortListRemovesByMovingTheLastIntoTheGap() {
        let items = (0..<5).map(Item.init)
        var list = IdentityList<Item>()
        for item in items { list.append(item) }
        remove(items[1], from: &list)
        // 4 took 1's place.
        #expect(list.elements.map(\.number) == [0, 4, 2, 3])
        let again = list.remove(items[1])
        #expect(!again)
        #expect(!list.contains(items[1]) && list.contains(items[4]))
        remove(items[3], from: &list)
        #expect(list.elements.map(\.number) == [0, 4, 2])
    }

    /// Past `searchedCount` the places are kept; every removal must leave them pointing at the right index, or
    /// a later removal takes out the wrong object.
    @Test func aLongListKeepsEveryPlaceThroughRemovals() {
        let count = IdentityList<Item>.searchedCount * 4
        let items = (0..<count).map(Item.init)
        var list = IdentityList<Item>()
        for item in items { list.append(item) }
        var expected = Set(0..<count)
        // Every third, then every even one left: removals from the middle, the end and the start.
        for number in stride(from: 0, to: count, by: 3) {
            remove(items[number], from: &list)
            expected.remove(number)
        }
        #expect(numbers(list) == expected.sorted())
        for number in expected.sorted() where number % 2 == 0 {
            remove(items[number], from: &list)
            expected.remove(number)
        }
        #expect(numbers(list) == expected.sorted())
        for item in items { #expect(list.contains(item) == expected.contains(item.number)) }
        // Adding again after removals, and removing the last one added.
        list.append(items[0])
        expected.insert(0)
        remove(items[count - 1], from: &list)
        expected.remove(count - 1)
        #expect(numbers(list) == expected.sorted())
        for number in expected { remove(items[number], from: &list) }
        #expect(list.isEmpty)
    }
}

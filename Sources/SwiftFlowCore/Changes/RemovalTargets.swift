import Foundation

/// Where the elements a `.remove` change list names sit in the list it was built from, known when the canvas
/// planned the deletion by index (Delete): applying the list then reads each named element's id at its index
/// instead of walking the whole list comparing ids until each is found (at 100,000 nodes that walk compared
/// 200,000 edge ids and 100,000 node ids a Delete).
///
/// As with `SelectionTargets`, an entry holds the change list and the source list (`ListPair`), so their
/// addresses name them alone while it lives (`ListPairRegistry`). `RemovalRun` still compares the id at each
/// index with its change's id, so a wrong entry can only cost that check.
@usableFromInline
package final class RemovalTargets: ListPairEntry, @unchecked Sendable {
    /// Per change, the index of its element in the source list, ascending.
    @usableFromInline let indices: [Int]
    package let pair: ListPair

    private init(pair: ListPair, indices: [Int]) {
        self.pair = pair
        self.indices = indices
    }

    /// A Delete registers two lists (nodes, edges); more cover an app applying them late or several canvases.
    private static let registry = ListPairRegistry<RemovalTargets>(capacity: 8)

    /// Remembers that `changes[k]` removes `source[indices[k]]`; ignored unless the indices strictly ascend
    /// inside `source`, one per change.
    package static func register<Change, Element>(changes: [Change], source: [Element], indices: [Int]) {
        guard changes.count == indices.count, ascending(indices, below: source.count),
              let pair = ListPair(changes: changes, source: source) else { return }
        registry.add(RemovalTargets(pair: pair, indices: indices))
    }

    /// The indices registered for `changes` when `input` is the list it was built from, else `nil`.
    @usableFromInline
    static func lookUp<Change, Element>(changes: [Change], input: [Element]) -> [Int]? {
        registry.lookUp(changes: changes, input: input)?.indices
    }

    /// Forgets the entry of the change list at `changesAddress` (its last watcher stopped watching it).
    static func forget(changesAt changesAddress: UnsafeRawPointer) {
        registry.forget(changesAt: changesAddress)
    }

    /// How many entries are remembered (tests).
    package static var count: Int { registry.count }

    /// Forgets every entry (tests).
    package static func forgetAll() {
        registry.removeAll()
    }

    private static func ascending(_ indices: [Int], below count: Int) -> Bool {
        var previous = -1
        for index in indices {
            guard index > previous else { return false }
            previous = index
        }
        return previous < count
    }
}

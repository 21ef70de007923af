import Foundation

/// Where the elements a `.remove` change list names sit in the list it was built from, known when the canvas
/// planned the deletion by index (Delete): applying the list then reads each named element's id at its index
/// instead of walking the whole list comparing ids until each is found (at 100,000 nodes that walk compared
/// 200,000 edge ids and 100,000 node ids a Delete).
///
/// As with `SelectionTargets`, an entry holds the change list and the source list, so their addresses name
/// them alone while it lives; it is dropped when the canvas stops watching its change list
/// (`AppliedChangeLog.unwatch`) or when newer entries push it out. `RemovalRun` still compares the id at each
/// index with its change's id, so a wrong entry can only cost that check.
@usableFromInline
package final class RemovalTargets: @unchecked Sendable {
    /// Per change, the index of its element in the source list, ascending.
    @usableFromInline let indices: [Int]

    // Held only to pin the two addresses (never read).
    private let changes: Any
    private let source: Any
    private let changesAddress: UnsafeRawPointer
    private let sourceAddress: UnsafeRawPointer
    private let sourceCount: Int

    private init(changes: Any, changesAddress: UnsafeRawPointer, source: Any, sourceAddress: UnsafeRawPointer,
                 sourceCount: Int, indices: [Int]) {
        self.changes = changes
        self.changesAddress = changesAddress
        self.source = source
        self.sourceAddress = sourceAddress
        self.sourceCount = sourceCount
        self.indices = indices
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [RemovalTargets] = []
    /// A Delete registers two lists (nodes, edges); more cover an app applying them late or several canvases.
    private static let capacity = 8

    /// Remembers that `changes[k]` removes `source[indices[k]]`; ignored unless the indices strictly ascend
    /// inside `source`, one per change.
    package static func register<Change, Element>(changes: [Change], source: [Element], indices: [Int]) {
        guard !changes.isEmpty, changes.count == indices.count, let changesAddress = address(of: changes),
              let sourceAddress = address(of: source), ascending(indices, below: source.count) else { return }
        let entry = RemovalTargets(changes: changes, changesAddress: changesAddress, source: source,
                                   sourceAddress: sourceAddress, sourceCount: source.count, indices: indices)
        var pushedOut: [RemovalTargets] = []
        lock.lock()
        entries.append(entry)
        if entries.count > capacity { pushedOut.append(entries.removeFirst()) }
        lock.unlock()
        // Dropped after unlocking (it may hold the last reference to a large list).
        withExtendedLifetime(pushedOut) {}
    }

    /// The indices registered for `changes` when `input` is the list it was built from, else `nil`.
    @usableFromInline
    static func lookUp<Change, Element>(changes: [Change], input: [Element]) -> [Int]? {
        guard let changesAddress = address(of: changes), let inputAddress = address(of: input) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return entries.last {
            $0.changesAddress == changesAddress && $0.indices.count == changes.count
                && $0.sourceAddress == inputAddress && $0.sourceCount == input.count
        }?.indices
    }

    /// Forgets the entry of the change list at `changesAddress` (its last watcher stopped watching it).
    static func forget(changesAt changesAddress: UnsafeRawPointer) {
        var dropped: [RemovalTargets] = []
        lock.lock()
        entries.removeAll { entry in
            guard entry.changesAddress == changesAddress else { return false }
            dropped.append(entry)
            return true
        }
        lock.unlock()
        withExtendedLifetime(dropped) {}
    }

    /// How many entries are remembered (tests).
    package static var count: Int { lock.withLock { entries.count } }

    /// Forgets every entry (tests).
    package static func forgetAll() {
        lock.lock()
        let dropped = entries
        entries = []
        lock.unlock()
        withExtendedLifetime(dropped) {}
    }

    private static func ascending(_ indices: [Int], below count: Int) -> Bool {
        var previous = -1
        for index in indices {
            guard index > previous else { return false }
            previous = index
        }
        return previous < count
    }

    private static func address<Item>(of list: [Item]) -> UnsafeRawPointer? {
        guard !list.isEmpty else { return nil }
        return list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}

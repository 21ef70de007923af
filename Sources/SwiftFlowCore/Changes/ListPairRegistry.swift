import Foundation

/// A change list and the list it was built from, held so that their buffers' addresses name them alone while
/// this lives: a change list met at that address with that count is this very list (any mutation of a held
/// array copies it first), and an input list at the source's address is the source itself.
package struct ListPair: @unchecked Sendable {
    // Held only to pin the two addresses (never read).
    private let changes: Any
    private let source: Any
    let changesAddress: UnsafeRawPointer
    let changeCount: Int
    let sourceAddress: UnsafeRawPointer
    let sourceCount: Int

    /// `nil` when either list is empty (an empty array has no buffer of its own to name it).
    init?<Change, Element>(changes: [Change], source: [Element]) {
        guard let changesAddress = Self.address(of: changes), let sourceAddress = Self.address(of: source) else {
            return nil
        }
        self.changes = changes
        self.source = source
        self.changesAddress = changesAddress
        changeCount = changes.count
        self.sourceAddress = sourceAddress
        sourceCount = source.count
    }

    /// Whether `changes` is the held change list.
    func isChanges<Change>(_ changes: [Change]) -> Bool {
        changes.count == changeCount && Self.address(of: changes) == changesAddress
    }

    static func address<Item>(of list: [Item]) -> UnsafeRawPointer? {
        guard !list.isEmpty else { return nil }
        return list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}

/// What a registry entry is about: its change list and source list.
package protocol ListPairEntry: AnyObject {
    var pair: ListPair { get }
}

/// The few most recent entries about change lists (`SelectionTargets`, `RemovalTargets`), looked up by the
/// addresses of a change list and the list it is applied to. An entry is dropped when the canvas stops watching
/// its change list (`AppliedChangeLog.unwatch`) or when newer entries push it out.
package final class ListPairRegistry<Entry: ListPairEntry>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Entry] = []
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    func add(_ entry: Entry) {
        var pushedOut: [Entry] = []
        lock.lock()
        entries.append(entry)
        if entries.count > capacity { pushedOut.append(entries.removeFirst()) }
        lock.unlock()
        // Dropped after unlocking (it may hold the last reference to a large list).
        withExtendedLifetime(pushedOut) {}
    }

    /// The newest entry registered for `changes` with `input` as its source list.
    func lookUp<Change, Element>(changes: [Change], input: [Element]) -> Entry? {
        guard let changesAddress = ListPair.address(of: changes), let inputAddress = ListPair.address(of: input)
        else { return nil }
        let changeCount = changes.count
        let inputCount = input.count
        lock.lock()
        defer { lock.unlock() }
        return entries.last {
            $0.pair.changesAddress == changesAddress && $0.pair.changeCount == changeCount
                && $0.pair.sourceAddress == inputAddress && $0.pair.sourceCount == inputCount
        }
    }

    /// Forgets the entries of the change list at `changesAddress` (its last watcher stopped watching it).
    func forget(changesAt changesAddress: UnsafeRawPointer) {
        var dropped: [Entry] = []
        lock.lock()
        entries.removeAll { entry in
            guard entry.pair.changesAddress == changesAddress else { return false }
            dropped.append(entry)
            return true
        }
        lock.unlock()
        withExtendedLifetime(dropped) {}
    }

    /// How many entries are remembered (tests).
    var count: Int { lock.withLock { entries.count } }

    /// Forgets every entry (tests).
    func removeAll() {
        lock.lock()
        let dropped = entries
        entries = []
        lock.unlock()
        withExtendedLifetime(dropped) {}
    }
}

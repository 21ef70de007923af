import Foundation

/// Lets a canvas recognise, in O(1), a list the app built with `applyNodeChanges` / `applyEdgeChanges` from the
/// canvas's own list and a change list the canvas emitted, so that it can take the changes as the whole
/// difference instead of comparing every element (React Flow compares element references for the same reason).
///
/// The canvas *watches* each change list it emits. Applying a watched list records (input buffer, change list,
/// result) and keeps the result alive: while the log holds it, the result's buffer cannot be mutated in place
/// (any mutation copies it first), so an array arriving at the canvas with that very buffer holds exactly what
/// the changes produced. Anything else (another array, the result edited afterwards, changes applied by
/// other means) simply matches nothing, and the canvas compares the lists as before.
///
/// Applications of lists nobody watches (an app moving nodes itself, a benchmark, a script) are remembered too, the
/// last few of them (`unwatched`), with the change list itself, until a canvas takes one (`latestApplication`):
/// a canvas whose current list was their input recognises their result in the same way. Each keeps its result
/// alive only until a canvas takes it or four later applications push it out.
package final class AppliedChangeLog: @unchecked Sendable {
    package static let shared = AppliedChangeLog()

    /// One recorded application: which change list, applied to which buffer, gave which array.
    private struct Entry {
        let changes: UnsafeRawPointer
        let input: UnsafeRawPointer?
        let inputCount: Int
        let output: Any
        let outputAddress: UnsafeRawPointer?
        let outputCount: Int
        /// Recording order: a chain only goes forward in it (see `chain`).
        let sequence: Int
    }

    private let lock = NSLock()
    /// The change lists canvases wait for, with the number of canvases watching each.
    private var watched: [UnsafeRawPointer: Int] = [:]
    private var entries: [Entry] = []
    /// The latest applications of unwatched lists, oldest first, with their change lists.
    private var unwatched: [(entry: Entry, changes: Any)] = []
    private let unwatchedCapacity = 4
    private var nextSequence = 0
    /// Bounds what the log keeps alive when an app applies watched lists without a canvas taking the results.
    private let capacity = 16

    private init() {}

    /// Starts watching `changes` (the caller keeps the array alive until `unwatch`, so its address stays its own).
    package func watch<Change>(_ changes: [Change]) {
        guard let address = Self.address(of: changes) else { return }
        lock.lock()
        watched[address, default: 0] += 1
        lock.unlock()
    }

    /// Stops watching `changes` and forgets (releases) what was recorded for it.
    package func unwatch<Change>(_ changes: [Change]) {
        guard let address = Self.address(of: changes) else { return }
        lock.lock()
        if let count = watched[address], count > 1 {
            watched[address] = count - 1
        } else {
            watched[address] = nil
            entries.removeAll { $0.changes == address }
        }
        lock.unlock()
        // Not watched any more: its selection targets (select all) and removal targets (Delete) are not needed either.
        if watched(address) == nil {
            SelectionTargets.forget(changesAt: address)
            RemovalTargets.forget(changesAt: address)
        }
    }

    private func watched(_ address: UnsafeRawPointer) -> Int? { lock.withLock { watched[address] } }

    /// Called by the apply functions: records `output`, among the watched entries when `changes` is watched.
    func record<Change, Element>(changes: [Change], input: [Element], output: [Element]) {
        guard let address = Self.address(of: changes) else { return }
        // What an unwatched entry pushed out is dropped after unlocking.
        var pushedOut: (entry: Entry, changes: Any)?
        lock.lock()
        let entry = Entry(changes: address, input: Self.address(of: input), inputCount: input.count,
                          output: output, outputAddress: Self.address(of: output), outputCount: output.count,
                          sequence: nextSequence)
        nextSequence += 1
        if watched[address] != nil {
            if entries.count >= capacity { entries.removeFirst() }
            entries.append(entry)
        } else {
            if unwatched.count >= unwatchedCapacity { pushedOut = unwatched.removeFirst() }
            unwatched.append((entry, changes))
        }
        lock.unlock()
        withExtendedLifetime(pushedOut) {}
    }

    /// A stamp to compare recordings with: applications recorded from now on have a sequence at least this.
    package var mark: Int {
        lock.lock()
        defer { lock.unlock() }
        return nextSequence
    }

    /// The change list of an unwatched application, recorded at or after `mark`, that read exactly `old`'s
    /// buffer and produced exactly `new`'s; `nil` when none did. A found application is forgotten (taken).
    ///
    /// `mark` must be from when the caller began holding `old`: from then on no other array can sit at its
    /// address, so an application recorded since that read this address read `old` itself.
    package func latestApplication<Change, Element>(from old: [Element], to new: [Element],
                                                   since mark: Int) -> [Change]? {
        guard let input = Self.address(of: old), let output = Self.address(of: new) else { return nil }
        var taken: (entry: Entry, changes: Any)?
        lock.lock()
        if let index = unwatched.lastIndex(where: { item in
            item.entry.sequence >= mark && item.entry.input == input && item.entry.inputCount == old.count
                && item.entry.outputAddress == output && item.entry.outputCount == new.count
                && item.changes is [Change]
        }) {
            taken = unwatched.remove(at: index)
        }
        lock.unlock()
        return taken?.changes as? [Change]
    }

    /// The change lists among `candidates` whose recorded applications lead, one after the other, from `old` to
    /// exactly `new`, in the order they were applied; `nil` when no such chain was recorded (then `new` may
    /// hold anything). An empty result means `new` is `old` itself.
    package func chain<Change, Element>(from old: [Element], to new: [Element],
                                        through candidates: [[Change]]) -> [Int]? {
        let target = Self.address(of: new)
        var current = Self.address(of: old)
        var currentCount = old.count
        if current == target && currentCount == new.count { return [] }
        // Empty arrays share one buffer: their identity says nothing.
        guard target != nil, current != nil else { return nil }
        let addresses = candidates.map { Self.address(of: $0) }
        lock.lock()
        defer { lock.unlock() }
        var used: [Int] = []
        // Each step must have been recorded after the previous one: the log keeps a result alive from its
        // recording on, so only a later application can have read that very buffer (an earlier one read some
        // other array that happened to live at the same address before).
        var after = -1
        while current != target || currentCount != new.count {
            // Prefer the application that lands on `new` (the same list may have been applied twice).
            var step: (candidate: Int, entry: Entry)?
            for entry in entries.reversed()
            where entry.sequence > after && entry.input == current && entry.inputCount == currentCount {
                guard let candidate = addresses.firstIndex(where: { $0 == entry.changes }),
                      !used.contains(candidate) else { continue }
                if step == nil || (entry.outputAddress == target && entry.outputCount == new.count) {
                    step = (candidate, entry)
                }
            }
            guard let step, step.entry.outputAddress != nil else { return nil }
            used.append(step.candidate)
            after = step.entry.sequence
            current = step.entry.outputAddress
            currentCount = step.entry.outputCount
        }
        return used
    }

    /// The address of an array's elements (identity only); `nil` for an empty array.
    private static func address<Item>(of array: [Item]) -> UnsafeRawPointer? {
        guard !array.isEmpty else { return nil }
        return array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}

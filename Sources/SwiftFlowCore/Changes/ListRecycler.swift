import Dispatch
import Foundation

/// Lets `applyNodeChanges` write a drag frame's new list into the buffer of a list from a few frames ago, once
/// nobody but the recycler holds that list any more, instead of copying every node into a fresh buffer.
///
/// A drag frame changes one node of 100,000; copying the others (and the page faults on a new 9 MB buffer)
/// was most of the frame, in an app's `applyNodeChanges` and more so in `SwiftFlowStore`'s unspecialized one.
/// The recycler keeps the last few lists that shape-keeping applications (no removal, no insertion) read and
/// produced, oldest first, each with the indices at which the next one differs from it. When an application
/// reads the newest of them, the oldest one that the recycler alone still holds (the app and the canvas have
/// moved on) is brought up to date by assigning just the elements at those indices from the input, and the
/// caller applies its changes to it in place.
///
/// Value semantics hold because the recycler *holds* every list it remembers: while it does, nobody can change
/// that buffer in place (any mutation elsewhere copies first), so the recorded differences stay true, and a
/// buffer is written only once its one remaining holder is the recycler. An array the app still has is never
/// written. The lists are identified by buffer address only while held, so an address cannot be reused under it.
///
/// Only node lists are recycled (`Node` is `Sendable`: a list the recycler lets go of last is freed on a utility
/// queue, as the canvas frees its outgoing lists).
@usableFromInline
package final class ListRecycler: @unchecked Sendable {
    @usableFromInline package static let shared = ListRecycler()

    /// Lists shorter than this are copied as before: a copy of a few thousand elements costs less than the
    /// recycled buffer's bookkeeping. Changed by tests only.
    package var threshold: Int {
        get { lock.withLock { storedThreshold } }
        set { lock.withLock { storedThreshold = newValue } }
    }

    /// How many lists a chain keeps: the input (held by the app and the canvas), the one before it (the
    /// canvas's retired list until its next update) and one more, which is the one written next.
    static let depth = 3

    private let lock = NSLock()
    private var storedThreshold = 4_096
    /// One chain per element type (an app's node data type).
    private var chains: [ObjectIdentifier: AnyObject] = [:]

    private init() {}

    /// A list equal to `input` that nothing else holds, made by updating a remembered older list; `nil` when
    /// `input` is not the newest list of its chain or no remembered list is free yet (then the caller copies).
    @usableFromInline
    func reusableCopy<Element>(of input: [Element]) -> [Element]? {
        guard let address = Self.address(of: input) else { return nil }
        var taken: (list: [Element], stale: [Int])?
        var dropped: [[Element]] = []
        lock.lock()
        if input.count >= storedThreshold, let chain = chain(for: Element.self),
           let last = chain.lists.last, Self.address(of: last) == address, last.count == input.count {
            // The oldest free one: the fewest lists stay behind, and older ones could not be freed before it.
            if let free = chain.lists.indices.dropLast().first(where: { Self.isOnlyHolder(&chain.lists[$0]) }) {
                let stale = chain.changed[free...].flatMap { $0 }
                dropped = Array(chain.lists[..<free])
                taken = (chain.lists[free], stale)
                chain.lists.removeSubrange(...free)
                chain.changed.removeSubrange(...free)
            }
        }
        lock.unlock()
        Self.release(dropped)
        guard var list = taken?.list, let stale = taken?.stale else { return nil }
        // The list's one other reference: kept, writing the list would copy it.
        taken = nil
        // Only this function holds it now: the buffer is written in place.
        input.withUnsafeBufferPointer { source in
            list.withUnsafeMutableBufferPointer { target in
                for index in stale { target[index] = source[index] }
            }
        }
        return list
    }

    /// Remembers a shape-keeping application: `output` is `input` with the elements at `changed` replaced.
    /// Continues the chain when `input` is its newest list; starts a new one otherwise.
    @usableFromInline
    func record<Element>(input: [Element], output: [Element], changed: [Int]) {
        guard input.count == output.count, Self.address(of: input) != nil, Self.address(of: output) != nil
        else { return forget(Element.self) }
        var dropped: [[Element]] = []
        lock.lock()
        guard input.count >= storedThreshold else {
            lock.unlock()
            return forget(Element.self)
        }
        let chain = chain(for: Element.self) ?? {
            let made = RecycleChain<Element>()
            chains[ObjectIdentifier(Element.self)] = made
            return made
        }()
        if let last = chain.lists.last, Self.address(of: last) == Self.address(of: input), last.count == input.count {
            chain.changed.append(changed)
        } else {
            dropped = chain.lists
            chain.lists = [input]
            chain.changed = [changed]
        }
        chain.lists.append(output)
        while chain.lists.count > Self.depth {
            dropped.append(chain.lists.removeFirst())
            chain.changed.removeFirst()
        }
        lock.unlock()
        Self.release(dropped)
    }

    /// Lets go of every remembered list of `Element` (an application that changed the list's shape).
    @usableFromInline
    func forget<Element>(_ type: Element.Type) {
        lock.lock()
        let dropped: [[Element]] = chain(for: type)?.lists ?? []
        chains[ObjectIdentifier(type)] = nil
        lock.unlock()
        Self.release(dropped)
    }

    /// Whether the recycler holds `list` (the same buffer): then dropping another reference to it frees
    /// nothing, so whoever drops it need not move that off the main thread.
    package func holds<Element>(_ list: [Element]) -> Bool {
        guard let address = Self.address(of: list) else { return false }
        lock.lock()
        defer { lock.unlock() }
        guard let chain = chain(for: Element.self) else { return false }
        return chain.lists.contains { Self.address(of: $0) == address && $0.count == list.count }
    }

    /// The number of lists remembered for `Element` (tests).
    package func rememberedCount<Element>(of type: Element.Type) -> Int {
        lock.withLock { chain(for: type)?.lists.count ?? 0 }
    }

    private func chain<Element>(for type: Element.Type) -> RecycleChain<Element>? {
        chains[ObjectIdentifier(type)].map { unsafeDowncast($0, to: RecycleChain<Element>.self) }
    }

    /// Frees lists the recycler may have been the last to hold on a utility queue (a 100,000-node list takes
    /// a large part of a frame to destroy); small ones in place.
    private static func release<Element>(_ lists: [[Element]]) {
        guard lists.contains(where: { $0.count >= 4_096 }) else { return }
        let bin = RecycledBin(lists)
        DispatchQueue.global(qos: .utility).async { bin.empty() }
    }

    /// Whether the array's buffer has no other holder. An array is one reference to its buffer object (the
    /// layout `Array` has on every platform Swift runs on), so the runtime's uniqueness test reads it directly.
    private static func isOnlyHolder<Element>(_ list: inout [Element]) -> Bool {
        guard !list.isEmpty, MemoryLayout<[Element]>.size == MemoryLayout<AnyObject>.size else { return false }
        return withUnsafeMutablePointer(to: &list) { pointer in
            pointer.withMemoryRebound(to: AnyObject.self, capacity: 1) { isKnownUniquelyReferenced(&$0.pointee) }
        }
    }

    /// The address of an array's elements (identity only); `nil` for an empty array.
    private static func address<Element>(of list: [Element]) -> UnsafeRawPointer? {
        guard !list.isEmpty else { return nil }
        return list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}

/// The lists of one element type, oldest first; `changed[i]` holds the indices at which `lists[i + 1]` differs
/// from `lists[i]`.
private final class RecycleChain<Element> {
    var lists: [[Element]] = []
    var changed: [[Int]] = []
}

/// The one holder of lists on their way to the freeing queue (see `RetiredLists` in the canvas).
private final class RecycledBin<Element>: @unchecked Sendable {
    // Written here and once by `empty()` on the freeing queue.
    private var lists: [[Element]]

    init(_ lists: [[Element]]) { self.lists = lists }

    func empty() { lists = [] }
}

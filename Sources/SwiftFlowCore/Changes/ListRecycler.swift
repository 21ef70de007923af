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
/// Selection runs (select all, Escape, a large box) are recycled too, for nodes and edges: their output differs
/// from their input only in each element's `selected` byte, which the chain records as a *flag column* instead
/// of 200,000 indices, and which is brought up to date by copying that one byte per element. Select all at
/// 100,000 nodes then writes 200,000 flag bytes into an old edge list instead of copying 200,000 edges (five
/// strings and an attributes box each) into freshly mapped memory.
///
/// Node and edge lists are recycled (both are `Sendable`: a list the recycler lets go of last is freed on a
/// utility queue, as the canvas frees its outgoing lists).
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
    /// How many lists of each element type were written into a recycled buffer (tests; kept past `forget`).
    private var reuses: [ObjectIdentifier: Int] = [:]

    private init() {}

    /// A list equal to `input` that nothing else holds, made by updating a remembered older list; `nil` when
    /// `input` is not the newest list of its chain or no remembered list is free yet (then the caller copies).
    ///
    /// `rewritingFlagAt`: the caller sets every element's byte at that offset itself (a selection run), so a flag
    /// column recorded at that offset is not copied here.
    @usableFromInline
    func reusableCopy<Element>(of input: [Element], rewritingFlagAt ownFlag: Int? = nil) -> [Element]? {
        guard let address = Self.address(of: input) else { return nil }
        var taken: (list: [Element], stale: [Int], flags: Set<Int>)?
        var dropped: [[Element]] = []
        lock.lock()
        // `isNewest` reads the chain's last list in a scope of its own: a copy of `chain.lists` alive here (an
        // unoptimized build keeps the getter's result to the end of the `if`) would make every list look shared.
        if input.count >= storedThreshold, let chain = chain(for: Element.self),
           chain.isNewest(address, count: input.count) {
            // The oldest free one: the fewest lists stay behind, and older ones could not be freed before it.
            // Through the buffer's pointers: an inout access to `chain.lists[i]` may go through a temporary copy
            // (in unoptimized builds it does), which is a second reference and made every list look shared.
            let free = chain.lists.withUnsafeMutableBufferPointer { lists in
                lists.indices.dropLast().first { Self.isOnlyHolder(lists.baseAddress! + $0) }
            }
            if let free {
                let stale = chain.changed[free...].flatMap { $0 }
                let flags = Set(chain.flagColumns[free...].compactMap { $0 }).subtracting(ownFlag.map { [$0] } ?? [])
                dropped = Array(chain.lists[..<free])
                taken = (chain.lists[free], stale, flags)
                reuses[ObjectIdentifier(Element.self), default: 0] += 1
                chain.lists.removeSubrange(...free)
                chain.changed.removeSubrange(...free)
                chain.flagColumns.removeSubrange(...free)
            }
        }
        lock.unlock()
        Self.release(&dropped)
        guard var list = taken?.list, let stale = taken?.stale, let flags = taken?.flags else { return nil }
        // The list's one other reference: kept, writing the list would copy it.
        taken = nil
        // Only this function holds it now: the buffer is written in place.
        input.withUnsafeBufferPointer { source in
            list.withUnsafeMutableBufferPointer { target in
                for index in stale { target[index] = source[index] }
            }
        }
        for offset in flags { Self.copyFlagColumn(at: offset, from: input, into: &list) }
        return list
    }

    /// Copies each element's byte at `offset` (a stored `Bool`) from `source` into `target`, lists of one length.
    private static func copyFlagColumn<Element>(at offset: Int, from source: [Element], into target: inout [Element]) {
        let stride = MemoryLayout<Element>.stride
        let count = min(source.count, target.count)
        source.withUnsafeBytes { from in
            target.withUnsafeMutableBytes { to in
                for index in 0..<count {
                    to.storeBytes(of: from.load(fromByteOffset: index * stride + offset, as: Bool.self),
                                  toByteOffset: index * stride + offset, as: Bool.self)
                }
            }
        }
    }

    /// Remembers a shape-keeping application: `output` is `input` with the elements at `changed` replaced.
    /// Continues the chain when `input` is its newest list; starts a new one otherwise. `flagColumn`: besides
    /// those elements, every element's byte at this offset (a stored `Bool`, such as `selected`) may differ.
    @usableFromInline
    func record<Element>(input: [Element], output: [Element], changed: [Int], flagColumn: Int? = nil) {
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
            chain.flagColumns.append(flagColumn)
        } else {
            dropped = chain.lists
            chain.lists = [input]
            chain.changed = [changed]
            chain.flagColumns = [flagColumn]
        }
        chain.lists.append(output)
        while chain.lists.count > Self.depth {
            dropped.append(chain.lists.removeFirst())
            chain.changed.removeFirst()
            chain.flagColumns.removeFirst()
        }
        lock.unlock()
        Self.release(&dropped)
    }

    /// Lets go of every remembered list of `Element` (an application that changed the list's shape).
    @usableFromInline
    func forget<Element>(_ type: Element.Type) {
        lock.lock()
        var dropped: [[Element]] = chain(for: type)?.lists ?? []
        chains[ObjectIdentifier(type)] = nil
        lock.unlock()
        Self.release(&dropped)
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

    /// How many lists of `Element` were written into a recycled buffer so far (tests).
    package func reuseCount<Element>(of type: Element.Type) -> Int {
        lock.withLock { reuses[ObjectIdentifier(type)] ?? 0 }
    }

    /// The number of lists remembered for `Element` (tests).
    package func rememberedCount<Element>(of type: Element.Type) -> Int {
        lock.withLock { chain(for: type)?.lists.count ?? 0 }
    }

    private func chain<Element>(for type: Element.Type) -> RecycleChain<Element>? {
        chains[ObjectIdentifier(type)].map { unsafeDowncast($0, to: RecycleChain<Element>.self) }
    }

    /// Frees lists the recycler may have been the last to hold on a utility queue (a 100,000-node list takes
    /// a large part of a frame to destroy); small ones in place. The caller's array is emptied before the bin
    /// is handed over: while the caller still held the lists, a queue that emptied the bin first left the last
    /// reference, and the destruction, on the caller's thread (9.5 M instructions inside a Delete frame, callgrind).
    @usableFromInline
    static func release<Element>(_ lists: inout [[Element]]) {
        guard lists.contains(where: { $0.count >= 4_096 }) else { return }
        let bin = RecycledBin(lists)
        lists = []
        DispatchQueue.global(qos: .utility).async { bin.empty() }
    }

    /// `release(_:)` of lists the caller keeps holding until it returns.
    @usableFromInline
    static func release<Element>(_ lists: [[Element]]) {
        var lists = lists
        release(&lists)
    }

    /// Whether the array's buffer has no other holder. An array is one reference to its buffer object (the
    /// layout `Array` has on every platform Swift runs on), so the runtime's uniqueness test reads it directly.
    /// The reference is read as a native Swift class (`ArrayBufferReference`), as the buffer is one: read as
    /// `AnyObject`, an unoptimized build's test answered "shared" for every buffer, so debug builds never
    /// reused a list. The chain holds no empty array (`record` refuses them), whose buffer is a static one.
    private static func isOnlyHolder<Element>(_ list: UnsafeMutablePointer<[Element]>) -> Bool {
        guard MemoryLayout<[Element]>.size == MemoryLayout<ArrayBufferReference>.size else { return false }
        return list.withMemoryRebound(to: ArrayBufferReference.self, capacity: 1) { isKnownUniquelyReferenced(&$0.pointee) }
    }

    /// The address of an array's elements (identity only); `nil` for an empty array.
    private static func address<Element>(of list: [Element]) -> UnsafeRawPointer? {
        guard !list.isEmpty else { return nil }
        return list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}

/// The lists of one element type, oldest first; `changed[i]` holds the indices at which `lists[i + 1]` differs
/// from `lists[i]`, and `flagColumns[i]` the offset of a flag byte in which any element may differ besides.
private final class RecycleChain<Element> {
    var lists: [[Element]] = []
    var changed: [[Int]] = []
    var flagColumns: [Int?] = []

    /// Whether the newest list has its elements at `address` and `count` of them.
    func isNewest(_ address: UnsafeRawPointer, count: Int) -> Bool {
        guard let last = lists.last, last.count == count else { return false }
        return last.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } == address
    }
}

/// Stands for an array's buffer object in `ListRecycler.isOnlyHolder`: never instantiated, only its native
/// reference counting is used.
private final class ArrayBufferReference {}

/// The one holder of lists on their way to the freeing queue (see `RetiredLists` in the canvas).
private final class RecycledBin<Element>: @unchecked Sendable {
    // Written here and once by `empty()` on the freeing queue.
    private var lists: [[Element]]

    init(_ lists: [[Element]]) { self.lists = lists }

    func empty() { lists = [] }
}

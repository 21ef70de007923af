import Foundation

/// A change list made only of `.remove` changes naming elements in list order (Delete, cut, redo of a deletion),
/// as a column of ids. Applying it finds each removed element by reading ids at their field offset in the list's
/// storage and copies only the kept elements into the new list, in one pass: no change or element goes through
/// generic value-witness calls to read an id, and no removed element is copied and then squeezed out, which
/// made removing 1,000 nodes and their 4,000 edges from 100,000 and 200,000 cost more in unspecialized callers
/// (`SwiftFlowStore`) than in the app's own specialized code.
@usableFromInline
struct RemovalRun {
    @usableFromInline var ids: [String] = []
    /// Set when a change of another kind was seen: the list goes through the general walk.
    @usableFromInline var isAbandoned = false

    @inlinable init() {}

    @inlinable mutating func append(_ id: String) {
        if ids.isEmpty { ids.reserveCapacity(16) }
        ids.append(id)
    }

    @inlinable mutating func abandon() {
        isAbandoned = true
        ids = []
    }

    /// `elements` without the named ones, in a new buffer, and the indices they had (ascending); `nil` when the
    /// run was abandoned or empty, when the ids do not name elements in list order (an id may repeat in a row),
    /// or when `id` is not a stored property. Like `orderedTargets`, a change goes to the first element with its
    /// id. `copy`, when given, copies each kept element (see `keeping`). `targets`, when given, are the indices
    /// the changes name (`RemovalTargets`: each id's first element, ascending): used without a walk when the id
    /// at each is its change's.
    @inlinable
    func applied<Element>(to elements: [Element], id: KeyPath<Element, String>,
                          copy: RunCopier<Element>? = nil, targets: [Int]? = nil)
        -> (list: [Element], removed: [Int])? {
        guard !isAbandoned, !ids.isEmpty, let idOffset = MemoryLayout<Element>.offset(of: id) else { return nil }
        let stride = MemoryLayout<Element>.stride
        if let targets, Self.name(targets, in: elements, ids: ids, idOffset: idOffset) {
            return (Self.keeping(elements, without: targets, copy: copy), targets)
        }
        // The indices the changes name, ascending, each once.
        var removed: [Int] = []
        removed.reserveCapacity(ids.count)
        let inOrder = elements.withUnsafeBytes { bytes -> Bool in
            let count = elements.count
            func idAt(_ index: Int) -> String {
                bytes.load(fromByteOffset: index * stride + idOffset, as: String.self)
            }
            var current = -1
            for change in ids.indices {
                let wanted = ids[change]
                if current >= 0 && idAt(current) == wanted { continue }
                var next = current + 1
                while next < count && idAt(next) != wanted { next += 1 }
                guard next < count else { return false }
                current = next
                removed.append(current)
            }
            return true
        }
        guard inOrder else { return nil }
        return (Self.keeping(elements, without: removed, copy: copy), removed)
    }

    /// Whether `ids[k]` is the id of `elements[targets[k]]` for every k, the targets ascending inside the list:
    /// one id comparison per change (the same string, so usually its bits alone) instead of the walk's one per
    /// element.
    @inlinable
    static func name<Element>(_ targets: [Int], in elements: [Element], ids: [String], idOffset: Int) -> Bool {
        guard targets.count == ids.count else { return false }
        let stride = MemoryLayout<Element>.stride
        return elements.withUnsafeBytes { bytes in
            var previous = -1
            for change in ids.indices {
                let index = targets[change]
                guard index > previous, index < elements.count,
                      bytes.load(fromByteOffset: index * stride + idOffset, as: String.self) == ids[change]
                else { return false }
                previous = index
            }
            return true
        }
    }

    /// The elements of `elements` except those at `removed` (ascending, no repeats), copied once each, a run of
    /// kept elements at a time: by `copy` when given (a field-by-field copier made where `Element` is known),
    /// else as whole values.
    @inlinable
    static func keeping<Element>(_ elements: [Element], without removed: [Int],
                                 copy: RunCopier<Element>? = nil) -> [Element] {
        let kept = elements.count - removed.count
        return Array(unsafeUninitializedCapacity: kept) { buffer, initialized in
            elements.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
                var written = 0
                var start = 0
                for run in 0...removed.count {
                    let end = run < removed.count ? removed[run] : source.count
                    if end > start, let copy {
                        copy(from + start, to + written, end - start)
                    } else if end > start {
                        // One runtime call per run of kept elements: it calls the copy witness element by element
                        // into place, where `initialize(to: from[index])` copied each into a temporary and moved it.
                        (to + written).initialize(from: from + start, count: end - start)
                    }
                    written += end - start
                    start = end + 1
                }
            }
            initialized = kept
        }
    }
}

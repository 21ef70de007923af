import Foundation

/// A change list made only of `.selection` changes (select all, a box, a click), as two columns: the ids and
/// the new flags. Applying it reads each element's id and writes its `selected` flag in place in the list's
/// storage, by field offset: no change or element goes through generic value-witness calls per item, which
/// made applying select all's 300,000 changes at 100,000 nodes cost far more than the walk itself when the
/// caller is unspecialized generic code (`SwiftFlowStore`).
@usableFromInline
struct SelectionRun {
    @usableFromInline var ids: [String] = []
    @usableFromInline var flags: [Bool] = []
    /// Set when a change of another kind was seen: the list goes through the general walk.
    @usableFromInline var isAbandoned = false

    @inlinable init() {}

    @inlinable mutating func append(_ id: String, _ selected: Bool) {
        if ids.isEmpty { ids.reserveCapacity(16) }
        ids.append(id)
        flags.append(selected)
    }

    @inlinable mutating func abandon() {
        isAbandoned = true
        ids = []
        flags = []
    }

    /// `elements` with the flags applied, in a new buffer; `nil` when the run was abandoned or empty, when the
    /// ids do not name elements in list order (an id may repeat in a row), or when `id` or `flag` is not a
    /// stored property. Like `orderedTargets`, a change goes to the first element with its id.
    @inlinable
    func applied<Element>(to elements: [Element], id: KeyPath<Element, String>,
                          flag: WritableKeyPath<Element, Bool>) -> [Element]? {
        guard !isAbandoned, !ids.isEmpty, let idOffset = MemoryLayout<Element>.offset(of: id),
              let flagOffset = MemoryLayout<Element>.offset(of: flag) else { return nil }
        let stride = MemoryLayout<Element>.stride
        // The index each change names, found by walking the elements and the changes together.
        var targets: [Int] = []
        targets.reserveCapacity(ids.count)
        let inOrder = elements.withUnsafeBytes { bytes -> Bool in
            let count = elements.count
            func idAt(_ index: Int) -> String {
                bytes.load(fromByteOffset: index * stride + idOffset, as: String.self)
            }
            var current = -1
            for change in ids.indices {
                let wanted = ids[change]
                if current >= 0 && idAt(current) == wanted {
                    targets.append(current)
                    continue
                }
                var next = current + 1
                while next < count && idAt(next) != wanted { next += 1 }
                guard next < count else { return false }
                current = next
                targets.append(current)
            }
            return true
        }
        guard inOrder else { return nil }
        var result = uniqueCopy(of: elements)
        result.withUnsafeMutableBytes { bytes in
            for change in targets.indices {
                bytes.storeBytes(of: flags[change], toByteOffset: targets[change] * stride + flagOffset, as: Bool.self)
            }
        }
        return result
    }
}

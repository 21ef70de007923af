import Foundation

/// A list element that can copy runs of its kind in bulk: the run's bytes in one `memcpy`, then one retain for
/// each reference an element holds, read at the field's offset (`BulkCopyLayout`).
///
/// A whole-element copy of `Node` or `Edge` goes through the generic struct's value witness or an outlined copy
/// that reads every field (about 250 instructions an edge; more in unspecialized callers such as
/// `SwiftFlowStore`). Delete copies every kept element of both lists (`RemovalRun`): 295,000 of them at 100,000
/// nodes. The layout is worked out once per list, so the generic work (key paths, metadata) is not paid per run
/// of kept elements.
///
/// The conforming types list every stored property that holds a reference; `BulkCopyTests` fails when a stored
/// property is added, so a new reference field cannot be missed.
@usableFromInline
protocol BulkCopyable {
    /// Where the type's references sit; `nil` when a field has no fixed offset (then copy element by element).
    static var bulkCopyLayout: BulkCopyLayout? { get }
}

/// The reference fields of one element type, by kind and byte offset, and the copy of runs that retains them.
@usableFromInline
struct BulkCopyLayout {
    @usableFromInline let stride: Int
    /// Offsets of `String` fields.
    @usableFromInline let strings: [Int]
    /// Offsets of `String?` fields.
    @usableFromInline let optionalStrings: [Int]
    /// Offsets of fields that are one strong class reference (a `CopyOnWrite` box).
    @usableFromInline let objects: [Int]
    /// The offset of a field of a generic type that holds references, and how to retain a bitwise copy of it
    /// (through the type's value witness); `nil` when the generic field is trivial or listed above.
    @usableFromInline let generic: (offset: Int, retain: (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void)?

    /// A layout for elements of `stride` bytes whose generic field of type `Field` sits at `fieldOffset`: a
    /// trivial field needs nothing beyond the bytes, a `String` or `String?` joins the lists above, any other
    /// type is retained through its own copy.
    init<Field>(stride: Int, strings: [Int], optionalStrings: [Int], objects: [Int], field _: Field.Type,
                at fieldOffset: Int) {
        self.stride = stride
        var strings = strings, optionalStrings = optionalStrings
        if _isPOD(Field.self) {
            generic = nil
        } else if Field.self == String.self {
            strings.append(fieldOffset)
            generic = nil
        } else if Field.self == String?.self {
            optionalStrings.append(fieldOffset)
            generic = nil
        } else {
            generic = (fieldOffset, { target, source in retainCopiedField(Field.self, at: target, from: source) })
        }
        self.strings = strings
        self.optionalStrings = optionalStrings
        self.objects = objects
    }

    /// Initializes `count` elements at `target` (uninitialized) as copies of those at `source`.
    @usableFromInline
    func initializeCopies(at target: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int) {
        guard count > 0 else { return }
        target.copyMemory(from: source, byteCount: count * stride)
        strings.withUnsafeBufferPointer { strings in
            optionalStrings.withUnsafeBufferPointer { optionalStrings in
                objects.withUnsafeBufferPointer { objects in
                    for element in 0..<count {
                        let to = target + element * stride, from = source + element * stride
                        for offset in strings { retainCopiedField(String.self, at: to + offset, from: from + offset) }
                        for offset in optionalStrings {
                            retainCopiedField(String?.self, at: to + offset, from: from + offset)
                        }
                        for offset in objects {
                            _ = Unmanaged<AnyObject>.fromOpaque(from.load(fromByteOffset: offset,
                                                                          as: UnsafeRawPointer.self)).retain()
                        }
                        if let generic { generic.retain(to + generic.offset, from + generic.offset) }
                    }
                }
            }
        }
    }
}

/// Retains what a bitwise copy of a value holds: the bits are written back as a typed copy of themselves.
@inline(__always)
func retainCopiedField<Field>(_ type: Field.Type, at target: UnsafeMutableRawPointer, from source: UnsafeRawPointer) {
    target.initializeMemory(as: Field.self, to: source.load(as: Field.self))
}

extension Node: BulkCopyable {
    @usableFromInline
    static var bulkCopyLayout: BulkCopyLayout? {
        typealias Layout = MemoryLayout<Node<NodeData>>
        guard let id = Layout.offset(of: \.id), let attributes = Layout.offset(of: \.attributes),
              let data = Layout.offset(of: \.data) else { return nil }
        return BulkCopyLayout(stride: Layout.stride, strings: [id], optionalStrings: [], objects: [attributes],
                              field: NodeData.self, at: data)
    }
}

extension Edge: BulkCopyable {
    @usableFromInline
    static var bulkCopyLayout: BulkCopyLayout? {
        typealias Layout = MemoryLayout<Edge<EdgeData>>
        guard let id = Layout.offset(of: \.id), let source = Layout.offset(of: \.source),
              let target = Layout.offset(of: \.target), let sourceHandle = Layout.offset(of: \.sourceHandle),
              let targetHandle = Layout.offset(of: \.targetHandle), let attributes = Layout.offset(of: \.attributes),
              let data = Layout.offset(of: \.data) else { return nil }
        return BulkCopyLayout(stride: Layout.stride, strings: [id, source, target],
                              optionalStrings: [sourceHandle, targetHandle], objects: [attributes],
                              field: EdgeData?.self, at: data)
    }
}

/// A copy of `elements` in a buffer of its own, made in bulk (`BulkCopyable`); `nil` for other element types or
/// an empty list. The copy-on-write copy of a `Node` or `Edge` list goes through the runtime's
/// `swift_arrayInitWithCopy`, a value-witness call per element (select all's first frame copied 200,000 edges
/// that way).
@inlinable
func bulkCopy<Element>(of elements: [Element]) -> [Element]? {
    guard !elements.isEmpty, let layout = (Element.self as? BulkCopyable.Type)?.bulkCopyLayout else { return nil }
    return Array(unsafeUninitializedCapacity: elements.count) { buffer, initialized in
        elements.withUnsafeBufferPointer { source in
            guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
            layout.initializeCopies(at: UnsafeMutableRawPointer(to), from: UnsafeRawPointer(from), count: source.count)
        }
        initialized = elements.count
    }
}

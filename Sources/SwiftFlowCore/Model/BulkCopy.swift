import Foundation

/// A list element that can copy a run of its kind in bulk: the run's bytes in one `memcpy`, then one retain for
/// each reference an element holds, by field type at the field's offset.
///
/// A whole-element copy of `Node` or `Edge` goes through the generic struct's value witness, which reads the
/// type's layout at run time (about 250 instructions an edge, more in unspecialized callers such as
/// `SwiftFlowStore`, which also look `Optional<EdgeData>` up every time). Delete copies every kept element of
/// both lists (`RemovalRun`): 295,000 of them at 100,000 nodes. Here the generic work is done once per run.
///
/// The conforming types list every stored property that holds a reference; `BulkCopyTests` fails when a stored
/// property is added, so a new reference field cannot be missed.
@usableFromInline
protocol BulkCopyable {
    /// Initializes `count` elements at `target` (uninitialized) as copies of those at `source`; false, having
    /// written nothing, when the type's fields have no fixed offsets (then copy element by element).
    static func initializeCopies(at target: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int) -> Bool
}

/// Retains what a bitwise copy of a value holds: the bits are written back as a typed copy of themselves.
@inlinable
func retainCopiedField<Field>(_ type: Field.Type, at target: UnsafeMutableRawPointer, from source: UnsafeRawPointer) {
    target.initializeMemory(as: Field.self, to: source.load(as: Field.self))
}

extension Node: BulkCopyable {
    @usableFromInline
    static func initializeCopies(at target: UnsafeMutableRawPointer, from source: UnsafeRawPointer,
                                 count: Int) -> Bool {
        typealias Layout = MemoryLayout<Node<NodeData>>
        guard let id = Layout.offset(of: \.id), let attributes = Layout.offset(of: \.attributes),
              let data = Layout.offset(of: \.data) else { return false }
        guard count > 0 else { return true }
        let stride = Layout.stride
        target.copyMemory(from: source, byteCount: count * stride)
        let trivialData = _isPOD(NodeData.self)
        for element in 0..<count {
            let to = target + element * stride, from = source + element * stride
            retainCopiedField(String.self, at: to + id, from: from + id)
            retainCopiedField(CopyOnWrite<NodeAttributes>.self, at: to + attributes, from: from + attributes)
            if !trivialData { retainCopiedField(NodeData.self, at: to + data, from: from + data) }
        }
        return true
    }
}

extension Edge: BulkCopyable {
    @usableFromInline
    static func initializeCopies(at target: UnsafeMutableRawPointer, from source: UnsafeRawPointer,
                                 count: Int) -> Bool {
        typealias Layout = MemoryLayout<Edge<EdgeData>>
        guard let id = Layout.offset(of: \.id), let source_ = Layout.offset(of: \.source),
              let target_ = Layout.offset(of: \.target), let sourceHandle = Layout.offset(of: \.sourceHandle),
              let targetHandle = Layout.offset(of: \.targetHandle), let attributes = Layout.offset(of: \.attributes),
              let data = Layout.offset(of: \.data) else { return false }
        guard count > 0 else { return true }
        let stride = Layout.stride
        target.copyMemory(from: source, byteCount: count * stride)
        let trivialData = _isPOD(EdgeData?.self)
        for element in 0..<count {
            let to = target + element * stride, from = source + element * stride
            retainCopiedField(String.self, at: to + id, from: from + id)
            retainCopiedField(String.self, at: to + source_, from: from + source_)
            retainCopiedField(String.self, at: to + target_, from: from + target_)
            retainCopiedField(String?.self, at: to + sourceHandle, from: from + sourceHandle)
            retainCopiedField(String?.self, at: to + targetHandle, from: from + targetHandle)
            retainCopiedField(CopyOnWrite<EdgeAttributes>.self, at: to + attributes, from: from + attributes)
            if !trivialData { retainCopiedField(EdgeData?.self, at: to + data, from: from + data) }
        }
        return true
    }
}

import Foundation

/// A property of edges stored inside larger values (the canvas's edge records), asked edge after edge in a walk
/// over raw storage.
///
/// An edge keeps its rarely changed properties (reconnectable, interaction width, markers…) in a box most
/// edges share. Here each edge's box is told apart by its address, and `predicate` runs once per run of edges
/// with the same box: a walk over 200,000 records in code not specialized for the app's edge data asks it a
/// handful of times instead of reading each edge through generic accessors.
public struct EdgeAttributeColumn {
    // Not generic itself: in unspecialized code every use of a generic struct's fields looks its metadata up.
    // Usable from inline code: the canvas's walks ask `holds` per record, and a call across modules cost as much
    // as the rest of the step.
    @usableFromInline let boxOffset: Int
    @usableFromInline let ask: (UnsafeRawPointer) -> Bool
    @usableFromInline var box: UnsafeRawPointer?
    @usableFromInline var answer = false

    /// `predicate` may read only properties kept in the box (`reconnectable`, `interactionWidth`, `selectable`,
    /// `deletable`, `focusable`, `animated`, `label`, `style`, the markers). `nil` when edges are laid out
    /// otherwise than this expects.
    public init?<EdgeData>(_ type: Edge<EdgeData>.Type, where predicate: @escaping (Edge<EdgeData>) -> Bool) {
        guard let offset = MemoryLayout<Edge<EdgeData>>.offset(of: \Edge<EdgeData>.attributes),
              MemoryLayout<CopyOnWrite<EdgeAttributes>>.size == MemoryLayout<UnsafeRawPointer>.size else { return nil }
        boxOffset = offset
        ask = { edge in predicate(edge.load(as: Edge<EdgeData>.self)) }
    }

    /// Whether `predicate` holds for the edge stored at `edge`.
    @inlinable
    public mutating func holds(forEdgeAt edge: UnsafeRawPointer) -> Bool {
        let address = edge.load(fromByteOffset: boxOffset, as: UnsafeRawPointer.self)
        if address != box {
            box = address
            answer = ask(edge)
        }
        return answer
    }
}

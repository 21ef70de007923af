import Foundation

/// The `.selection` changes of select all, built without generic work per element.
///
/// Called from the canvas's generic code, which is not specialized for the app's data types, each element read
/// (`nodes[i].hidden`) and each change made (`.selection(id, flag)`) looks the generic type's metadata up in
/// the runtime's cache: at 100,000 nodes and 200,000 edges that was most of building select all's 300,000
/// changes. Here the lists are read as byte columns (`MemoryLayout.offset(of:)`), and the changes are written
/// by copying one `.selection` change made the ordinary way and putting each id and flag into its copy; the
/// result is checked against changes made the ordinary way, and anything unexpected takes the ordinary path.
public enum SelectAllChanges {
    /// The `.selection` changes that select every visible, selectable node whose id is not in `outside` and
    /// deselect the others, for the nodes whose flag would change, in list order.
    public static func nodes<NodeData>(_ nodes: [Node<NodeData>], outside: Set<String>) -> [NodeChange<NodeData>] {
        guard let targets = targets(nodes, id: \.id, hidden: \.hidden, selected: \.selected,
                                    attributes: \.attributes, selectable: { $0.selectable },
                                    isOutside: outside.isEmpty ? nil : { outside.contains($0) })
        else { return ordinaryNodes(nodes, outside: outside) }
        return SelectionChangeWriter.changes(ids: targets.ids, flags: targets.flags) { NodeChange.selection($0, $1) }
    }

    /// The `.selection` changes for edges, as for nodes: an edge with an end in `outside` is deselected.
    public static func edges<EdgeData>(_ edges: [Edge<EdgeData>], outside: Set<String>) -> [EdgeChange<EdgeData>] {
        let isOutside: ((Int, UnsafeRawBufferPointer) -> Bool)?
        if outside.isEmpty {
            isOutside = nil
        } else if let source = MemoryLayout<Edge<EdgeData>>.offset(of: \.source),
                  let target = MemoryLayout<Edge<EdgeData>>.offset(of: \.target) {
            isOutside = { base, bytes in
                outside.contains(bytes.load(fromByteOffset: base + source, as: String.self))
                    || outside.contains(bytes.load(fromByteOffset: base + target, as: String.self))
            }
        } else {
            return ordinaryEdges(edges, outside: outside)
        }
        guard let targets = targets(edges, id: \.id, hidden: \.hidden, selected: \.selected,
                                    attributes: \.attributes, selectable: { $0.selectable }, isOutsideAt: isOutside)
        else { return ordinaryEdges(edges, outside: outside) }
        return SelectionChangeWriter.changes(ids: targets.ids, flags: targets.flags) { EdgeChange.selection($0, $1) }
    }

    // MARK: - Reading the lists

    private static func targets<Item, Attributes: Hashable & Sendable>(
        _ items: [Item], id: KeyPath<Item, String>, hidden: KeyPath<Item, Bool>, selected: KeyPath<Item, Bool>,
        attributes: KeyPath<Item, CopyOnWrite<Attributes>>, selectable: (Attributes) -> Bool,
        isOutside: ((String) -> Bool)?
    ) -> (ids: [String], flags: [Bool])? {
        let byId: ((Int, UnsafeRawBufferPointer) -> Bool)?
        if let isOutside {
            guard let idOffset = MemoryLayout<Item>.offset(of: id) else { return nil }
            byId = { base, bytes in isOutside(bytes.load(fromByteOffset: base + idOffset, as: String.self)) }
        } else {
            byId = nil
        }
        return targets(items, id: id, hidden: hidden, selected: selected, attributes: attributes,
                       selectable: selectable, isOutsideAt: byId)
    }

    /// The ids whose flag select all changes and their new flags; `nil` when a field has no fixed place.
    /// `isOutsideAt` is asked with an element's byte offset in the list's storage.
    private static func targets<Item, Attributes: Hashable & Sendable>(
        _ items: [Item], id: KeyPath<Item, String>, hidden: KeyPath<Item, Bool>, selected: KeyPath<Item, Bool>,
        attributes: KeyPath<Item, CopyOnWrite<Attributes>>, selectable: (Attributes) -> Bool,
        isOutsideAt: ((Int, UnsafeRawBufferPointer) -> Bool)?
    ) -> (ids: [String], flags: [Bool])? {
        guard MemoryLayout<CopyOnWrite<Attributes>>.size == MemoryLayout<UnsafeRawPointer>.size,
              let idOffset = MemoryLayout<Item>.offset(of: id),
              let hiddenOffset = MemoryLayout<Item>.offset(of: hidden),
              let selectedOffset = MemoryLayout<Item>.offset(of: selected),
              let attributesOffset = MemoryLayout<Item>.offset(of: attributes) else { return nil }
        let stride = MemoryLayout<Item>.stride
        var ids: [String] = []
        var flags: [Bool] = []
        items.withUnsafeBytes { bytes in
            // Most elements change (select all from nothing selected): sized for all of them once.
            ids.reserveCapacity(items.count)
            flags.reserveCapacity(items.count)
            // Most elements share one all-defaults box: it is asked once, and told apart by its address (a
            // typed load of the generic box per element would look its metadata up each time).
            var box: UnsafeRawPointer?
            var boxSelectable = true
            for index in 0..<items.count {
                let base = index * stride
                var wanted = !bytes.load(fromByteOffset: base + hiddenOffset, as: Bool.self)
                if wanted {
                    let address = bytes.load(fromByteOffset: base + attributesOffset, as: UnsafeRawPointer.self)
                    if address != box {
                        box = address
                        boxSelectable = selectable(bytes.load(fromByteOffset: base + attributesOffset,
                                                              as: CopyOnWrite<Attributes>.self).value)
                    }
                    wanted = boxSelectable
                }
                if wanted, let isOutsideAt, isOutsideAt(base, bytes) { wanted = false }
                guard wanted != bytes.load(fromByteOffset: base + selectedOffset, as: Bool.self) else { continue }
                ids.append(bytes.load(fromByteOffset: base + idOffset, as: String.self))
                flags.append(wanted)
            }
        }
        return (ids, flags)
    }

    // MARK: - The ordinary path

    private static func ordinaryNodes<NodeData>(_ nodes: [Node<NodeData>],
                                                outside: Set<String>) -> [NodeChange<NodeData>] {
        nodes.compactMap { node in
            let wanted = !node.hidden && node.selectable && !outside.contains(node.id)
            return wanted == node.selected ? nil : .selection(node.id, wanted)
        }
    }

    private static func ordinaryEdges<EdgeData>(_ edges: [Edge<EdgeData>],
                                                outside: Set<String>) -> [EdgeChange<EdgeData>] {
        edges.compactMap { edge in
            let wanted = !edge.hidden && edge.selectable
                && !(outside.contains(edge.source) || outside.contains(edge.target))
            return wanted == edge.selected ? nil : .selection(edge.id, wanted)
        }
    }
}

/// Writes a list of changes of one `(String, Bool)` case by copying a change `make` built and putting each id
/// and flag into the copy's payload: a Swift enum keeps a case's payload from its first byte (here the id's
/// 16 bytes, then the flag's byte), and the case itself in bytes after the payload or in bits a payload does
/// not use. The flag is written as its one value bit, so bits of the byte that may hold the case are kept.
/// Before writing, probes made this way are compared with changes `make` builds; on any difference the list
/// is built with `make`.
enum SelectionChangeWriter {
    static func changes<Change: Equatable>(ids: [String], flags: [Bool],
                                           make: (String, Bool) -> Change) -> [Change] {
        guard ids.count == flags.count else { return [] }
        guard ids.count >= 16, let template = verifiedTemplate(make) else {
            return zip(ids, flags).map { make($0, $1) }
        }
        return withUnsafeBytes(of: template) { templateBytes in
            [Change](unsafeUninitializedCapacity: ids.count) { buffer, initialized in
                let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
                let stride = MemoryLayout<Change>.stride
                ids.withUnsafeBufferPointer { ids in
                    flags.withUnsafeBufferPointer { flags in
                        for index in 0..<ids.count {
                            write(ids[index], flags[index], at: raw + index * stride, template: templateBytes)
                        }
                    }
                }
                initialized = ids.count
            }
        }
    }

    /// Where the flag's byte sits in the payload: right after the id.
    private static var flagOffset: Int { MemoryLayout<String>.stride }

    @inline(__always)
    private static func write(_ id: String, _ flag: Bool, at target: UnsafeMutableRawPointer,
                              template: UnsafeRawBufferPointer) {
        target.copyMemory(from: template.baseAddress!, byteCount: template.count)
        // The template's id is the empty string, which owns no storage: overwriting it leaks nothing.
        target.initializeMemory(as: String.self, repeating: id, count: 1)
        let byte = target.load(fromByteOffset: flagOffset, as: UInt8.self)
        target.storeBytes(of: (byte & ~1) | (flag ? 1 : 0), toByteOffset: flagOffset, as: UInt8.self)
    }

    /// `make("", false)` when changes written from it equal the ones `make` builds, else `nil`.
    private static func verifiedTemplate<Change: Equatable>(_ make: (String, Bool) -> Change) -> Change? {
        guard MemoryLayout<Change>.size > flagOffset else { return nil }
        let template = make("", false)
        let probes: [(String, Bool)] = [("", true), ("n", false), ("a-longer-id-stored-out-of-line-1", true),
                                        ("a-longer-id-stored-out-of-line-2", false)]
        let stride = MemoryLayout<Change>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: stride, alignment: MemoryLayout<Change>.alignment)
        defer { raw.deallocate() }
        return withUnsafeBytes(of: template) { templateBytes in
            for (id, flag) in probes {
                write(id, flag, at: raw, template: templateBytes)
                let written = raw.bindMemory(to: Change.self, capacity: 1).move()
                guard written == make(id, flag) else { return nil }
            }
            return template
        }
    }
}

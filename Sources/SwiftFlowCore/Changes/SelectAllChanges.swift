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
    ///
    /// `uniqueIds`: the caller knows that no two nodes share an id; then the list's targets are registered
    /// (`SelectionTargets`), so that applying it and taking the result need not look ids up.
    public static func nodes<NodeData>(_ nodes: [Node<NodeData>], outside: Set<String>,
                                       uniqueIds: Bool = false) -> [NodeChange<NodeData>] {
        guard let built = build(nodes, id: \.id, hidden: \.hidden, selected: \.selected,
                                attributes: \.attributes, selectable: { $0.selectable },
                                isOutside: outside.isEmpty ? nil : { outside.contains($0) },
                                make: { NodeChange<NodeData>.selection($0, $1) })
        else { return ordinaryNodes(nodes, outside: outside) }
        if uniqueIds {
            SelectionTargets.register(changes: built.changes, source: nodes, indices: built.indices,
                                      flags: built.flags, ascendingByConstruction: true)
        }
        return built.changes
    }

    /// The `.selection` changes for edges, as for nodes: an edge with an end in `outside` is deselected.
    public static func edges<EdgeData>(_ edges: [Edge<EdgeData>], outside: Set<String>,
                                       uniqueIds: Bool = false) -> [EdgeChange<EdgeData>] {
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
        guard let built = build(edges, id: \.id, hidden: \.hidden, selected: \.selected,
                                attributes: \.attributes, selectable: { $0.selectable }, isOutsideAt: isOutside,
                                make: { EdgeChange<EdgeData>.selection($0, $1) })
        else { return ordinaryEdges(edges, outside: outside) }
        if uniqueIds {
            SelectionTargets.register(changes: built.changes, source: edges, indices: built.indices,
                                      flags: built.flags, ascendingByConstruction: true)
        }
        return built.changes
    }

    // MARK: - Reading the lists

    /// What `build` returns: the changes, and per change its element's index and its flag.
    private typealias Built<Change> = (changes: [Change], indices: [Int32], flags: [Bool])

    private static func build<Item, Attributes: Hashable & Sendable, Change: Equatable>(
        _ items: [Item], id: KeyPath<Item, String>, hidden: KeyPath<Item, Bool>, selected: KeyPath<Item, Bool>,
        attributes: KeyPath<Item, CopyOnWrite<Attributes>>, selectable: (Attributes) -> Bool,
        isOutside: ((String) -> Bool)?, make: (String, Bool) -> Change
    ) -> Built<Change>? {
        let byId: ((Int, UnsafeRawBufferPointer) -> Bool)?
        if let isOutside {
            guard let idOffset = MemoryLayout<Item>.offset(of: id) else { return nil }
            byId = { base, bytes in isOutside(bytes.load(fromByteOffset: base + idOffset, as: String.self)) }
        } else {
            byId = nil
        }
        return build(items, id: id, hidden: hidden, selected: selected, attributes: attributes,
                     selectable: selectable, isOutsideAt: byId, make: make)
    }

    /// The changes for the elements whose flag select all changes, in list order, with their indices and new
    /// flags; `nil` when a field has no fixed place or the list is too long for 32-bit indices. One pass (`scan`):
    /// each change is written (`SelectionChangeWriter`) while its element's bytes are in cache (as a second pass
    /// reading the ids again, each element was fetched from memory twice). `isOutsideAt` is asked with an
    /// element's byte offset in the list's storage.
    private static func build<Item, Attributes: Hashable & Sendable, Change: Equatable>(
        _ items: [Item], id: KeyPath<Item, String>, hidden: KeyPath<Item, Bool>, selected: KeyPath<Item, Bool>,
        attributes: KeyPath<Item, CopyOnWrite<Attributes>>, selectable: (Attributes) -> Bool,
        isOutsideAt: ((Int, UnsafeRawBufferPointer) -> Bool)?, make: (String, Bool) -> Change
    ) -> Built<Change>? {
        guard MemoryLayout<CopyOnWrite<Attributes>>.size == MemoryLayout<UnsafeRawPointer>.size,
              items.count <= Int(Int32.max),
              let idOffset = MemoryLayout<Item>.offset(of: id),
              let hiddenOffset = MemoryLayout<Item>.offset(of: hidden),
              let selectedOffset = MemoryLayout<Item>.offset(of: selected),
              let attributesOffset = MemoryLayout<Item>.offset(of: attributes) else { return nil }
        let count = items.count
        let indices = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: count)
        defer {
            indices.deallocate()
            flags.deallocate()
        }
        let offsets = Offsets(stride: MemoryLayout<Item>.stride, id: idOffset, hidden: hiddenOffset,
                              selected: selectedOffset, attributes: attributesOffset)
        // Asked once per distinct attributes box, with the address of an element's `attributes` field.
        func selectableAt(_ field: UnsafeRawPointer) -> Bool {
            selectable(field.load(as: CopyOnWrite<Attributes>.self).value)
        }
        let writer = count >= 16 ? SelectionChangeWriter.verified(make) : nil
        defer { writer?.deallocate() }
        var found = 0
        var changes: [Change] = []
        if let writer {
            // At most one change per element; pages past the written ones are never touched.
            changes = [Change](unsafeUninitializedCapacity: count) { buffer, initialized in
                found = items.withUnsafeBytes { bytes in
                    scan(bytes, count: count, offsets: offsets, selectableAt: selectableAt, isOutsideAt: isOutsideAt,
                         indices: indices, flags: flags,
                         changes: (UnsafeMutableRawPointer(buffer.baseAddress!), writer))
                }
                initialized = found
            }
        } else {
            found = items.withUnsafeBytes { bytes in
                scan(bytes, count: count, offsets: offsets, selectableAt: selectableAt, isOutsideAt: isOutsideAt,
                     indices: indices, flags: flags, changes: nil)
            }
            changes = (0..<found).map { make(items[Int(indices[$0])][keyPath: id], flags[$0]) }
        }
        return (changes, Array(UnsafeBufferPointer(start: indices, count: found)),
                Array(UnsafeBufferPointer(start: flags, count: found)))
    }

    /// Where `build` reads an element's fields.
    private struct Offsets {
        let stride: Int
        let id: Int
        let hidden: Int
        let selected: Int
        let attributes: Int
    }

    /// The walk of `build`: for each element whose flag changes, its index and new flag, and (with `changes`:
    /// where, and the writer) its change written. Returns how many were found. Not generic, and everything it
    /// writes goes through pointers with wrapping arithmetic: mutable variables captured by closures were checked
    /// for exclusive access at run time on every write, and the generic version copied the change template with
    /// a `memmove` call per change (113 instructions an element, against about 40 here).
    private static func scan(
        _ bytes: UnsafeRawBufferPointer, count: Int, offsets: Offsets, selectableAt: (UnsafeRawPointer) -> Bool,
        isOutsideAt: ((Int, UnsafeRawBufferPointer) -> Bool)?,
        indices: UnsafeMutablePointer<Int32>, flags: UnsafeMutablePointer<Bool>,
        changes: (start: UnsafeMutableRawPointer, writer: SelectionChangeWriter)?
    ) -> Int {
        guard count > 0, let start = bytes.baseAddress else { return 0 }
        var found = 0
        // Most elements share one all-defaults box: it is asked once, and told apart by its address (a typed
        // load of the generic box per element would look its metadata up each time).
        var box: UnsafeRawPointer?
        var boxSelectable = true
        var element = start
        for index in 0..<count {
            defer { element += offsets.stride }
            var wanted = !element.load(fromByteOffset: offsets.hidden, as: Bool.self)
            if wanted {
                let address = element.load(fromByteOffset: offsets.attributes, as: UnsafeRawPointer.self)
                if address != box {
                    box = address
                    boxSelectable = selectableAt(element + offsets.attributes)
                }
                wanted = boxSelectable
            }
            if wanted, let isOutsideAt, isOutsideAt(index &* offsets.stride, bytes) { wanted = false }
            guard wanted != element.load(fromByteOffset: offsets.selected, as: Bool.self) else { continue }
            indices[found] = Int32(truncatingIfNeeded: index)
            flags[found] = wanted
            if let changes {
                changes.writer.write(idAt: element + offsets.id, wanted,
                                     at: changes.start + found &* changes.writer.stride)
            }
            found &+= 1
        }
        return found
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
/// The template is kept as whole words and each change written word by word (a `memmove` call per change cost
/// more than the rest of the walk). Before writing, probes written this way are compared with changes `make`
/// builds (`verified`); on any difference the list is built with `make`.
struct SelectionChangeWriter {
    /// The change's stride: where the next change starts.
    let stride: Int
    /// The template's words from the flag's word on (word 2: the id takes words 0 and 1), padding zeroed.
    private let words: UnsafeMutablePointer<UInt64>
    private let count: Int
    /// Word 2 with the flag's value bit set.
    private let flagged: UInt64

    private init<Change>(template: Change) {
        stride = MemoryLayout<Change>.stride
        count = stride / 8
        let words = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        words.initialize(repeating: 0, count: count)
        withUnsafeBytes(of: template) { bytes in
            UnsafeMutableRawPointer(words).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        }
        self.words = words
        flagged = words[2] | 1
    }

    /// Frees the template's words.
    func deallocate() { words.deallocate() }

    /// Writes the change with `id` and `flag` at `target` (uninitialized, `stride` bytes).
    @inline(__always)
    func write(_ id: String, _ flag: Bool, at target: UnsafeMutableRawPointer) {
        // The flag's value bit is bit 0 of byte 16 (little-endian: of word 2); the template's flag is false.
        target.storeBytes(of: flag ? flagged : words[2], toByteOffset: 16, as: UInt64.self)
        var word = 3
        while word < count {
            target.storeBytes(of: words[word], toByteOffset: word &* 8, as: UInt64.self)
            word &+= 1
        }
        _ = target.initializeMemory(as: String.self, to: id)
    }

    /// `write` with the id read from `source`, a `String` in memory. An immortal string (the top bit of its second
    /// word set: every small one, such as G(N)'s ids, and literals) owns no storage to retain, so its two words
    /// are copied as they are, without the runtime's retain call (~20 instructions a change); any other string
    /// is copied as Swift copies it.
    @inline(__always)
    func write(idAt source: UnsafeRawPointer, _ flag: Bool, at target: UnsafeMutableRawPointer) {
        let object = source.load(fromByteOffset: 8, as: UInt64.self)
        guard object & (1 << 63) != 0 else {
            return write(source.load(as: String.self), flag, at: target)
        }
        target.storeBytes(of: flag ? flagged : words[2], toByteOffset: 16, as: UInt64.self)
        if count == 5 {
            // `NodeChange` and `EdgeChange` (40 bytes): the two words after the flag's, without the loop.
            target.storeBytes(of: words[3], toByteOffset: 24, as: UInt64.self)
            target.storeBytes(of: words[4], toByteOffset: 32, as: UInt64.self)
        } else {
            var word = 3
            while word < count {
                target.storeBytes(of: words[word], toByteOffset: word &* 8, as: UInt64.self)
                word &+= 1
            }
        }
        target.storeBytes(of: source.load(as: UInt64.self), as: UInt64.self)
        target.storeBytes(of: object, toByteOffset: 8, as: UInt64.self)
    }

    /// A writer from `make("", false)` when changes it writes equal the ones `make` builds, else `nil` (then the
    /// caller builds each change with `make`). The caller deallocates it.
    static func verified<Change: Equatable>(_ make: (String, Bool) -> Change) -> SelectionChangeWriter? {
        // The layout the writer assumes: the id in words 0–1, the flag in byte 16, whole words up to the stride.
        guard MemoryLayout<String>.size == 16, MemoryLayout<Change>.size > 16, MemoryLayout<Change>.alignment == 8,
              MemoryLayout<Change>.stride % 8 == 0, UInt16(1).littleEndian == 1 else { return nil }
        let writer = SelectionChangeWriter(template: make("", false))
        let probes: [(String, Bool)] = [("", true), ("n", false), ("a-longer-id-stored-out-of-line-1", true),
                                        ("a-longer-id-stored-out-of-line-2", false), ("n7", true)]
        let raw = UnsafeMutableRawPointer.allocate(byteCount: writer.stride, alignment: MemoryLayout<Change>.alignment)
        defer { raw.deallocate() }
        for (id, flag) in probes {
            for fromMemory in [false, true] {
                if fromMemory {
                    withUnsafeBytes(of: id) { writer.write(idAt: $0.baseAddress!, flag, at: raw) }
                } else {
                    writer.write(id, flag, at: raw)
                }
                let written = raw.bindMemory(to: Change.self, capacity: 1).move()
                guard written == make(id, flag) else {
                    writer.deallocate()
                    return nil
                }
            }
        }
        return writer
    }
}

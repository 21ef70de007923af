import Foundation

/// A value type that can name the bytes its stored properties occupy, so a byte-wise comparison can skip the
/// padding between them: padding is not copied reliably (a field-by-field copy leaves whatever the memory held),
/// so two equal values may differ there.
public protocol StoredFieldBytes {
    /// The byte ranges of the stored properties, sorted, adjacent ones merged; a property's whole size counts
    /// (an optional's or enum's payload included), so nothing meaningful is left out.
    static var storedFieldByteRanges: [Range<Int>] { get }
}

extension StoredFieldBytes {
    /// `fields` (offset and size of each stored property) sorted and merged into ranges.
    static func mergedRanges(_ fields: [(offset: Int?, size: Int)]) -> [Range<Int>] {
        // A property without an offset would be a computed one named by mistake: count the whole value then.
        guard fields.allSatisfy({ $0.offset != nil }) else { return [0..<MemoryLayout<Self>.size] }
        var merged: [Range<Int>] = []
        for field in fields.map({ $0.offset! ..< $0.offset! + $0.size }).sorted(by: { $0.lowerBound < $1.lowerBound })
        where !field.isEmpty {
            if let last = merged.last, field.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound ..< max(last.upperBound, field.upperBound)
            } else {
                merged.append(field)
            }
        }
        return merged
    }
}

extension Node: StoredFieldBytes {
    public static var storedFieldByteRanges: [Range<Int>] {
        typealias Layout = MemoryLayout<Node<NodeData>>
        return mergedRanges([
            (Layout.offset(of: \.id), MemoryLayout<String>.size),
            (Layout.offset(of: \.position), MemoryLayout<XYPosition>.size),
            (Layout.offset(of: \.data), MemoryLayout<NodeData>.size),
            (Layout.offset(of: \.zIndex), MemoryLayout<Int>.size),
            (Layout.offset(of: \.attributes), MemoryLayout<CopyOnWrite<NodeAttributes>>.size),
            (Layout.offset(of: \.measured), MemoryLayout<CGSize?>.size),
            (Layout.offset(of: \.hidden), MemoryLayout<Bool>.size),
            (Layout.offset(of: \.selected), MemoryLayout<Bool>.size),
            (Layout.offset(of: \.dragging), MemoryLayout<Bool>.size),
        ])
    }
}

extension Edge: StoredFieldBytes {
    public static var storedFieldByteRanges: [Range<Int>] {
        typealias Layout = MemoryLayout<Edge<EdgeData>>
        return mergedRanges([
            (Layout.offset(of: \.id), MemoryLayout<String>.size),
            (Layout.offset(of: \.source), MemoryLayout<String>.size),
            (Layout.offset(of: \.target), MemoryLayout<String>.size),
            (Layout.offset(of: \.sourceHandle), MemoryLayout<String?>.size),
            (Layout.offset(of: \.targetHandle), MemoryLayout<String?>.size),
            (Layout.offset(of: \.type), MemoryLayout<EdgeType>.size),
            (Layout.offset(of: \.hidden), MemoryLayout<Bool>.size),
            (Layout.offset(of: \.selected), MemoryLayout<Bool>.size),
            (Layout.offset(of: \.zIndex), MemoryLayout<Int>.size),
            (Layout.offset(of: \.data), MemoryLayout<EdgeData?>.size),
            (Layout.offset(of: \.attributes), MemoryLayout<CopyOnWrite<EdgeAttributes>>.size),
        ])
    }
}

import Foundation
import SwiftFlowCore

/// Byte-wise comparison of list elements, to prove change lists cheaply: byte-identical elements are equal
/// (same field values, same string storage), and an element whose bytes differ is left to `==`.
///
/// Only the bytes of stored properties count (`StoredFieldBytes`, which nodes and edges adopt): the padding
/// between properties and after the last one is not copied reliably (a field-by-field copy, as the runtime
/// makes of generic values, leaves whatever the memory held), so equal elements could differ there and every
/// one of them would fall back to `==`. A whole run is compared with one `memcmp` first, which is exact
/// whenever the padding happens to match; only a run that differs is compared field range by field range.
enum ElementBytes {
    /// Whether two elements may differ: elements whose stored-property bytes are identical are equal, others are
    /// left to `==`.
    static func differ<Item>(_ a: UnsafeBufferPointer<Item>, _ i: Int, _ b: UnsafeBufferPointer<Item>,
                             _ j: Int) -> Bool {
        guard let baseA = a.baseAddress, let baseB = b.baseAddress else { return true }
        let stride = MemoryLayout<Item>.stride
        let rawA = UnsafeRawPointer(baseA) + i * stride, rawB = UnsafeRawPointer(baseB) + j * stride
        // The ranges are looked up only for elements whose bytes differ (changed ones, or padding).
        return memcmp(rawA, rawB, MemoryLayout<Item>.size) != 0
            && fieldsDiffer(rawA, rawB, ranges: FieldRanges.of(Item.self))
    }

    /// Whether `count` elements from `i` in `a` and from `j` in `b` are byte-identical in their stored properties
    /// (so equal, one by one).
    static func sameRun<Item>(_ a: UnsafeBufferPointer<Item>, _ i: Int, _ b: UnsafeBufferPointer<Item>, _ j: Int,
                              count: Int) -> Bool {
        guard let baseA = a.baseAddress, let baseB = b.baseAddress, count > 0 else { return false }
        let stride = MemoryLayout<Item>.stride
        let rawA = UnsafeRawPointer(baseA) + i * stride, rawB = UnsafeRawPointer(baseB) + j * stride
        if memcmp(rawA, rawB, (count - 1) * stride + MemoryLayout<Item>.size) == 0 { return true }
        let ranges = FieldRanges.of(Item.self)
        guard ranges.hasPadding else { return false }
        for offset in 0..<count {
            let a = rawA + offset * stride, b = rawB + offset * stride
            if memcmp(a, b, ranges.size) != 0, fieldsDiffer(a, b, ranges: ranges) { return false }
        }
        return true
    }

    /// The indices at which two equally long lists may differ. Runs of 64 are skipped with one `memcmp`; in a
    /// run that differs, each element is compared by its stored-property bytes and left to `==` when they differ.
    static func possiblyChangedIndices<Item>(_ a: UnsafeBufferPointer<Item>,
                                             _ b: UnsafeBufferPointer<Item>) -> [Int] {
        let count = min(a.count, b.count)
        guard let baseA = a.baseAddress, let baseB = b.baseAddress else { return [] }
        if baseA == baseB { return [] }
        let stride = MemoryLayout<Item>.stride
        let ranges = FieldRanges.of(Item.self)
        let rawA = UnsafeRawPointer(baseA), rawB = UnsafeRawPointer(baseB)
        var indices: [Int] = []
        let run = 64
        var start = 0
        while start < count {
            let end = min(start + run, count)
            if memcmp(rawA + start * stride, rawB + start * stride, (end - start) * stride) != 0 {
                for index in start..<end {
                    let a = rawA + index * stride, b = rawB + index * stride
                    if memcmp(a, b, ranges.size) != 0, fieldsDiffer(a, b, ranges: ranges) { indices.append(index) }
                }
            }
            start = end
        }
        return indices
    }

    /// Whether the stored-property bytes of the elements at `a` and `b`, whose whole bytes differ, differ.
    private static func fieldsDiffer(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, ranges: FieldRanges) -> Bool {
        guard ranges.hasPadding else { return true }
        for range in ranges.ranges where memcmp(a + range.lowerBound, b + range.lowerBound, range.count) != 0 {
            return true
        }
        return false
    }
}

/// The byte ranges of an element type's stored properties, worked out once per type.
struct FieldRanges: Sendable {
    /// The type's size (its bytes without the tail padding of `stride`).
    let size: Int
    let ranges: [Range<Int>]
    /// Whether the ranges leave bytes out (padding between properties); if not, one `memcmp` of `size` is exact.
    var hasPadding: Bool { ranges != [0..<size] }

    private nonisolated(unsafe) static var cache: [ObjectIdentifier: FieldRanges] = [:]
    private static let lock = NSLock()

    static func of<Item>(_ type: Item.Type) -> FieldRanges {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let known = cache[key] { return known }
        let size = MemoryLayout<Item>.size
        let ranges = (type as? StoredFieldBytes.Type)?.storedFieldByteRanges ?? [0..<size]
        let found = FieldRanges(size: size, ranges: ranges.isEmpty ? [0..<size] : ranges)
        cache[key] = found
        return found
    }
}

import Foundation

/// Byte-level comparison of list elements, the cheap first test before `==`: byte-identical elements are equal
/// (same field values, same string storage); elements whose bytes differ (a change, or only padding) are left
/// to `==`. Used when new lists arrive and when undo compares snapshots.
enum ElementBytes {
    /// Whether two elements may differ: byte-identical elements are equal, others are left to `==`.
    static func differ<Item>(_ a: UnsafeBufferPointer<Item>, _ i: Int, _ b: UnsafeBufferPointer<Item>,
                             _ j: Int) -> Bool {
        guard let baseA = a.baseAddress, let baseB = b.baseAddress else { return true }
        let stride = MemoryLayout<Item>.stride
        return memcmp(UnsafeRawPointer(baseA) + i * stride, UnsafeRawPointer(baseB) + j * stride,
                      MemoryLayout<Item>.size) != 0
    }

    /// Whether `count` elements from `i` in `a` and from `j` in `b` are byte-identical (so equal, one by one).
    static func sameRun<Item>(_ a: UnsafeBufferPointer<Item>, _ i: Int, _ b: UnsafeBufferPointer<Item>, _ j: Int,
                              count: Int) -> Bool {
        guard let baseA = a.baseAddress, let baseB = b.baseAddress, count > 0 else { return false }
        let stride = MemoryLayout<Item>.stride
        return memcmp(UnsafeRawPointer(baseA) + i * stride, UnsafeRawPointer(baseB) + j * stride,
                      (count - 1) * stride + MemoryLayout<Item>.size) == 0
    }

    /// The indices at which two equally long lists may differ. Byte-identical elements are equal (same field
    /// values, same string storage), so whole runs are skipped with `memcmp`; an element whose bytes differ
    /// (a change, or just different padding) is left to `==`.
    static func possiblyChangedIndices<Item>(_ a: UnsafeBufferPointer<Item>,
                                             _ b: UnsafeBufferPointer<Item>) -> [Int] {
        let count = min(a.count, b.count)
        guard let baseA = a.baseAddress, let baseB = b.baseAddress else { return [] }
        if baseA == baseB { return [] }
        let stride = MemoryLayout<Item>.stride
        let size = MemoryLayout<Item>.size
        let rawA = UnsafeRawPointer(baseA), rawB = UnsafeRawPointer(baseB)
        var indices: [Int] = []
        let run = 64
        var start = 0
        while start < count {
            let end = min(start + run, count)
            if memcmp(rawA + start * stride, rawB + start * stride, (end - start) * stride) != 0 {
                for index in start..<end where memcmp(rawA + index * stride, rawB + index * stride, size) != 0 {
                    indices.append(index)
                }
            }
            start = end
        }
        return indices
    }
}

import Foundation

/// Where the elements of a list go when a proven change list only removes elements or only inserts them
/// (Delete, and the undo that brings them back): each kept element moves by the number of removals before it,
/// or of insertions before it, so its new index follows from its old one without looking at the new list.
struct ListSplice: Equatable {
    /// The old indices of the removed elements, ascending.
    private(set) var removedOldIndices: [Int] = []
    /// For the k-th insertion (in final-position order) at final position p: p − k, the number of kept elements
    /// before it; non-decreasing.
    private(set) var insertionKeys: [Int] = []

    /// A splice that removes the elements at `oldIndices` (any order, no repeats).
    init(removing oldIndices: [Int]) {
        removedOldIndices = oldIndices.sorted()
    }

    /// A splice that inserts elements at the final positions `places`, which must ascend strictly;
    /// `nil` otherwise.
    init?(insertingAt places: [Int]) {
        var keys: [Int] = []
        keys.reserveCapacity(places.count)
        for (k, place) in places.enumerated() {
            if k > 0 && place <= places[k - 1] { return nil }
            keys.append(place - k)
        }
        insertionKeys = keys
    }

    /// The places `applyNodeChanges` / `applyEdgeChanges` give insertions with these requested indexes when
    /// `count` elements remain after the other changes: an index outside `0...count` (or none) appends. `nil`
    /// when the places do not ascend strictly, where the apply functions insert one at a time instead.
    static func places(ofInsertions indexes: [Int?], into count: Int) -> [Int]? {
        var places: [Int] = []
        places.reserveCapacity(indexes.count)
        for (offset, index) in indexes.enumerated() {
            let length = count + offset
            let place = index.flatMap { (0...length).contains($0) ? $0 : nil } ?? length
            if let last = places.last, place <= last { return nil }
            places.append(place)
        }
        return places
    }

    /// The new index of the kept element that was at `oldIndex`.
    func newIndex(ofOld oldIndex: Int) -> Int {
        oldIndex - Self.count(in: removedOldIndices, below: oldIndex)
            + Self.count(in: insertionKeys, below: oldIndex + 1)
    }

    /// `newIndex(ofOld:)` of every old index below `oldCount`, in one merge walk over the removals and
    /// insertions instead of two binary searches per index (a removed index maps where its successor does).
    /// A splice that only removes or only inserts (every one made here) moves all old indices between two of
    /// its entries by the same amount: those runs are written by a plain loop (an undo at 100,000 nodes and
    /// 200,000 edges walked 300,000 indices through the merge, ~12 instructions each).
    func newIndices(oldCount: Int) -> [Int] {
        var result = [Int](repeating: 0, count: oldCount)
        if removedOldIndices.isEmpty || insertionKeys.isEmpty {
            let removing = insertionKeys.isEmpty
            result.withUnsafeMutableBufferPointer { result in
                var start = 0, shift = 0
                // Removing: indices up to the k-th removed one have k removals below them. Inserting: indices
                // below the k-th key have k insertions before them (equal keys make empty runs).
                for bound in removing ? removedOldIndices : insertionKeys {
                    let end = min(oldCount, max(start, removing ? bound + 1 : bound))
                    Self.fill(result, from: start, to: end, shift: shift)
                    start = end
                    shift += removing ? -1 : 1
                }
                Self.fill(result, from: start, to: oldCount, shift: shift)
            }
            return result
        }
        var removed = 0, inserted = 0
        result.withUnsafeMutableBufferPointer { result in
            for old in 0..<oldCount {
                while removed < removedOldIndices.count && removedOldIndices[removed] < old { removed += 1 }
                while inserted < insertionKeys.count && insertionKeys[inserted] <= old { inserted += 1 }
                result[old] = old - removed + inserted
            }
        }
        return result
    }

    /// `result[i] = i + shift` for `i` in `start..<end`.
    private static func fill(_ result: UnsafeMutableBufferPointer<Int>, from start: Int, to end: Int, shift: Int) {
        var index = start
        while index < end {
            result[index] = index &+ shift
            index &+= 1
        }
    }

    /// How many values of the ascending `values` are below `limit` (binary search).
    private static func count(in values: [Int], below limit: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

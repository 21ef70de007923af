import Foundation

/// One kind of the store's selected ids (nodes or edges): how many are selected, and the set of their ids
/// while it is up to date.
///
/// The truth is a flag in each record (`NodeRecord.selected`, `EdgeRecord.edge.selected`); the set follows it
/// change by change when few elements change. A bulk change (select all, a large box) only counts and leaves
/// the set stale: inserting 300,000 ids into two sets was a large part of select all at 100,000 nodes, and
/// most frames after it never ask for the ids. The store rebuilds the set from the flags on first use.
struct SelectedIds {
    /// How many elements are selected (always up to date).
    private(set) var count = 0
    /// The ids, or `nil` while stale.
    private(set) var ids: Set<String>? = []

    var isStale: Bool { ids == nil }

    /// Takes a whole new set (a full rebuild, or the set rebuilt from the flags).
    mutating func replace(with new: Set<String>) {
        ids = new
        count = new.count
    }

    /// Forgets the set; `count` elements are selected now.
    mutating func invalidate(count: Int) {
        ids = nil
        self.count = count
    }

    /// One element's flag went from `was` to `now`; returns whether that changed the selection.
    @discardableResult
    mutating func note(_ id: String, was: Bool, now: Bool) -> Bool {
        guard was != now else { return false }
        count += now ? 1 : -1
        if now { ids?.insert(id) } else { ids?.remove(id) }
        return true
    }
}

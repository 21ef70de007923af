import Foundation

/// How a batch of changes moves a store's selected id set: removals and additions say so themselves; a
/// selection change or a replacement is looked up in the updated list (the change may name an unknown id).
/// Only those lookups need the id → index map, so a deletion or an undo does not rebuild it.
struct SelectionUpdate {
    /// Listed, not hashed: a Delete removes thousands, and only those in the selected set need hashing (once,
    /// when subtracted). An id added after its removal wins, as `added` is applied after the subtraction.
    private var removed: [String] = []
    private var added: [String: Bool] = [:]
    private var lookUps: Set<String> = []

    var isEmpty: Bool { removed.isEmpty && added.isEmpty && lookUps.isEmpty }
    /// How many ids must be looked up in the updated list (selection changes and replacements).
    var lookUpCount: Int { lookUps.count }

    mutating func remove(_ id: String) {
        removed.append(id)
        if !added.isEmpty { added[id] = nil }
    }

    mutating func add(_ id: String, selected: Bool) {
        added[id] = selected
    }

    mutating func lookUp(_ id: String) {
        lookUps.insert(id)
    }

    /// `selected` after the batch; `isSelected` answers for the looked-up ids from the updated list.
    func applied(to selected: Set<String>, isSelected: (String) -> Bool) -> Set<String> {
        var result = selected
        if !result.isEmpty { result.subtract(removed) }
        for (id, value) in added where !lookUps.contains(id) {
            if value { result.insert(id) } else { result.remove(id) }
        }
        for id in lookUps {
            if isSelected(id) { result.insert(id) } else { result.remove(id) }
        }
        return result
    }
}

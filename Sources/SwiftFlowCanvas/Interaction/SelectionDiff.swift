import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The `.selection` changes that make exactly `wanted` selected, in list order.
///
/// Only the currently selected elements and the wanted ones can change, so a small request costs
/// O(k log k) through id lookups; a request touching a large part of the list walks it once instead.
@MainActor
enum SelectionDiff {
    static func changes<Item: SelectableElement, Change>(
        wanted: Set<String>, selected: [Item], all: [Item], lookup: (String) -> Item?, index: (String) -> Int?,
        make: (String, Bool) -> Change
    ) -> [Change] {
        if (wanted.count + selected.count) * 8 > all.count {
            return all.compactMap { item in
                let want = wanted.contains(item.id) && item.selectable
                return want != item.selected ? make(item.id, want) : nil
            }
        }
        var candidates: [(index: Int, item: Item)] = []
        var seen = Set<String>()
        for item in selected where seen.insert(item.id).inserted {
            if let position = index(item.id) { candidates.append((position, item)) }
        }
        for id in wanted where seen.insert(id).inserted {
            if let item = lookup(id), let position = index(id) { candidates.append((position, item)) }
        }
        candidates.sort { $0.index < $1.index }
        return candidates.compactMap { candidate in
            let item = candidate.item
            let want = wanted.contains(item.id) && item.selectable
            return want != item.selected ? make(item.id, want) : nil
        }
    }
}

/// What selection needs of a node or an edge.
protocol SelectableElement {
    var id: String { get }
    var selected: Bool { get }
    var selectable: Bool { get }
}

extension Node: SelectableElement {}
extension Edge: SelectableElement {}

/// An element that can be hidden (select all skips hidden ones).
protocol HidableElement {
    var hidden: Bool { get }
}

extension Node: HidableElement {}
extension Edge: HidableElement {}

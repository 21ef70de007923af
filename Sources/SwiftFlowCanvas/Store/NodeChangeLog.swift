import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Where nodes changed, for caches that redraw only those places (the minimap's node layer and bounds): the
/// old and new rectangle of every node that moved, resized, came, went or changed its look, in order.
///
/// Readers remember `sequence` and later ask for the rectangles noted after it; when every node may have
/// changed since (a full rebuild, a bulk change) or the log no longer reaches back that far, they start over.
struct NodeChangeLog {
    /// The most rectangles kept; older ones are dropped in halves (their readers start over).
    static let capacity = 8_192

    /// Bumped by every note.
    private(set) var sequence = 0
    private var entries: [(sequence: Int, rect: CGRect)] = []
    /// Changes at or before this sequence are not in the log.
    private var horizon = 0

    /// A node whose pixels may differ inside `rect` (flow units).
    mutating func note(_ rect: CGRect) {
        guard !rect.isNull else { return }
        sequence &+= 1
        if entries.count >= Self.capacity {
            let dropped = entries.count / 2
            horizon = entries[dropped - 1].sequence
            entries.removeFirst(dropped)
        }
        entries.append((sequence, rect))
    }

    /// Every node may have changed.
    mutating func noteEverything() {
        sequence &+= 1
        horizon = sequence
        entries.removeAll(keepingCapacity: true)
    }

    /// The rectangles noted after `since`, oldest first; nil when everything may have changed since.
    func rects(after since: Int) -> [CGRect]? {
        guard since >= horizon, since <= sequence else { return nil }
        guard since < sequence else { return [] }
        // Entries are in sequence order: find the first one after `since` by bisection.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].sequence <= since { low = middle + 1 } else { high = middle }
        }
        return entries[low...].map(\.rect)
    }
}

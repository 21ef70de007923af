import Foundation

/// `edgesByNode` gathered in bulk for a full rebuild: each edge's ends are noted by node slot as the rebuild
/// looks them up anyway, then every node's list is allocated once at its final size and filled in list order.
/// Appending edge by edge through the dictionary hashed both end ids again per edge (400,000 string hashes at
/// 100,000 nodes) and grew each node's array by doubling.
///
/// The lists are what `linkEdge` appends one edge at a time would give: for every node id, in list order, the
/// ids of the edges that have it as source or target, a self-loop once, ends without a node record included.
struct EdgeLinks {
    /// The node slots of each edge's ends, by edge slot; `none` for an end without a record or a self-loop's
    /// second end.
    private var ends: [(source: Int32, target: Int32)] = []
    /// How many edges each node slot lists.
    private var counts: [Int32]
    /// Ends without a node record, by node id and edge slot, in edge order.
    private var unrecorded: [(nodeId: String, edgeSlot: Int)] = []
    private static let none: Int32 = -1

    init(nodeSlots: Int, edgeCount: Int) {
        counts = Array(repeating: 0, count: nodeSlots)
        ends.reserveCapacity(edgeCount)
    }

    /// Notes the edge in `edgeSlot` (the next one: slots are added in order), whose ends are the node slots
    /// `source` and `target` (nil: no record) of the ids `sourceId` and `targetId`.
    mutating func add(edgeSlot: Int, source: Int?, sourceId: String, target: Int?, targetId: String) {
        precondition(edgeSlot == ends.count, "edges are noted in slot order")
        let sourceSlot = note(source, id: sourceId, edgeSlot: edgeSlot)
        let targetSlot = targetId == sourceId ? Self.none : note(target, id: targetId, edgeSlot: edgeSlot)
        ends.append((sourceSlot, targetSlot))
    }

    private mutating func note(_ slot: Int?, id: String, edgeSlot: Int) -> Int32 {
        guard let slot else {
            unrecorded.append((id, edgeSlot))
            return Self.none
        }
        counts[slot] += 1
        return Int32(slot)
    }

    /// The lists by node id, `nodeIds` and `edgeIds` being the ids by slot.
    func edgesByNode(nodeIds: [String], edgeIds: [String]) -> [String: [String]] {
        var lists = counts.map { count -> [String] in
            var list: [String] = []
            list.reserveCapacity(Int(count))
            return list
        }
        for (edgeSlot, end) in ends.enumerated() {
            let id = edgeIds[edgeSlot]
            if end.source != Self.none { lists[Int(end.source)].append(id) }
            if end.target != Self.none { lists[Int(end.target)].append(id) }
        }
        var result: [String: [String]] = [:]
        result.reserveCapacity(lists.count + unrecorded.count)
        for slot in lists.indices where !lists[slot].isEmpty {
            result[nodeIds[slot]] = lists[slot]
        }
        for (nodeId, edgeSlot) in unrecorded {
            result[nodeId, default: []].append(edgeIds[edgeSlot])
        }
        return result
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Taking new lists through the changes the canvas emitted: when `AppliedChangeLog` proves that the app's new
/// list is exactly its old list with the emitted change lists applied (`nodes = applyNodeChanges(changes,
/// nodes: nodes)`, or `SwiftFlowStore`), the changes name everything that differs, so the store updates those
/// elements without comparing the lists. Anything else falls back to the comparing ingest.
extension CanvasStore {
    /// Remembers a node change list the canvas is about to hand the app (it stays watched until the next ingest).
    func noteEmitted(nodeChanges changes: [NodeChange<NodeData>]) {
        guard !changes.isEmpty else { return }
        AppliedChangeLog.shared.watch(changes)
        emittedNodeChanges.append(changes)
        if emittedNodeChanges.count > Self.emittedListLimit {
            AppliedChangeLog.shared.unwatch(emittedNodeChanges.removeFirst())
        }
    }

    /// Remembers an edge change list the canvas is about to hand the app.
    func noteEmitted(edgeChanges changes: [EdgeChange<EdgeData>]) {
        guard !changes.isEmpty else { return }
        AppliedChangeLog.shared.watch(changes)
        emittedEdgeChanges.append(changes)
        if emittedEdgeChanges.count > Self.emittedListLimit {
            AppliedChangeLog.shared.unwatch(emittedEdgeChanges.removeFirst())
        }
    }

    /// How many emitted lists per kind wait for the app at most (a drag emits one per frame, select all two).
    static var emittedListLimit: Int { 8 }

    /// The changes that turn the current node list into `new`, in the order the app applied them, when the log
    /// proves it; `nil` otherwise. Forgets the emitted lists either way.
    /// The same list back (the app has not applied anything yet) keeps the emitted lists waiting.
    func takeProvenNodeChanges(to new: [Node<NodeData>]) -> [NodeChange<NodeData>]? {
        let emitted = emittedNodeChanges
        guard !Self.sameBuffer(nodes, new) else { return nil }
        // Nothing emitted: the app may have applied changes of its own to the canvas's list.
        guard !emitted.isEmpty else { return takeAppliedNodeChanges(to: new) }
        emittedNodeChanges = []
        defer { for list in emitted { AppliedChangeLog.shared.unwatch(list) } }
        guard let order = AppliedChangeLog.shared.chain(from: nodes, to: new, through: emitted) else { return nil }
        provenIngests &+= 1
        // Looked up before the lists are unwatched (which forgets their targets).
        if order.count == 1 { provenNodeTargets = SelectionTargets.lookUp(changes: emitted[order[0]], input: nodes) }
        return order.count == 1 ? emitted[order[0]] : order.flatMap { emitted[$0] }
    }

    /// The changes of the app's own `applyNodeChanges` call that turned the current list into `new`, when the log
    /// recorded one since the store took its list (`nodesMark`).
    private func takeAppliedNodeChanges(to new: [Node<NodeData>]) -> [NodeChange<NodeData>]? {
        guard let changes: [NodeChange<NodeData>] = AppliedChangeLog.shared.latestApplication(
            from: nodes, to: new, since: nodesMark) else { return nil }
        provenIngests &+= 1
        return changes
    }

    /// The changes that turn the current edge list into `new`, as for nodes.
    func takeProvenEdgeChanges(to new: [Edge<EdgeData>]) -> [EdgeChange<EdgeData>]? {
        let emitted = emittedEdgeChanges
        guard !emitted.isEmpty, !Self.sameBuffer(edges, new) else { return nil }
        emittedEdgeChanges = []
        defer { for list in emitted { AppliedChangeLog.shared.unwatch(list) } }
        guard let order = AppliedChangeLog.shared.chain(from: edges, to: new, through: emitted) else { return nil }
        provenIngests &+= 1
        if order.count == 1 { provenEdgeTargets = SelectionTargets.lookUp(changes: emitted[order[0]], input: edges) }
        return order.count == 1 ? emitted[order[0]] : order.flatMap { emitted[$0] }
    }

    /// Whether two lists share their elements' storage (then they are equal: the store's reference keeps
    /// the other holder from changing it in place).
    static func sameBuffer<Item>(_ a: [Item], _ b: [Item]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
            && a.count == b.count
    }

    /// Forgets the emitted lists without using them (a full rebuild takes the lists as they are).
    func forgetEmittedChanges() {
        for list in emittedNodeChanges { AppliedChangeLog.shared.unwatch(list) }
        for list in emittedEdgeChanges { AppliedChangeLog.shared.unwatch(list) }
        emittedNodeChanges = []
        emittedEdgeChanges = []
    }

    // MARK: - Nodes

    /// The kept nodes that differ, found from proven changes that neither add, remove nor re-id nodes: each
    /// named node once, compared with its old self. `nil` when the changes change the list's shape.
    func changedNodes(provenBy changes: [NodeChange<NodeData>], old: [Node<NodeData>], new: [Node<NodeData>])
        -> [(old: Node<NodeData>, new: Node<NodeData>)]? {
        guard old.count == new.count else { return nil }
        ingestGeneration &+= 1
        let generation = ingestGeneration
        var changed: [(old: Node<NodeData>, new: Node<NodeData>)] = []
        var shaped = true
        changes.withUnsafeBufferPointer { changes in
            old.withUnsafeBufferPointer { oldNodes in
                new.withUnsafeBufferPointer { newNodes in
                    for change in changes.indices {
                        let id: String
                        switch changes[change] {
                        case .position(let named, _), .dragging(let named, _), .selection(let named, _),
                             .dimensions(let named, _, _):
                            id = named
                        case .replace(let named, _):
                            // A replacement under another id renames a node: a change of shape.
                            guard changes[change].replacementKeepsId else {
                                shaped = false
                                return
                            }
                            id = named
                        case .add, .remove:
                            shaped = false
                            return
                        }
                        guard let slot = records.index(forKey: id) else { continue }
                        let index = records.positions[slot]
                        guard records.values[slot].stamp != generation, index < newNodes.count else { continue }
                        records.values[slot].stamp = generation
                        if ElementBytes.differ(oldNodes, index, newNodes, index), oldNodes[index] != newNodes[index] {
                            changed.append((oldNodes[index], newNodes[index]))
                        }
                    }
                }
            }
        }
        return shaped ? changed : nil
    }

    /// Takes proven changes that only select or deselect nodes: selection sets, z and damage, without comparing
    /// or copying nodes. Returns false (having done nothing) when the list holds any other change.
    func ingestNodeSelections(_ changes: [NodeChange<NodeData>], old: [Node<NodeData>],
                              new: [Node<NodeData>]) -> Bool {
        // Select all's own list needs no check (300,000 cases read at 100k nodes): it holds only `.selection`s.
        guard old.count == new.count, provenNodeTargets?.describes(changes) == true || Self.onlySelections(changes)
        else { return false }
        ingestGeneration &+= 1
        let generation = ingestGeneration
        let manual = configuration.zIndexMode == .manual
        // Without any parent–child link every node's z is its own: zIndex, + 1000 while selected.
        let local = manual || childrenById.isEmpty
        var changedIds: [String] = []
        if changes.count >= Self.bulkSelectionThreshold,
           let flips = selectionFlips(of: provenNodeTargets, old, new, flag: \Node<NodeData>.selected) {
            let flipped = bulkNodeSelections(flips, new: new, local: local, manual: manual, into: &changedIds)
            if flipped > Self.restyledIdLimit {
                // Select all: no list of 100,000 ids to build and free. Without one the element reconciles every
                // view, as it did when the list was longer than its views, and everything is repainted.
                lastChangedNodeIds = nil
                nodesDidChange()
                stacksDidChange()
                if !local { reorder() }
                restyleEverything()
                return true
            }
        } else {
            changedIds.reserveCapacity(changes.count)
            changes.withUnsafeBufferPointer { changes in
                old.withUnsafeBufferPointer { oldNodes in
                    new.withUnsafeBufferPointer { newNodes in
                        for change in changes.indices {
                            guard case .selection(let id, _) = changes[change], let slot = records.index(forKey: id)
                            else { continue }
                            let index = records.positions[slot]
                            guard records.values[slot].stamp != generation, index < newNodes.count else { continue }
                            records.values[slot].stamp = generation
                            let selected = newNodes[index].selected
                            guard oldNodes[index].selected != selected else { continue }
                            changedIds.append(id)
                            noteSelection(nodeId: id, selected: selected, was: !selected)
                            if local {
                                let z = newNodes[index].zIndex + (selected && !manual ? ZOrder.selectedElevation : 0)
                                records.values[slot].z = z
                                delegate?.storeDidRestack(nodeId: id, z: z)
                            }
                        }
                    }
                }
            }
        }
        lastChangedNodeIds = changedIds
        guard !changedIds.isEmpty else { return true }
        nodesDidChange()
        stacksDidChange()
        if !local { reorder() }
        noteRestyled(nodeIds: changedIds)
        return true
    }

    /// Which elements' flags flipped between `old` and `new`: from the emitted list's targets when it has them
    /// (select all; `old` is the list they were built from, the proof says `new` is their result, and the store's
    /// ids are unique), else read from both lists' flag bytes.
    func selectionFlips<Item>(of targets: SelectionTargets?, _ old: [Item], _ new: [Item],
                              flag: KeyPath<Item, Bool>) -> [UInt8]? {
        if let targets, targets.sourceCount == old.count, old.count == new.count {
            targetedSelectionIngests &+= 1
            return targets.flips()
        }
        return SelectionFlips.flips(old, new, flag: flag)
    }

    /// From this many selection changes on (select all, a large box), the selection ingests walk the records in
    /// storage order against `SelectionFlips` instead of looking up each named id: no hashing, and the records
    /// are reached in the order they lie in memory rather than one cache miss each.
    static var bulkSelectionThreshold: Int { 4_096 }

    /// `ingestNodeSelections` for many changes: every record whose node's flag flipped, found by one walk. The
    /// records' flags and the count change; the id set goes stale (`SelectedIds`), and the node views are
    /// restacked once at the end instead of one lookup per node.
    /// Returns how many nodes flipped; their ids are listed only up to `restyledIdLimit` of them.
    private func bulkNodeSelections(_ flips: [UInt8], new: [Node<NodeData>], local: Bool, manual: Bool,
                                    into changedIds: inout [String]) -> Int {
        // zIndex read as a column, like the flags: no node is copied in this generic code.
        let zIndexes = local ? ElementColumn.ints(of: new, \Node<NodeData>.zIndex) : nil
        let elevation = manual ? 0 : ZOrder.selectedElevation
        var count = nodeSelection.count
        let flipped = Self.flipAll(&records, flips: flips, zIndexes: zIndexes, elevation: elevation, count: &count,
                                   listingUpTo: Self.restyledIdLimit, into: &changedIds)
        guard flipped > 0 else { return 0 }
        nodeSelection.invalidate(count: count)
        selectionRevision &+= 1
        if local { delegate?.storeDidRestackNodes { id in self.records[id]?.z } }
        return flipped
    }

    /// The node walk of `bulkNodeSelections` over the table's buffers, taken once: reached through the store
    /// per record, each access of `records` was checked for exclusivity (a third of the walk).
    /// Returns how many records flipped; lists the ids of the first `limit` of them.
    private static func flipAll(_ table: inout RecordTable<NodeRecord>, flips: [UInt8], zIndexes: [Int]?,
                                elevation: Int, count: inout Int, listingUpTo limit: Int,
                                into changedIds: inout [String]) -> Int {
        let keys = table.keys
        let positions = table.positions
        var flipped = 0
        table.values.withUnsafeMutableBufferPointer { values in
            positions.withUnsafeBufferPointer { positions in
                flips.withUnsafeBufferPointer { flips in
                    for slot in values.indices {
                        let index = positions[slot]
                        guard index < flips.count, flips[index] != SelectionFlips.unchanged else { continue }
                        let selected = flips[index] == SelectionFlips.selected
                        flipped &+= 1
                        if flipped <= limit { changedIds.append(keys[slot]) }
                        if values[slot].selected != selected {
                            values[slot].selected = selected
                            count += selected ? 1 : -1
                        }
                        if let zIndexes { values[slot].z = zIndexes[index] + (selected ? elevation : 0) }
                    }
                }
            }
        }
        return flipped
    }

    /// Past this many restyled nodes one full repaint serves them all (`noteRestyled`), and no id is listed.
    static var restyledIdLimit: Int { 2_000 }

    /// Repaints everything, for more restyled nodes than `restyledIdLimit`.
    private func restyleEverything() {
        nodeChanges.noteEverything()
        delegate?.storeNeedsFullDisplay()
    }

    /// Repaints restyled nodes: a rectangle each, or past a few thousand one full repaint.
    func noteRestyled(nodeIds ids: [String]) {
        if ids.count > Self.restyledIdLimit {
            restyleEverything()
            return
        }
        for id in ids {
            guard let record = records[id] else { continue }
            nodeChanges.note(record.geometry.bounds)
            damageFlowRect(record.geometry.bounds.insetBy(dx: -4, dy: -4))
        }
    }

    // MARK: - Edges

    /// Takes proven changes that only select or deselect edges: the record's edge, selection sets, reconnection
    /// anchors and damage, without comparing or copying edges. Returns false (having done nothing) when the
    /// list holds any other change.
    func ingestEdgeSelections(_ changes: [EdgeChange<EdgeData>], old: [Edge<EdgeData>],
                              new: [Edge<EdgeData>]) -> Bool {
        guard old.count == new.count, provenEdgeTargets?.describes(changes) == true || Self.onlySelections(changes)
        else { return false }
        ingestGeneration &+= 1
        let generation = ingestGeneration
        let bulk = changes.count > 2_000
        if bulk { delegate?.storeNeedsFullDisplay() }
        var changedAny = false
        // Edges whose reconnection dots reach past their hit area: their bounds change with the selection.
        var grown: [String] = []
        func take(_ step: EdgeSelectionStep, id: String) {
            changedAny = true
            noteSelection(edgeId: id, selected: step.selected, was: !step.selected)
            if step.anchorsGrow {
                grown.append(id)
                return
            }
            if !step.bounds.isNull, step.selected, step.reconnectable {
                reconnectableEdgeIds.insert(id)
            } else if !reconnectableEdgeIds.isEmpty {
                reconnectableEdgeIds.remove(id)
            }
            if !bulk && !step.bounds.isNull {
                let ring = focusRingReach(.edge(id))
                damageFlowRect(step.bounds.insetBy(dx: -ring, dy: -ring))
            }
        }
        if changes.count >= Self.bulkSelectionThreshold,
           let flips = selectionFlips(of: provenEdgeTargets, old, new, flag: \Edge<EdgeData>.selected) {
            // Each record once, in storage order (see `bulkSelectionThreshold`); only flags and a count change
            // here: the id set and the reconnectable set go stale and are rebuilt from the records when asked.
            var count = edgeSelection.count
            if let walked = Self.flipAll(&edgeRecords, flips: flips, count: &count) {
                changedAny = walked.changed
                grown = walked.grown
            } else {
                var slot = edgeRecords.startIndex
                while slot != edgeRecords.endIndex {
                    if let grows = Self.flip(&edgeRecords.values[slot], at: edgeRecords.positions[slot],
                                             flips: flips, count: &count) {
                        changedAny = true
                        if grows { grown.append(edgeRecords.keys[slot]) }
                    }
                    slot = edgeRecords.index(after: slot)
                }
            }
            if changedAny {
                edgeSelection.invalidate(count: count)
                reconnectableIdsCache = nil
                selectionRevision &+= 1
            }
        } else {
            changes.withUnsafeBufferPointer { changes in
                old.withUnsafeBufferPointer { oldEdges in
                    new.withUnsafeBufferPointer { newEdges in
                        for change in changes.indices {
                            guard case .selection(let id, _) = changes[change],
                                  let slot = edgeRecords.index(forKey: id) else { continue }
                            // In place: reading the generic record through the table would copy it whole.
                            let index = edgeRecords.positions[slot]
                            let step = Self.select(&edgeRecords.values[slot], at: index, generation: generation,
                                                   old: oldEdges, new: newEdges)
                            if let step { take(step, id: id) }
                        }
                    }
                }
            }
        }
        if changedAny { edgesDidChange() }
        for id in grown {
            if let edge = edgeRecords[id]?.edge { refreshEdge(id, edge) }
        }
        return true
    }

    /// What taking one edge's selection change found.
    struct EdgeSelectionStep {
        var selected: Bool
        var reconnectable: Bool
        /// Whether the reconnection dots reach past the hit area (the bounds change with the selection).
        var anchorsGrow: Bool
        var bounds: CGRect
    }

    /// Gives a record not yet seen by this pass the selection its edge has in `new`; `nil` when the record was
    /// seen already or its edge's selection did not change.
    private static func select(_ record: inout EdgeRecord<EdgeData>, at index: Int, generation: Int,
                               old: UnsafeBufferPointer<Edge<EdgeData>>,
                               new: UnsafeBufferPointer<Edge<EdgeData>>) -> EdgeSelectionStep? {
        guard record.stamp != generation, index < new.count else { return nil }
        record.stamp = generation
        let selected = new[index].selected
        guard old[index].selected != selected else { return nil }
        return setSelection(&record, selected)
    }

    /// The bulk walk's step: flips the record's edge when `flips` says so at its list index and counts it;
    /// returns `nil` when it did not flip, else whether its reconnection dots reach past its hit area (its
    /// bounds change).
    @inline(__always)
    private static func flip(_ record: inout EdgeRecord<EdgeData>, at index: Int, flips: [UInt8],
                             count: inout Int) -> Bool? {
        guard index < flips.count, flips[index] != SelectionFlips.unchanged else { return nil }
        let selected = flips[index] == SelectionFlips.selected
        if record.edge.selected != selected {
            record.edge.selected = selected
            count += selected ? 1 : -1
        }
        return record.edge.reconnectable && reconnectAnchorRadius + 1 > record.edge.interactionWidth / 2
    }

    /// The bulk walk over the records' bytes: the flag written in place by its offset, and whether the
    /// reconnection dots grow asked once per shared attributes box (`EdgeAttributeColumn`), so no generic
    /// record or edge accessor runs per record. `nil` when the record's layout has no fixed place for these.
    private static func flipAll(_ table: inout RecordTable<EdgeRecord<EdgeData>>, flips: [UInt8],
                                count: inout Int) -> (changed: Bool, grown: [String])? {
        typealias Record = EdgeRecord<EdgeData>
        guard let flagOffset = MemoryLayout<Record>.offset(of: \Record.edge.selected),
              let edgeOffset = MemoryLayout<Record>.offset(of: \Record.edge),
              var grows = EdgeAttributeColumn(Edge<EdgeData>.self, where: {
                  $0.reconnectable && reconnectAnchorRadius + 1 > $0.interactionWidth / 2
              }) else { return nil }
        let stride = MemoryLayout<Record>.stride
        let positions = table.positions
        var changed = false
        var grownSlots: [Int] = []
        table.values.withUnsafeMutableBytes { bytes in
            guard let start = bytes.baseAddress else { return }
            positions.withUnsafeBufferPointer { positions in
                flips.withUnsafeBufferPointer { flips in
                    for slot in positions.indices {
                        let index = positions[slot]
                        guard index < flips.count, flips[index] != SelectionFlips.unchanged else { continue }
                        changed = true
                        let selected = flips[index] == SelectionFlips.selected
                        let record = start + slot * stride
                        if record.load(fromByteOffset: flagOffset, as: Bool.self) != selected {
                            record.storeBytes(of: selected, toByteOffset: flagOffset, as: Bool.self)
                            count += selected ? 1 : -1
                        }
                        if grows.holds(forEdgeAt: UnsafeRawPointer(record + edgeOffset)) { grownSlots.append(slot) }
                    }
                }
            }
        }
        return (changed, grownSlots.map { table.keys[$0] })
    }

    private static func setSelection(_ record: inout EdgeRecord<EdgeData>, _ selected: Bool) -> EdgeSelectionStep {
        record.edge.selected = selected
        let reconnectable = record.edge.reconnectable
        return EdgeSelectionStep(
            selected: selected, reconnectable: reconnectable,
            anchorsGrow: reconnectable && reconnectAnchorRadius + 1 > record.edge.interactionWidth / 2,
            bounds: record.bounds)
    }

    /// Whether every change is a `.selection` (a loop over the buffer matching the case in place: a closure or
    /// key path per change looks the generic change type up again each time).
    static func onlySelections(_ changes: [NodeChange<NodeData>]) -> Bool {
        changes.withUnsafeBufferPointer { changes in
            for change in changes.indices {
                guard case .selection = changes[change] else { return false }
            }
            return true
        }
    }

    /// Whether every change is a `.selection`.
    static func onlySelections(_ changes: [EdgeChange<EdgeData>]) -> Bool {
        changes.withUnsafeBufferPointer { changes in
            for change in changes.indices {
                guard case .selection = changes[change] else { return false }
            }
            return true
        }
    }
}

extension NodeChange {
    /// Whether a `.replace` keeps the node's id (every other change does).
    var replacementKeepsId: Bool {
        if case .replace(let id, let item) = self { return item.id == id }
        return true
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The full rebuild: every record, index and order from scratch (first use, structural changes the
/// incremental ingest does not take). It runs once per opened graph over every element, so it reads nodes and
/// edges in place (a copy of a generic element costs a value-witness call and retains), hashes each id as few
/// times as it can, loads both spatial indexes in one pass each, and computes stacking and edge z while it
/// walks instead of in separate passes.
extension CanvasStore {
    func rebuildAll() {
        needsFullRebuild = false
        placementRevision &+= 1
        removedPlacements = nil
        lastChangedNodeIds = nil
        nodesDidChange()
        nodeChanges.noteEverything()
        stacksDidChange()
        pendingEdgeIds = nil
        hasParentCycle = false
        // The lookup resolves parents (missing ones, cycles); a list without any `parentId` needs none of that,
        // and its two other findings, repeated ids and non-finite positions, come out of the records pass.
        let namesParents = nodes.withUnsafeBufferPointer { list in list.indices.contains { list[$0].parentId != nil } }
        let lookup = namesParents ? NodeLookup(nodes: nodes, nodeOrigin: configuration.nodeOrigin) : nil
        for diagnostic in lookup?.diagnostics ?? [] {
            if case .parentCycle = diagnostic { hasParentCycle = true }
            report(diagnostic)
        }
        orphanIds = []
        outOfRangeIds = []
        let (firsts, hasParents) = rebuildRecords(lookup: lookup)
        nodes.withUnsafeBufferPointer { list in
            for index in list.indices {
                guard let parentId = list[index].parentId, records[parentId] == nil else { continue }
                orphanIds.insert(list[index].id)
            }
        }
        if hasParents {
            placeNodesParentsFirst()
        } else if lookup != nil {
            placeTopLevelNodes(firsts)
        }
        nodes.withUnsafeBufferPointer { list in
            for index in list.indices where list[index].extent == .parent {
                let id = list[index].id
                guard records[id]?.parentId == nil else { continue }
                reportOnce("extent:\(id)", code: CanvasErrorCode.parentExtentWithoutParent,
                           message: "error.parentExtent", .string(id))
            }
        }
        unmeasured = []
        dimensionCandidates.reserveCapacity(records.count)
        dimensionArea = nil
        measuredSizes.reserveCapacity(records.count)
        notePlacedSizes(firsts)
        nodeIndex.removeAll()
        var indexed: [(id: String, rect: CGRect)] = []
        indexed.reserveCapacity(firsts.count)
        // `rebuildRecords` appended one record per entry of `firsts`, in order, and nothing has moved a slot
        // since: slot k holds the node at `firsts[k]`, read without hashing its id again.
        nodes.withUnsafeBufferPointer { list in
            for (slot, index) in firsts.enumerated() where !list[index].hidden {
                let id = list[index].id
                let geometry = records.values[slot].geometry
                guard geometry.isMeasured,
                      outOfRangeIds.isEmpty || !outOfRangeIds.contains(id) else { continue }
                indexed.append((id, geometry.bounds))
            }
        }
        nodeIndex.insert(contentsOf: indexed)
        if hasParents, let lookup {
            applyStacking(ZOrder(lookup: lookup, mode: configuration.zIndexMode))
        } else {
            // No node has a parent: each z is its own (what `stackLocally` gives), no lookup copies or sort.
            stacksDidChange()
            let delegate = self.delegate
            nodes.withUnsafeBufferPointer { list in
                for (slot, index) in firsts.enumerated() {
                    let id = list[index].id
                    let z = topLevelZ(of: list.baseAddress! + index)
                    if lookup != nil { records.values[slot].z = z }
                    delegate?.storeDidRestack(nodeId: id, z: z)
                }
            }
        }
        rebuildEdges()
        delegate?.storeNeedsFullDisplay()
    }

    /// New records (list index, resolved parent; geometry and z when no node names a parent, else a placeholder
    /// for the parents-first pass), children, the selected set and the
    /// measurements of nodes that left; returns the list index of each id's first node, in list order, and
    /// whether any node has a resolved parent. Without a lookup (no node names a parent) it reports what the
    /// lookup would have, in its order: repeated ids, then non-finite positions.
    private func rebuildRecords(lookup: NodeLookup<NodeData>?) -> (firsts: [Int], hasParents: Bool) {
        var newRecords = RecordTable<NodeRecord>()
        newRecords.reserveCapacity(nodes.count)
        var children = ChildrenByParent()
        var selected: Set<String> = []
        var firsts: [Int] = []
        firsts.reserveCapacity(nodes.count)
        var repeated: [String] = []
        nodes.withUnsafeBufferPointer { list in
            for index in list.indices {
                let id = list[index].id
                // A node without `parentId` has none to resolve; only children ask the lookup.
                let parentId = list[index].parentId == nil ? nil : lookup?.geometry(id)?.parentId
                // Without any parent in the list a node's geometry and z are its own: computed here, in the one
                // pass (its out-of-range report waits until the lookup's findings are reported).
                let geometry = lookup == nil
                    ? computeGeometry(id, of: list.baseAddress! + index, parentId: nil, parentTopLeft: .zero,
                                      reportsOutOfRange: false)
                    : NodeGeometry(id: id, absolutePosition: .zero, size: .zero, isMeasured: false,
                                   parentId: parentId, origin: .topLeft)
                // One hash for the duplicate test and the insert: a repeated id keeps its first node.
                var record = NodeRecord(parentId: parentId, depth: 0, geometry: geometry)
                record.selected = list[index].selected
                if lookup == nil { record.z = topLevelZ(of: list.baseAddress! + index) }
                guard newRecords.insertIfAbsent(record, forKey: id, position: index) else {
                    if lookup == nil, let first = newRecords.position(of: id) {
                        repeated.append(id)
                        // Placing the later node set its range state: the first node's decides.
                        _ = computeGeometry(id, of: list.baseAddress! + first, parentId: nil,
                                            parentTopLeft: .zero, reportsOutOfRange: false)
                    }
                    continue
                }
                firsts.append(index)
                if let parentId { children.add(id, to: parentId) }
                if list[index].selected { selected.insert(id) }
            }
        }
        records = newRecords
        childrenById = children.childIds
        if lookup == nil {
            for id in repeated { report(.duplicateNodeId(id)) }
            nodes.withUnsafeBufferPointer { list in
                for index in firsts where !list[index].position.isFinite {
                    report(.invalidPosition(nodeId: list[index].id))
                }
                guard !outOfRangeIds.isEmpty else { return }
                for index in firsts where outOfRangeIds.contains(list[index].id) {
                    reportOutOfRange(list[index])
                }
            }
        }
        // A removed node forgets what was measured for it, as the incremental path does.
        if measuredSizes.count > records.count || !handlesByNode.isEmpty || !reportedSizes.isEmpty {
            measuredSizes = measuredSizes.filter { records[$0.key] != nil }
            reportedSizes = reportedSizes.filter { records[$0.key] != nil }
            handlesByNode = handlesByNode.filter { records[$0.key] != nil }
        }
        if !resizeControlsByNode.isEmpty { resizeControlsByNode = resizeControlsByNode.filter { records[$0.key] != nil } }
        setSelectedNodes(selected)
        return (firsts, !children.isEmpty)
    }

    /// A top-level node's z: its zIndex, + 1000 when selected outside `.manual` (as `stackLocally` gives).
    private func topLevelZ(of node: UnsafePointer<Node<NodeData>>) -> Int {
        let selected = node.pointee.selected && configuration.zIndexMode != .manual
        return FlowRange.clamp(zIndex: node.pointee.zIndex) + (selected ? ZOrder.selectedElevation : 0)
    }

    /// Geometry of a list whose parents are all missing or cyclic: every node on its own, in one pass.
    private func placeTopLevelNodes(_ firsts: [Int]) {
        nodes.withUnsafeBufferPointer { list in
            for index in firsts {
                let id = list[index].id
                let geometry = computeGeometry(id, of: list.baseAddress! + index, parentId: nil, parentTopLeft: .zero)
                records.modify(id) { $0.geometry = geometry }
            }
        }
    }

    /// Geometry with parents: walks each node's chain up to the first resolved ancestor, parents first.
    private func placeNodesParentsFirst() {
        var done = Set<String>()
        done.reserveCapacity(nodes.count)
        for node in nodes where !done.contains(node.id) {
            var chain: [String] = []
            var cursor: String? = node.id
            while let id = cursor, !done.contains(id), records[id] != nil, chain.count <= nodes.count {
                chain.append(id)
                cursor = records[id]?.parentId
            }
            for id in chain.reversed() {
                let depth = records[id]?.parentId.flatMap { records[$0]?.depth }.map { $0 + 1 } ?? 0
                records.modify(id) { $0.depth = depth }
                // Computed first: `modify` holds `records` for its body, and `computeGeometry` reads it.
                let geometry = computeGeometry(id)
                records.modify(id) { $0.geometry = geometry }
                done.insert(id)
            }
        }
    }

    /// `noteSize(of:)` for every node after a rebuild (`unmeasured` starts empty).
    private func notePlacedSizes(_ firsts: [Int]) {
        // Sizes measured before the rebuild; the loop's own inserts are of other ids (`firsts` has each once).
        let noneKnown = measuredSizes.isEmpty
        nodes.withUnsafeBufferPointer { list in
            for index in firsts {
                let node = list.baseAddress! + index
                let id = node.pointee.id
                let width = node.pointee.width, height = node.pointee.height
                let known = noneKnown ? nil : measuredSizes[id]
                let size = Self.size(width: width, height: height, measured: known ?? node.pointee.measured)
                // A node with a fixed size measures as that size (see `noteSize(of:)`).
                if FlowRange.size(width) != nil, FlowRange.size(height) != nil, let size, known != size {
                    measuredSizes[id] = size
                }
                if !node.pointee.hidden && size == nil && (outOfRangeIds.isEmpty || !outOfRangeIds.contains(id)) {
                    unmeasured.insert(id)
                }
                dimensionCandidates.insert(id)
            }
        }
    }

    /// Every edge record, its path's bounds (the path itself waits for its first draw), `edgesByNode`, z and
    /// the edge index, from scratch. Node records, geometry and z must be final: edge z reads them.
    func rebuildEdges() {
        edgesDidChange()
        edgeRecords = RecordTable()
        edgesByNode = [:]
        edgeIndex.removeAll()
        animatedEdgeIds = []
        reconnectableEdgeIds = []
        // Default edge options make each record's edge differ from the list's: those take the walk below.
        if configuration.defaultEdgeOptions == nil, let layout = EdgeFieldLayout(Edge<EdgeData>.self) {
            rebuildEdges(layout: layout)
        } else {
            rebuildEdgesOneByOne()
        }
    }

    /// `rebuildEdges()` with the per-edge work in `EdgeRebuildPass` (not generic); the store adds the records
    /// and places the few edges the pass leaves to it, in slot order, so errors are reported in list order.
    private func rebuildEdges(layout: EdgeFieldLayout) {
        let ends = nodeEnds()
        let theme = self.theme
        let settings = EdgeRebuildPass.Settings(
            edgeWidth: theme.edgeWidth, handleSize: theme.handleSize, connectionMode: configuration.connectionMode,
            manualZ: configuration.zIndexMode == .manual, reconnectAnchorRadius: Self.reconnectAnchorRadius)
        var pass = edges.withUnsafeBytes { bytes in
            EdgeRebuildPass(edges: bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count: edges.count,
                            layout: layout, nodes: records, ends: ends, settings: settings)
        }
        let delegate = self.delegate
        // Each record made in place in the new array: appending one by one asked for the array's metadata and
        // copied each record once more in this unspecialized code.
        let values = [EdgeRecord<EdgeData>](unsafeUninitializedCapacity: pass.count) { buffer, initialized in
            edges.withUnsafeBufferPointer { list in
                for slot in 0..<pass.count {
                    let index = pass.positions[slot]
                    if pass.needsStorePlacement[slot] {
                        var placed = EdgeRecord(edge: list[index])
                        let source = records.entry(list[index].source), target = records.entry(list[index].target)
                        placeEdge(&placed, id: pass.keys[slot], source: source, target: target)
                        placed.z = edgeZ(placed.edge, source: source?.record, target: target?.record) ?? 0
                        pass.routes[slot] = placed.route
                        pass.bounds[slot] = placed.bounds
                        (buffer.baseAddress! + slot).initialize(to: placed)
                    } else {
                        (buffer.baseAddress! + slot).initialize(to: EdgeRecord(
                            edge: list[index], z: pass.z[slot], route: pass.routes[slot], bounds: pass.bounds[slot]))
                    }
                    initialized = slot + 1
                    // No damage per edge: the caller repaints everything.
                    delegate?.storeDidChangeEdge(pass.keys[slot])
                }
            }
        }
        edgeRecords = RecordTable(keys: pass.keys, values: values, positions: pass.positions, tags: pass.tags,
                                  slots: pass.slots)
        let drawn = pass.drawnEdges()
        animatedEdgeIds = drawn.animated
        reconnectableEdgeIds = drawn.reconnectable
        edgesByNode = pass.links.edgesByNode(nodeIds: records.keys, edgeIds: pass.keys)
        edgeIndex.insert(contentsOf: drawn.indexed)
        setSelectedEdges(drawn.selected)
    }

    /// What `EdgeRebuildPass` reads of each node, by record slot. Node records, geometry and z must be final.
    private func nodeEnds() -> [EdgeRebuildPass.NodeEnd] {
        var ends: [EdgeRebuildPass.NodeEnd] = []
        ends.reserveCapacity(records.count)
        let handles = handlesByNode, outOfRange = outOfRangeIds
        nodes.withUnsafeBufferPointer { list in
            records.values.withUnsafeBufferPointer { values in
                for slot in values.indices {
                    let id = records.keys[slot]
                    let record = values.baseAddress! + slot
                    var end = EdgeRebuildPass.NodeEnd(
                        bounds: record.pointee.geometry.bounds, hidden: true,
                        inRange: outOfRange.isEmpty || !outOfRange.contains(id), sourcePosition: .bottom,
                        targetPosition: .top, lift: record.pointee.parentId != nil ? record.pointee.z : 0,
                        handles: handles.isEmpty ? [] : handles[id] ?? [])
                    // A record whose list index is past the list places no edge, as a hidden node does.
                    let position = records.positions[slot]
                    if position < list.count {
                        let node = list.baseAddress! + position
                        end.hidden = node.pointee.hidden
                        end.sourcePosition = node.pointee.sourcePosition
                        end.targetPosition = node.pointee.targetPosition
                    }
                    ends.append(end)
                }
            }
        }
        return ends
    }

    /// `rebuildEdges()` edge by edge through the generic records (default edge options applied to each).
    private func rebuildEdgesOneByOne() {
        // Sized once: growing by doubling moves every record several times and briefly holds two tables.
        edgeRecords.reserveCapacity(edges.count)
        var links = EdgeLinks(nodeSlots: records.count, edgeCount: edges.count)
        // The slot of the next new record (counted here: `edgeRecords.count` copies the table in this
        // unspecialized code).
        var edgeSlot = 0
        var selected: Set<String> = []
        var indexed: [(id: String, rect: CGRect)] = []
        indexed.reserveCapacity(edges.count)
        let defaults = configuration.defaultEdgeOptions
        let delegate = self.delegate
        edges.withUnsafeBufferPointer { list in
            for index in list.indices {
                let id = list[index].id
                // Each id hashed once for the repeat test and the insert, each end looked up once for the route,
                // z and `edgesByNode`: a 10k-node rebuild spent more on hashing strings than on routes.
                let hash = id.hashValue
                guard edgeRecords.index(forKey: id, hash: hash) == nil else { continue }
                var record = EdgeRecord(edge: defaults?.applied(to: list[index]) ?? list[index])
                if list[index].selected { selected.insert(id) }
                let sourceId = list[index].source, targetId = list[index].target
                // A self-loop's end is looked up once. No closures here (`Optional.map`): written in the
                // main-actor store, each would check the executor when called.
                let sourceEntry = records.slotEntry(sourceId)
                let targetEntry = sourceId == targetId ? sourceEntry : records.slotEntry(targetId)
                links.add(edgeSlot: edgeSlot, source: sourceEntry?.slot, sourceId: sourceId,
                          target: targetEntry?.slot, targetId: targetId)
                edgeSlot += 1
                var source: (record: NodeRecord, position: Int)?
                if let sourceEntry { source = (sourceEntry.record, sourceEntry.position) }
                var target: (record: NodeRecord, position: Int)?
                if let targetEntry { target = (targetEntry.record, targetEntry.position) }
                placeEdge(&record, id: id, source: source, target: target)
                record.z = edgeZ(record.edge, source: source?.record, target: target?.record) ?? 0
                if record.route != nil {
                    indexed.append((id, record.bounds))
                    if record.edge.animated { animatedEdgeIds.insert(id) }
                    if record.edge.selected, record.edge.reconnectable { reconnectableEdgeIds.insert(id) }
                }
                edgeRecords.append(record, forKey: id, hash: hash, position: index)
                // No damage per edge: the caller repaints everything.
                delegate?.storeDidChangeEdge(id)
            }
        }
        edgesByNode = links.edgesByNode(nodeIds: records.keys, edgeIds: edgeRecords.keys)
        edgeIndex.insert(contentsOf: indexed)
        setSelectedEdges(selected)
    }
}

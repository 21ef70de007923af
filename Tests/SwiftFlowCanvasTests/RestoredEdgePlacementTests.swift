import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// The undo of a Delete puts the removed edges' routes, bounds and z back (`CanvasStore+RestoredPlacements`)
/// only where that is exact: after every sequence here, each edge's route, bounds, z and index entry equal those
/// a fresh store works out from the same lists (and the same measured sizes and handles), and the ends checked by
/// hand lie where the grid puts them.
@MainActor
@Suite struct RestoredEdgePlacementTests {
    @Test func anUndoneDeletePutsTheRemovedPlacementsBack() throws {
        let rig = GridStoreRig()
        rig.deleteTwo()
        #expect(rig.store.edgeIndex.rect(for: "e54") == nil)
        try rig.undo()
        #expect(rig.store.restoredPlacementCount == 4)
        // e10 runs from n10's right side (100, 125) to n11's left side (200, 125); e54 ends at n55's left (1000, 525).
        #expect(rig.store.edgeEndpoints(of: "e10")?.source == CGPoint(x: 100, y: 125))
        #expect(rig.store.edgeEndpoints(of: "e10")?.target == CGPoint(x: 200, y: 125))
        #expect(rig.store.edgeEndpoints(of: "e54")?.target == CGPoint(x: 1000, y: 525))
        #expect(rig.store.edgeIds(connectedTo: "n11") == ["e10", "e11"])
        // The index lists e54 again, under its bounds, which reach from n54's right side to n55's left.
        let bounds = try #require(rig.store.edgeRecords["e54"]?.bounds)
        #expect(rig.store.edgeIndex.rect(for: "e54") == bounds)
        #expect(bounds.minX <= 900 && bounds.maxX >= 1000 && bounds.minY <= 525 && bounds.maxY >= 525)
        rig.expectPlacements(as: rig.fresh())
    }

    @Test func undoRedoUndoStaysExact() throws {
        let rig = GridStoreRig()
        rig.deleteTwo()
        try rig.undo()
        try rig.redo()
        #expect(rig.store.edgeIndex.rect(for: "e10") == nil && rig.store.edges.count == 86)
        rig.expectPlacements(as: rig.fresh())
        try rig.undo()
        #expect(rig.store.restoredPlacementCount == 8)
        rig.expectPlacements(as: rig.fresh())
    }

    /// n10 (no fixed size) measures 120 × 60 before the Delete and 160 × 80 between the Delete and its undo: e10,
    /// which left with n11, must come back from n10's new right side, (160, 140).
    @Test func aNeighbourResizedBetweenDeleteAndUndoIsWorkedOutAgain() throws {
        let rig = GridStoreRig(unsized: [10])
        rig.store.setMeasuredSizes([(id: "n10", size: CGSize(width: 120, height: 60))])
        #expect(rig.store.edgeEndpoints(of: "e10")?.source == CGPoint(x: 120, y: 130))
        rig.deleteTwo()
        let size = CGSize(width: 160, height: 80)
        rig.store.setMeasuredSizes([(id: "n10", size: size)])
        try rig.undo()
        #expect(rig.store.restoredPlacementCount == 0)
        #expect(rig.store.edgeEndpoints(of: "e10")?.source == CGPoint(x: 160, y: 140))
        rig.expectPlacements(as: rig.fresh(measured: [(id: "n10", size: size)]))
    }

    /// Handles a kept neighbour renders between the Delete and its undo move e10's source end.
    @Test func aNeighboursNewHandlesBetweenDeleteAndUndoAreFollowed() throws {
        let rig = GridStoreRig()
        rig.deleteTwo()
        let handles = [HandleRecord(id: nil, type: .source, position: .bottom, isConnectable: true)]
        rig.store.setHandles(handles, of: "n10")
        try rig.undo()
        #expect(rig.store.restoredPlacementCount == 0)
        // n10's bottom middle (50, 150), half a handle further down.
        let half = rig.store.theme.handleSize / 2
        #expect(rig.store.edgeEndpoints(of: "e10")?.source == CGPoint(x: 50, y: 150 + half))
        rig.expectPlacements(as: rig.fresh(handles: [(id: "n10", handles: handles)]))
    }

    /// n11 rendered a handle before it was deleted: the store forgets it with the node, so its edges come back
    /// attached to its default sides (worked out again), while n55's edges take their removed placements.
    @Test func aRestoredNodeThatHadHandlesHasItsEdgesWorkedOutAgain() throws {
        let rig = GridStoreRig()
        rig.store.setHandles([HandleRecord(id: nil, type: .target, position: .top, isConnectable: true)], of: "n11")
        #expect(rig.store.edgeEndpoints(of: "e10")?.target != CGPoint(x: 200, y: 125))
        rig.deleteTwo()
        try rig.undo()
        #expect(rig.store.restoredPlacementCount == 2)
        #expect(rig.store.edgeEndpoints(of: "e10")?.target == CGPoint(x: 200, y: 125))
        rig.expectPlacements(as: rig.fresh())
    }

    /// An undo whose edge differs from the removed one (another type) works that edge out again.
    @Test func aRestoredEdgeThatDiffersIsWorkedOutAgain() throws {
        let rig = GridStoreRig()
        let (nodes, edges) = GridGraph.make()
        rig.deleteTwo()
        var stepped = edges[49]
        stepped.type = .step
        rig.emit([.add(item: nodes[11], index: 11), .add(item: nodes[55], index: 55)],
                 [.add(item: edges[9], index: 9), .add(item: edges[10], index: 10),
                  .add(item: stepped, index: 49), .add(item: edges[50], index: 50)])
        rig.update()
        #expect(rig.store.restoredPlacementCount == 3)
        #expect(rig.store.edgeRecords["e54"]?.route?.type == .step)
        rig.expectPlacements(as: rig.fresh())
    }

    /// A node moved back elsewhere by the undo's own list (a proven insertion of a changed node) is not the
    /// removed one: its edges are worked out again.
    @Test func aRestoredNodeElsewhereHasItsEdgesWorkedOutAgain() throws {
        let rig = GridStoreRig()
        let (nodes, edges) = GridGraph.make()
        rig.deleteTwo()
        var moved = nodes[55]
        moved.position = XYPosition(x: 1010, y: 530)
        rig.emit([.add(item: nodes[11], index: 11), .add(item: moved, index: 55)],
                 [.add(item: edges[9], index: 9), .add(item: edges[10], index: 10),
                  .add(item: edges[49], index: 49), .add(item: edges[50], index: 50)])
        rig.update()
        #expect(rig.store.restoredPlacementCount == 2)
        // n55's left side middle is now (1010, 555).
        #expect(rig.store.edgeEndpoints(of: "e54")?.target == CGPoint(x: 1010, y: 555))
        rig.expectPlacements(as: rig.fresh())
    }

    /// A full rebuild between the Delete and its undo (a new theme) drops the removed placements.
    @Test func aRebuildBetweenDeleteAndUndoDropsThem() throws {
        let rig = GridStoreRig()
        rig.deleteTwo()
        #expect(rig.store.removedPlacements?.edges?.oldIndices == [9, 10, 49, 50])
        rig.store.rebuildAll()
        #expect(rig.store.removedPlacements == nil)
    }
}

private extension GridStoreRig {
    /// Deletes n11 (edges e10, e11) and n55 (e54, e55).
    func deleteTwo() {
        delete(["n11", "n55"])
    }

    /// Every edge's route, bounds, z and index entry as `fresh` has them.
    func expectPlacements(as fresh: CanvasStore<String, EmptyEdgeData>,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(store.edgeRecords.count == fresh.edgeRecords.count, sourceLocation: sourceLocation)
        for (id, expected, position) in fresh.edgeRecords {
            guard let record = store.edgeRecords[id] else {
                Issue.record("no record for \(id)", sourceLocation: sourceLocation)
                continue
            }
            #expect(store.edgeRecords.position(of: id) == position, sourceLocation: sourceLocation)
            #expect(record.edge == expected.edge, sourceLocation: sourceLocation)
            #expect(record.bounds == expected.bounds && record.z == expected.z, "\(id)",
                    sourceLocation: sourceLocation)
            #expect(record.route?.source == expected.route?.source
                    && record.route?.target == expected.route?.target
                    && record.sourcePosition == expected.sourcePosition
                    && record.targetPosition == expected.targetPosition
                    && record.route?.type == expected.route?.type
                    && record.pathBounds == expected.pathBounds, "\(id)", sourceLocation: sourceLocation)
            #expect(store.edgeIndex.rect(for: id) == fresh.edgeIndex.rect(for: id), "\(id)",
                    sourceLocation: sourceLocation)
            #expect(store.edgeIds(connectedTo: expected.edge.source).contains(id), sourceLocation: sourceLocation)
        }
    }
}

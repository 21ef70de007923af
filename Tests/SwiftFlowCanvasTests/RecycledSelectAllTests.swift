import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Escape / Ctrl+A cycles through `WindowRoot` on `SelectAllGestureTests`' 5,000 nodes and 4,950 edges, as the
/// benchmark runs them: the app's `applyNodeChanges` / `applyEdgeChanges` (or `SwiftFlowStore`) write later
/// lists into the buffers of lists nobody holds any more (`ListRecycler`, flag columns), and still every list
/// the app gets, the canvas's counts and sets, and a list the test kept are as worked out by hand.
@MainActor
@Suite(.serialized) struct RecycledSelectAllTests {
    typealias Gesture = SelectAllGestureTests

    private func addresses(_ log: Gesture.Log) -> [UnsafeRawPointer?] {
        [log.nodes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
         log.edges.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }]
    }

    /// Click n0, then four Escape / Ctrl+A cycles, then Ctrl+click n1; returns the buffers the app's lists had.
    private func cycles(_ driver: Gesture.Driver, _ log: Gesture.Log) throws -> [UnsafeRawPointer?] {
        let canvas = try #require(driver.canvas)
        driver.click(CGPoint(x: 50, y: 20))
        let targeted = canvas.store.targetedSelectionIngests
        driver.key(.a, .primary)
        // Kept by the test through every later cycle: it must keep saying "all selected".
        let keptNodes = log.nodes
        let keptEdges = log.edges
        #expect(keptNodes.allSatisfy(\.selected) && keptEdges.allSatisfy(\.selected))
        var seen: [UnsafeRawPointer?] = []
        for cycle in 0..<4 {
            log.nodeChanges = []
            log.edgeChanges = []
            driver.key(.escape)
            // Escape deselects all 5,000 nodes and 4,950 edges, one change each, in list order.
            #expect(log.nodeChanges == [Gesture.nodeIds.map { NodeChange<String>.selection($0, false) }],
                    "cycle \(cycle)")
            #expect(log.edgeChanges == [Gesture.edgeIds.map { EdgeChange<EmptyEdgeData>.selection($0, false) }])
            #expect(log.nodes.allSatisfy { !$0.selected } && log.edges.allSatisfy { !$0.selected }, "cycle \(cycle)")
            #expect(canvas.store.selectedNodeCount == 0 && canvas.store.selectedEdgeCount == 0)
            seen += addresses(log)
            log.nodeChanges = []
            log.edgeChanges = []
            driver.key(.a, .primary)
            #expect(log.nodeChanges == [Gesture.nodeIds.map { NodeChange<String>.selection($0, true) }])
            #expect(log.edgeChanges == [Gesture.edgeIds.map { EdgeChange<EmptyEdgeData>.selection($0, true) }])
            #expect(log.nodes.allSatisfy(\.selected) && log.edges.allSatisfy(\.selected), "cycle \(cycle)")
            #expect(canvas.store.selectedNodeCount == 5_000 && canvas.store.selectedEdgeCount == 4_950)
            #expect(canvas.store.selectedNodeIds == Set(Gesture.nodeIds))
            seen += addresses(log)
        }
        // Only the flags ever changed: ids, positions and ends are the graph's.
        let (nodes, edges) = Gesture.graph()
        #expect(log.nodes.map(\.id) == nodes.map(\.id) && log.nodes.map(\.position) == nodes.map(\.position))
        #expect(log.edges.map(\.source) == edges.map(\.source) && log.edges.map(\.target) == edges.map(\.target))
        #expect(canvas.store.records["n4999"]?.z == 1000)
        // Each Ctrl+A (five: 4,999 node and 4,950 edge changes the first time) was applied and taken through
        // its `SelectionTargets`, for nodes and for edges; Escape's lists were not (they are not select all).
        #expect(canvas.store.targetedSelectionIngests - targeted == 10)

        log.nodeChanges = []
        log.edgeChanges = []
        driver.click(CGPoint(x: 200, y: 20), .control)
        #expect(log.nodeChanges == [[.selection("n1", false)]])
        #expect(log.nodes.filter { !$0.selected }.map(\.id) == ["n1"])
        #expect(canvas.store.selectedNodeIds == Set(Gesture.nodeIds).subtracting(["n1"]))
        #expect(canvas.store.records["n1"]?.z == 0)
        // The lists kept from the first Ctrl+A were never written.
        #expect(keptNodes.allSatisfy(\.selected) && keptEdges.allSatisfy(\.selected))
        return seen
    }

    @Test func cyclesWithArrays() throws {
        let log = Gesture.Log()
        let (nodes, edges) = Gesture.graph()
        let driver = Gesture.Driver { Gesture.ArraysApp(log: log, nodes: nodes, edges: edges) }
        _ = try cycles(driver, log)
    }

    @Test func cyclesWithSwiftFlowStore() throws {
        let log = Gesture.Log()
        let (nodes, edges) = Gesture.graph()
        let store = SwiftFlowStore<String, EmptyEdgeData>(nodes: nodes, edges: edges)
        var published: [Int] = []
        let subscription = store.$selectedEdgeIds.sink { published.append($0.count) }
        let driver = Gesture.Driver { Gesture.StoreApp(log: log, store: store) }
        let seen = try cycles(driver, log)
        withExtendedLifetime(subscription) {}
        // Sixteen lists handed to the canvas (8 node, 8 edge lists). Whether their buffers were reused is counted
        // by the release benchmark (`ListRecycler.reuseCount`); what matters here is that kept lists are intact.
        #expect(seen.count == 16)
        #expect(store.selectedNodeIds == Set(Gesture.nodeIds).subtracting(["n1"]))
        #expect(store.selectedEdgeIds == Set(Gesture.edgeIds))
        // `$selectedEdgeIds` subscribers saw every step: nothing, all, then nothing and all four times more.
        var distinct: [Int] = []
        for count in published where count != distinct.last { distinct.append(count) }
        #expect(distinct == [0, 4_950, 0, 4_950, 0, 4_950, 0, 4_950, 0, 4_950])
    }
}

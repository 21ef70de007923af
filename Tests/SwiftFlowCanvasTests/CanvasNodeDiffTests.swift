import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// The byte-level pre-filter the canvas uses before comparing node lists element by element.
@MainActor
@Suite struct CanvasNodeDiffTests {
    private func candidates(_ a: [Node<String>], _ b: [Node<String>]) -> [Int] {
        a.withUnsafeBufferPointer { left in
            b.withUnsafeBufferPointer { right in ElementBytes.possiblyChangedIndices(left, right) }
        }
    }

    private func nodes(_ count: Int) -> [Node<String>] {
        (0..<count).map { Node(id: "n\($0)", position: XYPosition(x: Double($0), y: 0), data: "Node \($0)") }
    }

    /// Every changed element is reported, whichever field changed and wherever it sits in a run of 64.
    @Test func changedElementsAreNeverSkipped() {
        let old = nodes(200)
        var new = old
        new[0].position = XYPosition(x: 5, y: 5)
        new[63].selected = true
        new[64].data = "renamed"
        new[199].width = 150
        let found = Set(candidates(old, new))
        for index in [0, 63, 64, 199] { #expect(found.contains(index)) }
    }

    /// A copy with one changed node reports only that node (Node has no padding bytes to differ);
    /// the same storage reports none.
    @Test func untouchedElementsAreSkipped() {
        let old = nodes(130)
        var new = old
        new[70].position = XYPosition(x: -1, y: -1)
        let found = candidates(old, new)
        #expect(found == [70])
        #expect(candidates(old, old).isEmpty)
    }

    /// Equal elements whose padding differs (each copied field by field into memory that held other bytes) are
    /// not reported: only the stored properties' bytes count. Before, every such pair fell back to `==`.
    @Test func paddingBytesDoNotCount() {
        typealias E = Edge<EmptyEdgeData>
        let edge = E(id: "e", source: "a", target: "b")
        let a = UnsafeMutablePointer<E>.allocate(capacity: 2), b = UnsafeMutablePointer<E>.allocate(capacity: 2)
        defer { a.deallocate(); b.deallocate() }
        UnsafeMutableRawPointer(a).initializeMemory(as: UInt8.self, repeating: 0x00, count: 2 * MemoryLayout<E>.stride)
        UnsafeMutableRawPointer(b).initializeMemory(as: UInt8.self, repeating: 0xFF, count: 2 * MemoryLayout<E>.stride)
        a.initialize(repeating: edge, count: 2)
        b.initialize(repeating: edge, count: 2)
        defer { a.deinitialize(count: 2); b.deinitialize(count: 2) }
        // The premise: the copies left the padding as it was, so the raw bytes differ.
        #expect(memcmp(a, b, MemoryLayout<E>.size) != 0)
        let left = UnsafeBufferPointer(start: UnsafePointer(a), count: 2)
        let right = UnsafeBufferPointer(start: UnsafePointer(b), count: 2)
        #expect(!ElementBytes.differ(left, 0, right, 1))
        #expect(ElementBytes.sameRun(left, 0, right, 0, count: 2))
        #expect(ElementBytes.possiblyChangedIndices(left, right).isEmpty)
        // A changed property is still found.
        b[1].selected = true
        #expect(ElementBytes.differ(left, 1, right, 1))
        #expect(!ElementBytes.sameRun(left, 0, right, 0, count: 2))
        #expect(ElementBytes.possiblyChangedIndices(left, right) == [1])
    }

    /// The stored properties' bytes, worked out from the declarations (16-byte strings, 8-byte Int and box,
    /// 1-byte Bool and EdgeType, 17-byte CGSize?, `data` last): an edge has 5 bytes of padding before `zIndex`
    /// (its 1-byte `EmptyEdgeData?` ends it at 105); a node with String data has 4 bytes of padding before
    /// `data` (8-aligned at 72), with Bool data none (at 68). Every stored property is listed
    /// (the ranges' field count matches the mirror's children, so a new property cannot be left out).
    @Test func storedFieldRangesLeaveOutOnlyPadding() {
        #expect(Edge<EmptyEdgeData>.storedFieldByteRanges == [0..<83, 88..<105])
        #expect(Node<String>.storedFieldByteRanges == [0..<68, 72..<88])
        #expect(Node<Bool>.storedFieldByteRanges == [0..<69])
        #expect(Mirror(reflecting: Edge<EmptyEdgeData>(id: "e", source: "a", target: "b")).children.count == 11)
        #expect(Mirror(reflecting: Node(id: "n", position: .zero, data: true)).children.count == 9)
    }
}

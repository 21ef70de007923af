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
}

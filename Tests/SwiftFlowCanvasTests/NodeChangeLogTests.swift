import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

@MainActor
@Suite struct NodeChangeLogTests {
    private let a = CGRect(x: 0, y: 0, width: 10, height: 10)
    private let b = CGRect(x: 5, y: 5, width: 10, height: 10)

    @Test func readersGetTheRectanglesNotedAfterTheirSequence() {
        var log = NodeChangeLog()
        let start = log.sequence
        log.note(a)
        let middle = log.sequence
        log.note(b)
        #expect(log.rects(after: start) == [a, b])
        #expect(log.rects(after: middle) == [b])
        #expect(log.rects(after: log.sequence) == [])
    }

    @Test func everythingChangedSendsReadersBackToTheStart() {
        var log = NodeChangeLog()
        let start = log.sequence
        log.note(a)
        log.noteEverything()
        #expect(log.rects(after: start) == nil)
        let after = log.sequence
        log.note(b)
        #expect(log.rects(after: after) == [b])
    }

    /// Past its capacity the log drops its older half; readers from before that start over.
    @Test func droppedEntriesSendReadersBackToTheStart() {
        var log = NodeChangeLog()
        for _ in 0..<NodeChangeLog.capacity { log.note(a) }
        let recent = log.sequence - 1
        log.note(b)
        #expect(log.rects(after: 0) == nil)
        #expect(log.rects(after: recent) == [a, b])
    }

    /// The store notes a moved node's old and new rectangles.
    @Test func storeNotesMovedNodes() {
        let store = CanvasStore<String, EmptyEdgeData>()
        store.update(nodes: [.box("a", 0, 0), .box("b", 300, 0)], edges: [], configuration: CanvasConfiguration())
        let before = store.nodeChanges.sequence
        store.update(nodes: [.box("a", 0, 0), .box("b", 320, 10)], edges: [], configuration: CanvasConfiguration())
        #expect(store.nodeChanges.rects(after: before)?.contains(CGRect(x: 300, y: 0, width: 100, height: 40)) == true)
        #expect(store.nodeChanges.rects(after: before)?.contains(CGRect(x: 320, y: 10, width: 100, height: 40)) == true)
    }
}

import Testing
@testable import SwiftFlowCore

@Suite struct HistoryTests {
    @Test func undoAndRedoWalkTheRecordedStates() {
        var history = History<Int>()
        #expect(!history.canUndo && !history.canRedo)
        history.record(0)
        history.record(1)
        // The graph now shows 2.
        #expect(history.undo(from: 2) == 1)
        #expect(history.undo(from: 1) == 0)
        #expect(history.undo(from: 0) == nil)
        #expect(!history.canUndo && history.canRedo)
        #expect(history.redo(from: 0) == 1)
        #expect(history.redo(from: 1) == 2)
        #expect(history.redo(from: 2) == nil)
        #expect(history.undo(from: 2) == 1)
    }

    @Test func keepsOnlyTheNewestFiftySteps() {
        var history = History<Int>()
        for state in 0..<60 { history.record(state) }
        #expect(history.undoCount == 50)
        var current = 60
        var restored: [Int] = []
        while let previous = history.undo(from: current) {
            restored.append(previous)
            current = previous
        }
        // States 0…9 were dropped as the oldest.
        #expect(restored == Array((10...59).reversed()))
        #expect(history.redoCount == 50)
    }

    @Test func customLimitAndMinimumOfOne() {
        var three = History<String>(limit: 3)
        for state in ["a", "b", "c", "d"] { three.record(state) }
        #expect(three.undo(from: "e") == "d")
        #expect(three.undo(from: "d") == "c")
        #expect(three.undo(from: "c") == "b")
        #expect(three.undo(from: "b") == nil)
        var one = History<Int>(limit: 0)
        #expect(one.limit == 1)
        one.record(1)
        one.record(2)
        #expect(one.undoCount == 1)
        #expect(one.undo(from: 3) == 2)
    }

    @Test func sameCoalescingKeyMergesIntoOneStepKeepingTheOldestState() {
        var history = History<Int>()
        history.record(0)
        // A drag: the state before each move is recorded with the same key.
        for state in 1...5 { history.record(state, coalescingKey: "drag:a,b") }
        #expect(history.undoCount == 2)
        #expect(history.undo(from: 6) == 1)
        #expect(history.undo(from: 1) == 0)
    }

    @Test func differentOrMissingKeysDoNotMerge() {
        var history = History<Int>()
        history.record(0, coalescingKey: "drag:a")
        history.record(1, coalescingKey: "drag:b")
        history.record(2)
        history.record(3)
        history.record(4, coalescingKey: "drag:a")
        #expect(history.undoCount == 5)
    }

    @Test func endCoalescingAndUndoStartNewSteps() {
        var history = History<Int>()
        history.record(0, coalescingKey: "drag:a")
        history.record(1, coalescingKey: "drag:a")
        history.endCoalescing()
        history.record(2, coalescingKey: "drag:a")
        #expect(history.undoCount == 2)
        #expect(history.undo(from: 3) == 2)
        // After an undo the same key starts a fresh step.
        history.record(2, coalescingKey: "drag:a")
        #expect(history.undoCount == 2)
        #expect(history.undo(from: 5) == 2)
        #expect(history.undo(from: 2) == 0)
    }

    @Test func newRecordClearsRedo() {
        var history = History<Int>()
        history.record(0)
        history.record(1)
        #expect(history.undo(from: 2) == 1)
        #expect(history.canRedo)
        history.record(1)
        #expect(!history.canRedo)
        #expect(history.redo(from: 7) == nil)
    }

    @Test func coalescedRecordAlsoClearsRedo() {
        var history = History<Int>()
        history.record(0, coalescingKey: "k")
        history.record(1, coalescingKey: "k")
        history.removeAll()
        history.record(0)
        #expect(history.undo(from: 1) == 0)
        history.record(0, coalescingKey: "k")
        history.record(1, coalescingKey: "k")
        #expect(!history.canRedo)
        #expect(history.undoCount == 1)
    }
}

import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore

/// Node data that notes on which thread it was freed.
private final class FreedWitness: Equatable, Sendable {
    let log: FreeLog
    init(log: FreeLog) { self.log = log }
    deinit { log.noteFree() }
    static func == (lhs: FreedWitness, rhs: FreedWitness) -> Bool { lhs === rhs }
}

/// How many witnesses were freed on the thread that retires the lists (the canvas's) and elsewhere.
private final class FreeLog: @unchecked Sendable {
    private let lock = NSLock()
    private let canvasThread = pthread_self()
    private var onCanvasThread = 0
    private var elsewhere = 0

    func noteFree() {
        let here = pthread_equal(pthread_self(), canvasThread) != 0
        lock.lock()
        if here { onCanvasThread += 1 } else { elsewhere += 1 }
        lock.unlock()
    }

    var counts: (onCanvasThread: Int, elsewhere: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (onCanvasThread, elsewhere)
    }
}

@MainActor
@Suite struct RetiredListsTests {
    private func nodes(_ count: Int, log: FreeLog) -> [Node<FreedWitness>] {
        (0..<count).map { Node(id: "n\($0)", position: XYPosition(x: 0, y: 0), data: FreedWitness(log: log)) }
    }

    /// Waits (without a time limit on the result) until `count` witnesses were freed.
    private func waitForFrees(_ log: FreeLog, count: Int) async {
        while log.counts.onCanvasThread + log.counts.elsewhere < count { try? await Task.sleep(nanoseconds: 1_000_000) }
    }

    @Test func largeListsAreFreedOffTheMainThreadEveryTime() async {
        // Made on the thread that retires the lists (there is no await before the last retire).
        let log = FreeLog()
        var retired = RetiredLists<FreedWitness, String>()
        // Ten rounds: the race that freed a list here when the queue finished first showed up in some of them.
        for _ in 0..<10 {
            retired.retire(nodes: nodes(RetiredLists<FreedWitness, String>.threshold, log: log), edges: [])
        }
        retired.retire(nodes: [], edges: [])
        retired.retire(nodes: [], edges: [])
        let expected = 10 * RetiredLists<FreedWitness, String>.threshold
        await waitForFrees(log, count: expected)
        #expect(log.counts.onCanvasThread == 0)
        #expect(log.counts.elsewhere == expected)
    }

    @Test func smallListsAreFreedInPlaceOneUpdateLater() {
        let log = FreeLog()
        var retired = RetiredLists<FreedWitness, String>()
        retired.retire(nodes: nodes(3, log: log), edges: [])
        // Still held: the canvas's previous view value may share them until the next update.
        #expect(log.counts.onCanvasThread == 0)
        retired.retire(nodes: [], edges: [])
        #expect(log.counts.onCanvasThread == 3)
        #expect(log.counts.elsewhere == 0)
    }
}

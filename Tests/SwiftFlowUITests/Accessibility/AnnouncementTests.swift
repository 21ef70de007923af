import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

/// A host that also speaks: it records what the window announced.
@MainActor
private final class SpeakingHost: WindowHost, AccessibilityAnnouncer {
    var spoken: [String] = []
    var redrawRequests = 0
    func setCursor(_ shape: CursorShape) {}
    func requestClipboard(_ completion: @escaping @MainActor (ClipboardContent?) -> Void) { completion(nil) }
    func setClipboard(_ content: ClipboardContent) {}
    func setNeedsRedraw() { redrawRequests += 1 }
    func announce(_ message: String) { spoken.append(message) }
}

/// A status line that shows the latest announcement, as the editor's does.
private struct StatusLine: View {
    let log: EvaluationLog
    @State var status = "Ready"

    var body: some View {
        let log = log
        return Text(status)
            .onAnnouncement { message in
                log.events.append(message)
                status = message
            }
    }
}

@MainActor
@Suite struct AnnouncementTests {
    @Test func announcementsReachTheHistoryTheHostAndListeners() {
        let host = SpeakingHost()
        let log = EvaluationLog()
        let root = WindowRoot.make(width: 200, height: 40, host: host) { StatusLine(log: log) }
        root.announce("2 nodes selected")
        root.announce("")
        root.announce("Undone")
        #expect(root.announcements == ["2 nodes selected", "Undone"])
        #expect(host.spoken == ["2 nodes selected", "Undone"])
        #expect(log.events == ["2 nodes selected", "Undone"])
        // The listener's state change shows on the next update.
        root.update()
        #expect(root.accessibilityTree().map(\.label) == ["Undone"])
    }

    @Test func historyKeepsTheLatestFifty() {
        let root = WindowRoot.make { Text("x") }
        for index in 0..<55 { root.announce("m\(index)") }
        #expect(root.announcements.count == 50)
        #expect(root.announcements.first == "m5")
        #expect(root.announcements.last == "m54")
    }

    @Test func listenerStopsWhenItsViewGoes() {
        let log = EvaluationLog()
        let root = WindowRoot.make { StatusLine(log: log) }
        root.setContent { Text("gone") }
        root.update()
        root.announce("Redone")
        #expect(log.events.isEmpty)
        #expect(root.announcements == ["Redone"])
    }
}

@MainActor
@Suite struct ClockTimerTests {
    @Test func actionWaitsOnTheAnimationClockFromTheFirstFrame() {
        let host = SpeakingHost()
        let root = WindowRoot.make(host: host) { Text("x") }
        #expect(!root.isAnimating)
        var fired = 0
        let before = host.redrawRequests
        root.schedule(after: 0.3, key: "debounce") { fired += 1 }
        // The host is asked for frames, which carry the clock.
        #expect(root.isAnimating)
        #expect(host.redrawRequests > before)
        root.advanceAnimations(to: 100)
        root.advanceAnimations(to: 100.29)
        #expect(fired == 0)
        root.advanceAnimations(to: 100.31)
        #expect(fired == 1)
        // Nothing waits any more: no frames, no timer.
        #expect(!root.isAnimating)
        root.advanceAnimations(to: 200)
        #expect(fired == 1)
    }

    @Test func schedulingTheSameKeyAgainRestartsTheWait() {
        let root = WindowRoot.make { Text("x") }
        var fired: [String] = []
        root.schedule(after: 0.3, key: "debounce") { fired.append("first") }
        root.advanceAnimations(to: 10)
        root.advanceAnimations(to: 10.2)
        root.schedule(after: 0.3, key: "debounce") { fired.append("second") }
        // The new wait starts at the next frame (10.25), so 10.5 is only 0.25 in.
        root.advanceAnimations(to: 10.25)
        root.advanceAnimations(to: 10.5)
        #expect(fired.isEmpty)
        root.advanceAnimations(to: 10.56)
        #expect(fired == ["second"])
    }

    @Test func otherKeysWaitIndependentlyAndCanBeCancelled() {
        let root = WindowRoot.make { Text("x") }
        var fired: [String] = []
        root.schedule(after: 0.1, key: "a") { fired.append("a") }
        root.schedule(after: 0.5, key: "b") { fired.append("b") }
        root.advanceAnimations(to: 0)
        root.advanceAnimations(to: 0.2)
        #expect(fired == ["a"])
        #expect(root.isScheduled(key: "b"))
        root.cancelScheduled(key: "b")
        #expect(!root.isAnimating)
        root.advanceAnimations(to: 1)
        #expect(fired == ["a"])
    }
}

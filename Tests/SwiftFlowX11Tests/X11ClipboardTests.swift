import CX11
import Foundation
import Synchronization
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore
import SwiftFlowUI

/// State shared between a test and the clipboard owner running on its own thread and X connection.
private final class OwnerSignals: Sendable {
    private let readyFlag = Atomic<Bool>(false)
    private let failedFlag = Atomic<Bool>(false)
    private let stopFlag = Atomic<Bool>(false)
    private let lostFlag = Atomic<Bool>(false)
    private let finishedFlag = Atomic<Bool>(false)

    var isReady: Bool { readyFlag.load(ordering: .sequentiallyConsistent) }
    var hasFailed: Bool { failedFlag.load(ordering: .sequentiallyConsistent) }
    var shouldStop: Bool { stopFlag.load(ordering: .sequentiallyConsistent) }
    var hasLostOwnership: Bool { lostFlag.load(ordering: .sequentiallyConsistent) }
    var isFinished: Bool { finishedFlag.load(ordering: .sequentiallyConsistent) }

    func markReady() { readyFlag.store(true, ordering: .sequentiallyConsistent) }
    func markFailed() { failedFlag.store(true, ordering: .sequentiallyConsistent) }
    func requestStop() { stopFlag.store(true, ordering: .sequentiallyConsistent) }
    func markLostOwnership() { lostFlag.store(true, ordering: .sequentiallyConsistent) }
    func markFinished() { finishedFlag.store(true, ordering: .sequentiallyConsistent) }
}

extension XServerTests {
    @Suite struct ClipboardTests {
        private static let text = "Grüße ✓ flow"
        private static let json = #"{"nodes":[{"id":"a","position":{"x":1,"y":2}}],"edges":[]}"#

        /// Runs a second client on its own thread: it owns CLIPBOARD and serves it until told to stop.
        private func startOwner(_ signals: OwnerSignals) {
            let thread = Thread {
                defer { signals.markFinished() }
                guard let display = try? X11Display(), let clipboard = try? X11Clipboard(display: display),
                      clipboard.setContents(text: Self.text, json: Data(Self.json.utf8)) else {
                    signals.markFailed()
                    return
                }
                signals.markReady()
                while !signals.shouldStop {
                    while XPending(display.pointer) > 0 {
                        var event = XEvent()
                        XNextEvent(display.pointer, &event)
                        _ = clipboard.handle(&event)
                    }
                    if !clipboard.isOwner { signals.markLostOwnership() }
                    usleep(1_000)
                }
            }
            thread.start()
        }

        private func waitUntil(_ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                if condition() { return true }
                usleep(2_000)
            }
            return condition()
        }

        @Test func copyAndPasteBetweenTwoConnections() throws {
            let signals = OwnerSignals()
            startOwner(signals)
            defer {
                signals.requestStop()
                _ = waitUntil { signals.isFinished }
            }
            try #require(waitUntil { signals.isReady || signals.hasFailed })
            try #require(!signals.hasFailed)

            let display = try X11Display()
            let clipboard = try X11Clipboard(display: display)
            #expect(!clipboard.isOwner)
            #expect(clipboard.readText(timeout: 5) == Self.text)
            let json = try #require(clipboard.readSwiftFlowJSON(timeout: 5))
            #expect(String(decoding: json, as: UTF8.self) == Self.json)
            let targets = Set(clipboard.availableTargets(timeout: 5))
            let expected: Set = ["TARGETS", "UTF8_STRING", "STRING", "TEXT", "application/x-swiftflow+json"]
            #expect(targets.isSuperset(of: expected))

            // Copying here takes the selection away from the other client, which is told by SelectionClear.
            #expect(clipboard.setContents(text: "mine"))
            #expect(clipboard.isOwner)
            #expect(waitUntil { signals.hasLostOwnership })
            #expect(clipboard.readText() == "mine")
            #expect(clipboard.readSwiftFlowJSON() == nil)
        }

        @Test func servesLatin1StringToPlainRequesters() throws {
            let signals = OwnerSignals()
            startOwner(signals)
            defer {
                signals.requestStop()
                _ = waitUntil { signals.isFinished }
            }
            try #require(waitUntil { signals.isReady })

            // A raw requester asking for STRING, as old clients do.
            let display = try X11Display()
            let requestor = XCreateSimpleWindow(display.pointer, display.rootWindow, 0, 0, 1, 1, 0, 0, 0)
            defer { XDestroyWindow(display.pointer, requestor) }
            let property = display.atom("SWIFTFLOW_TEST_PROPERTY")
            XConvertSelection(display.pointer, display.atom("CLIPBOARD"), XA_STRING, property, requestor,
                              UInt(CurrentTime))
            display.flush()
            let notify = try #require(XEventWaiter.wait(for: SelectionNotify, window: requestor, on: display.pointer))
            #expect(notify.xselection.property == property)
            let value = try #require(PropertyReader.read("SWIFTFLOW_TEST_PROPERTY", of: requestor,
                                                         on: display.pointer))
            #expect(value.type == XA_STRING)
            // "Grüße ✓ flow" in Latin-1, the check mark (outside Latin-1) replaced by "?".
            #expect(value.bytes == [0x47, 0x72, 0xFC, 0xDF, 0x65, 0x20, 0x3F, 0x20, 0x66, 0x6C, 0x6F, 0x77])
        }

        @Test func readingAnUnownedClipboardGivesNothing() throws {
            let display = try X11Display()
            let reader = try X11Clipboard(display: display)
            // With no owner the server itself answers every conversion with property None.
            XSetSelectionOwner(display.pointer, display.atom("CLIPBOARD"), Window(None), UInt(CurrentTime))
            display.sync()
            #expect(reader.readText(timeout: 2) == nil)
            #expect(reader.readSwiftFlowJSON(timeout: 2) == nil)
            #expect(reader.availableTargets(timeout: 2).isEmpty)
        }
    }
}

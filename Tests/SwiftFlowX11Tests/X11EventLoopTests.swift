import CX11
import Foundation
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore
import SwiftFlowUI

extension XServerTests {
    @Suite struct EventLoopTests {
        /// Lets the main queue run until `condition` holds (or a generous limit passes).
        @MainActor
        private func runMainQueue(rounds: Int = 500, until condition: () -> Bool) async throws -> Bool {
            for _ in 0..<rounds {
                if condition() { return true }
                try await Task.sleep(nanoseconds: 10_000_000)
            }
            return condition()
        }

        @MainActor
        @Test func deliversEventsAndRendersOncePerRequest() async throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Loop", width: 200, height: 150)
            let loop = X11EventLoop(display: display)
            var events: [X11InputEvent] = []
            var renders = 0
            loop.onEvent = { target, event in
                if target == window.id { events.append(event) }
            }
            loop.onRender = { renders += 1 }
            loop.start()
            defer { loop.stop() }
            window.show()
            loop.drain()

            let exposed = try await runMainQueue {
                events.contains { if case .expose = $0 { return true } else { return false } } && renders == 1
            }
            #expect(exposed)
            let size = window.initialSize
            #expect(events.contains(.expose(X11Rect(x: 0, y: 0, width: size.pixelWidth, height: size.pixelHeight))))

            // Several requests before the frame is due ask for a single render.
            loop.setNeedsRender()
            loop.setNeedsRender()
            loop.setNeedsRender()
            #expect(try await runMainQueue { renders == 2 })
            _ = try await runMainQueue(rounds: 20) { renders > 2 }
            #expect(renders == 2)

            let sender = try X11Display()
            sender.requestClose(of: window.id)
            #expect(try await runMainQueue { events.contains(.closeRequested) })
        }

        /// Runs xdotool with `arguments`; false when it is not installed or fails.
        private func xdotool(_ arguments: [String]) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["xdotool"] + arguments
            do {
                try process.run()
            } catch {
                return false
            }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }

        @MainActor
        @Test func translatesRealInputFromXdotool() async throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Input", width: 300, height: 200)
            let loop = X11EventLoop(display: display)
            var events: [X11InputEvent] = []
            loop.onEvent = { target, event in
                if target == window.id { events.append(event) }
            }
            loop.start()
            defer { loop.stop() }
            window.show()
            loop.drain()
            #expect(try await runMainQueue { events.contains { if case .expose = $0 { true } else { false } } })

            let id = String(window.id)
            // The input is sent under the shared lock (the editor's end-to-end test moves the same pointer);
            // it is queued for this window by then, so the lock is not held while the main queue runs.
            let (moved, typed) = XInputLock.withLock {
                let moved = xdotool(["mousemove", "--sync", "--window", id, "30", "40"])
                return (moved, moved && xdotool(["click", "--repeat", "2", "--delay", "60", "1", "key", "shift+z",
                                                 "Delete"]))
            }
            try #require(moved, "xdotool is not available")
            #expect(typed)

            let downs: () -> [X11InputEvent.Button] = {
                events.compactMap { if case .pointerDown(let button) = $0 { button } else { nil } }
            }
            let keys: () -> [X11InputEvent.Key] = {
                events.compactMap { if case .keyDown(let key) = $0 { key } else { nil } }
            }
            #expect(try await runMainQueue { downs().count == 2 && keys().count >= 3 })
            #expect(downs().map(\.clickCount) == [1, 2])
            #expect(downs().first?.location == X11Point(x: 30 / display.scale, y: 40 / display.scale))
            #expect(keys().map(\.keysym) == [UInt(XK_Shift_L), UInt(XK_Z), UInt(XK_Delete)])
            #expect(keys().map(\.text) == [nil, "Z", nil])
        }
    }
}

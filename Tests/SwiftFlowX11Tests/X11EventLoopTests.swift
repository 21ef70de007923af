import CX11
import Testing
@testable import SwiftFlowX11

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
            DeleteWindowSender.send(display: sender.pointer, to: window.id)
            #expect(try await runMainQueue { events.contains(.closeRequested) })
        }
    }
}

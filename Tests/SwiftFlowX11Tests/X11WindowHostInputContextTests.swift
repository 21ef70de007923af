import CX11
import Foundation
import SwiftFlowUI
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore

extension XServerTests {
    /// A window host opens its input context after its first frame (the first frame does not wait for the
    /// input method), and before the events that follow it are handled: key text then comes through it.
    @Suite struct WindowHostInputContextTests {
        @MainActor
        @Test func inputContextFollowsTheFirstFrame() throws {
            let display = try X11Display()
            // Whether this server and locale have an input method at all: a plain window registers one at once.
            let probe = try X11Window(display: display, title: "Probe", width: 80, height: 60)
            try #require(display.inputContext(for: probe.id) != nil, "no input method on this server")
            probe.close()

            let host = try X11WindowHost(display: display, title: "Keys", size: CGSize(width: 80, height: 60),
                                         requestFrame: {}) { Color(red: 0, green: 0, blue: 1) }
            #expect(display.inputContext(for: host.window.id) == nil)
            host.show()
            // An event before the first frame does not open it yet.
            host.handle(.expose(X11Rect(x: 0, y: 0, width: 80, height: 60)))
            #expect(display.inputContext(for: host.window.id) == nil)
            host.render(at: 0)
            #expect(display.inputContext(for: host.window.id) == nil)
            // The first event after the frame does.
            host.handle(.expose(X11Rect(x: 0, y: 0, width: 80, height: 60)))
            let context = display.inputContext(for: host.window.id)
            #expect(context != nil)
            // Later frames and events keep that one context.
            host.render(at: 1)
            host.handle(.focusIn)
            #expect(display.inputContext(for: host.window.id) == context)
            host.close()
            #expect(display.inputContext(for: host.window.id) == nil)
        }

        /// A window destroyed by another client right after its first frame gets no input context: creating one
        /// asks the server about the window, a protocol error that would end the process.
        @MainActor
        @Test func noInputContextForAWindowDestroyedAfterItsFirstFrame() throws {
            let display = try X11Display()
            let host = try X11WindowHost(display: display, title: "Gone", size: CGSize(width: 80, height: 60),
                                         requestFrame: {}) { Color(red: 0, green: 0, blue: 1) }
            host.show()
            host.render(at: 0)
            XDestroyWindow(display.pointer, host.window.id)
            display.sync()
            host.handle(.destroyed)
            display.sync()
            #expect(display.inputContext(for: host.window.id) == nil)
            #expect(host.isClosed)
        }
    }
}

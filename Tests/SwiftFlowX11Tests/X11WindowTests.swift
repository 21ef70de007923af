import CX11
import Foundation
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore
import SwiftFlowUI

extension XServerTests {
    @Suite struct WindowTests {
        @Test func setsTitleClassPidProtocolsAndHints() throws {
            let display = try X11Display()
            let title = "Flow – éditeur ✓"
            let window = try X11Window(
                display: display, title: title, width: 320, height: 240, minimumWidth: 100, minimumHeight: 80
            )
            window.show()
            #expect(XEventWaiter.wait(for: MapNotify, window: window.id, on: display.pointer) != nil)

            let observer = try X11Display()
            let name = try #require(PropertyReader.read("_NET_WM_NAME", of: window.id, on: observer.pointer))
            #expect(name.type == XInternAtom(observer.pointer, "UTF8_STRING", 0))
            #expect(String(decoding: name.bytes, as: UTF8.self) == title)

            let wmName = try #require(PropertyReader.read("WM_NAME", of: window.id, on: observer.pointer))
            #expect(wmName.format == 8)
            #expect(!wmName.bytes.isEmpty)

            let wmClass = try #require(PropertyReader.read("WM_CLASS", of: window.id, on: observer.pointer))
            #expect(wmClass.type == XA_STRING)
            #expect(wmClass.bytes == Array("swiftflow\0SwiftFlow\0".utf8))

            let pid = try #require(PropertyReader.read("_NET_WM_PID", of: window.id, on: observer.pointer))
            #expect(pid.type == XA_CARDINAL)
            #expect(pid.longs == [Int(getpid())])

            let protocols = try #require(PropertyReader.read("WM_PROTOCOLS", of: window.id, on: observer.pointer))
            #expect(protocols.longs.map { UInt(bitPattern: $0) }
                == [XInternAtom(observer.pointer, "WM_DELETE_WINDOW", 0), XInternAtom(observer.pointer, "_NET_WM_PING", 0)])

            let machine = try #require(PropertyReader.read("WM_CLIENT_MACHINE", of: window.id, on: observer.pointer))
            var host = [CChar](repeating: 0, count: 256)
            #expect(gethostname(&host, 255) == 0)
            #expect(machine.bytes == host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })

            var hints = XSizeHints()
            var supplied = 0
            #expect(XGetWMNormalHints(observer.pointer, window.id, &hints, &supplied) != 0)
            #expect(hints.flags & PMinSize != 0)
            #expect(hints.min_width == Int32((100 * display.scale).rounded()))
            #expect(hints.min_height == Int32((80 * display.scale).rounded()))

            var attributes = XWindowAttributes()
            XGetWindowAttributes(observer.pointer, window.id, &attributes)
            #expect(attributes.width == Int32((320 * display.scale).rounded()))
            #expect(attributes.height == Int32((240 * display.scale).rounded()))
            #expect(attributes.map_state == IsViewable)
            #expect(window.initialSize.pixelWidth == Int(attributes.width))
            #expect(window.initialSize.width == Double(attributes.width) / display.scale)
            let wanted = X11Window.eventMask
            #expect(attributes.all_event_masks & wanted == wanted)
        }

        @Test func latin1TitleIsAPlainStringInWMName() throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Café", width: 200, height: 150)
            let observer = try X11Display()
            let wmName = try #require(PropertyReader.read("WM_NAME", of: window.id, on: observer.pointer))
            #expect(wmName.type == XA_STRING)
            #expect(wmName.bytes == [0x43, 0x61, 0x66, 0xE9])
        }

        @Test func resizeAsksTheServerForPoints() throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Resize", width: 200, height: 150)
            window.show()
            window.resize(width: 260, height: 170)
            var event = try #require(XEventWaiter.wait(for: ConfigureNotify, window: window.id, on: display.pointer))
            #expect(event.xconfigure.width == Int32((260 * display.scale).rounded()))
            #expect(event.xconfigure.height == Int32((170 * display.scale).rounded()))
            let translator = X11EventTranslator(display: display)
            #expect(translator.translate(&event) == .resized(X11InputEvent.Size(
                width: 260, height: 170, pixelWidth: Int((260 * display.scale).rounded()),
                pixelHeight: Int((170 * display.scale).rounded())
            )))
        }

        @Test func closeDestroysTheWindow() throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Closing", width: 200, height: 150)
            window.show()
            window.close()
            window.close()
            #expect(XEventWaiter.wait(for: DestroyNotify, window: window.id, on: display.pointer) != nil)
        }

        @Test func settingEveryCursorShapeWorks() throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Cursors", width: 200, height: 150)
            window.show()
            for shape in X11CursorShape.allCases {
                window.setCursor(shape)
                #expect(window.cursor == shape)
            }
            window.setCursor(.arrow)
            #expect(display.cursor(for: .arrow) == display.cursor(for: .arrow))
            #expect(display.cursor(for: .arrow) != display.cursor(for: .text))
            display.sync()
            // Distinct glyphs, except the two-way diagonals, which borrow the bottom corners' (the font has no
            // two-headed diagonal arrow).
            let own = X11CursorShape.allCases.filter { $0 != .resizeDiagonalNWSE && $0 != .resizeDiagonalNESW }
            #expect(Set(own.map(\.fontGlyph)).count == own.count)
            #expect(X11CursorShape.resizeDiagonalNWSE.fontGlyph == X11CursorShape.resizeBottomRightCorner.fontGlyph)
            #expect(X11CursorShape.resizeDiagonalNESW.fontGlyph == X11CursorShape.resizeBottomLeftCorner.fontGlyph)
            // cursorfont.h: top_left_corner 134, top_side 138, right_side 96, left_side 70.
            #expect(X11CursorShape.resizeTopLeftCorner.fontGlyph == 134)
            #expect(X11CursorShape.resizeTopSide.fontGlyph == 138)
            #expect(X11CursorShape.resizeRightSide.fontGlyph == 96)
            #expect(X11CursorShape.resizeLeftSide.fontGlyph == 70)
        }

        @Test func aWindowManagersPingIsSentBackToTheRoot() throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Ping me", width: 200, height: 150)
            window.show()
            // The window manager's side: it watches the root for the answer.
            let manager = try X11Display()
            XSelectInput(manager.pointer, manager.rootWindow, SubstructureNotifyMask)
            XSync(manager.pointer, 0)
            var ping = XEvent()
            ping.xclient.type = ClientMessage
            ping.xclient.window = window.id
            ping.xclient.message_type = manager.atom("WM_PROTOCOLS")
            ping.xclient.format = 32
            ping.xclient.data.l.0 = Int(bitPattern: manager.atom("_NET_WM_PING"))
            ping.xclient.data.l.1 = 4242
            ping.xclient.data.l.2 = Int(window.id)
            XSendEvent(manager.pointer, window.id, 0, NoEventMask, &ping)
            XFlush(manager.pointer)
            var received = try #require(XEventWaiter.wait(for: ClientMessage, window: window.id, on: display.pointer))
            #expect(display.answerPing(&received))
            let answer = try #require(XEventWaiter.wait(for: ClientMessage, window: manager.rootWindow, on: manager.pointer))
            #expect(answer.xclient.data.l.1 == 4242 && answer.xclient.data.l.2 == Int(window.id))
            // A close request is not a ping.
            manager.requestClose(of: window.id)
            var close = try #require(XEventWaiter.wait(for: ClientMessage, window: window.id, on: display.pointer))
            #expect(!display.answerPing(&close))
        }

        @Test func aWindowDestroyedByAnotherClientSaysSo() throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Destroy me", width: 200, height: 150)
            window.show()
            let other = try X11Display()
            XDestroyWindow(other.pointer, window.id)
            XFlush(other.pointer)
            var event = try #require(XEventWaiter.wait(for: DestroyNotify, window: window.id, on: display.pointer))
            #expect(X11EventTranslator(display: display).translate(&event) == .destroyed)
            window.markDestroyed()
        }

        @Test func deleteWindowMessageBecomesCloseRequest() throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Close me", width: 200, height: 150)
            window.show()
            let sender = try X11Display()
            sender.requestClose(of: window.id)
            var event = try #require(XEventWaiter.wait(for: ClientMessage, window: window.id, on: display.pointer))
            let translator = X11EventTranslator(display: display)
            #expect(translator.translate(&event) == .closeRequested)
        }
    }
}

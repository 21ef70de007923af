import CX11
import Foundation
import SwiftFlowUI
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore

extension XServerTests {
    @Suite struct WindowHostTests {
        /// Theme.windowBackground: white 0.93 (light) and 0.12 (dark), as 8-bit grey levels.
        private static let lightGrey: UInt = 237
        private static let darkGrey: UInt = 31

        private static func grey(_ level: UInt) -> UInt { level << 16 | level << 8 | level }

        private static func isNear(_ value: UInt?, _ expected: UInt) -> Bool {
            guard let value else { return false }
            return [16, 8, 0].allSatisfy { shift in
                let a = Int((value >> UInt(shift)) & 0xFF)
                let b = Int((expected >> UInt(shift)) & 0xFF)
                return abs(a - b) <= 2
            }
        }

        /// Maps `host`'s window and waits (bounded) until the server reports it viewable.
        @MainActor
        private func showAndWait(_ host: X11WindowHost) {
            host.show()
            let display = host.window.display.pointer
            for _ in 0..<200 {
                var attributes = XWindowAttributes()
                if XGetWindowAttributes(display, host.window.id, &attributes) != 0,
                   attributes.map_state == IsViewable { return }
                usleep(5_000)
            }
        }

        @MainActor
        @Test func rendersDamageIntoBackBufferAndWindow() throws {
            let display = try X11Display()
            var frames = 0
            let host = try X11WindowHost(display: display, title: "Host", size: CGSize(width: 120, height: 80),
                                         requestFrame: { frames += 1 }) { EmptyView() }
            showAndWait(host)
            #expect(host.backBuffer.width == host.window.initialSize.pixelWidth)
            #expect(host.needsFrame)
            host.render(at: 0)
            display.sync()
            #expect(host.root.damagedRect == nil)
            #expect(!host.needsFrame)
            let buffer = host.backBuffer.pixel(x: 3, y: 3)
            let packed = UInt(buffer.r) << 16 | UInt(buffer.g) << 8 | UInt(buffer.b)
            #expect(Self.isNear(packed, Self.grey(Self.lightGrey)))
            #expect(buffer.a == 255)
            #expect(Self.isNear(WindowPixels.pixel(host.window.id, on: display.pointer, x: 3, y: 3),
                                Self.grey(Self.lightGrey)))
            #expect(frames >= 1)
        }

        @MainActor
        @Test func darkSchemeClearsToDarkBackground() throws {
            let display = try X11Display()
            let host = try X11WindowHost(display: display, title: "Dark", size: CGSize(width: 100, height: 60),
                                         colorScheme: .dark, requestFrame: {}) { EmptyView() }
            showAndWait(host)
            host.render(at: 0)
            display.sync()
            #expect(host.root.colorScheme == .dark)
            #expect(Self.isNear(WindowPixels.pixel(host.window.id, on: display.pointer, x: 50, y: 30),
                                Self.grey(Self.darkGrey)))
        }

        @MainActor
        @Test func exposeRepresentsWithoutRendering() throws {
            let display = try X11Display()
            let host = try X11WindowHost(display: display, title: "Expose", size: CGSize(width: 100, height: 60),
                                         requestFrame: {}) { EmptyView() }
            showAndWait(host)
            host.render(at: 0)
            // Scribble black over the window behind the host's back, then expose that area.
            let gc = XCreateGC(display.pointer, host.window.id, 0, nil)
            XSetForeground(display.pointer, gc, 0)
            XFillRectangle(display.pointer, host.window.id, gc, 10, 10, 20, 20)
            XFreeGC(display.pointer, gc)
            display.sync()
            #expect(WindowPixels.pixel(host.window.id, on: display.pointer, x: 15, y: 15) == 0)
            host.handle(.expose(X11Rect(x: 10, y: 10, width: 20, height: 20)))
            #expect(host.needsFrame)
            #expect(host.root.damagedRect == nil)
            host.render(at: 0)
            display.sync()
            #expect(Self.isNear(WindowPixels.pixel(host.window.id, on: display.pointer, x: 15, y: 15),
                                Self.grey(Self.lightGrey)))
        }

        @MainActor
        @Test func resizeReplacesBackBufferAndDamagesAll() throws {
            let display = try X11Display()
            let host = try X11WindowHost(display: display, title: "Resize", size: CGSize(width: 100, height: 60),
                                         requestFrame: {}) { EmptyView() }
            host.render(at: 0)
            #expect(host.root.damagedRect == nil)
            host.handle(.resized(X11InputEvent.Size(width: 150, height: 90, pixelWidth: 300, pixelHeight: 180)))
            #expect(host.backBuffer.width == 300)
            #expect(host.backBuffer.height == 180)
            #expect(host.root.size == CGSize(width: 150, height: 90))
            let damage = try #require(host.root.damagedRect)
            #expect(damage.contains(CGRect(x: 0, y: 0, width: 150, height: 90)))
        }

        @MainActor
        @Test func pixelRectRoundsOutwardsAndClips() throws {
            let display = try X11Display()
            let host = try X11WindowHost(display: display, title: "Pixels", size: CGSize(width: 100, height: 60),
                                         requestFrame: {}) { EmptyView() }
            let scale = display.scale
            // Worked by hand for scale 1 (Xvfb without Xft.dpi): 10.5→10, 3.2→3, 15.5→16, 8.2→9.
            if scale == 1 {
                #expect(host.pixelRect(covering: CGRect(x: 10.5, y: 3.2, width: 5, height: 5))
                    == X11Rect(x: 10, y: 3, width: 6, height: 6))
                #expect(host.pixelRect(covering: CGRect(x: 90, y: 50, width: 40, height: 40))
                    == X11Rect(x: 90, y: 50, width: 10, height: 10))
            }
            #expect(host.pixelRect(covering: CGRect(x: 500, y: 500, width: 5, height: 5)) == nil)
        }

        @MainActor
        @Test func aDestroyedWindowTellsTheHooksOnceAndSendsNothingMore() throws {
            let display = try X11Display()
            let host = try X11WindowHost(display: display, title: "Gone", size: CGSize(width: 100, height: 60),
                                         requestFrame: {}) { EmptyView() }
            var calls: [String] = []
            host.onDestroyed = { calls.append("destroyed") }
            host.onClose = { calls.append("closed") }
            host.onCloseRequest = { calls.append("asked"); return false }
            XDestroyWindow(display.pointer, host.window.id)
            XSync(display.pointer, 0)
            host.handle(.destroyed)
            #expect(calls == ["destroyed", "closed"] && host.isClosed)
            host.handle(.closeRequested)
            host.close()
            #expect(calls == ["destroyed", "closed"])
        }

        @MainActor
        @Test func closeRequestAsksTheHook() throws {
            let display = try X11Display()
            let host = try X11WindowHost(display: display, title: "Close", size: CGSize(width: 100, height: 60),
                                         requestFrame: {}) { EmptyView() }
            var asked = 0
            var closed = 0
            host.onClose = { closed += 1 }
            host.onCloseRequest = {
                asked += 1
                return asked > 1
            }
            host.handle(.closeRequested)
            #expect(asked == 1)
            #expect(!host.isClosed)
            #expect(closed == 0)
            host.handle(.closeRequested)
            #expect(asked == 2)
            #expect(host.isClosed)
            #expect(closed == 1)
            host.close()
            #expect(closed == 1)
        }

        @MainActor
        @Test func clipboardTextRoundTripsThroughTheHost() async throws {
            let display = try X11Display()
            let clipboard = try X11Clipboard(display: display)
            let host = try X11WindowHost(display: display, title: "Clip", size: CGSize(width: 100, height: 60),
                                         clipboard: clipboard, requestFrame: {}) { EmptyView() }
            host.setClipboardText("Grüße ✓")
            #expect(clipboard.isOwner)
            let text: String? = await withCheckedContinuation { continuation in
                host.requestClipboardText { continuation.resume(returning: $0) }
            }
            #expect(text == "Grüße ✓")
        }

        /// A graph is offered under the SwiftFlow target and as text, and read back as a graph; text is offered
        /// only as text, even when it looks like a SwiftFlow graph (the host does not look inside).
        @MainActor
        @Test func clipboardKeepsGraphsAndTextApart() async throws {
            let display = try X11Display()
            let clipboard = try X11Clipboard(display: display)
            let host = try X11WindowHost(display: display, title: "Clip", size: CGSize(width: 100, height: 60),
                                         clipboard: clipboard, requestFrame: {}) { EmptyView() }
            let json = #"{"format": "swiftflow", "version": 1, "nodes": [], "edges": []}"#
            func read() async -> ClipboardContent? {
                await withCheckedContinuation { continuation in
                    host.requestClipboard { continuation.resume(returning: $0) }
                }
            }

            host.setClipboard(.graph(json, plainText: "empty graph"))
            #expect(clipboard.availableTargets().contains(X11Clipboard.swiftFlowJSONTarget))
            #expect(clipboard.readText() == "empty graph")
            #expect(clipboard.readSwiftFlowJSON().map { String(decoding: $0, as: UTF8.self) } == json)
            #expect(await read() == .graph(json, plainText: "empty graph"))

            host.setClipboardText(json)
            #expect(!clipboard.availableTargets().contains(X11Clipboard.swiftFlowJSONTarget))
            #expect(clipboard.readSwiftFlowJSON() == nil)
            #expect(await read() == .text(json))
        }

        @MainActor
        @Test func cursorAndTitleReachTheWindow() throws {
            let display = try X11Display()
            let host = try X11WindowHost(display: display, title: "Before", size: CGSize(width: 100, height: 60),
                                         requestFrame: {}) { EmptyView() }
            host.setCursor(.iBeam)
            #expect(host.window.cursor == .text)
            host.title = "After"
            display.sync()
            let name = PropertyReader.read("_NET_WM_NAME", of: host.window.id, on: display.pointer)
            #expect(name.map { String(decoding: $0.bytes, as: UTF8.self) } == "After")
        }

        @MainActor
        @Test func announcementsArePublishedOnTheWindow() throws {
            let display = try X11Display()
            let host = try X11WindowHost(display: display, title: "Speaks", size: CGSize(width: 100, height: 60),
                                         requestFrame: {}) { EmptyView() }
            var heard: [String] = []
            host.onAnnouncement = { heard.append($0) }
            host.root.announce("2 Knoten ausgewählt")
            display.sync()
            let value = PropertyReader.read("_SWIFTFLOW_ANNOUNCEMENT", of: host.window.id, on: display.pointer)
            #expect(value.map { String(decoding: $0.bytes, as: UTF8.self) } == "2 Knoten ausgewählt")
            #expect(value?.type == XInternAtom(display.pointer, "UTF8_STRING", 0))
            #expect(heard == ["2 Knoten ausgewählt"])
        }
    }
}

/// A test element that fills 10-point vertical stripes, alternately red and blue, shifted by `offset`, and
/// slides its pixels when the offset changes, as the canvas does when it pans.
final class StripesElement: Element {
    var offset: CGFloat = 0

    required init() {}

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func draw(in context: GraphicsContext) {
        var x = frame.minX + offset.truncatingRemainder(dividingBy: 20) - 20
        var red = true
        while x < frame.maxX {
            context.fill(Path(CGRect(x: x, y: frame.minY, width: 10, height: frame.height)),
                         with: red ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
            x += 10
            red.toggle()
        }
    }

    func slide(by dx: CGFloat) {
        offset += dx
        scrollContents(by: CGSize(width: dx, height: 0))
    }
}

extension X11WindowHost {
    /// Test helper: maps the window, waits until it is viewable (at most a second), draws its first frame and
    /// returns the stripes element of its content.
    func showFindingStripes() -> StripesElement? {
        show()
        for _ in 0..<200 {
            var attributes = XWindowAttributes()
            if XGetWindowAttributes(window.display.pointer, window.id, &attributes) != 0,
               attributes.map_state == IsViewable { break }
            usleep(5_000)
        }
        render(at: 0)
        window.display.sync()
        func find(_ element: Element) -> StripesElement? {
            if let stripes = element as? StripesElement { return stripes }
            // A loop, not `lazy.compactMap(find).first`, which runs `find` twice per level: 2^depth calls.
            for child in element.children { if let found = find(child) { return found } }
            return nil
        }
        return find(root.rootElement)
    }
}

struct Stripes: PrimitiveView {
    func makeElement() -> Element { StripesElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

extension XServerTests.WindowHostTests {
    /// A slide moves the back buffer's pixels (plain) or its view's origin in the segment (shared memory) and
    /// paints only the uncovered strip; the window gets the moved pixels by XCopyArea (plain back buffer) or by
    /// presenting the moved area from shared memory. Either way it then shows exactly what a full render shows.
    @MainActor
    @Test(arguments: [true, false])
    func scrolledContentMatchesAFullRenderInTheWindow(sharedMemory: Bool) throws {
        let display = try X11Display()
        let host = try X11WindowHost(display: display, title: "Scroll", size: CGSize(width: 120, height: 40),
                                     sharedMemory: sharedMemory, requestFrame: {}) { Stripes() }
        let stripes = try #require(host.showFindingStripes())
        stripes.slide(by: 7)
        #expect(host.root.pendingScroll == WindowScroll(rect: CGRect(x: 0, y: 0, width: 120, height: 40),
                                                        delta: CGSize(width: 7, height: 0)))
        host.render(at: 0)
        display.sync()
        let slid = try #require(WindowPixels.read(host.window.id, on: display.pointer, x: 0, y: 0, width: 120,
                                                  height: 40))
        // Stripes start at x = 7 - 20: red covers 7…16, blue 17…26, red 27…36, …
        #expect(slid[10] == 0xFF0000)
        #expect(slid[20] == 0x0000FF)
        #expect(slid[3] == 0x0000FF)
        host.root.addDamage(CGRect(x: 0, y: 0, width: 120, height: 40))
        host.render(at: 0)
        display.sync()
        let full = try #require(WindowPixels.read(host.window.id, on: display.pointer, x: 0, y: 0, width: 120,
                                                  height: 40))
        #expect(slid == full)
        // 40 more slides of 7 points, 280 in all: from shared memory each moves the view's origin in the segment,
        // and passing its 256-pixel margin recentres it once. The offset, 287, is 7 past a whole period (20), so
        // the window shows the stripes of the first slide again, which is also what a full render shows.
        for _ in 0..<40 {
            stripes.slide(by: 7)
            host.render(at: 0)
        }
        display.sync()
        let far = try #require(WindowPixels.read(host.window.id, on: display.pointer, x: 0, y: 0, width: 120,
                                                 height: 40))
        #expect(far == slid)
        host.root.addDamage(CGRect(x: 0, y: 0, width: 120, height: 40))
        host.render(at: 0)
        display.sync()
        #expect(try #require(WindowPixels.read(host.window.id, on: display.pointer, x: 0, y: 0, width: 120,
                                               height: 40)) == far)
    }
}

import CX11
import Foundation
import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI
import Testing
@testable import SwiftFlowX11

extension XServerTests {
    /// The shared-memory back buffer: it must put exactly what `XPutImage` put into the window, only where damaged,
    /// and outlive whatever holds it without protocol errors (Xlib's default error handler, in force in tests,
    /// ends the process on one).
    @Suite struct SharedImagePresenterTests {
        /// Fills every pixel of `image` with the premultiplied ARGB32 word `color`.
        private func fill(_ image: CairoImageSurface, _ color: UInt32) {
            _ = image.withPixelData { base, stride in
                for row in 0..<image.height {
                    let words = (base + row * stride).assumingMemoryBound(to: UInt32.self)
                    for column in 0..<image.width { words[column] = color }
                }
            }
        }

        private func mappedWindow(_ display: X11Display, width: Double, height: Double) throws -> X11Window {
            let window = try X11Window(display: display, title: "Shared", width: width, height: height)
            window.show()
            _ = try #require(XEventWaiter.wait(for: Expose, window: window.id, on: display.pointer))
            return window
        }

        @Test func presentsOnlyTheDamagedRectanglesFromSharedMemory() throws {
            let display = try X11Display()
            let window = try mappedWindow(display, width: 200, height: 150)
            let size = window.initialSize
            // Xvfb has MIT-SHM: the presenter must exist here, or the host silently lost the fast path.
            let presenter = try #require(X11SharedImagePresenter(window: window, width: size.pixelWidth,
                                                                 height: size.pixelHeight))
            let image = presenter.image
            #expect(image.width == size.pixelWidth && image.height == size.pixelHeight)

            fill(image, 0xFFFF_0000)
            presenter.present([X11Rect(x: 0, y: 0, width: size.pixelWidth, height: size.pixelHeight)])
            presenter.waitForServer()
            fill(image, 0xFF00_00FF)
            // Two rectangles, one of them partly outside the image.
            presenter.present([X11Rect(x: 20, y: 30, width: 40, height: 25),
                               X11Rect(x: size.pixelWidth - 10, y: size.pixelHeight - 5, width: 100, height: 100)])
            display.sync()

            let pixels = try #require(WindowPixels.read(window.id, on: display.pointer, x: 0, y: 0,
                                                        width: size.pixelWidth, height: size.pixelHeight))
            func pixel(_ x: Int, _ y: Int) -> UInt { pixels[y * size.pixelWidth + x] }
            #expect(pixel(20, 30) == 0x0000FF)
            #expect(pixel(59, 54) == 0x0000FF)
            #expect(pixel(19, 30) == 0xFF0000)
            #expect(pixel(60, 54) == 0xFF0000)
            #expect(pixel(20, 29) == 0xFF0000)
            #expect(pixel(59, 55) == 0xFF0000)
            #expect(pixel(size.pixelWidth - 1, size.pixelHeight - 1) == 0x0000FF)
            #expect(pixel(size.pixelWidth - 11, size.pixelHeight - 1) == 0xFF0000)
            // 200 × 150 red pixels, 40 × 25 + 10 × 5 blue ones: nothing else changed.
            #expect(pixels.filter { $0 == 0x0000FF }.count == 40 * 25 + 10 * 5)
            #expect(pixels.filter { $0 == 0xFF0000 }.count == size.pixelWidth * size.pixelHeight - 1_050)
        }

        @Test func translucentPixelsArriveAsXPutImagePutsThem() throws {
            let display = try X11Display()
            let window = try mappedWindow(display, width: 120, height: 80)
            let size = window.initialSize
            let presenter = try #require(X11SharedImagePresenter(window: window, width: size.pixelWidth,
                                                                 height: size.pixelHeight))
            // Half-transparent green, premultiplied: 0x80 alpha, 0x80 green. A depth-24 window takes the colour
            // bytes as they are (XPutImage ignores the alpha byte), so it shows 0x008000, not a blend.
            fill(presenter.image, 0x8000_8000)
            presenter.present([X11Rect(x: 0, y: 0, width: size.pixelWidth, height: size.pixelHeight)])
            display.sync()
            #expect(WindowPixels.pixel(window.id, on: display.pointer, x: 30, y: 30) == 0x008000)
        }

        /// A host showing one blue view, shown, rendered once and read back from the server (one window at a
        /// time, so that no other window covers it).
        @MainActor
        private func renderBlue(sharedMemory: Bool) throws -> (host: X11WindowHost, pixels: [UInt]) {
            let display = try X11Display()
            let host = try X11WindowHost(display: display, title: "Blue", size: CGSize(width: 160, height: 90),
                                         sharedMemory: sharedMemory, requestFrame: {}) {
                Color(red: 0, green: 0, blue: 1)
            }
            host.show()
            _ = try #require(XEventWaiter.wait(for: Expose, window: host.window.id, on: display.pointer))
            host.render(at: 0)
            display.sync()
            let pixels = try #require(WindowPixels.read(host.window.id, on: display.pointer, x: 0, y: 0,
                                                        width: 160, height: 90))
            return (host, pixels)
        }

        @MainActor
        @Test func theHostUsesSharedMemoryUnlessToldNotTo() throws {
            let shared = try renderBlue(sharedMemory: true)
            #expect(shared.host.presentsFromSharedMemory)
            #expect(shared.pixels.allSatisfy { $0 == 0x0000FF },
                    "shared: \(Set(shared.pixels).map { String($0, radix: 16) })")
            shared.host.close()
            let uploaded = try renderBlue(sharedMemory: false)
            #expect(!uploaded.host.presentsFromSharedMemory)
            #expect(uploaded.pixels.allSatisfy { $0 == 0x0000FF },
                    "uploaded: \(Set(uploaded.pixels).map { String($0, radix: 16) })")
            uploaded.host.close()
            // A resize keeps the way frames take: a new shared buffer of the new size.
            let resized = try renderBlue(sharedMemory: true)
            resized.host.handle(.resized(X11InputEvent.Size(width: 200, height: 100, pixelWidth: 200,
                                                            pixelHeight: 100)))
            #expect(resized.host.presentsFromSharedMemory && resized.host.backBuffer.width == 200)
        }

        @MainActor
        @Test func theBackBufferOutlivesItsHostAndDisplay() throws {
            var buffer: CairoImageSurface?
            do {
                let display = try X11Display()
                let host = try X11WindowHost(display: display, title: "Gone", size: CGSize(width: 160, height: 90),
                                             requestFrame: {}) { Color(red: 1, green: 0, blue: 0) }
                #expect(host.presentsFromSharedMemory)
                host.show()
                _ = try #require(XEventWaiter.wait(for: Expose, window: host.window.id, on: display.pointer))
                host.render(at: 0)
                host.close()
                buffer = host.backBuffer
            }
            // Host, window and the test's display reference are gone; the pixels must still be there (the
            // segment stays attached while the buffer lives), readable and writable.
            let image = try #require(buffer)
            #expect(image.pixel(x: 5, y: 5) == (r: 255, g: 0, b: 0, a: 255))
            fill(image, 0xFF00_FF00)
            #expect(image.pixel(x: 5, y: 5) == (r: 0, g: 255, b: 0, a: 255))
        }

        @MainActor
        @Test func aWindowDestroyedByAnotherClientLeavesNothingToFree() throws {
            let display = try X11Display()
            var host: X11WindowHost? = try X11WindowHost(
                display: display, title: "Destroyed", size: CGSize(width: 160, height: 90), requestFrame: {}
            ) { Color(red: 1, green: 0, blue: 0) }
            let window = try #require(host?.window.id)
            host?.show()
            _ = try #require(XEventWaiter.wait(for: Expose, window: window, on: display.pointer))
            host?.render(at: 0)
            display.sync()
            // Another client (here: the raw connection) destroys the window; the server frees what belonged to it.
            XDestroyWindow(display.pointer, window)
            display.sync()
            host?.handle(.destroyed)
            host = nil
            // Anything the host still freed for that window would be a protocol error here, ending the process.
            display.sync()
            #expect(host == nil)
        }
    }
}

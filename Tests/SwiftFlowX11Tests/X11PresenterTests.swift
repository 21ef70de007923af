import CX11
import Testing
@testable import SwiftFlowX11
import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

extension XServerTests {
    @Suite struct PresenterTests {
        private static let red: UInt32 = 0xFFFF_0000
        private static let blue: UInt32 = 0xFF00_00FF
        private static let green: UInt32 = 0xFF00_FF00

        /// A pixel buffer with padded rows, like a Cairo image surface whose stride exceeds width × 4.
        private struct Buffer {
            let width: Int
            let height: Int
            let stride: Int
            var words: [UInt32]

            init(width: Int, height: Int) {
                self.width = width
                self.height = height
                stride = width * 4 + 64
                words = [UInt32](repeating: 0, count: stride / 4 * height)
            }

            mutating func fill(_ color: UInt32) {
                for row in 0..<height {
                    for column in 0..<width { words[row * stride / 4 + column] = color }
                }
            }
        }

        private func present(_ buffer: Buffer, with presenter: X11Presenter, damage: [X11Rect]) {
            buffer.words.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return }
                presenter.present(
                    pixels: base, width: buffer.width, height: buffer.height, stride: buffer.stride, damage: damage
                )
            }
        }

        @Test func uploadsOnlyTheDamagedRectangles() throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Present", width: 200, height: 150)
            window.show()
            _ = try #require(XEventWaiter.wait(for: Expose, window: window.id, on: display.pointer))
            let presenter = try X11Presenter(window: window)
            let size = window.initialSize
            var buffer = Buffer(width: size.pixelWidth, height: size.pixelHeight)

            buffer.fill(Self.red)
            let whole = X11Rect(x: 0, y: 0, width: size.pixelWidth, height: size.pixelHeight)
            present(buffer, with: presenter, damage: [whole])
            buffer.fill(Self.blue)
            present(buffer, with: presenter, damage: [X11Rect(x: 20, y: 30, width: 40, height: 25)])
            buffer.fill(Self.green)
            // Partly outside the buffer: only the part inside is uploaded.
            let corner = X11Rect(x: size.pixelWidth - 10, y: size.pixelHeight - 5, width: 100, height: 100)
            present(buffer, with: presenter, damage: [corner])
            display.sync()

            let readBack = try #require(XGetImage(
                display.pointer, window.id, 0, 0, UInt32(size.pixelWidth), UInt32(size.pixelHeight),
                swiftflow_AllPlanes(), ZPixmap
            ))
            defer { _ = swiftflow_XDestroyImage(readBack) }
            func pixel(_ x: Int, _ y: Int) -> UInt {
                swiftflow_XGetPixel(readBack, Int32(x), Int32(y)) & 0xFF_FFFF
            }
            // Inside the damaged rectangle (20,30)–(59,54): blue.
            #expect(pixel(20, 30) == 0x0000FF)
            #expect(pixel(59, 54) == 0x0000FF)
            #expect(pixel(40, 40) == 0x0000FF)
            // Just outside it: still the red of the first frame.
            #expect(pixel(19, 30) == 0xFF0000)
            #expect(pixel(60, 54) == 0xFF0000)
            #expect(pixel(20, 29) == 0xFF0000)
            #expect(pixel(59, 55) == 0xFF0000)
            #expect(pixel(0, 0) == 0xFF0000)
            // The clipped corner rectangle: green inside, red next to it.
            #expect(pixel(size.pixelWidth - 1, size.pixelHeight - 1) == 0x00FF00)
            #expect(pixel(size.pixelWidth - 10, size.pixelHeight - 5) == 0x00FF00)
            #expect(pixel(size.pixelWidth - 11, size.pixelHeight - 1) == 0xFF0000)
            #expect(pixel(size.pixelWidth - 1, size.pixelHeight - 6) == 0xFF0000)
        }

        @Test func ignoresEmptyAndInvalidInput() throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Nothing", width: 200, height: 150)
            window.show()
            _ = try #require(XEventWaiter.wait(for: Expose, window: window.id, on: display.pointer))
            let presenter = try X11Presenter(window: window)
            let size = window.initialSize
            var buffer = Buffer(width: size.pixelWidth, height: size.pixelHeight)
            buffer.fill(Self.red)
            let whole = X11Rect(x: 0, y: 0, width: size.pixelWidth, height: size.pixelHeight)
            present(buffer, with: presenter, damage: [whole])

            // None of these may upload anything: the window must stay red.
            buffer.fill(Self.green)
            present(buffer, with: presenter, damage: [])
            present(buffer, with: presenter, damage: [X11Rect(x: size.pixelWidth + 10, y: 10, width: 5, height: 5)])
            present(buffer, with: presenter, damage: [X11Rect(x: 0, y: 0, width: -3, height: 2)])
            buffer.words.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return }
                // A stride shorter than a row is refused instead of reading past rows.
                presenter.present(pixels: base, width: size.pixelWidth, height: size.pixelHeight,
                                  stride: size.pixelWidth * 4 - 4, damage: [whole])
                // So is a buffer without pixels.
                presenter.present(pixels: base, width: 0, height: size.pixelHeight, stride: buffer.stride,
                                  damage: [whole])
            }
            display.sync()

            let pixels = try #require(WindowPixels.read(
                window.id, on: display.pointer, x: 0, y: 0, width: size.pixelWidth, height: size.pixelHeight
            ))
            #expect(pixels.count == size.pixelWidth * size.pixelHeight)
            #expect(pixels.allSatisfy { $0 == 0xFF0000 })
        }
    }
}

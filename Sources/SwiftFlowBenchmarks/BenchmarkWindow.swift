import CX11
import Foundation
import SwiftFlow

/// Where benchmark frames go: an offscreen image drawn the way the X11 host draws (a scroll moves the image's
/// origin in a larger buffer, as the shared-memory back buffer does; then each damaged rectangle is painted),
/// or a real window on the X server (`--on-screen`), where every frame is rendered, presented and waited for
/// with XSync so the pixels are in the server's framebuffer.
@MainActor
protocol BenchmarkWindow: AnyObject {
    var root: WindowRoot { get }
    /// Draws what is damaged (and presents it, on screen).
    func frame()
}

/// Frames into a 32-bit image in memory.
@MainActor
final class OffscreenBenchmarkWindow: BenchmarkWindow {
    let root: WindowRoot
    private let buffer: ScrollingImageBuffer
    private let measurer = CairoTextMeasurer()
    private let images = CairoImageCache()

    init<Content: View>(size: CGSize, @ViewBuilder content: () -> Content) throws {
        buffer = try ScrollingImageBuffer(width: Int(size.width), height: Int(size.height))
        root = WindowRoot(size: size, textMeasurer: measurer, content: content)
        root.acceptsScrolls = true
    }

    /// Writes the current view to a PNG file (`SWIFTFLOW_BENCH_PNG`: before/after pictures of a frame).
    func writePNG(to path: String) throws {
        try buffer.image.writePNG(to: URL(fileURLWithPath: path))
    }

    func frame() {
        guard let damage = root.takeFrameDamage() else { return }
        if let scroll = damage.scroll {
            buffer.scrollPixels(x: Int(scroll.rect.minX), y: Int(scroll.rect.minY), width: Int(scroll.rect.width),
                                height: Int(scroll.rect.height), dx: Int(scroll.delta.width.rounded()),
                                dy: Int(scroll.delta.height.rounded()))
        }
        let context = buffer.image.makeContext(textMeasurer: measurer, imageCache: images)
        for rect in damage.rects {
            root.render(into: context, dirty: CGRect(x: rect.minX.rounded(.down), y: rect.minY.rounded(.down),
                                                     width: rect.maxX.rounded(.up) - rect.minX.rounded(.down),
                                                     height: rect.maxY.rounded(.up) - rect.minY.rounded(.down)))
        }
    }
}

/// Frames through the application's own X11 path into a window on `DISPLAY` (Xvfb).
@MainActor
final class OnScreenBenchmarkWindow: BenchmarkWindow {
    private let display: X11Display
    private let host: X11WindowHost

    var root: WindowRoot { host.root }

    /// Whether the window presents from shared memory when the server allows it (`--no-shm`: never).
    nonisolated(unsafe) static var sharedMemory = true

    init<Content: View>(size: CGSize, @ViewBuilder content: () -> Content) throws {
        display = try X11Display()
        host = try X11WindowHost(display: display, title: "swiftflow-bench", size: size,
                                 sharedMemory: Self.sharedMemory, requestFrame: {}, content: content)
        host.measuresFrameParts = FrameBreakdown.enabled
        host.show()
        display.sync()
    }

    /// Writes what the window shows, read back from the server (`XGetImage`), to a PNG file: the pixels a scroll
    /// left on screen, to compare with a full repaint's (`SWIFTFLOW_BENCH_PNG`).
    func writeWindowPNG(to path: String) throws {
        display.sync()
        let width = host.backBuffer.width, height = host.backBuffer.height
        guard let image = XGetImage(display.pointer, host.window.id, 0, 0, UInt32(width), UInt32(height),
                                    swiftflow_AllPlanes(), ZPixmap) else { return }
        defer { _ = swiftflow_XDestroyImage(image) }
        let surface = try CairoImageSurface(width: width, height: height)
        _ = surface.withPixelData { pixels, stride in
            for row in 0..<height {
                let words = (pixels + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width {
                    let pixel = swiftflow_XGetPixel(image, Int32(column), Int32(row)) & 0xFF_FFFF
                    words[column] = 0xFF00_0000 | UInt32(truncatingIfNeeded: pixel)
                }
            }
        }
        try surface.writePNG(to: URL(fileURLWithPath: path))
    }

    func frame() {
        let start = DispatchTime.now().uptimeNanoseconds
        host.render(at: 0)
        let rendered = DispatchTime.now().uptimeNanoseconds
        display.sync()
        let synced = DispatchTime.now().uptimeNanoseconds
        FrameBreakdown.record(host.lastFrameParts, frame: Double(synced - start) / 1e6,
                              sync: Double(synced - rendered) / 1e6)
    }
}

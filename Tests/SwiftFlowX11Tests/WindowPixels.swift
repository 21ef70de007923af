import CX11

/// Test helper: reads a window's pixels from the server with `XGetImage`, independently of the code under test.
enum WindowPixels {
    /// The 0xRRGGBB values of the `width` × `height` rectangle at (`x`, `y`), row by row; nil when the window
    /// is not viewable or the read fails.
    static func read(
        _ window: Window, on display: OpaquePointer, x: Int, y: Int, width: Int, height: Int
    ) -> [UInt]? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0, attributes.map_state == IsViewable,
              x >= 0, y >= 0, width > 0, height > 0,
              x + width <= Int(attributes.width), y + height <= Int(attributes.height) else { return nil }
        guard let image = XGetImage(
            display, window, Int32(x), Int32(y), UInt32(width), UInt32(height), swiftflow_AllPlanes(), ZPixmap
        ) else { return nil }
        defer { _ = swiftflow_XDestroyImage(image) }
        var values: [UInt] = []
        values.reserveCapacity(width * height)
        for row in 0..<height {
            for column in 0..<width {
                values.append(swiftflow_XGetPixel(image, Int32(column), Int32(row)) & 0xFF_FFFF)
            }
        }
        return values
    }

    /// The 0xRRGGBB value of one pixel.
    static func pixel(_ window: Window, on display: OpaquePointer, x: Int, y: Int) -> UInt? {
        read(window, on: display, x: x, y: y, width: 1, height: 1)?.first
    }
}

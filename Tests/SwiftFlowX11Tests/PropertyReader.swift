import CX11

/// Test helper: reads a window property with `XGetWindowProperty`, independently of the code under test.
enum PropertyReader {
    struct Value {
        var type: Atom
        var format: Int32
        /// Bytes for format 8, C longs (one per item) for format 32.
        var bytes: [UInt8]
        var longs: [Int]
    }

    static func read(_ name: String, of window: Window, on display: OpaquePointer) -> Value? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let property = XInternAtom(display, name, 0)
        let status = XGetWindowProperty(
            display, window, property, 0, 1_024, 0, Atom(AnyPropertyType), &type, &format, &count, &remaining, &data
        )
        defer { if let data { XFree(data) } }
        guard status == Success, type != Atom(None), let data else { return nil }
        if format == 32 {
            let longs = data.withMemoryRebound(to: Int.self, capacity: Int(count)) {
                Array(UnsafeBufferPointer(start: $0, count: Int(count)))
            }
            return Value(type: type, format: format, bytes: [], longs: longs)
        }
        return Value(type: type, format: format, bytes: Array(UnsafeBufferPointer(start: data, count: Int(count))),
                     longs: [])
    }
}

import Foundation

extension SwiftFlow {
    /// Uses `codec` for Copy / Paste, so copies go through the host clipboard as text (between canvases
    /// and processes); without one only `JSONValue` data has a default text format.
    public func clipboardCodec(_ codec: CanvasClipboardCodec<NodeData, EdgeData>?) -> SwiftFlow {
        var copy = self
        copy.clipboardCodec = codec
        return copy
    }
}

extension CanvasClipboardCodec {
    /// The codec a canvas uses when none is given: `graphJSON` when the data is `JSONValue`, else none.
    static var automatic: CanvasClipboardCodec? {
        CanvasClipboardCodec<JSONValue, JSONValue>.graphJSON as? CanvasClipboardCodec
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension SwiftFlow {
    /// Uses `codec` for Copy / Paste, so copies go through the host clipboard as text (between canvases
    /// and processes). Without one, `JSONValue` data uses `graphJSON`, other `Codable` data `codableJSON`,
    /// and anything else is copied inside this canvas only.
    public func clipboardCodec(_ codec: CanvasClipboardCodec<NodeData, EdgeData>?) -> SwiftFlow {
        var copy = self
        copy.clipboardCodec = codec
        return copy
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Turns copied graph parts into clipboard text and back, so Copy / Paste go through the host clipboard.
///
/// `Node` data is generic, so the canvas cannot encode it itself; without a codec the canvas keeps the
/// copied payload in memory (pasting works inside the same canvas only).
public struct CanvasClipboardCodec<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    Sendable
{
    /// The text for a payload, or `nil` when it cannot be encoded.
    public var encode: @Sendable (ClipboardPayload<NodeData, EdgeData>) -> String?
    /// The payload in clipboard text, or `nil` when the text is not one.
    public var decode: @Sendable (String) -> ClipboardPayload<NodeData, EdgeData>?

    public init(
        encode: @escaping @Sendable (ClipboardPayload<NodeData, EdgeData>) -> String?,
        decode: @escaping @Sendable (String) -> ClipboardPayload<NodeData, EdgeData>?
    ) {
        self.encode = encode
        self.decode = decode
    }
}

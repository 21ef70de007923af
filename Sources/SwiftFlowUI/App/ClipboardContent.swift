import Foundation
import SwiftFlowCore

/// What travels through the window system's clipboard: plain text, or graph parts copied from a canvas.
///
/// The host offers a graph under its own type (X11: `application/x-swiftflow+json`) and as plain text, so
/// other SwiftFlow windows get the graph and other programs the text; reading returns the richest kind the
/// clipboard's owner offers.
public enum ClipboardContent: Hashable, Sendable {
    /// Plain text.
    case text(String)
    /// Copied graph parts in the canvas's clipboard encoding (a SwiftFlow graph as JSON by default), with
    /// the text other programs receive.
    case graph(String, plainText: String)

    /// The content as plain text (a graph's `plainText`).
    public var plainText: String {
        switch self {
        case .text(let text): return text
        case .graph(_, let plainText): return plainText
        }
    }

    /// The encoded graph, or nil for plain text.
    public var encodedGraph: String? {
        if case .graph(let encoded, _) = self { return encoded }
        return nil
    }
}

import Foundation
import SwiftFlowCore

/// What a window root needs from the window system; SwiftFlowX11 implements it.
@MainActor
public protocol WindowHost: AnyObject {
    /// Shows `shape` as the pointer over the window.
    func setCursor(_ shape: CursorShape)
    /// Asks for the clipboard's content, the richest kind its owner offers (a graph before plain text);
    /// `completion` runs (possibly later) with nil when the clipboard is empty.
    func requestClipboard(_ completion: @escaping @MainActor (ClipboardContent?) -> Void)
    /// Puts `content` on the clipboard, offering every form it has.
    func setClipboard(_ content: ClipboardContent)
    /// Something changed: update and render the damaged rectangle soon.
    func setNeedsRedraw()
}

extension WindowHost {
    /// Asks for the clipboard as plain text; `completion` runs (possibly later) with nil when there is none.
    public func requestClipboardText(_ completion: @escaping @MainActor (String?) -> Void) {
        requestClipboard { completion($0?.plainText) }
    }

    /// Puts plain `text` on the clipboard.
    public func setClipboardText(_ text: String) {
        setClipboard(.text(text))
    }
}

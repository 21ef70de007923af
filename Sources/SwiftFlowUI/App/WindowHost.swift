import Foundation
import SwiftFlowCore

/// What a window root needs from the window system; SwiftFlowX11 implements it.
@MainActor
public protocol WindowHost: AnyObject {
    /// Shows `shape` as the pointer over the window.
    func setCursor(_ shape: CursorShape)
    /// Asks for the clipboard's text; `completion` runs (possibly later) with nil when there is none.
    func requestClipboardText(_ completion: @escaping @MainActor (String?) -> Void)
    /// Puts `text` on the clipboard.
    func setClipboardText(_ text: String)
    /// Something changed: update and render the damaged rectangle soon.
    func setNeedsRedraw()
}

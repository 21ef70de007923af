import Foundation
@testable import SwiftFlowEditor
import SwiftFlow

/// One input of an event storm, with every coordinate fixed, so a failure can print exactly what ran.
enum StormEvent: CustomStringConvertible {
    case click(CGPoint, button: PointerButton, count: Int, modifiers: EventModifiers)
    case drag(from: CGPoint, to: CGPoint, modifiers: EventModifiers)
    case wheel(CGPoint, deltaX: CGFloat, deltaY: CGFloat, modifiers: EventModifiers)
    case key(UInt32, modifiers: EventModifiers, text: String?)
    /// Another program's copy landing on the clipboard (a graph's JSON as text), then Ctrl+V.
    case foreignPaste(name: String, text: String)

    var description: String {
        switch self {
        case .click(let point, let button, let count, let modifiers):
            "click \(button) ×\(count) at \(Self.text(point))\(Self.text(modifiers))"
        case .drag(let from, let to, let modifiers):
            "drag \(Self.text(from)) → \(Self.text(to))\(Self.text(modifiers))"
        case .wheel(let point, let dx, let dy, let modifiers):
            "wheel (\(dx), \(dy)) at \(Self.text(point))\(Self.text(modifiers))"
        case .key(let keysym, let modifiers, let text):
            "key 0x\(String(keysym, radix: 16))\(text.map { " \"\($0)\"" } ?? "")\(Self.text(modifiers))"
        case .foreignPaste(let name, _):
            "paste \(name) from another program"
        }
    }

    /// Sends the event to the window as the X11 host would, then lets the window settle.
    @MainActor
    func send(to harness: EditorHarness, clipboard: StormClipboard) {
        let root = harness.root
        switch self {
        case .click(let point, let button, let count, let modifiers):
            root.handle(.pointerMove(location: point, buttons: [], modifiers: modifiers))
            root.handle(.pointerDown(location: point, button: button, clickCount: count, modifiers: modifiers))
            root.handle(.pointerUp(location: point, button: button, modifiers: modifiers))
        case .drag(let from, let to, let modifiers):
            root.handle(.pointerMove(location: from, buttons: [], modifiers: modifiers))
            root.handle(.pointerDown(location: from, button: .primary, clickCount: 1, modifiers: modifiers))
            for step in 1...4 {
                let t = CGFloat(step) / 4
                let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                root.handle(.pointerMove(location: point, buttons: [.primary], modifiers: modifiers))
            }
            root.handle(.pointerUp(location: to, button: .primary, modifiers: modifiers))
        case .wheel(let point, let dx, let dy, let modifiers):
            root.handle(.pointerMove(location: point, buttons: [], modifiers: modifiers))
            root.handle(.scroll(location: point, deltaX: dx, deltaY: dy, modifiers: modifiers))
        case .key(let keysym, let modifiers, let text):
            root.handle(.keyDown(KeyEvent(keysym: keysym, text: text, modifiers: modifiers)))
            root.handle(.keyUp(KeyEvent(keysym: keysym, text: text, modifiers: modifiers)))
        case .foreignPaste(_, let text):
            clipboard.content = .text(text)
            root.handle(.keyDown(KeyEvent(keysym: KeyCode.v.rawValue, text: nil, modifiers: .control)))
            root.handle(.keyUp(KeyEvent(keysym: KeyCode.v.rawValue, text: nil, modifiers: .control)))
        }
        harness.settle()
    }

    private static func text(_ point: CGPoint) -> String {
        "(\(Int(point.x.rounded())), \(Int(point.y.rounded())))"
    }

    private static func text(_ modifiers: EventModifiers) -> String {
        var names: [String] = []
        if modifiers.contains(.control) { names.append("ctrl") }
        if modifiers.contains(.shift) { names.append("shift") }
        if modifiers.contains(.alt) { names.append("alt") }
        return names.isEmpty ? "" : " +" + names.joined(separator: "+")
    }
}

/// The window system's clipboard for a headless window: what was copied stays for the next paste, across
/// windows (as the X selection does between two editors).
@MainActor
final class StormClipboard: WindowHost {
    var content: ClipboardContent?

    func setCursor(_ shape: CursorShape) {}
    func requestClipboard(_ completion: @escaping @MainActor (ClipboardContent?) -> Void) { completion(content) }
    func setClipboard(_ content: ClipboardContent) { self.content = content }
    func setNeedsRedraw() {}
}

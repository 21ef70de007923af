import Foundation
import SwiftFlowCore

/// Runs an action when its content is clicked `count` times (press and release inside).
final class TapGestureElement: ModifierElement {
    var count = 1
    var action: () -> Void = {}
    private var pressClickCount: Int?

    override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(_, let button, let clickCount, _):
            guard button == .primary, isEnabled else { return false }
            pressClickCount = clickCount
            return true
        case .pointerUp(let location, _, _):
            guard let clicks = pressClickCount else { return false }
            pressClickCount = nil
            if frame.contains(location) && clicks % max(1, count) == 0 { action() }
            return true
        default:
            return false
        }
    }
}

/// Reports the pointer entering and leaving its content.
final class HoverElement: ModifierElement {
    var action: (Bool) -> Void = { _ in }

    override var wantsHover: Bool { true }

    override func hoverDidChange(_ isHovered: Bool) {
        action(isHovered)
    }
}

extension View {
    /// Runs `action` when the view is clicked `count` times in a row.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(ElementModifier<TapGestureElement>(token: AnyHashable(count)) {
            $0.count = count
            $0.action = action
        })
    }

    /// Runs `action` with true when the pointer enters the view and false when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(ElementModifier<HoverElement>(token: AnyHashable(0)) { $0.action = action })
    }
}

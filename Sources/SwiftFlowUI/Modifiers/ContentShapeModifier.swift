import Foundation
import SwiftFlowCore

/// Makes a shape over its frame hit-testable, so that gaps between its content also receive clicks.
final class ContentShapeElement: ModifierElement {
    var shape: any Shape = Rectangle()

    override var isHitTarget: Bool { true }

    override func contains(_ point: CGPoint) -> Bool {
        frame.contains(point) && shape.path(in: frame).contains(point)
    }
}

/// Calls an action when a value it watches changes between updates.
final class ChangeObserverElement: ModifierElement {
    var lastValue: AnyHashable?

    func observe(_ value: AnyHashable, action: (AnyHashable?) -> Void) {
        defer { lastValue = value }
        guard let old = lastValue, old != value else { return }
        action(old)
    }
}

extension View {
    /// Makes `shape` (fitted to the frame) the area where the view receives pointer events.
    public func contentShape<S: Shape>(_ shape: S) -> some View {
        modifier(ElementModifier<ContentShapeElement>(token: (shape as? any Hashable).map { AnyHashable($0) }) {
            $0.shape = shape
        })
    }

    /// Runs `action` with the old and new value whenever `value` changes (not for the first value).
    public func onChange<V: Hashable>(of value: V, perform action: @escaping (V, V) -> Void) -> some View {
        modifier(ElementModifier<ChangeObserverElement>(token: AnyHashable(value)) { element in
            element.observe(AnyHashable(value)) { old in
                if let old = old?.base as? V { action(old, value) }
            }
        })
    }
}

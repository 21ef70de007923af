import Foundation
import SwiftFlowCore

/// A drag with the primary button, as SwiftUI's `DragGesture`; attach it with `.gesture(_:)`.
///
/// Locations are in the space of the view the gesture is attached to (its frame's space).
public struct DragGesture {
    /// The state of a drag in progress.
    public struct Value: Hashable, Sendable {
        public var startLocation: CGPoint
        public var location: CGPoint
        public var modifiers: EventModifiers

        /// How far the pointer moved since the drag started.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
    }

    /// How far the pointer must move before the drag begins.
    public var minimumDistance: CGFloat
    var changed: ((Value) -> Void)?
    var ended: ((Value) -> Void)?

    /// A drag that begins after the pointer moved `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10) {
        self.minimumDistance = max(0, minimumDistance)
    }

    /// Runs `action` as the drag moves.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.changed = action
        return copy
    }

    /// Runs `action` when the button is released after the drag began.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.ended = action
        return copy
    }
}

/// The element of `.gesture(DragGesture())`.
final class DragGestureElement: ModifierElement {
    var gesture = DragGesture()
    private var start: CGPoint?
    private var isDragging = false

    override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let location, let button, _, _):
            guard button == .primary, isEnabled else { return false }
            start = location
            isDragging = false
            return true
        case .pointerMove(let location, _, let modifiers):
            guard let start else { return false }
            let distance = hypot(location.x - start.x, location.y - start.y)
            if !isDragging && distance >= gesture.minimumDistance { isDragging = true }
            if isDragging {
                gesture.changed?(DragGesture.Value(startLocation: start, location: location, modifiers: modifiers))
            }
            return true
        case .pointerUp(let location, _, let modifiers):
            guard let start else { return false }
            self.start = nil
            if isDragging {
                isDragging = false
                gesture.ended?(DragGesture.Value(startLocation: start, location: location, modifiers: modifiers))
            }
            return true
        default:
            return false
        }
    }
}

extension View {
    /// Attaches a drag gesture.
    public func gesture(_ gesture: DragGesture) -> some View {
        modifier(ElementModifier<DragGestureElement>(token: AnyHashable(gesture.minimumDistance)) {
            $0.gesture = gesture
        })
    }
}

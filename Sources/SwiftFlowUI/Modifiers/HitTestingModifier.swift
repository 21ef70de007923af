import Foundation
import SwiftFlowCore

/// Turns hit-testing of its content on or off.
final class HitTestingElement: ModifierElement {}

extension View {
    /// Whether the view and its descendants can be hit by the pointer (false lets events through).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(ElementModifier<HitTestingElement>(token: AnyHashable(enabled)) { $0.allowsHitTesting = enabled })
    }
}

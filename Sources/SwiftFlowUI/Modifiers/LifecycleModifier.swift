import Foundation
import SwiftFlowCore

/// Runs actions when its content enters and leaves the tree.
final class LifecycleElement: ModifierElement {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?

    override func didMount() {
        onAppear?()
    }

    override func willUnmount() {
        onDisappear?()
    }
}

extension View {
    /// Runs `action` when the view is added to the window's tree.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(ElementModifier<LifecycleElement>(token: AnyHashable(0)) { $0.onAppear = action })
    }

    /// Runs `action` when the view is removed from the window's tree.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(ElementModifier<LifecycleElement>(token: AnyHashable(0)) { $0.onDisappear = action })
    }
}

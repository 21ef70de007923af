import Foundation
import SwiftFlowCore

/// Closes the sheet, popover or dialog a view is shown in, as SwiftUI's `@Environment(\.dismiss)`.
public struct DismissAction {
    let action: (@MainActor () -> Void)?

    /// Closes the presentation (does nothing outside one).
    @MainActor
    public func callAsFunction() {
        action?()
    }
}

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: nil) }
}

private struct IsInLayerKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Closes the presentation this view is in.
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether the view is inside a window layer (a sheet, popover or dialog), where Escape belongs to the layer.
    var isInLayer: Bool {
        get { self[IsInLayerKey.self] }
        set { self[IsInLayerKey.self] = newValue }
    }

    /// The environment for the content of `layer`, derived from the presenter's: values that only make sense
    /// where the presenter sits (its stack axis, shortcuts, submit actions) are reset.
    @MainActor
    func forLayer(_ layer: LayerElement) -> EnvironmentValues {
        var values = self
        values.stackAxis = nil
        values.keyboardShortcut = nil
        values.submitAction = nil
        values.isInLayer = true
        values.dismiss = DismissAction { [weak layer] in layer?.requestDismiss() }
        return values
    }
}

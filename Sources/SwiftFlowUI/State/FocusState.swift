import Foundation
import SwiftFlowCore

/// Whether a field has keyboard focus, read and set from a view, as SwiftUI's `@FocusState`.
///
/// Bind it to a control with `.focused($isFocused)`; setting it to true focuses the control, and it
/// turns false when focus moves elsewhere.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// Focus state that starts unfocused.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// Focus state over optional identifiers that starts with none focused.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }

    /// The current focus value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension FocusState: InstallableProperty {
    func install(in element: CompositeElement, slot: Int) {
        state.install(in: element, slot: slot)
    }
}

extension FocusState: ComparableDynamicProperty {
    func isSameProperty(as other: Any) -> Bool { true }
}

/// Connects a focus binding to the first focusable element inside its content.
final class FocusBindingElement: ModifierElement {
    /// Reads whether this element's content should have focus.
    var isRequested: () -> Bool = { false }
    /// Records that the content gained (true) or lost (false) focus.
    var report: (Bool) -> Void = { _ in }

    private var focusTarget: Element? {
        var result: Element?
        func visit(_ element: Element) {
            guard result == nil else { return }
            if element.acceptsFocus && element.isEnabled { result = element; return }
            for child in element.children { visit(child) }
        }
        visit(self)
        return result
    }

    private var containsFocus: Bool {
        guard let focused = root?.focusedElement else { return false }
        return focused.isDescendant(of: self)
    }

    /// Moves focus to match the binding.
    func synchronize() {
        guard isMounted, let root else { return }
        let wanted = DependencyTracker.untracked { isRequested() }
        if wanted && !containsFocus {
            root.focus(focusTarget)
        } else if !wanted && containsFocus {
            root.focus(nil)
        }
    }

    override func didMount() {
        synchronize()
    }

    override func focusWithinDidChange(_ containsFocus: Bool) {
        let wanted = DependencyTracker.untracked { isRequested() }
        if wanted != containsFocus { report(containsFocus) }
    }
}

extension View {
    /// Focuses this view's first focusable control while `binding` is true, and keeps `binding` in step.
    public func focused(_ binding: Binding<Bool>) -> some View {
        modifier(ElementModifier<FocusBindingElement>(token: AnyHashable("focused")) { element in
            element.isRequested = { binding.wrappedValue }
            element.report = { binding.wrappedValue = $0 }
            element.synchronize()
        })
    }

    /// Focuses this view's first focusable control while `binding` equals `value`; sets `binding` to
    /// `value` when it gains focus and to nil when it loses it.
    public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> some View {
        modifier(ElementModifier<FocusBindingElement>(token: AnyHashable(value)) { element in
            element.isRequested = { binding.wrappedValue == value }
            element.report = { focused in
                if focused {
                    binding.wrappedValue = value
                } else if binding.wrappedValue == value {
                    binding.wrappedValue = nil
                }
            }
            element.synchronize()
        })
    }
}

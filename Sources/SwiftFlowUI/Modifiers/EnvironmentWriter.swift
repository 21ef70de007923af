import Foundation
import SwiftFlowCore

/// A modifier that changes the environment of its content; it takes no part in layout.
struct EnvironmentWriter: PrimitiveViewModifier {
    /// Identifies the written value; nil when it cannot be compared (always treated as changed).
    let token: AnyHashable?
    let write: (inout EnvironmentValues) -> Void

    func makeElement() -> Element { EnvironmentWriterElement() }

    /// What identifies a written value: the value when it is hashable, the instance for an object (an
    /// environment holding the same object has not changed, as with `environmentObject`), looking through
    /// optionals; nil when it cannot be compared.
    static func identity(of value: Any) -> AnyHashable? {
        if let hashable = value as? any Hashable { return AnyHashable(hashable) }
        if type(of: value) is AnyClass { return AnyHashable(ObjectIdentifier(value as AnyObject)) }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return nil }
        guard let wrapped = mirror.children.first?.value else { return AnyHashable(NoValue()) }
        return identity(of: wrapped)
    }

    /// The identity of an empty optional.
    private struct NoValue: Hashable {}

    func updateElement(_ element: Element, content: any View, environment: EnvironmentValues) {
        guard let element = element as? EnvironmentWriterElement else { return }
        let derived = element.derivation.derive(from: environment, token: token, modify: write)
        element.updateChildren([content], environment: derived)
    }
}

/// The transparent element of an environment-writing modifier.
final class EnvironmentWriterElement: Element {
    var derivation = EnvironmentDerivation()

    override var isTransparent: Bool { true }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> some View {
        let token = EnvironmentWriter.identity(of: value).map { AnyHashable([AnyHashable(keyPath), $0]) }
        return modifier(EnvironmentWriter(token: token) { $0[keyPath: keyPath] = value })
    }

    /// Provides `object` to descendants that declare `@EnvironmentObject var x: T`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWriter(token: AnyHashable(ObjectIdentifier(object))) { $0.setObject(object) })
    }

    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View {
        modifier(EnvironmentWriter(token: AnyHashable(["font", AnyHashable(font)])) { $0.font = font })
    }

    /// Sets the colour of text, icons and unstyled shapes in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentWriter(token: AnyHashable(["fg", AnyHashable(color)])) {
            $0.foregroundStyle = color.map(AnyShapeStyle.init)
        })
    }

    /// Sets the style of text, icons and unstyled shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return modifier(EnvironmentWriter(token: erased.identity.map { AnyHashable(["fg", $0]) }) {
            $0.foregroundStyle = erased
        })
    }

    /// Disables (or enables) the controls in this view.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWriter(token: AnyHashable(["disabled", AnyHashable(disabled)] as [AnyHashable])) {
            if disabled { $0.isEnabled = false }
        })
    }

    /// Sets the size of controls in this view.
    public func controlSize(_ size: ControlSize) -> some View {
        modifier(EnvironmentWriter(token: AnyHashable(["controlSize", AnyHashable(size)])) { $0.controlSize = size })
    }

    /// Limits text in this view to `number` lines (nil: no limit).
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentWriter(token: AnyHashable(["lineLimit", AnyHashable(number)])) { $0.lineLimit = number })
    }

    /// Chooses where text that does not fit is shortened.
    public func truncationMode(_ mode: TruncationMode) -> some View {
        modifier(EnvironmentWriter(token: AnyHashable(["truncation", AnyHashable(mode)])) { $0.truncationMode = mode })
    }

    /// Aligns the lines of multi-line text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EnvironmentWriter(token: AnyHashable(["align", AnyHashable(alignment)])) {
            $0.multilineTextAlignment = alignment
        })
    }

    /// Runs `action` when the user presses Enter in a text field of this view.
    public func onSubmit(_ action: @escaping () -> Void) -> some View {
        modifier(EnvironmentWriter(token: nil) { environment in
            let outer = environment.submitAction?.actions ?? []
            environment.submitAction = SubmitAction(actions: [action] + outer)
        })
    }
}

/// A modifier that changes nothing.
public struct EmptyModifier: PrimitiveViewModifier {
    /// A modifier that changes nothing.
    public init() {}

    public func makeElement() -> Element { ContainerElement() }

    public func updateElement(_ element: Element, content: any View, environment: EnvironmentValues) {
        element.updateChildren([content], environment: environment)
    }
}

import Foundation
import SwiftFlowCore

/// A button look made of views, as SwiftUI's `ButtonStyle`: `makeBody` gets the label and the pressed
/// state and returns what the button shows.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    /// The view for a button in the state `configuration` describes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` gets to build a button.
@MainActor
public struct ButtonStyleConfiguration {
    /// The button's label.
    public let label: AnyView
    /// Whether the button is held down.
    public let isPressed: Bool
    /// The button's role, if any.
    public let role: ButtonRole?
}

/// A type-erased `ButtonStyle`, kept in the environment.
@MainActor
struct AnyButtonStyle {
    let makeBody: (ButtonStyleConfiguration) -> AnyView
    let identity: ObjectIdentifier

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
        identity = ObjectIdentifier(S.self)
    }
}

private struct CustomButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
    /// The custom button style in effect, if any (it takes precedence over the built-in looks).
    var customButtonStyle: AnyButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws buttons in this view with a custom `ButtonStyle`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let erased = AnyButtonStyle(style)
        return modifier(EnvironmentWriter(token: nil) { $0.customButtonStyle = erased })
    }
}

import Foundation
import SwiftFlowCore

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// The size class of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable, Comparable {
    case mini, small, regular, large, extraLarge
}

/// How text that does not fit is shortened.
public enum TruncationMode: Hashable, Sendable {
    case head, middle, tail
}

/// How the lines of multi-line text line up.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: TruncationMode { .tail }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonAppearance { .automatic }
}

private struct StackAxisKey: EnvironmentKey {
    static var defaultValue: Axis? { nil }
}

private struct SubmitActionKey: EnvironmentKey {
    static var defaultValue: SubmitAction? { nil }
}

extension EnvironmentValues {
    /// The appearance views draw in.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The font for text, or nil for the body font.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The style for text, icons and shapes without their own; nil means the primary colour.
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// Whether controls respond to input.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The size of controls.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The most lines text may use; nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where text that does not fit is shortened.
    public var truncationMode: TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How the lines of multi-line text line up.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The look of buttons.
    public var buttonAppearance: ButtonAppearance {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The axis of the stack that directly contains a view (Spacer and Divider read it).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }

    /// What text fields call when the user presses Enter.
    var submitAction: SubmitAction? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

/// An action run when a text field's content is submitted.
@MainActor
struct SubmitAction {
    let actions: [() -> Void]

    func callAsFunction() {
        for action in actions { action() }
    }
}

import Foundation
import SwiftFlowCore

/// The looks of a `Picker`.
public enum PickerStyleKind: Hashable, Sendable {
    /// A pop-up button with a menu of the choices.
    case menu
    /// The choices side by side, the selected one filled.
    case segmented
}

/// A picker look that can be set with `.pickerStyle(_:)`, as SwiftUI's `PickerStyle`.
public protocol PickerStyle: Sendable {
    var kind: PickerStyleKind { get }
}

/// The pop-up menu look (the default).
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .menu }
}

/// The segmented look.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerStyleKind { .menu }
}

extension EnvironmentValues {
    /// The look of pickers.
    public var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style.kind)
    }
}

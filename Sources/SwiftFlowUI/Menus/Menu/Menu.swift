import Foundation
import SwiftFlowCore

/// A menu, as SwiftUI's `Menu`: in a `MenuBar` one of its menus, inside another menu a submenu, and
/// anywhere else a pull-down button that opens it.
///
/// The content is read when the menu opens: `Button`s (with `.keyboardShortcut` shown right-aligned,
/// `.disabled` greyed), `Button(command)`, `Toggle`s (checkmark rows), `Divider`s, `Picker`s (a submenu of
/// choices), nested `Menu`s, `ForEach` and conditionals. `&` in a title marks its mnemonic ("&File").
public struct Menu<Label: View, Content: View>: PrimitiveView {
    let label: Label
    /// The title with its `&` markers, when the menu was made from one.
    let rawTitle: Text?
    let content: () -> Content

    /// A menu of `content`, shown as `label`.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        rawTitle = nil
        self.content = content
    }

    /// The title in `locale`.
    func title(in locale: Locale) -> MenuTitle {
        MenuTitle(rawTitle.map { $0.string(in: locale) } ?? LabelTitle.of(label, locale: locale) ?? "")
    }

    public func makeElement() -> Element { MenuButtonElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? MenuButtonElement else { return }
        element.title = title(in: environment.locale)
        let content = content
        element.makeItems = { environment in MenuItemCollector.items(from: content(), in: environment.forMenu) }
    }
}

extension Menu where Label == Text {
    /// A menu titled with the translation of `titleKey`; `&` in the translation marks its mnemonic.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        label = Text(titleKey)
        rawTitle = Text(titleKey)
        self.content = content
    }

    /// A menu titled `title` as it is; `&` marks its mnemonic.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        label = Text(MenuTitle(String(title)).text)
        rawTitle = Text(title)
        self.content = content
    }
}

extension Menu: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        let content = content
        let inner = environment.forMenu
        return [MenuItem(kind: .submenu { MenuItemCollector.items(from: content(), in: inner) },
                         title: title(in: environment.locale),
                         isEnabled: environment.isEnabled)]
    }
}

extension EnvironmentValues {
    /// The environment a menu's rows are read in: a shortcut set on the menu is not its rows'.
    var forMenu: EnvironmentValues {
        var values = self
        values.keyboardShortcut = nil
        return values
    }
}

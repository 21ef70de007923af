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
    let rawTitle: String?
    let content: () -> Content

    /// A menu of `content`, shown as `label`.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        rawTitle = nil
        self.content = content
    }

    var title: MenuTitle {
        MenuTitle(rawTitle ?? LabelTitle.of(label) ?? "")
    }

    public func makeElement() -> Element { MenuButtonElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? MenuButtonElement else { return }
        element.title = title
        let content = content
        element.makeItems = { environment in MenuItemCollector.items(from: content(), in: environment.forMenu) }
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`; `&` marks its mnemonic.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        label = Text(MenuTitle(String(title)).text)
        rawTitle = String(title)
        self.content = content
    }
}

extension Menu: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        let content = content
        let inner = environment.forMenu
        return [MenuItem(kind: .submenu { MenuItemCollector.items(from: content(), in: inner) }, title: title,
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

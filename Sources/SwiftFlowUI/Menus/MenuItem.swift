import Foundation
import SwiftFlowCore

/// One row of a menu, read from the views of a menu's content (see `MenuItemCollector`).
@MainActor
struct MenuItem {
    enum Kind {
        /// A button: runs the action.
        case action(() -> Void)
        /// A toggle: a checkmark row that flips the binding.
        case toggle(Binding<Bool>)
        /// A nested menu; its rows are read when it opens.
        case submenu(() -> [MenuItem])
        /// A divider.
        case separator
        /// Text that cannot be chosen (a heading).
        case label
    }

    var kind: Kind
    var title: MenuTitle
    var shortcut: KeyboardShortcut?
    var isEnabled = true
    var isChecked = false
    var role: ButtonRole?
    /// The value given with `.tag(_:)` (a picker's choice).
    var tag: AnyHashable?

    init(kind: Kind, title: MenuTitle = MenuTitle(""), shortcut: KeyboardShortcut? = nil, isEnabled: Bool = true,
         isChecked: Bool = false, role: ButtonRole? = nil) {
        self.kind = kind
        self.title = title
        self.shortcut = shortcut
        self.isEnabled = isEnabled
        self.isChecked = isChecked
        self.role = role
    }

    static let separator = MenuItem(kind: .separator)

    /// Whether arrows can land on this row and Return or a click can choose it.
    var isSelectable: Bool {
        switch kind {
        case .action, .toggle, .submenu: return isEnabled
        case .separator, .label: return false
        }
    }

    var isSubmenu: Bool {
        if case .submenu = kind { return true }
        return false
    }

    var isSeparator: Bool {
        if case .separator = kind { return true }
        return false
    }

    /// Runs a button's action or flips a toggle (submenus, separators and labels do nothing).
    func perform() {
        switch kind {
        case .action(let action): action()
        case .toggle(let binding): binding.wrappedValue.toggle()
        case .submenu, .separator, .label: break
        }
    }

    /// The rows of a submenu (empty for other rows).
    var submenuItems: [MenuItem] {
        if case .submenu(let items) = kind { return items() }
        return []
    }
}

/// Finds the runnable item (in `items` or their submenus) whose shortcut `key` presses.
@MainActor
enum MenuShortcutLookup {
    static func item(for key: KeyEvent, in items: [MenuItem], depth: Int = 0) -> MenuItem? {
        for item in items {
            if let shortcut = item.shortcut, shortcut.matches(key) { return item }
            if depth < 4, item.isSubmenu, item.isEnabled, let found = self.item(for: key, in: item.submenuItems,
                                                                                   depth: depth + 1) {
                return found
            }
        }
        return nil
    }
}

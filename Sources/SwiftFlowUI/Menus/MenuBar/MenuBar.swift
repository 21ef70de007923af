import Foundation
import SwiftFlowCore

/// A menu bar: a strip of menu titles, as at the top of a desktop application's window.
///
/// `MenuBar { Menu("&File") { … }; Menu("&Edit") { … } }`. A click opens a menu (moving along the bar
/// switches menus), F10 opens the first, Alt plus a title's mnemonic opens that one; the shortcuts of the
/// items work anywhere in the window.
public struct MenuBar<Content: View>: PrimitiveView {
    let content: Content

    /// A bar of the menus `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func makeElement() -> Element { MenuBarElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? MenuBarElement else { return }
        element.menus = MenuItemCollector.items(from: content, in: environment).filter(\.isSubmenu)
    }
}

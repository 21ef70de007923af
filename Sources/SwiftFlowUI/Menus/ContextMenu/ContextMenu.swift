import Foundation
import SwiftFlowCore

/// Opens a context menu for its content: on a right-button press, on the Menu key or Shift+F10 while
/// focus is inside, or while a binding says so.
final class ContextMenuElement: ModifierElement {
    /// Builds the menu's rows (read when it opens).
    var makeItems: (EnvironmentValues) -> [MenuItem] = { _ in [] }
    /// When set, the menu is shown while this is true, and closing it sets it to false.
    var isPresented: Binding<Bool>?
    /// Whether the binding (if any) asked for the menu at the last update.
    var shown = false
    /// Where a menu opened through the binding appears (window points); nil: at the pointer.
    var location: CGPoint?
    private weak var menu: MenuLayerElement?

    private var isOpen: Bool { menu?.isMounted == true }

    /// Opens the menu at `point` (window points).
    func open(at point: CGPoint, highlightFirst: Bool) {
        guard let root, !isOpen else { return }
        let items = makeItems(environment)
        guard !items.isEmpty else { return }
        let binding = isPresented
        let layer = MenuLayerElement.present(items, from: .point(point), highlightFirst: highlightFirst, in: root)
        layer.onDismissRequest = { binding?.wrappedValue = false }
        menu = layer
        if let binding, !binding.wrappedValue { binding.wrappedValue = true }
    }

    /// Where the keyboard opens the menu: just inside the element's top-left corner.
    private var keyboardPoint: CGPoint {
        let rect = convertToWindow(frame)
        return CGPoint(x: rect.minX + min(16, rect.width / 2), y: rect.minY + min(16, rect.height / 2))
    }

    /// Brings the menu in line with the binding.
    func synchronize() {
        guard isPresented != nil, isMounted, let root else { return }
        if shown && !isOpen {
            open(at: location ?? root.pointerLocation ?? keyboardPoint, highlightFirst: location == nil
                    && root.pointerLocation == nil)
        } else if !shown, let menu, menu.isMounted {
            root.dismiss(menu)
        }
    }

    override func didMount() {
        synchronize()
    }

    override func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .pointerDown(let location, let button, _, _):
            guard button == .secondary, frame.contains(location) else { return false }
            open(at: convertToWindow(CGRect(origin: location, size: .zero)).origin, highlightFirst: false)
            return true
        case .pointerUp(_, let button, _):
            return button == .secondary
        case .keyDown(let key):
            let modifiers = key.modifiers.intersection([.control, .alt, .shift, .super])
            guard (key.keysym == Keysym.menu && modifiers.isEmpty)
                    || (key.keysym == Keysym.function(10) && modifiers == .shift) else { return false }
            open(at: keyboardPoint, highlightFirst: true)
            return true
        default:
            return false
        }
    }

    override func willUnmount() {
        if let menu, menu.isMounted { root?.dismiss(menu) }
    }
}

/// The modifier behind `.contextMenu`.
struct ContextMenuModifier<Items: View>: PrimitiveViewModifier {
    let items: () -> Items
    let isPresented: Binding<Bool>?
    let shown: Bool
    let location: CGPoint?

    func makeElement() -> Element { ContextMenuElement() }

    func updateElement(_ element: Element, content: any View, environment: EnvironmentValues) {
        guard let element = element as? ContextMenuElement else { return }
        element.updateChildren([content], environment: environment)
        let items = items
        element.makeItems = { environment in MenuItemCollector.items(from: items(), in: environment.forMenu) }
        element.isPresented = isPresented
        element.shown = shown
        element.location = location
        element.synchronize()
    }
}

extension View {
    /// Gives the view a context menu, opened by the right button, or by the Menu key (or Shift+F10) while
    /// focus is inside it. The rows are read from `menuItems` when it opens, as in `Menu`.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: @escaping () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems, isPresented: nil, shown: false, location: nil))
    }

    /// A context menu the app opens itself, shown while `isPresented` is true at `location` (window points;
    /// nil: where the pointer is) — for content that takes the right button itself, such as a canvas.
    /// Closing the menu sets `isPresented` to false.
    public func contextMenu<MenuItems: View>(isPresented: Binding<Bool>, at location: CGPoint? = nil,
                                             @ViewBuilder menuItems: @escaping () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems, isPresented: isPresented, shown: isPresented.wrappedValue,
                                     location: location))
    }
}

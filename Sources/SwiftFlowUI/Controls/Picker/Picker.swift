import Foundation
import SwiftFlowCore

/// A control that picks one of several values, as SwiftUI's `Picker`: each choice is a view marked with
/// `.tag(value)`; the selection is the tag of the choice picked.
///
/// `.pickerStyle(.menu)` (the default) shows a pop-up button whose menu checks the current choice;
/// `.pickerStyle(.segmented)` shows the choices side by side (Left/Right move when it has focus). Inside a
/// `Menu` a picker becomes a submenu of checkable choices.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    /// The selection when the view was made: a binding into an observed object compares equal to its
    /// previous self, so this is what tells the picker to show a new choice.
    let shownSelection: SelectionValue
    let content: Content
    @Environment(\.self) private var environment

    /// A picker labelled by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        shownSelection = selection.wrappedValue
        self.content = content()
    }

    public var body: some View {
        let current = AnyHashable(shownSelection)
        let options = PickerOption.options(from: content, in: environment)
        let select = PickerOption.setter(for: selection)
        let title = LabelTitle.of(label, locale: environment.locale) ?? ""
        HStack(spacing: 8) {
            if !title.isEmpty { label }
            if environment.pickerStyle == .segmented {
                SegmentedPickerCore(options: options, selected: current, select: select)
            } else {
                PickerMenuCore(options: options, selected: current, select: select)
            }
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled `title` as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        let options = PickerOption.options(from: content, in: environment)
        let rows = PickerOption.menuItems(for: options, selected: AnyHashable(selection.wrappedValue),
                                          select: PickerOption.setter(for: selection))
        let title = LabelTitle.of(label, locale: environment.locale) ?? ""
        return [MenuItem(kind: .submenu { rows }, title: MenuTitle(title),
                         isEnabled: environment.isEnabled)]
    }
}

/// One choice of a picker.
struct PickerOption: Hashable {
    let tag: AnyHashable
    let title: String
    let isEnabled: Bool

    /// Sets `selection` to a choice's tag (tags of another type are ignored).
    @MainActor
    static func setter<Value: Hashable>(for selection: Binding<Value>) -> (AnyHashable) -> Void {
        { tag in
            if let value = tag.base as? Value { selection.wrappedValue = value }
        }
    }

    /// Menu rows for `options`, the selected one checked; choosing one calls `select` with its tag.
    @MainActor
    static func menuItems(for options: [PickerOption], selected: AnyHashable,
                          select: @escaping (AnyHashable) -> Void) -> [MenuItem] {
        options.map { option in
            let tag = option.tag
            return MenuItem(kind: .action { select(tag) },
                            title: MenuTitle(option.title.replacingOccurrences(of: "&", with: "&&")),
                            isEnabled: option.isEnabled, isChecked: tag == selected)
        }
    }

    /// The tagged views of `content`, in order.
    @MainActor
    static func options(from content: any View, in environment: EnvironmentValues) -> [PickerOption] {
        MenuItemCollector.items(from: content, in: environment).compactMap { item in
            item.tag.map { PickerOption(tag: $0, title: item.title.text, isEnabled: item.isEnabled) }
        }
    }
}

/// The pop-up button of a menu-style picker.
struct PickerMenuCore: PrimitiveView {
    let options: [PickerOption]
    let selected: AnyHashable
    let select: (AnyHashable) -> Void

    func makeElement() -> Element { MenuButtonElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? MenuButtonElement else { return }
        let current = options.first { $0.tag == selected }
        element.title = MenuTitle((current?.title ?? "").replacingOccurrences(of: "&", with: "&&"))
        let rows = PickerOption.menuItems(for: options, selected: selected, select: select)
        element.makeItems = { _ in rows }
    }
}

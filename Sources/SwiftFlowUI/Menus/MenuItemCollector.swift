import Foundation
import SwiftFlowCore

/// A view that knows which menu rows it stands for (`Button`, `Toggle`, `Divider`, `Menu`, `Picker`, and
/// the containers `TupleView`, `ForEach`, `Group`, conditionals and modifiers).
@MainActor
protocol MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem]
}

/// Reads the rows of a menu from the views of its content, as SwiftUI reads a `Menu`'s buttons.
///
/// Environment modifiers apply (`.disabled`, `.keyboardShortcut`); other modifiers are looked through.
/// A custom view contributes the rows of its body, evaluated with its properties connected to a scratch
/// element (its `@State` starts fresh; `@Environment` and `@EnvironmentObject` read `environment`).
@MainActor
enum MenuItemCollector {
    static func items(from view: any View, in environment: EnvironmentValues) -> [MenuItem] {
        if let provider = view as? any MenuItemsProviding { return provider.menuItems(in: environment) }
        if view is any PrimitiveView { return [] }
        let scratch = CompositeElement()
        scratch.environment = environment
        DynamicPropertyInstaller.install(view, in: scratch)
        let body = DependencyTracker.untracked { evaluateBody(of: view) }
        return items(from: body, in: environment)
    }

    private static func evaluateBody<V: View>(of view: V) -> any View {
        view.body
    }
}

/// Finds the title a control's label shows in `locale`: a `Text`'s string or a `Label`'s title, searched
/// through stacks and modifiers.
@MainActor
enum LabelTitle {
    static func of(_ view: Any, locale: Locale, depth: Int = 0) -> String? {
        if let text = view as? Text { return text.string(in: locale) }
        if let label = view as? Label { return label.title.string(in: locale) }
        guard depth < 8 else { return nil }
        if let tuple = view as? any TupleViewChildren {
            for child in tuple.childViews {
                if let found = of(child, locale: locale, depth: depth + 1) { return found }
            }
            return nil
        }
        for child in Mirror(reflecting: view).children {
            if let found = of(child.value, locale: locale, depth: depth + 1) { return found }
        }
        return nil
    }
}

/// Gives access to a tuple view's children without knowing its type parameter.
@MainActor
protocol TupleViewChildren {
    var childViews: [any View] { get }
}

extension TupleView: TupleViewChildren {
    var childViews: [any View] { children }
}

extension TupleView: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        children.flatMap { MenuItemCollector.items(from: $0, in: environment) }
    }
}

extension Group: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        MenuItemCollector.items(from: content, in: environment)
    }
}

extension AnyView: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        MenuItemCollector.items(from: wrapped, in: environment)
    }
}

extension EmptyView: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] { [] }
}

extension Optional: MenuItemsProviding where Wrapped: View {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        map { MenuItemCollector.items(from: $0, in: environment) } ?? []
    }
}

extension _ConditionalContent: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        switch storage {
        case .trueContent(let view): return MenuItemCollector.items(from: view, in: environment)
        case .falseContent(let view): return MenuItemCollector.items(from: view, in: environment)
        }
    }
}

extension ForEach: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        data.flatMap { MenuItemCollector.items(from: content($0), in: environment) }
    }
}

extension ModifiedContent: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        if let tagged = modifier as? any TagProviding {
            return MenuItemCollector.items(from: content, in: environment).map { item in
                var item = item
                item.tag = tagged.tagValue
                return item
            }
        }
        guard let writer = modifier as? EnvironmentWriter else {
            return MenuItemCollector.items(from: content, in: environment)
        }
        var modified = environment
        writer.write(&modified)
        return MenuItemCollector.items(from: content, in: modified)
    }
}

extension Divider: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] { [.separator] }
}

extension Text: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        // A label is never chosen, but a picker's tagged text takes its enabled state from here.
        let title = string(in: environment.locale).replacingOccurrences(of: "&", with: "&&")
        return [MenuItem(kind: .label, title: MenuTitle(title), isEnabled: environment.isEnabled)]
    }
}

extension Toggle: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        [MenuItem(kind: .toggle(isOn), title: MenuTitle(LabelTitle.of(label, locale: environment.locale) ?? ""),
                  shortcut: environment.keyboardShortcut, isEnabled: environment.isEnabled,
                  isChecked: isOn.wrappedValue)]
    }
}

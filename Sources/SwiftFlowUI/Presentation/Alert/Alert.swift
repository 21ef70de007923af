import Foundation
import SwiftFlowCore

/// One button of an alert, read from the alert's actions.
@MainActor
struct AlertButtonModel {
    let title: String
    let role: ButtonRole?
    let isEnabled: Bool
    /// Return presses it.
    let isDefault: Bool
    /// Escape presses it.
    let isCancel: Bool
    let action: () -> Void

    /// The buttons of `actions`: Return belongs to the button marked `.keyboardShortcut(.defaultAction)`,
    /// else to the first without a role; Escape to the `.cancel` button (or one marked `.cancelAction`).
    /// No buttons at all make one "OK" (in the environment's locale).
    static func buttons(from actions: any View, in environment: EnvironmentValues) -> [AlertButtonModel] {
        var items = MenuItemCollector.items(from: actions, in: environment).filter {
            if case .action = $0.kind { return true }
            return false
        }
        if items.isEmpty {
            let ok = ToolkitStrings.text("alert.ok", locale: environment.locale)
            items = [MenuItem(kind: .action({}), title: MenuTitle(ok.replacingOccurrences(of: "&", with: "&&")))]
        }
        let marked = items.firstIndex { $0.shortcut == .defaultAction }
        let defaultIndex = marked ?? items.firstIndex { $0.role == nil }
        let cancelIndex = items.firstIndex { $0.shortcut == .cancelAction } ?? items.firstIndex { $0.role == .cancel }
        return items.enumerated().map { index, item in
            AlertButtonModel(title: item.title.text, role: item.role, isEnabled: item.isEnabled,
                             isDefault: index == defaultIndex, isCancel: index == cancelIndex,
                             action: { item.perform() })
        }
    }
}

/// The dialog an `.alert` shows: a title, a message and a row of buttons — destructive ones on the left,
/// the rest on the right with the default button last, drawn prominent.
struct AlertView: View {
    let title: Text
    let message: AnyView?
    let buttons: [AlertButtonModel]
    let isPresented: Binding<Bool>

    static let width: CGFloat = 420

    var body: some View {
        let leading = buttons.enumerated().filter { $0.element.role == .destructive && !$0.element.isDefault }
        let trailing = buttons.enumerated().filter { !($0.element.role == .destructive && !$0.element.isDefault) }
            .sorted { ($0.element.isDefault ? 1 : 0, $0.offset) < ($1.element.isDefault ? 1 : 0, $1.offset) }
        VStack(alignment: .leading, spacing: 10) {
            title.font(.headline)
            if let message {
                message.foregroundColor(.secondary)
            }
            HStack(spacing: 8) {
                ForEach(leading.map(\.offset), id: \.self) { index in
                    AlertButton(model: buttons[index], isPresented: isPresented)
                }
                Spacer(minLength: 16)
                ForEach(trailing.map(\.offset), id: \.self) { index in
                    AlertButton(model: buttons[index], isPresented: isPresented)
                }
            }
            .padding(.top, 6)
        }
        .padding(20)
        .frame(width: Self.width, alignment: .leading)
    }
}

/// One alert button: it closes the alert, then runs its action.
struct AlertButton: View {
    let model: AlertButtonModel
    let isPresented: Binding<Bool>

    var body: some View {
        let model = model
        let isPresented = isPresented
        let button = Button(model.title, role: model.role) {
            isPresented.wrappedValue = false
            model.action()
        }
        .disabled(!model.isEnabled)
        if model.isDefault {
            button.buttonStyle(.borderedProminent).keyboardShortcut(.defaultAction)
        } else if model.isCancel {
            button.keyboardShortcut(.cancelAction)
        } else {
            button
        }
    }
}

extension View {
    /// Shows an alert titled `title` while `isPresented` is true: a dialog with `message` and the buttons of
    /// `actions` (`Button("Save") { … }`, `Button("Don't Save", role: .destructive) { … }`,
    /// `Button("Cancel", role: .cancel) { … }`). Return presses the default button, Escape the cancel button
    /// (or just closes the alert); any button closes it and sets `isPresented` to false.
    ///
    /// The title is the translation of `titleKey` (see `Text`).
    public func alert<Actions: View, Message: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// An alert (see above) titled `title` as it is.
    @_disfavoredOverload
    public func alert<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// Shows an alert titled with the translation of `titleKey` with the buttons of `actions` while
    /// `isPresented` is true.
    public func alert<Actions: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                     @ViewBuilder actions: () -> Actions) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// An alert titled `title` as it is with the buttons of `actions`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, Actions: View>(_ title: S, isPresented: Binding<Bool>,
                                                        @ViewBuilder actions: () -> Actions) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions(), message: nil)
    }

    private func alert(_ title: Text, isPresented: Binding<Bool>, actions: some View, message: AnyView?) -> some View {
        let shown = isPresented.wrappedValue
        let content: (any View)? = shown ? AlertContent(title: title, message: message, actions: AnyView(actions),
                                                          isPresented: isPresented) : nil
        return modifier(PresentationModifier(isPresented: isPresented, shown: shown, content: content, kind: .modal,
                                             anchor: nil, onDismiss: nil))
    }
}

/// Reads the alert's buttons in the environment it is shown in, then shows the alert.
struct AlertContent: View {
    let title: Text
    let message: AnyView?
    let actions: AnyView
    let isPresented: Binding<Bool>
    @Environment(\.self) private var environment

    var body: some View {
        AlertView(title: title, message: message,
                  buttons: AlertButtonModel.buttons(from: actions, in: environment), isPresented: isPresented)
    }
}

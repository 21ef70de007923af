import Foundation
import SwiftFlow

/// A text field whose edit becomes one change when Return is pressed or the field is left, not on every
/// keystroke. `commit` returns a message when it refuses the text (nothing changes; the message shows
/// under the field in red), nil when it took it.
struct CommitTextField: View {
    let title: String
    let value: String
    let commit: (String) -> String?
    @State private var draft: String
    @State private var message: String?
    @FocusState private var isFocused: Bool

    init(_ title: String, value: String, commit: @escaping (String) -> String?) {
        self.title = title
        self.value = value
        self.commit = commit
        _draft = State(wrappedValue: value)
    }

    var body: some View {
        // Read so that putting the value back in code (a refused edit) reaches the field.
        let _ = draft
        VStack(alignment: .leading, spacing: 2) {
            TextField(title, text: $draft)
                .onSubmit { apply(leaving: false) }
                .focused($isFocused)
                .onChange(of: isFocused) { wasFocused, focused in
                    if wasFocused && !focused { apply(leaving: true) }
                }
                .onChange(of: value) { _, newValue in
                    if !isFocused { draft = newValue }
                }
            if let message {
                Text(message).font(.caption).foregroundColor(.red)
            }
        }
    }

    private func apply(leaving: Bool) {
        guard draft != value else {
            message = nil
            return
        }
        message = commit(draft)
        // A refused text stays while the user fixes it; leaving the field puts the value back.
        if message != nil && leaving { draft = value }
    }
}

/// A number field that commits on Return or when left (one change per edit). Letters and other text that
/// is not a number are refused by the field itself, with its message, and change nothing. A number it
/// shows rounded (a re-parented node's relative position) changes only when the text shown changes:
/// Escape, or Return on the unchanged text, does not write the rounded value back.
struct CommitNumberField: View {
    let title: String
    let value: Double
    let format: NumberFormat
    let commit: (Double) -> Void
    @State private var draft: Double
    @FocusState private var isFocused: Bool

    init(_ title: String, value: Double, format: NumberFormat = .number, commit: @escaping (Double) -> Void) {
        self.title = title
        self.value = value
        self.format = format
        self.commit = commit
        _draft = State(wrappedValue: value)
    }

    var body: some View {
        let _ = draft
        TextField(title, value: $draft, format: format)
            .onSubmit { if isEdited { commit(draft) } }
            .focused($isFocused)
            .onChange(of: isFocused) { wasFocused, focused in
                if wasFocused && !focused && isEdited { commit(draft) }
            }
            .onChange(of: value) { _, newValue in
                if !isFocused { draft = newValue }
            }
    }

    private var isEdited: Bool { format.format(draft) != format.format(value) }
}

/// A caption and a control on one inspector line.
struct InspectorRow<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        HStack(alignment: .top, spacing: 6) {
            Text(title).foregroundColor(.secondary).frame(width: 64, alignment: .leading).padding(.top, 4)
            content
        }
    }
}

import Foundation
import SwiftFlow

/// Help ▸ Keyboard Shortcuts (F1): every key of the command registry, by menu, generated from the registry
/// so it cannot drift from what the keys do.
struct ShortcutsSheet: View {
    let bindings: [KeyBinding]
    @Environment(\.dismiss) private var dismiss
    @State private var selection: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(EditorStrings.text("dialog.shortcuts.title")).font(.headline)
            List(bindings, id: \.commandID, selection: $selection) { binding in
                HStack {
                    Text(binding.category).foregroundColor(.secondary).frame(width: 70, alignment: .leading)
                    Text(binding.title)
                    Spacer()
                    Text(binding.keys.joined(separator: ", ")).foregroundColor(.secondary)
                }
            }
            .frame(width: 460, height: 380)
            HStack {
                Spacer()
                Button(EditorStrings.text("button.close")) { dismiss() }
                    .buttonStyle(.borderedProminent)
                    .keyboardShortcut(.defaultAction)
            }
        }
        .padding(20)
    }
}

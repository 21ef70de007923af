import Foundation
import SwiftFlow

/// The in-place label editor: a text field over the node's label (or the edge's middle), its text selected.
/// Return commits (one undo step); Escape puts the text back and ends editing, so nothing changes;
/// clicking elsewhere commits what was typed.
struct RenameField: View {
    @ObservedObject var session: EditorSession
    let rect: CGRect
    @FocusState private var isFocused: Bool

    var body: some View {
        let height: CGFloat = 26
        TextField(EditorStrings.text("rename.placeholder"), text: Binding(
            get: { session.rename?.text ?? "" },
            set: { session.rename?.text = $0 }
        ))
        .onSubmit { session.commitRename() }
        .focused($isFocused)
        .onChange(of: isFocused) { wasFocused, focused in
            if wasFocused && !focused { session.commitRename() }
        }
        .onAppear { isFocused = true }
        .frame(width: max(rect.width, 140), height: height)
        .offset(x: rect.minX, y: rect.minY + min(rect.height / 2, 16) - height / 2)
    }
}

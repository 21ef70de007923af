import Foundation
import SwiftFlow

/// The inspector's Parent field: a menu of the nodes this node may be put inside, "None" first for the top
/// level, the current choice checked. The choices are worked out when the menu opens (a walk over the graph),
/// not every time the inspector is drawn. Menus do not scroll, so at most `limit` nodes are listed, the likely
/// ones first (`EditorDocument.parentChoices`), and a last, disabled row says how many were left out; in a
/// graph with more candidates a filter field under the menu narrows them by id or label, so every one can
/// be reached.
struct ParentPicker: View {
    let session: EditorSession
    let node: Node<JSONValue>
    /// How many nodes the menu lists at most: it fits a 768-point-tall window.
    static let limit = 24

    @State private var filter = ""

    var body: some View {
        let id = node.id
        let current = node.parentId
        let none = EditorStrings.text("inspector.parentNone")
        // The node itself is never a choice: past `limit` others some could be left out.
        if session.document.nodes.count > Self.limit + 1 {
            VStack(alignment: .leading, spacing: 4) {
                menu(id: id, current: current, none: none)
                TextField(EditorStrings.text("inspector.parentFilter"), text: $filter)
            }
        } else {
            menu(id: id, current: current, none: none)
        }
    }

    private func menu(id: String, current: String?, none: String) -> some View {
        let session = session
        let filter = filter
        return Menu {
            Toggle(none, isOn: Binding(get: { current == nil }, set: { _ in session.setParent(of: id, to: nil) }))
            Divider()
            let offered = session.parentChoices(for: id, limit: Self.limit, filter: filter)
            ForEach(offered.choices, id: \.id) { choice in
                // `&` marks a mnemonic in menu titles; a label's own `&` is doubled to show as it is.
                Toggle(choice.title.replacingOccurrences(of: "&", with: "&&"), isOn: Binding(
                    get: { choice.id == current }, set: { _ in session.setParent(of: id, to: choice.id) }))
            }
            if offered.more > 0 {
                Button(EditorStrings.text("inspector.parentMore", .int(offered.more))) {}.disabled(true)
            }
        } label: {
            Text(current ?? none)
        }
    }
}

import Foundation
import SwiftFlow

/// The inspector's Parent field: a menu of the nodes this node may be put inside, "None" first for the top
/// level, the current choice checked. The choices are worked out when the menu opens (a walk over the graph),
/// not every time the inspector is drawn. Menus do not scroll, so at most `limit` nodes are listed, the likely
/// ones first (`EditorDocument.parentChoices`), and a last, disabled row says how many were left out.
struct ParentPicker: View {
    let session: EditorSession
    let node: Node<JSONValue>
    /// How many nodes the menu lists at most: it fits a 768-point-tall window.
    static let limit = 24

    var body: some View {
        let session = session
        let id = node.id
        let current = node.parentId
        let none = EditorStrings.text("inspector.parentNone")
        Menu {
            Toggle(none, isOn: Binding(get: { current == nil }, set: { _ in session.setParent(of: id, to: nil) }))
            Divider()
            let offered = session.parentChoices(for: id, limit: Self.limit)
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

import Foundation
import SwiftFlow

/// The inspector for one node: id, type, label, position, size, parent (a menu, `ParentPicker`) and its data
/// tree. Each field commits on Return or when left, as one undo step; a taken id is refused with a message.
struct NodeInspector: View {
    let session: EditorSession
    let node: Node<JSONValue>

    /// Positions and sizes to two decimals: a node moved into a group keeps an exact relative position
    /// (e.g. 83.333333…), which six digits made hard to read.
    static let coordinate = NumberFormat(maximumFractionDigits: 2)

    var body: some View {
        let document = session.document
        let id = node.id
        let size = session.size(ofNode: node)
        VStack(alignment: .leading, spacing: 6) {
            Text(EditorStrings.text("inspector.node")).font(.headline)
            InspectorRow(EditorStrings.text("inspector.id")) {
                CommitTextField(EditorStrings.text("inspector.id"), value: id) { newId in
                    let trimmed = newId.trimmingCharacters(in: .whitespaces)
                    if trimmed.isEmpty { return EditorStrings.text("inspector.emptyId") }
                    return document.changeId(ofNode: id, to: trimmed) ? nil
                        : EditorStrings.text("inspector.duplicateId", .string(trimmed))
                }
            }
            InspectorRow(EditorStrings.text("inspector.type")) {
                CommitTextField(EditorStrings.text("inspector.type"), value: node.type ?? "default") { type in
                    let trimmed = type.trimmingCharacters(in: .whitespaces)
                    document.updateNode(id) { $0.type = trimmed.isEmpty || trimmed == "default" ? nil : trimmed }
                    return nil
                }
            }
            InspectorRow(EditorStrings.text("inspector.label")) {
                CommitTextField(EditorStrings.text("inspector.label"), value: node.data.nodeLabel) { label in
                    document.rename(node: id, to: label)
                    return nil
                }
            }
            InspectorRow(EditorStrings.text("inspector.position")) {
                HStack(spacing: 4) {
                    CommitNumberField("x", value: node.position.x, format: Self.coordinate) { x in
                        document.updateNode(id) { $0.position = XYPosition(x: x, y: $0.position.y) }
                    }
                    CommitNumberField("y", value: node.position.y, format: Self.coordinate) { y in
                        document.updateNode(id) { $0.position = XYPosition(x: $0.position.x, y: y) }
                    }
                }
            }
            InspectorRow(EditorStrings.text("inspector.size")) {
                HStack(spacing: 4) {
                    CommitNumberField("w", value: size.width, format: Self.coordinate.range(1...100_000)) { width in
                        document.updateNode(id) { $0.width = width }
                    }
                    CommitNumberField("h", value: size.height, format: Self.coordinate.range(1...100_000)) { height in
                        document.updateNode(id) { $0.height = height }
                    }
                }
            }
            InspectorRow(EditorStrings.text("inspector.parent")) {
                ParentPicker(session: session, node: node)
            }
            Divider()
            DataTreeEditor(data: node.data) { data in
                document.updateNode(id) { $0.data = data }
            }
        }
    }
}

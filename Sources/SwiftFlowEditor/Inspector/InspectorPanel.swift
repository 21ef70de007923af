import Foundation
import SwiftFlow

/// View ▸ Inspector (Ctrl+I): the side panel showing the selected node or edge, or how many are selected.
struct InspectorPanel: View {
    let session: EditorSession
    @ObservedObject var document: EditorDocument

    static let width: CGFloat = 360

    var body: some View {
        let (nodes, edges) = document.selection
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                if nodes.count == 1, let node = nodes.first {
                    NodeInspector(session: session, node: node).id("node:" + node.id)
                } else if nodes.isEmpty, edges.count == 1, let edge = edges.first {
                    EdgeInspector(session: session, edge: edge).id("edge:" + edge.id)
                } else if nodes.isEmpty && edges.isEmpty {
                    Text(EditorStrings.text("inspector.nothing")).foregroundColor(.secondary)
                } else {
                    Text(EditorStrings.text("inspector.multiple", .string(
                        EditorStrings.text("status.counts", .int(nodes.count), .int(edges.count)))))
                }
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .topLeading)
        }
    }
}

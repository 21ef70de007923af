import Foundation
import SwiftFlow

/// The editor window: a toolbar, the canvas filling the window, and a status line.
struct EditorView: View {
    @ObservedObject var document: EditorDocument
    let instance: SwiftFlowInstance

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 6) {
                Button(EditorStrings.text("toolbar.save"), systemImage: "square.and.arrow.down") { document.save() }
                    .keyboardShortcut("s")
                Divider().frame(height: 18)
                Button(EditorStrings.text("toolbar.zoomIn"), systemImage: "plus.magnifyingglass") { instance.zoomIn(animated: true) }
                Button(EditorStrings.text("toolbar.zoomOut"), systemImage: "minus.magnifyingglass") { instance.zoomOut(animated: true) }
                Button(EditorStrings.text("toolbar.fitView"), systemImage: "arrow.up.left.and.arrow.down.right") {
                    instance.fitView(animated: true)
                }
                Spacer()
                Text(document.saveURL.lastPathComponent + (document.isDirty ? " " + EditorStrings.text("toolbar.edited") : ""))
                    .foregroundColor(.secondary)
            }
            .controlSize(.small)
            .padding(.horizontal, 8)
            .padding(.vertical, 5)
            Divider()
            EditorCanvas(
                nodes: document.nodes,
                edges: document.edges,
                handles: document.handles,
                instance: instance,
                fitView: document.initialViewport == nil,
                showsControls: true,
                onNodesChange: { document.apply($0) },
                onEdgesChange: { document.apply($0) },
                onConnect: { document.connect($0) },
                onReconnect: { document.reconnect($0, to: $1) },
                onViewportChange: { document.viewportChanged($0) },
                onInit: {
                    if let viewport = document.initialViewport { instance.setViewport(viewport) }
                },
                onError: { code, message in document.report(code: code, message: message) }
            )
            Divider()
            HStack {
                Text(document.status).lineLimit(1).font(.caption)
                Spacer()
                ZoomLabel(level: document.zoomLevel).font(.caption).foregroundColor(.secondary)
                Text(EditorStrings.text("status.counts", .int(document.nodes.count), .int(document.edges.count)))
                    .font(.caption).foregroundColor(.secondary)
            }
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
        }
    }
}

import Foundation
import SwiftFlow

/// The canvas with what the editor puts over it: the rename field, the node palette and context menus.
struct EditorCanvasArea: View {
    @ObservedObject var session: EditorSession
    @ObservedObject var document: EditorDocument

    var body: some View {
        ZStack(alignment: .topLeading) {
            // While a file loads the canvas shows a placeholder its arrival replaces: no pointer input reaches it.
            canvas.id(session.generation).allowsHitTesting(session.loading == nil)
            if let rename = session.rename, let rect = session.renameRect(for: rename.target) {
                RenameField(session: session, rect: rect)
            }
            if let loading = session.loading {
                LoadingPanel(loading: loading).frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .contextMenu(isPresented: contextMenuShown, at: session.contextMenuLocation) {
            EditorContextMenu(session: session, target: session.contextMenu ?? session.contextTargetForSelection)
        }
        .popover(isPresented: paletteShown, anchor: .location(session.palette?.windowPoint ?? .zero)) {
            NodePalette(session: session)
        }
    }

    private var canvas: some View {
        let session = session
        let document = document
        return EditorCanvas(
            nodes: document.nodes,
            edges: document.edges,
            handles: document.handles,
            parentIds: document.parentIds,
            instance: session.instance,
            fitView: document.initialViewport == nil,
            fitViewOptions: EditorCanvas.openingFit,
            showsMiniMap: session.showsMiniMap,
            colorMode: session.isDarkMode ? .dark : .light,
            showsControls: true,
            // Nor do its keys' changes land in the placeholder (they would be lost when the file arrives).
            onNodesChange: { if session.loading == nil { document.apply($0) } },
            onEdgesChange: { if session.loading == nil { document.apply($0) } },
            onConnect: { if session.loading == nil { document.connect($0) } },
            onReconnect: { if session.loading == nil { document.reconnect($0, to: $1) } },
            onViewportChange: { document.viewportChanged($0) },
            onInit: {
                if let viewport = document.initialViewport { session.instance.setViewport(viewport) }
            },
            onError: { code, message in document.report(code: code, message: message) },
            onNodeDoubleClick: { session.startRename($0.id) },
            onNodeContextMenu: { session.showContextMenu(for: .node($0.id)) },
            onEdgeContextMenu: { session.showContextMenu(for: .edge($0.id)) },
            onPaneContextMenu: { session.showContextMenu(for: .pane(session.flowPointUnderPointer)) },
            onPaneDoubleClick: { session.openPalette(at: $0) },
            onConnectDropOnPane: { start, point in session.openPalette(at: point, connectingFrom: start) }
        )
    }

    private var contextMenuShown: Binding<Bool> {
        let session = session
        return Binding(get: { session.contextMenu != nil }, set: { shown in
            // The Menu key opens the menu from the toolkit's side: pick its target from the selection.
            if shown, session.contextMenu == nil { session.contextMenu = session.contextTargetForSelection }
            if !shown { session.contextMenu = nil }
        })
    }

    private var paletteShown: Binding<Bool> {
        let session = session
        return Binding(get: { session.palette != nil }, set: { if !$0 { session.palette = nil } })
    }
}

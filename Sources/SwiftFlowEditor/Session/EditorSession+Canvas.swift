import Foundation
import SwiftFlow

/// What the canvas's gestures open: the node palette, the rename field and the context menus.
extension EditorSession {
    // MARK: Palette

    /// The node types the palette offers for the open file.
    var nodeTemplates: [NodeTemplate] { NodeTemplate.catalog(for: document.nodes) }

    /// The node types the open palette offers: for a dropped connection only those that can take it (an `input`
    /// node cannot be a connection's target).
    var paletteTemplates: [NodeTemplate] {
        guard let handleType = palette?.connectingFrom?.handleType else { return nodeTemplates }
        return NodeTemplate.accepting(nodeTemplates, connectionFrom: handleType)
    }

    /// Opens the palette at `flowPoint`; a dropped connection's start is connected to the new node.
    func openPalette(at flowPoint: CGPoint, connectingFrom start: OnConnectStartParams? = nil) {
        rename = nil
        let screen = instance.flowToScreenPosition(flowPoint)
        palette = PaletteRequest(flowPoint: flowPoint, windowPoint: instance.windowPoint(fromScreen: screen),
                                 connectingFrom: start)
    }

    /// Shift+A: the palette where the pointer is (the view's centre when it is elsewhere).
    func openPaletteAtPointer() {
        openPalette(at: flowPointUnderPointer)
    }

    /// Inserts `template` where the palette opened, as one undo step, and closes the palette.
    func insert(_ template: NodeTemplate) {
        guard let request = palette else { return }
        palette = nil
        let example = document.nodes.first { ($0.type ?? "default") == template.type }
        let size = example.map(size(ofNode:)) ?? EditorDocument.defaultNodeSize
        document.insertNode(template, at: request.flowPoint, size: size, connectingFrom: request.connectingFrom)
        registry.refresh()
    }

    // MARK: Rename

    /// Starts editing the node's label in place.
    func startRename(_ nodeId: String) {
        guard document.nodes.contains(where: { $0.id == nodeId }) else { return }
        palette = nil
        contextMenu = nil
        rename = RenameRequest(target: .node(nodeId), text: document.label(ofNode: nodeId))
    }

    /// Starts editing the edge's label in place (Edit Label).
    func startEdgeLabelEdit(_ edgeId: String) {
        guard let edge = document.edges.first(where: { $0.id == edgeId }) else { return }
        palette = nil
        contextMenu = nil
        rename = RenameRequest(target: .edge(edgeId), text: edge.label ?? "")
    }

    /// Return: the new label, as one undo step (nothing when unchanged). An empty edge label removes it.
    func commitRename() {
        guard let request = rename else { return }
        rename = nil
        switch request.target {
        case .node(let id):
            guard request.text != document.label(ofNode: id) else { return }
            document.rename(node: id, to: request.text)
        case .edge(let id):
            let label: String? = request.text.isEmpty ? nil : request.text
            document.updateEdge(id) { $0.label = label }
        }
    }

    /// Escape: the label stays as it was.
    func cancelRename() {
        rename = nil
    }

    /// Where the in-place field goes (canvas view points): over the node, or centred between an edge's ends.
    func renameRect(for target: RenameRequest.Target) -> CGRect? {
        switch target {
        case .node(let id):
            return screenRect(ofNode: id)
        case .edge(let id):
            guard let edge = document.edges.first(where: { $0.id == id }),
                  let source = screenRect(ofNode: edge.source), let target = screenRect(ofNode: edge.target) else {
                return nil
            }
            let center = CGPoint(x: (source.midX + target.midX) / 2, y: (source.midY + target.midY) / 2)
            return CGRect(x: center.x - 80, y: center.y - 14, width: 160, height: 28)
        }
    }

    /// Where the rename field goes: the node's box on screen (canvas view points).
    func screenRect(ofNode id: String) -> CGRect? {
        let lookup = NodeLookup(nodes: measuredNodes)
        // A node outside the drawable range has no place on screen (and no rename field).
        guard let bounds = lookup.bounds(of: id), FlowRange.contains(bounds) else { return nil }
        let viewport = instance.viewport
        let origin = viewport.flowToScreen(bounds.origin)
        return CGRect(x: origin.x, y: origin.y, width: bounds.width * viewport.zoom,
                      height: bounds.height * viewport.zoom)
    }

    // MARK: Context menus

    /// The canvas reported a right click on a node: select it (unless it is part of the selection) and
    /// open its menu.
    func showContextMenu(for target: ContextMenuTarget) {
        rename = nil
        palette = nil
        switch target {
        case .node(let id):
            if !(document.nodes.first { $0.id == id }?.selected ?? false) { document.select(node: id) }
        case .edge(let id):
            if !(document.edges.first { $0.id == id }?.selected ?? false) { document.select(edge: id) }
        case .pane:
            break
        }
        contextMenuLocation = nil
        contextMenu = target
    }

    /// The menu the keyboard opens: the one selected node's or edge's, else the pane's.
    var contextTargetForSelection: ContextMenuTarget {
        let nodes = selectedNodes
        if nodes.count == 1, let node = nodes.first { return .node(node.id) }
        let edges = selectedEdges
        if nodes.isEmpty, edges.count == 1, let edge = edges.first { return .edge(edge.id) }
        return .pane(flowPointUnderPointer)
    }

    /// The Menu key (or Shift+F10) while the canvas does not have focus: the selection's menu, at the
    /// selected node or the view's centre.
    func openContextMenuForSelection() {
        let target = contextTargetForSelection
        var anchor = CGPoint(x: instance.viewSize.width / 2, y: instance.viewSize.height / 2)
        if case .node(let id) = target, let rect = screenRect(ofNode: id) {
            anchor = CGPoint(x: rect.midX, y: rect.midY)
        }
        showContextMenu(for: target)
        contextMenuLocation = instance.windowPoint(fromScreen: anchor)
    }

    /// "Add Node…" in the pane's menu: the palette where the menu was opened.
    func addNodeFromContextMenu() {
        guard case .pane(let point)? = contextMenu else { return openPaletteAtPointer() }
        contextMenu = nil
        openPalette(at: point)
    }

    /// Sets an edge's type, animation or label from its context menu (one undo step each).
    func setEdgeType(_ id: String, _ type: EdgeType) {
        document.updateEdge(id) { $0.type = type }
    }

    func toggleAnimated(_ id: String) {
        document.updateEdge(id) { $0.animated.toggle() }
    }
}

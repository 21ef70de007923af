import Foundation
import SwiftFlow

/// `swiftflow render` and the editor's Export Image: draws a graph through the real canvas, fitted to the
/// image, with the editor's node views; the format follows the output's extension (PNG, SVG or PDF).
@MainActor
enum HeadlessRenderer {
    static func render(path: String, to output: String, size: CGSize, colorScheme: ColorScheme) throws {
        let file = try EditorFile.open(URL(fileURLWithPath: path))
        let document = file.document
        try render(nodes: document.nodes, edges: document.edges, handles: file.handles,
                   to: URL(fileURLWithPath: output), size: size, colorScheme: colorScheme)
        for warning in file.warnings {
            let line = "swiftflow: " + EditorStrings.text("cli.warning", .string(warning.description)) + "\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// Draws `nodes` and `edges` fitted into an image of `size` points at `url`.
    static func render(nodes: [Node<JSONValue>], edges: [Edge<JSONValue>], handles: NodeHandles, to url: URL,
                       size: CGSize, colorScheme: ColorScheme) throws {
        try renderer(nodes: nodes, edges: edges, handles: handles, size: size, colorScheme: colorScheme)
            .write(to: url)
    }

    /// The same picture in memory (the fuzz targets draw it without writing a file).
    static func renderImage(nodes: [Node<JSONValue>], edges: [Edge<JSONValue>], handles: NodeHandles,
                            size: CGSize, colorScheme: ColorScheme) throws -> CairoImageSurface {
        try renderer(nodes: nodes, edges: edges, handles: handles, size: size, colorScheme: colorScheme)
            .renderImage()
    }

    private static func renderer(nodes: [Node<JSONValue>], edges: [Edge<JSONValue>], handles: NodeHandles,
                                 size: CGSize, colorScheme: ColorScheme) -> ImageRenderer<EditorCanvas> {
        // Copied only when something is selected: a copy of a 100,000-node list is that many node values again.
        let nodes = nodes.contains(where: \.selected) ? nodes.map(Self.deselected) : nodes
        let edges = edges.contains(where: \.selected) ? edges.map(Self.deselected) : edges
        // Fitted to what the edges paint as well: a curve, detour, marker or label past the nodes is not cut.
        let canvas = EditorCanvas(nodes: nodes, edges: edges, handles: handles,
                                  parentIds: ChildrenByParent.parentIds(of: nodes), colorMode: colorScheme == .dark ? .dark : .light, fitsEdges: true)
        let renderer = ImageRenderer(content: canvas)
        renderer.proposedSize = size
        renderer.colorScheme = colorScheme
        return renderer
    }

    /// An image size for the whole graph: its bounds with room for the fit's padding, the longer side
    /// between 400 and 4000 points.
    static func exportSize(for nodes: [Node<JSONValue>]) -> CGSize {
        let lookup = NodeLookup(nodes: nodes)
        // Only what the canvas draws: a node outside the range would make the size infinite (and trap).
        let drawn = nodes.filter(FlowRange.admits).map(\.id)
            .filter { id in lookup.bounds(of: id).map(FlowRange.contains) ?? false }
        let bounds = lookup.nodesBounds(drawn)
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return CGSize(width: 800, height: 600) }
        let padded = CGSize(width: bounds.width * 1.25 + 40, height: bounds.height * 1.25 + 40)
        let longer = max(padded.width, padded.height)
        let scale = min(max(longer, 400), 4000) / longer
        return CGSize(width: (padded.width * scale).rounded(), height: (padded.height * scale).rounded())
    }

    /// An exported picture shows the graph, not the editor's selection.
    private static func deselected(_ node: Node<JSONValue>) -> Node<JSONValue> {
        guard node.selected else { return node }
        var copy = node
        copy.selected = false
        return copy
    }

    private static func deselected(_ edge: Edge<JSONValue>) -> Edge<JSONValue> {
        guard edge.selected else { return edge }
        var copy = edge
        copy.selected = false
        return copy
    }
}

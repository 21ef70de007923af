import Foundation
import SwiftFlow

/// `swiftflow render`: draws a graph file through the real canvas, fitted to the image, with default node views.
@MainActor
enum HeadlessRenderer {
    static func render(path: String, to output: String, size: CGSize, colorScheme: ColorScheme) throws {
        let file = try EditorFile.open(URL(fileURLWithPath: path))
        let document = file.document
        let handles = NodeHandles(edges: document.edges, declared: { document.declaredHandles(ofNode: $0) },
                                  nodeIds: document.nodes.map(\.id))
        let canvas = EditorCanvas(nodes: document.nodes, edges: document.edges, handles: handles,
                                  colorMode: colorScheme == .dark ? .dark : .light)
        let renderer = ImageRenderer(content: canvas)
        renderer.proposedSize = size
        renderer.colorScheme = colorScheme
        try renderer.write(to: URL(fileURLWithPath: output))
        for warning in file.warnings {
            let line = "swiftflow: " + EditorStrings.text("cli.warning", .string(warning.description)) + "\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// The stamp tests' scene: default nodes (box, label, two handles) chained by edges n0 → n1 → …, in a 560 × 300
/// window at `viewport`.
@MainActor
enum StampScene {
    static func root(nodes: [Node<String>], viewport: Viewport, dark: Bool) -> WindowRoot {
        let instance = SwiftFlowInstance()
        let edges = (0..<max(nodes.count - 1, 0)).map {
            Edge<EmptyEdgeData>(id: "e\($0)", source: "n\($0)", target: "n\($0 + 1)")
        }
        let root = CanvasHarness.root(width: 560, height: 300) {
            SwiftFlow(nodes: nodes, edges: edges, swiftFlowInstance: instance, colorMode: dark ? .dark : .light) {
                DefaultNodeView(node: $0)
            }
        }
        instance.setViewport(viewport)
        root.update()
        return root
    }
}

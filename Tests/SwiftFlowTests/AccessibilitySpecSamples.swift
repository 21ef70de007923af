import SwiftFlow

// The code samples of spec/interactions.md ("Accessibility", "Announcements and Localization") as written;
// `...` is left out and `{ ... }` is a node view. AccessibilitySpecSampleTests drives them.

// MARK: - Accessibility

struct AccessibilityConfigSample: View {
    @State var nodes: [Node<MyData>] = initialNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = initialEdges

    var body: some View {
        SwiftFlow(nodes: nodes, edges: edges,
            accessibilityConfig: AccessibilityConfig(
                nodeRoleDescription: "Workflow step",
                edgeRoleDescription: "Workflow link",
                handleAriaLabel: "Drag to connect",
                zoomInAriaLabel: "Zoom in"
            )
        ) { node in Text(node.data.label) }
    }
}

// MARK: - Announcements and Localization

let localizedAccessibilityConfig =
AccessibilityConfig(
    nodeRoleDescription: String(localized: "Workflow step"),
    selectionAnnouncement: { nodes, edges in
        String(localized: "\(nodes) steps and \(edges) links selected")
    },
    connectionAnnouncement: { connection in
        String(localized: "Linked \(connection.source) to \(connection.target)")
    }
)

struct LocalizedAccessibilitySample: View {
    var body: some View {
        SwiftFlow(nodes: initialNodes, edges: initialEdges, accessibilityConfig: localizedAccessibilityConfig) { node in
            Text(node.data.label)
        }
        .environment(\.locale, Locale(identifier: "pl"))
    }
}

import Foundation
import Testing
import SwiftFlow

/// An app that applies its changes, announcing with the spec's `localizedAccessibilityConfig` as written.
private struct AnnouncingSampleApp: View {
    @State var nodes: [Node<MyData>] = initialNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = initialEdges

    var body: some View {
        SwiftFlow(nodes: nodes, edges: edges,
                  onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
                  onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) },
                  onConnect: { edges = addEdge($0, edges: edges) },
                  accessibilityConfig: localizedAccessibilityConfig) { node in
            ZStack {
                Text(node.data.label)
                Handle(nodeId: node.id, type: .target, position: .left)
                Handle(nodeId: node.id, type: .source, position: .right)
            }
            .frame(width: 120, height: 40)
        }
    }
}

/// The closures of the spec's "Announcements and Localization" sample write what the canvas announces.
@MainActor
@Suite struct AccessibilitySpecAnnouncementTests {
    @Test func sampleClosuresWriteTheAnnouncements() throws {
        let root = SampleHarness.root { AnnouncingSampleApp() }
        let tree = root.accessibilityTree().flatMap(\.flattened)
        // The role description the sample sets (its key has no translation in the test runner's bundle).
        let steps = tree.filter { $0.roleDescription == "Workflow step" }
        #expect(steps.map(\.identifier) == ["node-1", "node-1a", "node-1b", "node-2", "node-3", "node-4"])
        #expect(steps.map(\.label) == ["Group", "Child A", "Child B", "Node 2", "Node 3", "Node 4"])

        // Select everything (a click on the empty pane gives the canvas the keys) and let it settle.
        SampleHarness.click(CGRect(x: 900, y: 550, width: 1, height: 1), in: root)
        root.handle(.keyDown(KeyEvent(keysym: KeyCode.a.rawValue, modifiers: .control)))
        root.advanceAnimations(to: 0)
        root.advanceAnimations(to: 0.31)
        #expect(root.announcements == ["6 steps and 5 links selected"])

        // Drag from node-2's source handle (the right one) to node-4's target handle (the left one), found in the tree.
        func handle(of id: String, right: Bool) throws -> CGRect {
            let node = try #require(steps.first { $0.identifier == id })
            let frames = node.children.filter { $0.role == .handle }.map(\.frame).sorted { $0.midX < $1.midX }
            return try #require(right ? frames.last : frames.first)
        }
        let from = try handle(of: "node-2", right: true), to = try handle(of: "node-4", right: false)
        root.handle(.pointerDown(location: CGPoint(x: from.midX, y: from.midY), button: .primary, clickCount: 1,
                                 modifiers: []))
        root.handle(.pointerMove(location: CGPoint(x: to.midX - 30, y: to.midY), buttons: [.primary], modifiers: []))
        root.handle(.pointerMove(location: CGPoint(x: to.midX, y: to.midY), buttons: [.primary], modifiers: []))
        root.handle(.pointerUp(location: CGPoint(x: to.midX, y: to.midY), button: .primary, modifiers: []))
        #expect(root.announcements.last == "Linked node-2 to node-4")
    }

    /// The "Accessibility" sample's role descriptions reach the window's tree.
    @Test func sampleRoleDescriptionsReachTheTree() {
        let root = SampleHarness.root { AccessibilityConfigSample() }
        let tree = root.accessibilityTree().flatMap(\.flattened)
        #expect(tree.filter { $0.roleDescription == "Workflow step" }.count == 6)
        let links = tree.filter { $0.roleDescription == "Workflow link" }
        #expect(links.map(\.identifier) == ["edge-1", "edge-2", "edge-3", "edge-4", "edge-5"])
        #expect(links.first?.label == "from Group to Node 2")
    }
}

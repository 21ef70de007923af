import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// What an editor hears from the canvas beyond React Flow's callbacks, and app edits as undo steps.
@MainActor
final class HooksLog {
    var nodes: [Node<String>] = []
    var doubleClicks: [CGPoint] = []
    var drops: [(start: OnConnectStartParams, point: CGPoint)] = []
    var connects: [Connection] = []
    /// Lets the test change the app's state as a menu command would.
    var setNodes: (([Node<String>]) -> Void)?
}

private struct HooksApp: View {
    let log: HooksLog
    let instance: SwiftFlowInstance
    let zoomOnDoubleClick: Bool
    @State var nodes: [Node<String>]

    var body: some View {
        let log = log
        log.nodes = nodes
        log.setNodes = { nodes = $0 }
        return VStack(spacing: 0) {
            Color.gray.frame(height: 50)
            SwiftFlow(
                nodes: nodes, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance,
                onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
                onConnect: { log.connects.append($0) },
                zoomOnDoubleClick: zoomOnDoubleClick
            ) { node in
                DefaultNodeView(node: node)
            }
            .onPaneDoubleClick { log.doubleClicks.append($0) }
            .onConnectDropOnPane { log.drops.append(($0, $1)) }
        }
    }
}

@MainActor
@Suite struct CanvasEditorHooksTests {
    /// a (100, 100) and b (400, 100), 100 × 40, typed input so a has a source handle on its right.
    private static let nodes = [
        Node(id: "a", position: XYPosition(x: 100, y: 100), data: "A", type: "input", width: 100, height: 40),
        Node(id: "b", position: XYPosition(x: 400, y: 100), data: "B", width: 100, height: 40),
    ]

    private func mount(zoomOnDoubleClick: Bool = false) -> (WindowRoot, HooksLog, SwiftFlowInstance) {
        let log = HooksLog()
        let instance = SwiftFlowInstance()
        let root = CanvasHarness.root(width: 600, height: 450) {
            HooksApp(log: log, instance: instance, zoomOnDoubleClick: zoomOnDoubleClick, nodes: Self.nodes)
        }
        return (root, log, instance)
    }

    private func press(_ root: WindowRoot, _ point: CGPoint, count: Int) {
        root.handle(.pointerDown(location: point, button: .primary, clickCount: count, modifiers: []))
        root.handle(.pointerUp(location: point, button: .primary, modifiers: []))
        root.update()
    }

    @Test func theInstanceKnowsThePointerAndTheCanvasPlaceInTheWindow() {
        let (root, _, instance) = mount()
        #expect(instance.pointerLocation == nil)
        root.handle(.pointerMove(location: CGPoint(x: 300, y: 250), buttons: [], modifiers: []))
        // The canvas starts 50 points down the window.
        #expect(instance.pointerLocation == CGPoint(x: 300, y: 200))
        #expect(instance.windowPoint(fromScreen: CGPoint(x: 10, y: 20)) == CGPoint(x: 10, y: 70))
        #expect(instance.viewSize == CGSize(width: 600, height: 400))
        root.handle(.pointerLeave)
        #expect(instance.pointerLocation == nil)
    }

    @Test func aDoubleClickOnThePaneReportsItsFlowPointWithoutZooming() {
        let (root, log, instance) = mount()
        instance.setViewport(Viewport(x: 20, y: 10, zoom: 2))
        root.update()
        press(root, CGPoint(x: 220, y: 160), count: 1)
        press(root, CGPoint(x: 220, y: 160), count: 2)
        // View point (220, 110) at x 20, y 10, zoom 2: flow ((220 − 20) / 2, (110 − 10) / 2) = (100, 50).
        #expect(log.doubleClicks == [CGPoint(x: 100, y: 50)])
        #expect(instance.viewport == Viewport(x: 20, y: 10, zoom: 2))
        // A double click on a node is not a pane double click.
        press(root, CGPoint(x: 20 + 2 * 150, y: 60 + 2 * 120), count: 2)
        #expect(log.doubleClicks.count == 1)
    }

    @Test func aConnectionReleasedOverThePaneReportsItsStartAndPoint() {
        let (root, log, _) = mount()
        // a's source handle: right middle (200, 120) in flow = view points; the window is 50 lower.
        let start = CGPoint(x: 200, y: 170)
        root.handle(.pointerDown(location: start, button: .primary, clickCount: 1, modifiers: []))
        for step in 1...4 {
            root.handle(.pointerMove(location: CGPoint(x: 200 + CGFloat(step) * 25, y: 170 + CGFloat(step) * 50),
                                     buttons: [.primary], modifiers: []))
        }
        root.handle(.pointerUp(location: CGPoint(x: 300, y: 370), button: .primary, modifiers: []))
        root.update()
        #expect(log.drops.count == 1)
        #expect(log.drops.first?.start == OnConnectStartParams(nodeId: "a", handleId: nil, handleType: .source))
        #expect(log.drops.first?.point == CGPoint(x: 300, y: 320))
        #expect(log.connects.isEmpty)
        // Escape during a connection drops nothing.
        root.handle(.pointerDown(location: start, button: .primary, clickCount: 1, modifiers: []))
        root.handle(.pointerMove(location: CGPoint(x: 300, y: 300), buttons: [.primary], modifiers: []))
        root.handle(.keyDown(KeyEvent(keysym: KeyCode.escape.rawValue)))
        root.handle(.pointerUp(location: CGPoint(x: 300, y: 300), button: .primary, modifiers: []))
        #expect(log.drops.count == 1)
    }

    @Test func anAppEditRecordedAsAnUndoStepIsUndoneLikeACanvasEdit() {
        let (root, log, instance) = mount()
        #expect(!instance.canUndo)
        instance.recordUndoStep()
        var renamed = log.nodes
        renamed[0].data = "Renamed"
        log.setNodes?(renamed + [Node(id: "c", position: XYPosition(x: 0, y: 300), data: "C")])
        root.update()
        #expect(instance.canUndo)
        #expect(log.nodes.map(\.data) == ["Renamed", "B", "C"])
        instance.undo()
        root.update()
        #expect(log.nodes.map(\.data) == ["A", "B"])
        instance.redo()
        root.update()
        #expect(log.nodes.map(\.data) == ["Renamed", "B", "C"])
    }
}

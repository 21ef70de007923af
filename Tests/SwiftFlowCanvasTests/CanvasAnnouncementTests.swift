import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// A host that records what the window announced, as a screen reader would receive it.
@MainActor
final class AnnouncementHost: WindowHost, AccessibilityAnnouncer {
    var spoken: [String] = []
    func setCursor(_ shape: CursorShape) {}
    func requestClipboard(_ completion: @escaping @MainActor (ClipboardContent?) -> Void) { completion(nil) }
    func setClipboard(_ content: ClipboardContent) {}
    func setNeedsRedraw() {}
    func announce(_ message: String) { spoken.append(message) }
}

/// The spec's state-driven app with connections and reconnections applied, and an accessibility config.
struct AnnouncingApp: View {
    @State var nodes: [Node<String>]
    @State var edges: [Edge<EmptyEdgeData>]
    let config: AccessibilityConfig
    /// The canvas's language; nil keeps the process's.
    let locale: Locale?

    var body: some View {
        canvas.environment(\.locale, locale ?? PreferredLanguages.processLocale)
    }

    private var canvas: some View {
        SwiftFlow(
            nodes: nodes, edges: edges,
            onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) },
            onConnect: { edges = addEdge($0, edges: edges) },
            onReconnect: { old, new in edges = reconnectEdge(old, new, edges) },
            colorMode: .light,
            accessibilityConfig: config
        ) { node in
            ZStack {
                Text(node.data)
                Handle(nodeId: node.id, type: .target, position: .top)
                Handle(nodeId: node.id, type: .source, position: .bottom)
            }
            .frame(width: 100, height: 50)
        }
    }
}

/// Drives an `AnnouncingApp` with pointer and key events and the root's animation clock.
///
/// The graph is `PipelineDriver.graph()`: A at (100, 100), B at (300, 100), C at (100, 300), 100 × 50 at zoom 1
/// with the canvas at the window's origin; targets at the top middle, sources at the bottom middle.
@MainActor
final class AnnouncingDriver {
    let host = AnnouncementHost()
    let root: WindowRoot
    /// The animation clock, in seconds.
    private(set) var now: TimeInterval = 100

    init(edges: [Edge<EmptyEdgeData>] = [], config: AccessibilityConfig = AccessibilityConfig(),
         locale: Locale? = nil) {
        root = WindowRoot(size: CGSize(width: 600, height: 500), textMeasurer: CairoTextMeasurer(), host: host) {
            AnnouncingApp(nodes: PipelineDriver.graph(), edges: edges, config: config, locale: locale)
        }
        root.update()
        root.update()
    }

    /// Lets `seconds` pass on the animation clock: a frame now (which starts new waits), then one `seconds` later.
    func wait(_ seconds: TimeInterval) {
        root.advanceAnimations(to: now)
        now += seconds
        root.advanceAnimations(to: now)
    }

    func down(_ x: CGFloat, _ y: CGFloat, _ modifiers: EventModifiers = []) {
        root.handle(.pointerDown(location: CGPoint(x: x, y: y), button: .primary, clickCount: 1, modifiers: modifiers))
    }

    func move(_ x: CGFloat, _ y: CGFloat, _ modifiers: EventModifiers = []) {
        root.handle(.pointerMove(location: CGPoint(x: x, y: y), buttons: [.primary], modifiers: modifiers))
    }

    func up(_ x: CGFloat, _ y: CGFloat, _ modifiers: EventModifiers = []) {
        root.handle(.pointerUp(location: CGPoint(x: x, y: y), button: .primary, modifiers: modifiers))
    }

    func click(_ x: CGFloat, _ y: CGFloat, _ modifiers: EventModifiers = []) {
        down(x, y, modifiers)
        up(x, y, modifiers)
    }

    func key(_ code: KeyCode, _ modifiers: EventModifiers = []) {
        root.handle(.keyDown(KeyEvent(keysym: code.rawValue, modifiers: modifiers)))
    }
}

@MainActor
@Suite struct CanvasAnnouncementTests {
    /// Shift+drag from (80, 80): the box first reaches A (100…200 × 100…150) at (150, 130), then A and B
    /// (300…400) at (350, 160); the last move changes nothing. The selection last changed at t + 0.1, so it
    /// settles 0.3 s later, at t + 0.4: one announcement, after release, not one per change.
    @Test func boxSelectionAnnouncesOnceWhenItSettles() {
        let app = AnnouncingDriver()
        app.down(80, 80, .shift)
        app.move(150, 130, .shift)
        app.wait(0.1)
        app.move(350, 160, .shift)
        app.wait(0.1)
        app.move(420, 170, .shift)
        app.up(420, 170, .shift)
        #expect(app.root.announcements.isEmpty)
        // t + 0.39: 0.29 s after the last change.
        app.wait(0.19)
        #expect(app.root.announcements.isEmpty)
        app.wait(0.02)
        #expect(app.root.announcements == ["2 nodes selected"])
        #expect(app.host.spoken == ["2 nodes selected"])
        // Settled: no frames are asked for (0 % CPU idle), and nothing more is said.
        #expect(!app.root.isAnimating)
        app.wait(5)
        #expect(app.root.announcements == ["2 nodes selected"])
    }

    /// Plural forms per kind; only the kinds that are selected; "Selection cleared" for none.
    @Test func settledSelectionsCountNodesAndEdges() {
        let app = AnnouncingDriver(edges: [Edge(id: "ab", source: "a", target: "b")])
        app.click(120, 110)
        app.wait(0.31)
        app.key(.a, .control)
        app.wait(0.31)
        app.key(.escape)
        app.wait(0.31)
        #expect(app.root.announcements == ["1 node selected", "3 nodes and 1 edge selected", "Selection cleared"])
    }

    /// A selection that goes back to what was last announced before it settles says nothing.
    @Test func aSelectionUndoneBeforeItSettlesIsNotAnnounced() {
        let app = AnnouncingDriver()
        app.click(120, 110)
        app.wait(0.31)
        app.click(320, 110)
        app.wait(0.1)
        app.click(120, 110)
        app.wait(0.31)
        #expect(app.root.announcements == ["1 node selected"])
    }

    @Test func selectionAnnouncementsCanBeTurnedOff() {
        let app = AnnouncingDriver(config: AccessibilityConfig(announceSelectionChanges: false))
        app.down(80, 80, .shift)
        app.move(350, 160, .shift)
        app.up(350, 160, .shift)
        // Nothing waits, so no frames run for it.
        #expect(!app.root.isAnimating)
        app.wait(1)
        #expect(app.root.announcements.isEmpty)
    }

    @Test func theSelectionClosureWritesTheMessage() {
        let config = AccessibilityConfig(selectionAnnouncement: { nodes, edges in "\(nodes) steps, \(edges) links" })
        let app = AnnouncingDriver(edges: [Edge(id: "ab", source: "a", target: "b")], config: config)
        app.click(120, 110)
        app.key(.a, .control)
        app.wait(0.31)
        #expect(app.root.announcements == ["3 steps, 1 links"])
    }

    /// Dragging from A's source handle (150, 150) to B's target handle (350, 100) connects A to B: announced at
    /// once, with the nodes' names.
    @Test func newConnectionsAreAnnouncedWithNodeNames() {
        let app = AnnouncingDriver()
        app.down(150, 150)
        app.move(250, 200)
        app.move(350, 101)
        app.up(350, 101)
        #expect(app.root.announcements == ["Connected A to B"])
    }

    @Test func connectionAnnouncementsCanBeTurnedOffOrRewritten() {
        let quiet = AnnouncingDriver(config: AccessibilityConfig(announceConnectionEvents: false))
        quiet.down(150, 150)
        quiet.move(350, 101)
        quiet.up(350, 101)
        quiet.wait(1)
        #expect(quiet.root.announcements.isEmpty)
        let custom = AnnouncingDriver(config: AccessibilityConfig(connectionAnnouncement: { connection in
            "Linked \(connection.source) to \(connection.target)"
        }))
        custom.down(150, 150)
        custom.move(350, 101)
        custom.up(350, 101)
        #expect(custom.root.announcements == ["Linked a to b"])
    }

    /// The selected edge A → B ends at B's target handle, whose outer edge is at (350, 97); a press 4 points
    /// above is inside the reconnection anchor (radius 10) and outside B. Dropping it on C's target handle
    /// (150, 300) reconnects it to C. The edge's new id changes the selection, which is not announced.
    @Test func reconnectionsAreAnnounced() {
        let edge = Edge<EmptyEdgeData>(id: "ab", source: "a", target: "b", selected: true, reconnectable: true)
        let app = AnnouncingDriver(edges: [edge])
        app.down(350, 93)
        app.move(250, 200)
        app.move(150, 301)
        app.up(150, 301)
        #expect(app.root.announcements == ["Reconnected A to C"])
        app.wait(0.31)
        #expect(app.root.announcements == ["Reconnected A to C"])
    }

    /// Deleting the selected A takes its edge along; undo and redo are announced. The selection changes they
    /// cause (A's selection goes and comes back) are part of the edit, not new selections.
    @Test func deletionUndoAndRedoAreAnnounced() {
        let app = AnnouncingDriver(edges: [Edge(id: "ab", source: "a", target: "b")])
        app.click(120, 110)
        app.wait(0.31)
        app.key(.backspace)
        app.wait(0.31)
        app.key(.z, .control)
        app.wait(0.31)
        app.key(.z, [.control, .shift])
        app.wait(0.31)
        #expect(app.root.announcements == ["1 node selected", "1 node and 1 edge deleted", "Undone", "Redone"])
    }

    /// The same box selection in German: one announcement, in the canvas's locale.
    @Test func boxSelectionAnnouncesInTheCanvasLocale() {
        let app = AnnouncingDriver(locale: Locale(identifier: "de"))
        app.down(80, 80, .shift)
        app.move(150, 130, .shift)
        app.wait(0.1)
        app.move(350, 160, .shift)
        app.up(350, 160, .shift)
        app.wait(0.31)
        #expect(app.root.announcements == ["2 Knoten ausgewählt"])
        #expect(app.host.spoken == ["2 Knoten ausgewählt"])
    }

    /// German and Polish messages for every kind, Polish with its "few" form (2 węzły) and "one" (1 krawędź).
    @Test func editsAndSelectionsAreAnnouncedInGermanAndPolish() {
        func run(_ language: String) -> [String] {
            let app = AnnouncingDriver(edges: [Edge(id: "ab", source: "a", target: "b")],
                                       locale: Locale(identifier: language))
            app.click(120, 110)
            app.key(.a, .control)
            app.wait(0.31)
            app.click(420, 300)
            app.wait(0.31)
            app.click(120, 110)
            app.key(.backspace)
            app.key(.z, .control)
            app.key(.z, [.control, .shift])
            app.down(150, 350)
            app.move(350, 101)
            app.up(350, 101)
            return app.root.announcements
        }
        #expect(run("de") == ["3 Knoten und 1 Kante ausgewählt", "Auswahl aufgehoben", "1 Knoten und 1 Kante gelöscht",
                              "Rückgängig gemacht", "Wiederhergestellt", "C mit B verbunden"])
        #expect(run("pl") == ["Zaznaczono 3 węzły i 1 krawędź", "Anulowano zaznaczenie",
                              "Usunięto 1 węzeł i 1 krawędź", "Cofnięto", "Ponowiono", "Połączono C z B"])
    }
}

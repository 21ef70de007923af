import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// The canvas's own words (Localization/<lang>.lproj of SwiftFlowCanvas) and how they follow `\.locale`.
@MainActor
@Suite struct CanvasLocalizationTests {
    private let en = Locale(identifier: "en"), de = Locale(identifier: "de"), pl = Locale(identifier: "pl")

    @Test func defaultLabelsInEachLanguage() {
        let english = AccessibilityConfig.default.resolved(locale: en)
        #expect([english.nodeRoleDescription, english.edgeRoleDescription, english.handleAriaLabel]
            == ["Node", "Edge", "Handle"])
        #expect([english.zoomInAriaLabel, english.zoomOutAriaLabel, english.fitViewAriaLabel,
                 english.interactiveAriaLabel, english.miniMapAriaLabel, english.controlsAriaLabel]
            == ["Zoom In", "Zoom Out", "Fit View", "Toggle Interactivity", "Mini Map", "Control Panel"])
        #expect(english.edgeLabel(source: "Start", target: "End") == "from Start to End")
        let german = AccessibilityConfig.default.resolved(locale: de)
        #expect([german.nodeRoleDescription, german.edgeRoleDescription, german.zoomInAriaLabel,
                 german.miniMapAriaLabel] == ["Knoten", "Kante", "Vergrößern", "Übersichtskarte"])
        #expect(german.edgeLabel(source: "Start", target: "Ende") == "von Start nach Ende")
        let polish = AccessibilityConfig.default.resolved(locale: pl)
        #expect([polish.nodeRoleDescription, polish.edgeRoleDescription, polish.zoomOutAriaLabel,
                 polish.miniMapAriaLabel] == ["Węzeł", "Krawędź", "Pomniejsz", "Minimapa"])
        #expect(polish.edgeLabel(source: "A", target: "B") == "od A do B")
    }

    @Test func selectionMessagesUsePluralForms() {
        let english = AccessibilityConfig.default.resolved(locale: en)
        #expect(english.selectionMessage(nodes: 2, edges: 1) == "2 nodes and 1 edge selected")
        #expect(english.selectionMessage(nodes: 1, edges: 0) == "1 node selected")
        #expect(english.selectionMessage(nodes: 0, edges: 25) == "25 edges selected")
        #expect(english.selectionMessage(nodes: 0, edges: 0) == "Selection cleared")
        let german = AccessibilityConfig.default.resolved(locale: de)
        #expect(german.selectionMessage(nodes: 2, edges: 1) == "2 Knoten und 1 Kante ausgewählt")
        #expect(german.selectionMessage(nodes: 0, edges: 5) == "5 Kanten ausgewählt")
        let polish = AccessibilityConfig.default.resolved(locale: pl)
        #expect([1, 2, 5, 22, 25].map { polish.selectionMessage(nodes: $0, edges: 0) } == [
            "Zaznaczono 1 węzeł", "Zaznaczono 2 węzły", "Zaznaczono 5 węzłów", "Zaznaczono 22 węzły",
            "Zaznaczono 25 węzłów",
        ])
        #expect([1, 2, 5, 22, 25].map { polish.selectionMessage(nodes: 0, edges: $0) } == [
            "Zaznaczono 1 krawędź", "Zaznaczono 2 krawędzie", "Zaznaczono 5 krawędzi", "Zaznaczono 22 krawędzie",
            "Zaznaczono 25 krawędzi",
        ])
        #expect(polish.selectionMessage(nodes: 2, edges: 1) == "Zaznaczono 2 węzły i 1 krawędź")
        #expect(polish.selectionMessage(nodes: 0, edges: 0) == "Anulowano zaznaczenie")
    }

    @Test func connectionDeletionAndHistoryMessages() {
        let connection = Connection(source: "a", target: "b")
        let english = AccessibilityConfig.default.resolved(locale: en)
        #expect(english.connectionMessage(connection) == "Connected a to b")
        #expect(english.connectionMessage(connection, sourceName: "Start", targetName: "End") == "Connected Start to End")
        #expect(english.reconnectionMessage(connection) == "Reconnected a to b")
        #expect(english.deletionMessage(nodes: 1, edges: 2) == "1 node and 2 edges deleted")
        #expect(english.deletionMessage(nodes: 0, edges: 0) == nil)
        #expect([english.undoMessage, english.redoMessage] == ["Undone", "Redone"])
        let german = AccessibilityConfig.default.resolved(locale: de)
        #expect(german.connectionMessage(connection) == "a mit b verbunden")
        #expect(german.deletionMessage(nodes: 3, edges: 0) == "3 Knoten gelöscht")
        #expect([german.undoMessage, german.redoMessage] == ["Rückgängig gemacht", "Wiederhergestellt"])
        let polish = AccessibilityConfig.default.resolved(locale: pl)
        #expect(polish.reconnectionMessage(connection) == "Ponownie połączono a z b")
        #expect(polish.deletionMessage(nodes: 5, edges: 22) == "Usunięto 5 węzłów i 22 krawędzie")
    }

    @Test func configuredLabelsAndClosuresReplaceTheDefaults() {
        let config = AccessibilityConfig(
            nodeRoleDescription: "Step", handleAriaLabel: "Port", miniMapAriaLabel: "Overview",
            announceSelectionChanges: false,
            selectionAnnouncement: { nodes, edges in "\(nodes)/\(edges)" },
            connectionAnnouncement: { "\($0.source)→\($0.target)" })
        let resolved = config.resolved(locale: de)
        #expect([resolved.nodeRoleDescription, resolved.edgeRoleDescription, resolved.handleAriaLabel,
                 resolved.miniMapAriaLabel] == ["Step", "Kante", "Port", "Overview"])
        #expect(resolved.selectionMessage(nodes: 2, edges: 1) == "2/1")
        #expect(resolved.connectionMessage(Connection(source: "a", target: "b")) == "a→b")
        #expect(resolved.reconnectionMessage(Connection(source: "c", target: "d")) == "c→d")
        #expect(!resolved.announceSelectionChanges && resolved.announceConnectionEvents)
    }

    /// Overlays read the labels from SwiftFlowState, in the canvas's locale.
    @Test func theCanvasAndItsOverlaysFollowTheLocale() throws {
        struct MiniMapLabel: View {
            @EnvironmentObject var flow: SwiftFlowState
            var body: some View { Text(verbatim: flow.accessibility.miniMapAriaLabel) }
        }
        struct Flow: View {
            let locale: Locale
            var body: some View {
                SwiftFlow(nodes: [Node<String>.box("a", 0, 0)], edges: [Edge<EmptyEdgeData>]()) { _ in
                    EmptyView()
                } overlay: {
                    MiniMapLabel()
                }
                .environment(\.locale, locale)
            }
        }
        func labels(_ nodes: [AccessibilityNode]) -> [String] { nodes.flatMap { [$0.label] + labels($0.children) } }
        let root = CanvasHarness.root { Flow(locale: Locale(identifier: "pl")) }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.state.accessibility.zoomInAriaLabel == "Powiększ")
        #expect(labels(root.accessibilityTree()).contains("Minimapa"))
        root.setContent { Flow(locale: Locale(identifier: "de")) }
        root.update()
        #expect(canvas.state.accessibility.zoomInAriaLabel == "Vergrößern")
        #expect(canvas.state.accessibility.locale == Locale(identifier: "de"))
        #expect(labels(root.accessibilityTree()).contains("Übersichtskarte"))
    }

    /// Node views read the canvas's locale, and a new locale reaches views that are already shown.
    @Test func nodeViewsFollowALocaleChange() throws {
        struct LocaleName: View {
            @Environment(\.locale) var locale
            var body: some View { Text(verbatim: "locale " + locale.identifier) }
        }
        func flow(_ identifier: String) -> some View {
            SwiftFlow(nodes: [Node<String>.box("a", 0, 0, 120, 40)], edges: [Edge<EmptyEdgeData>]()) { _ in
                LocaleName()
            }
            .environment(\.locale, Locale(identifier: identifier))
        }
        func labels(_ nodes: [AccessibilityNode]) -> [String] { nodes.flatMap { [$0.label] + labels($0.children) } }
        let root = CanvasHarness.root { flow("de") }
        #expect(labels(root.accessibilityTree()).contains("locale de"))
        root.setContent { flow("pl") }
        root.update()
        #expect(labels(root.accessibilityTree()).contains("locale pl"))
        #expect(!labels(root.accessibilityTree()).contains("locale de"))
    }

    /// The environment check does not rebuild node views whose node and environment did not change.
    @Test func unchangedNodeViewsAreNotRebuilt() {
        final class Counts { var byId: [String: Int] = [:] }
        struct Counted: View {
            let id: String
            let x: CGFloat
            let counts: Counts
            var body: some View {
                counts.byId[id, default: 0] += 1
                return Text(verbatim: "\(id) at \(x)")
            }
        }
        let counts = Counts()
        func flow(_ ax: CGFloat) -> some View {
            SwiftFlow(nodes: [Node<String>.box("a", ax, 0), .box("b", 200, 0)], edges: [Edge<EmptyEdgeData>]()) {
                Counted(id: $0.id, x: $0.position.x, counts: counts)
            }
            .environment(\.locale, Locale(identifier: "de"))
        }
        let root = CanvasHarness.root { flow(0) }
        let before = counts.byId
        root.setContent { flow(30) }
        root.update()
        #expect(counts.byId["b"] == before["b"])
        #expect((counts.byId["a"] ?? 0) > (before["a"] ?? 0))
    }

    @Test func problemsAreReportedInTheCanvasLocale() {
        let log = CallbackLog()
        let nodes: [Node<String>] = [.box("orphan", 0, 0, parentId: "nobody")]
        let edges = [Edge<EmptyEdgeData>(id: "dangling", source: "orphan", target: "ghost")]
        _ = CanvasHarness.root {
            SwiftFlow(nodes: nodes, edges: edges, onError: { log.errors.append(($0, $1)) }) { _ in EmptyView() }
                .environment(\.locale, Locale(identifier: "de"))
        }
        let messages = Dictionary(log.errors.map { ($0.code, $0.message) }, uniquingKeysWith: { a, _ in a })
        #expect(messages[CanvasErrorCode.missingParent]
            == "Knoten \"orphan\" nennt den Elternknoten \"nobody\", den es nicht gibt.")
        #expect(messages[CanvasErrorCode.edgeEndpointMissing]
            == "Kante dangling kann nicht erstellt werden: Knoten \"ghost\" existiert nicht.")
    }
}

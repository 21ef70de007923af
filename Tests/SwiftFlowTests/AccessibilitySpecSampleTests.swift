import Foundation
import Testing
import SwiftFlow

@MainActor
@Suite struct AccessibilitySpecSampleTests {
    @Test func configuredLabelsReachTheCanvas() throws {
        let root = SampleHarness.root { AccessibilityConfigSample() }
        let canvas = try #require(SampleHarness.canvas(in: root))
        let labels = canvas.state.accessibility
        #expect(labels.nodeRoleDescription == "Workflow step")
        #expect(labels.edgeRoleDescription == "Workflow link")
        #expect(labels.handleAriaLabel == "Drag to connect")
        #expect(labels.zoomInAriaLabel == "Zoom in")
        // Arguments left nil use the localized defaults (English in the test process).
        #expect(labels.zoomOutAriaLabel == "Zoom Out")
        #expect(labels.selectionMessage(nodes: 2, edges: 1) == "2 nodes and 1 edge selected")
    }

    /// The closures are what the canvas announces with; the keys are looked up in the app's main bundle,
    /// which has no tables in the test runner, so they show the English key filled in.
    @Test func localizedSampleClosuresAreUsed() throws {
        let root = SampleHarness.root { LocalizedAccessibilitySample() }
        let canvas = try #require(SampleHarness.canvas(in: root))
        let resolved = canvas.state.accessibility
        #expect(resolved.locale == Locale(identifier: "pl"))
        #expect(resolved.nodeRoleDescription == "Workflow step")
        #expect(resolved.selectionMessage(nodes: 2, edges: 1) == "2 steps and 1 links selected")
        #expect(resolved.connectionMessage(Connection(source: "node-1", target: "node-2"))
            == "Linked node-1 to node-2")
        #expect(resolved.reconnectionMessage(Connection(source: "node-3", target: "node-4"))
            == "Linked node-3 to node-4")
        // Defaults the sample leaves nil are in the canvas's locale.
        #expect(resolved.edgeRoleDescription == "Krawędź")
    }

    /// The keys the sample's interpolations build are the ones an app's tables translate (this target's
    /// Localization/{de,pl}.lproj stand for the app's).
    @Test func sampleKeysTranslateWithPluralForms() {
        let pl = Locale(identifier: "pl"), de = Locale(identifier: "de")
        func steps(_ nodes: Int, _ edges: Int, _ locale: Locale) -> String {
            String(localized: "\(nodes) steps and \(edges) links selected", bundle: .module, locale: locale)
        }
        #expect(steps(2, 1, de) == "2 Schritte und 1 Verbindung ausgewählt")
        #expect(steps(1, 5, pl) == "Zaznaczono 1 krok i 5 połączeń")
        #expect(steps(22, 2, pl) == "Zaznaczono 22 kroki i 2 połączenia")
        #expect(steps(25, 0, pl) == "Zaznaczono 25 kroków i 0 połączeń")
        let connection = Connection(source: "a", target: "b")
        #expect(String(localized: "Linked \(connection.source) to \(connection.target)", bundle: .module, locale: de)
            == "a mit b verknüpft")
        #expect(String(localized: "Workflow step", bundle: .module, locale: pl) == "Krok procesu")
        #expect(String(localized: "Workflow step", bundle: .module, locale: Locale(identifier: "fr")) == "Workflow step")
    }
}

import Foundation
@testable import SwiftFlowEditor
@testable import SwiftFlowCanvas
import SwiftFlow

/// Random input sequences through the headless editor window (`EditorHarness`: `EditorView` in a
/// `WindowRoot`, the real session, document and canvas).
///
/// The storm runs in rounds: each opens a graph (an example, or what the previous round saved), sends
/// `roundLength` random events and checks after every one that nothing trapped, no node or the viewport
/// holds NaN or infinity, no edge points at a missing node and ids are unique. At the end of the round it
/// undoes every step (the graph must equal the one opened, selection aside) and redoes them all (it must
/// equal the one before the undos). Rounds stay below the 50-step undo limit.
@MainActor
final class EventStorm {
    struct Failure: Error, CustomStringConvertible {
        let seed: UInt64
        let event: Int
        let message: String
        let recent: [String]
        /// Where the failing round started (write it out to replay just that round).
        var checkpoint: StormCheckpoint?

        var description: String {
            "event storm failed: seed \(seed), event #\(event): \(message)\n"
                + "last events:\n" + recent.map { "  \($0)" }.joined(separator: "\n")
                + "\nreplay: scripts/event-storm \(event + 1) \(seed)"
        }
    }

    struct Report {
        var events = 0
        var rounds = 0
        var undoSteps = 0
        var largestGraph = 0
    }

    let seed: UInt64
    /// Graphs a round may open: (file name, JSON text).
    let graphs: [(name: String, text: String)]
    let roundLength: Int
    private var generator: StormEventGenerator
    private let clipboard = StormClipboard()
    private var recent: [String] = []
    private var eventIndex = 0
    private var roundStart: StormCheckpoint?

    /// Where the last round started, and the last events sent (numbered), for the replay test.
    var lastRoundStart: StormCheckpoint? { roundStart }
    var recentEvents: [String] { recent }

    init(seed: UInt64, graphs: [(name: String, text: String)], roundLength: Int = 40) {
        self.seed = seed
        self.graphs = graphs
        self.roundLength = roundLength
        generator = StormEventGenerator(random: SplitMix64(seed: seed), foreignGraphs: graphs)
    }

    /// Runs `events` events; throws the first failure with its seed and event index.
    func run(events: Int) throws -> Report {
        var report = Report()
        var carried: (name: String, text: String)?
        while report.events < events {
            let graph = carried ?? graphs[generator.random.below(graphs.count)]
            let count = min(roundLength, events - report.events)
            roundStart = StormCheckpoint(seed: seed, event: eventIndex, random: generator.random, graph: graph,
                                         clipboard: clipboard)
            let saved = try round(graph, events: count, report: &report)
            // Keep editing what this round made, unless it grew large: then start from an example again.
            carried = saved.nodes <= 40 ? (graph.name, saved.text) : nil
            report.events += count
            report.rounds += 1
        }
        return report
    }

    /// Replays the round `checkpoint` starts (its `events` events, at most a round's length).
    func replay(_ checkpoint: StormCheckpoint, events: Int) throws -> Report {
        generator.random = SplitMix64(state: checkpoint.random)
        clipboard.content = checkpoint.clipboardContent
        eventIndex = checkpoint.event
        roundStart = checkpoint
        var report = Report()
        let count = min(roundLength, events)
        _ = try round((checkpoint.graphName, checkpoint.graphText), events: count, report: &report)
        report.events = count
        report.rounds = 1
        return report
    }

    private func round(_ graph: (name: String, text: String), events: Int,
                       report: inout Report) throws -> (text: String, nodes: Int) {
        let harness = try EditorHarness(graph: graph.text, fileName: graph.name)
        harness.root.host = clipboard
        Self.disableDocumentCommands(in: harness)
        let generation = harness.session.generation
        try check(harness, generation: generation, context: "opening \(graph.name)")
        let start = Self.graphState(harness)

        for _ in 0..<events {
            let event = generator.next(for: harness)
            remember(event.description)
            event.send(to: harness, clipboard: clipboard)
            try check(harness, generation: generation, context: event.description)
            report.largestGraph = max(report.largestGraph, harness.document.nodes.count)
            eventIndex += 1
        }

        // Close whatever is open (palette, rename field, menus, sheets) so the keys reach the canvas.
        for _ in 0..<3 { StormEvent.key(KeyCode.escape.rawValue, modifiers: [], text: nil).send(to: harness, clipboard: clipboard) }
        let final = Self.graphState(harness)
        var steps = 0
        while harness.session.instance.canUndo, steps < 200 {
            harness.session.registry.perform("edit.undo")
            harness.settle()
            steps += 1
            try check(harness, generation: generation, context: "undo \(steps) of the round")
        }
        report.undoSteps += steps
        try expectSame(Self.graphState(harness), start, "undoing all \(steps) steps does not restore the graph opened")
        for step in 0..<steps {
            harness.session.registry.perform("edit.redo")
            harness.settle()
            try check(harness, generation: generation, context: "redo \(step + 1) of the round")
        }
        try expectSame(Self.graphState(harness), final, "redoing all \(steps) steps does not give the final graph")

        harness.document.save()
        let text = try String(contentsOf: harness.url, encoding: .utf8)
        return (text, harness.document.nodes.count)
    }

    /// The keyboard storm never sends New, Open, Close, Quit or Save As, but the mouse can still reach them
    /// in the File menu (seed 7 reached Close, then Return answered Save). They end the document whose undo
    /// history a round checks, so the storm's window has them disabled, as a menu shows them when unavailable.
    private static func disableDocumentCommands(in harness: EditorHarness) {
        let registry = harness.session.registry
        for id in ["file.new", "file.open", "file.saveAs", "file.close", "file.quit"] {
            guard var command = registry.command(id) else { continue }
            command.isEnabled = { false }
            registry.register(command)
        }
    }

    // MARK: Checks

    private func check(_ harness: EditorHarness, generation: Int, context: String) throws {
        let nodes = harness.document.nodes
        let edges = harness.document.edges
        if harness.session.generation != generation || harness.closeCount != 0 {
            throw failure("the document was replaced or closed (\(context))")
        }
        let nodeIds = Set(nodes.map(\.id))
        if nodeIds.count != nodes.count { throw failure("duplicate node ids after \(context)") }
        if Set(edges.map(\.id)).count != edges.count { throw failure("duplicate edge ids after \(context)") }
        for node in nodes {
            let numbers = [node.position.x, node.position.y, node.width ?? 0, node.height ?? 0,
                           node.measured?.width ?? 0, node.measured?.height ?? 0]
            if numbers.contains(where: { !$0.isFinite }) {
                throw failure("node \(node.id) holds a non-finite number after \(context): \(numbers)")
            }
        }
        if let edge = edges.first(where: { !nodeIds.contains($0.source) || !nodeIds.contains($0.target) }) {
            throw failure("edge \(edge.id) points at a missing node after \(context)")
        }
        // The canvas's store snapshots its own lists for undo: they must be the document's.
        if let canvas = harness.session.instance.canvas as? CanvasElement<JSONValue, JSONValue> {
            if canvas.store.nodes != nodes {
                let common = min(canvas.store.nodes.count, nodes.count)
                let index = (0..<common).first { canvas.store.nodes[$0] != nodes[$0] } ?? common
                let detail = index < common
                    ? "\(Self.describe(canvas.store.nodes[index])) in the canvas, \(Self.describe(nodes[index])) in the document"
                    : "\(canvas.store.nodes.count) nodes in the canvas, \(nodes.count) in the document"
                throw failure("the canvas's nodes are not the document's after \(context): \(detail)")
            }
            if canvas.store.edges != edges { throw failure("the canvas's edges are not the document's after \(context)") }
        }
        let viewport = harness.session.instance.viewport
        if !viewport.x.isFinite || !viewport.y.isFinite || !viewport.zoom.isFinite || viewport.zoom <= 0 {
            throw failure("the viewport is \(viewport) after \(context)")
        }
    }

    /// The graph as the undo history keeps it, selection and drag flags aside (selecting is not an edit).
    struct GraphState: Equatable {
        var nodes: [Node<JSONValue>]
        var edges: [Edge<JSONValue>]
    }

    static func graphState(_ harness: EditorHarness) -> GraphState {
        GraphState(
            // `measured` is the canvas's reading of a node's content, not an edit: a node the last round left
            // off screen, unmeasured, is measured when a pan first shows it, with no undo step (seed 46).
            nodes: harness.document.nodes.map { node in
                var copy = node
                copy.selected = false
                copy.dragging = false
                copy.measured = nil
                return copy
            },
            edges: harness.document.edges.map { edge in
                var copy = edge
                copy.selected = false
                return copy
            })
    }

    private func expectSame(_ actual: GraphState, _ expected: GraphState, _ message: String) throws {
        guard actual != expected else { return }
        throw failure(message + ": " + Self.difference(actual, expected))
    }

    /// What differs, briefly: ids only on one side, then the first element that changed.
    static func difference(_ actual: GraphState, _ expected: GraphState) -> String {
        let actualIds = actual.nodes.map(\.id), expectedIds = expected.nodes.map(\.id)
        if actualIds != expectedIds { return "node ids \(actualIds) instead of \(expectedIds)" }
        if let index = actual.nodes.indices.first(where: { actual.nodes[$0] != expected.nodes[$0] }) {
            return "node \(actualIds[index]) is \(describe(actual.nodes[index])) instead of \(describe(expected.nodes[index]))"
        }
        let actualEdges = actual.edges.map(\.id), expectedEdges = expected.edges.map(\.id)
        if actualEdges != expectedEdges { return "edge ids \(actualEdges) instead of \(expectedEdges)" }
        if let index = actual.edges.indices.first(where: { actual.edges[$0] != expected.edges[$0] }) {
            return "edge \(actualEdges[index]) is \(actual.edges[index]) instead of \(expected.edges[index])"
        }
        return "(no visible difference)"
    }

    /// A node's fields that an edit can change, readably.
    static func describe(_ node: Node<JSONValue>) -> String {
        var parts = ["position \(node.position.x), \(node.position.y)", "data \(node.data)"]
        if let width = node.width { parts.append("width \(width)") }
        if let height = node.height { parts.append("height \(height)") }
        if let measured = node.measured { parts.append("measured \(measured.width) × \(measured.height)") }
        if let parent = node.parentId { parts.append("parent \(parent)") }
        if node.hidden { parts.append("hidden") }
        parts.append("z \(node.zIndex)")
        return "{" + parts.joined(separator: ", ") + "}"
    }

    private func remember(_ line: String) {
        recent.append("#\(eventIndex) \(line)")
        if recent.count > 12 { recent.removeFirst() }
    }

    private func failure(_ message: String) -> Failure {
        Failure(seed: seed, event: eventIndex, message: message, recent: recent, checkpoint: roundStart)
    }
}

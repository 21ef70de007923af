import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Random pointer, wheel and key sequences through the editor window, with fixed seeds (see `EventStorm`).
/// `scripts/event-storm EVENTS SEED` runs a long storm through `longStorm`.
@MainActor
@Suite(.serialized)
struct EventStormTests {
    /// The bundled examples and a Langflow file (its flow inside the app's wrapper), as shipped.
    static func graphs() throws -> [(name: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let files = ["Assets/Examples/welcome.swiftflow.json", "Assets/Examples/react-flow-sample.json",
                     "Fuzz/Seeds/langflow_basic_prompting.json"]
        return try files.map { path in
            let url = root.appendingPathComponent(path)
            return (url.lastPathComponent, try String(contentsOf: url, encoding: .utf8))
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func aStormKeepsTheGraphWholeAndUndoesExactly(seed: UInt64) throws {
        let storm = EventStorm(seed: seed, graphs: try Self.graphs())
        let report = try storm.run(events: 400)
        #expect(report.events == 400)
        #expect(report.undoSteps > 0, "the storm edited something")
    }

    @Test func theChecksCatchAnEdgeToAMissingNode() throws {
        let broken = """
        {"format": "swiftflow", "version": 1,
         "nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "data": {"label": "A"}}],
         "edges": [{"id": "a-ghost", "source": "a", "target": "ghost"}]}
        """
        let storm = EventStorm(seed: 7, graphs: [("broken.json", broken)])
        #expect {
            _ = try storm.run(events: 5)
        } throws: { error in
            (error as? EventStorm.Failure)?.message.contains("edge a-ghost points at a missing node") ?? false
        }
    }

    @Test func splitMix64MatchesTheReferenceSequence() {
        // The first outputs for seed 0 of the reference implementation (Vigna's splitmix64.c).
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    /// `scripts/event-storm`: SWIFTFLOW_STORM_EVENTS events from SWIFTFLOW_STORM_SEED (default 1).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SWIFTFLOW_STORM_EVENTS"] != nil))
    func longStorm() throws {
        let environment = ProcessInfo.processInfo.environment
        let events = Int(environment["SWIFTFLOW_STORM_EVENTS"] ?? "") ?? 100_000
        let seed = UInt64(environment["SWIFTFLOW_STORM_SEED"] ?? "") ?? 1
        let started = Date()
        let report: EventStorm.Report
        do {
            report = try EventStorm(seed: seed, graphs: try Self.graphs()).run(events: events)
        } catch let failure as EventStorm.Failure {
            // Keep where the failing round started: `scripts/event-storm --replay FILE` runs just that round.
            if let path = environment["SWIFTFLOW_STORM_CHECKPOINT"], let checkpoint = failure.checkpoint {
                try checkpoint.write(to: URL(fileURLWithPath: path))
                print("event storm: the failing round's checkpoint is in \(path)")
            }
            throw failure
        }
        let seconds = Date().timeIntervalSince(started)
        print("event storm: seed \(seed), \(report.events) events in \(report.rounds) rounds, "
              + "\(report.undoSteps) undo steps undone and redone, largest graph \(report.largestGraph) nodes, "
              + String(format: "%.0f s (%.0f events/s)", seconds, Double(report.events) / seconds))
    }

    /// `scripts/event-storm --replay FILE`: the one round a checkpoint starts, up to SWIFTFLOW_STORM_EVENTS events.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SWIFTFLOW_STORM_REPLAY"] != nil))
    func replayRound() throws {
        let environment = ProcessInfo.processInfo.environment
        let checkpoint = try StormCheckpoint.read(from: URL(fileURLWithPath: environment["SWIFTFLOW_STORM_REPLAY"] ?? ""))
        let events = Int(environment["SWIFTFLOW_STORM_EVENTS"] ?? "") ?? Int.max
        let storm = EventStorm(seed: checkpoint.seed, graphs: try Self.graphs())
        let report = try storm.replay(checkpoint, events: events)
        print("event storm: replayed \(report.events) events from event \(checkpoint.event), seed \(checkpoint.seed)")
    }

    @Test func aCheckpointReplaysItsRoundExactly() throws {
        // The second round, replayed from its checkpoint, sends the very events the storm sent.
        let storm = EventStorm(seed: 5, graphs: try Self.graphs(), roundLength: 10)
        _ = try storm.run(events: 20)
        let checkpoint = try #require(storm.lastRoundStart)
        #expect(checkpoint.event == 10)
        let replayed = EventStorm(seed: 5, graphs: try Self.graphs(), roundLength: 10)
        _ = try replayed.replay(checkpoint, events: 10)
        #expect(replayed.lastRoundStart == checkpoint)
        #expect(replayed.recentEvents.count == 10)
        #expect(replayed.recentEvents == Array(storm.recentEvents.suffix(10)))
    }
}

import Foundation
import Testing
@testable import SwiftFlowCore

/// Saved flows from React Flow apps that the shared corpus does not hold (Fixtures/Flows, see its
/// SOURCES.md): each decodes as a React Flow graph with no error, keeps the counts its file has, and
/// writes back every key and value it read.
@Suite struct ReactFlowFixtureFlowTests {
    /// Every fixture flow, with the keys leading from the file's top level to its flow object and the node
    /// and edge counts read off the files with a JSON tool.
    static let flows: [(name: String, keys: [String], nodes: Int, edges: Int)] = [
        ("chainforge_chaining-prompts.json", ["flow"], 6, 8),
        ("chainforge_structured-outputs.json", ["flow"], 3, 1),
        ("flojoy_arduino.json", ["rfInstance"], 3, 2),
        ("flojoy_fft.json", ["rfInstance"], 7, 7),
        ("flojoy_images.json", ["rfInstance"], 4, 3),
        ("flowise_customer_support_team_agents.json", [], 8, 7),
        ("flowise_human_in_the_loop.json", [], 6, 5),
        ("flowise_multiple_documents_qna.json", [], 12, 8),
        ("flowise_supervisor_worker.json", [], 8, 7),
        ("ragflow_advanced_ingestion_pipeline.json", ["dsl", "graph"], 8, 7),
        ("ragflow_customer_feedback_dispatcher.json", ["dsl", "graph"], 10, 6),
        ("ragflow_deep_research.json", ["dsl", "graph"], 13, 7),
        ("ragflow_ingestion_pipeline_general.json", ["dsl", "graph"], 5, 4),
        ("ragflow_trip_planner.json", ["dsl", "graph"], 10, 5),
    ]

    static func url(_ name: String) throws -> URL {
        let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/Flows")
        return try #require(url, "fixture flow \(name) is missing")
    }

    @Test func everyFixtureFileIsListed() throws {
        let folder = try Self.url("SOURCES.md").deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(Set(names) == Set(Self.flows.map(\.name)))
    }

    @Test(arguments: flows.map(\.name))
    func decodesAndWritesBackEveryKey(name: String) throws {
        let entry = try #require(Self.flows.first { $0.name == name })
        let data = try Data(contentsOf: Self.url(name))
        var value = try JSONValue(parsing: data)
        for key in entry.keys { value = try #require(value[key], "\(name) has no \(key)") }
        let (document, warnings) = try GraphDocument.decode(value)
        #expect(document.format == .reactFlow)
        #expect(warnings.filter(\.isError).isEmpty, "\(warnings.filter(\.isError))")
        #expect(document.nodes.count == entry.nodes && document.edges.count == entry.edges)
        #expect(document.jsonValue() == value)
        if entry.keys.isEmpty {
            // A flow at the top level comes back byte for byte, apart from whitespace between tokens.
            let difference = GraphFileFixtures.differenceIgnoringWhitespace(document.encoded(), data)
            #expect(difference == nil, "\(name): \(difference ?? "")")
        }
    }

    /// What the files hold that the decoder must read rather than keep blindly: sizes, handles, markers.
    @Test func quirksAreReadAsTheAppsWroteThem() throws {
        func open(_ name: String, _ keys: [String]) throws -> GraphDocument {
            var value = try JSONValue(parsing: Data(contentsOf: Self.url(name)))
            for key in keys { value = try #require(value[key]) }
            return try GraphDocument.decode(value).0
        }
        // RAGFlow writes `measured` on every node and the older `width`/`height` beside it on some.
        let feedback = try open("ragflow_customer_feedback_dispatcher.json", ["dsl", "graph"])
        #expect(feedback.nodes.allSatisfy { $0.measured != nil })
        #expect(feedback.nodes.contains { $0.width != nil && $0.measured != nil })
        // ChainForge: edges with no type (default beziers), half of them with `"22px"` arrow markers, and the
        // viewport it saved.
        let chaining = try open("chainforge_chaining-prompts.json", ["flow"])
        #expect(chaining.edges.allSatisfy { $0.type == .default })
        #expect(chaining.edges.filter { $0.markerEnd?.type == .arrow && $0.markerEnd?.width == 22 }.count == 4)
        #expect(chaining.viewport != nil)
        // Three of its edges name evaluator nodes the file no longer holds: kept, each reported.
        var chainingFlow = try JSONValue(parsing: Data(contentsOf: Self.url("chainforge_chaining-prompts.json")))
        chainingFlow = try #require(chainingFlow["flow"])
        let missing = try GraphDocument.decode(chainingFlow).1.filter { $0.code == .missingNode }
        #expect(missing.map(\.path) == ["edges[0].target", "edges[2].target", "edges[3].source"])
        // Flowise v11 sizes: every node measured by the app.
        let qna = try open("flowise_multiple_documents_qna.json", [])
        #expect(qna.nodes.allSatisfy { $0.width != nil && $0.height != nil })
        #expect(qna.edges.allSatisfy { $0.sourceHandle != nil && $0.targetHandle != nil })
    }
}

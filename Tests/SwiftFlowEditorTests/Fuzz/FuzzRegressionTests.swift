import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Every input the fuzzers found a problem with (Fuzz/Regressions/TARGET/), and the seeds they start from,
/// run through the same targets as `scripts/fuzz` runs them.
@MainActor
@Suite(.serialized)
struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func files(in folder: String) -> [URL] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { url.appendingPathComponent($0) }
    }

    static let seeds = files(in: "Fuzz/Seeds") + files(in: "Assets/Examples")

    @Test func theSeedsPassEveryTarget() throws {
        #expect(Self.seeds.count >= 10)
        defer { FuzzTargets.removeScratchFiles() }
        for url in Self.seeds {
            let data = try Data(contentsOf: url)
            // Each seed is a graph the editor opens: the targets must get past the parser and decoder.
            #expect((try? EditorFile.open(url)) != nil, "\(url.lastPathComponent) opens")
            try FuzzTargets.json(data)
            try FuzzTargets.decode(data)
            try FuzzTargets.render(data)
        }
    }

    @Test func jsonRegressions() throws {
        defer { FuzzTargets.removeScratchFiles() }
        for url in Self.files(in: "Fuzz/Regressions/json") { try FuzzTargets.json(Data(contentsOf: url)) }
    }

    @Test func decodeRegressions() throws {
        defer { FuzzTargets.removeScratchFiles() }
        for url in Self.files(in: "Fuzz/Regressions/decode") { try FuzzTargets.decode(Data(contentsOf: url)) }
    }

    @Test func renderRegressions() throws {
        defer { FuzzTargets.removeScratchFiles() }
        for url in Self.files(in: "Fuzz/Regressions/render") { try FuzzTargets.render(Data(contentsOf: url)) }
    }
}

import Foundation
@testable import SwiftFlowEditor
import SwiftFlow

/// Everything a storm round starts from — the generator's state, the graph it opens, the clipboard and the
/// event count — so a failure deep in a long storm replays in one round (`scripts/event-storm --replay FILE`)
/// instead of tens of thousands of events.
struct StormCheckpoint: Codable, Equatable {
    var seed: UInt64
    var event: Int
    var random: UInt64
    var graphName: String
    var graphText: String
    /// The clipboard: a canvas copy (its encoding and plain text) or another program's text.
    var clipboardGraph: String?
    var clipboardText: String?

    @MainActor
    init(seed: UInt64, event: Int, random: SplitMix64, graph: (name: String, text: String), clipboard: StormClipboard) {
        self.seed = seed
        self.event = event
        self.random = random.state
        graphName = graph.name
        graphText = graph.text
        switch clipboard.content {
        case .graph(let encoded, let plainText):
            clipboardGraph = encoded
            clipboardText = plainText
        case .text(let text):
            clipboardText = text
        case nil:
            break
        }
    }

    var clipboardContent: ClipboardContent? {
        if let clipboardGraph { return .graph(clipboardGraph, plainText: clipboardText ?? "") }
        return clipboardText.map { .text($0) }
    }

    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }

    static func read(from url: URL) throws -> StormCheckpoint {
        try JSONDecoder().decode(StormCheckpoint.self, from: Data(contentsOf: url))
    }
}

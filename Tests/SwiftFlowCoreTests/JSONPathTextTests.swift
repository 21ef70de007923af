import Testing
@testable import SwiftFlowCore

/// Long JSON paths are cut in messages a person reads, never in the error's own `path`.
@Suite struct JSONPathTextTests {
    @Test func shortPathsAreShownWhole() {
        #expect(JSONPathText.abbreviated("nodes[3].position.x") == "nodes[3].position.x")
        let exactly120 = String(repeating: "a", count: 120)
        #expect(JSONPathText.abbreviated(exactly120) == exactly120)
    }

    @Test func longPathsKeepTheirStartAndEnd() {
        // 600 levels of "[0]" are 1,800 characters: 50 are kept at each end, 1,700 left out.
        let path = String(repeating: "[0]", count: 600)
        let shown = JSONPathText.abbreviated(path)
        #expect(shown == String(path.prefix(50)) + "…(1700 characters)…" + String(path.suffix(50)))
        #expect(shown.count == 50 + 19 + 50)
    }

    @Test func aNestingErrorTooDeepToPrintStaysOnOneShortLine() throws {
        let text = String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000)
        do {
            _ = try JSONValue(parsing: text)
            Issue.record("2,000 levels must be refused")
        } catch let error as JSONParseError {
            #expect(error.path.count == 512 * 3)  // the full path is still there for programs
            #expect(error.description.count < 200)
            #expect(error.description.hasPrefix("line 1, column 513: nesting deeper than 512 levels (at [0][0]"))
        }
    }
}

import Foundation
import Testing
@testable import SwiftFlowCore

/// Modelled numbers written as strings (`"x": "400"`): React Flow's arithmetic reads them as numbers, so such a
/// file opens there; it opens here too, each with a `numberAsString` warning, and keeps its strings when saved.
@Suite struct NumberAsStringTests {
    private static let text = #"{"nodes":[{"id":"a","position":{"x":"400","y":" -1.5e1 "},"data":{},"# +
        #""width":"150","zIndex":"3","origin":["0.5",0]},"# +
        #"{"id":"b","position":{"x":0,"y":0},"data":{"x":"not modelled"}}],"# +
        #""edges":[{"id":"e","source":"a","target":"b","zIndex":"7"}],"viewport":{"x":"10","y":0,"zoom":"0.5"}}"#

    @Test func theyAreReadAsTheirNumbersWithAWarningEach() throws {
        let (document, warnings) = try GraphDocument.parse(data: Data(Self.text.utf8))
        let a = document.nodes[0]
        #expect(a.position == XYPosition(x: 400, y: -15))
        #expect(a.width == 150)
        #expect(a.zIndex == 3)
        #expect(a.origin == NodeOrigin(x: 0.5, y: 0))
        #expect(document.edges[0].zIndex == 7)
        #expect(document.viewport == Viewport(x: 10, y: 0, zoom: 0.5))
        #expect(warnings.map(\.code).allSatisfy { $0 == .numberAsString })
        let paths = ["nodes[0].position.x", "nodes[0].position.y", "nodes[0].width", "nodes[0].zIndex",
                     "nodes[0].origin[0]", "edges[0].zIndex", "viewport.x", "viewport.zoom"]
        #expect(warnings.count == paths.count)
        #expect(Set(warnings.map(\.path)) == Set(paths))
        #expect(warnings.first?.message == #"a number written as a string ("400"); read as 400"#)
    }

    /// Unchanged, the file is written back byte for byte; a moved node gets a number for the member that
    /// changed only.
    @Test func savedTheyStayStringsUntilChanged() throws {
        var (document, _) = try GraphDocument.parse(data: Data(Self.text.utf8))
        #expect(String(decoding: document.encoded(), as: UTF8.self) == Self.text)
        document.nodes[0].position.x = 410
        let moved = String(decoding: document.encoded(), as: UTF8.self)
        #expect(moved == Self.text.replacingOccurrences(of: #""x":"400""#, with: #""x":410"#))
        let (again, _) = try GraphDocument.parse(data: Data(moved.utf8))
        #expect(again.nodes[0].position == XYPosition(x: 410, y: -15))
    }

    /// What is not a finite number stays an error: words, an empty string, JavaScript-only spellings, NaN,
    /// an overflow, text longer than any number needs.
    @Test func otherStringsAreStillErrors() throws {
        for spelled in ["abc", "", "0x10", "1,5", "NaN", "Infinity", "1e400", String(repeating: "1", count: 65)] {
            let text = #"{"nodes":[{"id":"a","position":{"x":"\#(spelled)","y":0}}],"edges":[]}"#
            let error = try #require(throws: GraphFileError.self) { try GraphDocument.parse(data: Data(text.utf8)) }
            #expect(error.errors.map(\.message) == ["expected a number, found a string"], "\(spelled)")
            #expect(error.warnings.isEmpty, "\(spelled)")
            #expect(error.errors.map(\.path) == ["nodes[0].position.x"], "\(spelled)")
        }
    }
}

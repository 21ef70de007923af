import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

@Suite struct EditorCommandTests {
    @Test func parsesEveryCommand() throws {
        #expect(try EditorCommand.parse([]) == .open(path: nil))
        #expect(try EditorCommand.parse(["graph.json"]) == .open(path: "graph.json"))
        #expect(try EditorCommand.parse(["--help"]) == .help)
        #expect(try EditorCommand.parse(["gallery", "-o", "g.png"]) == .gallery(output: "g.png"))
        #expect(try EditorCommand.parse(["render", "in.json", "-o", "out.svg", "--size", "800x600", "--theme", "dark"])
            == .render(path: "in.json", output: "out.svg", size: CGSize(width: 800, height: 600), colorScheme: .dark))
        #expect(try EditorCommand.parse(["render", "in.json", "-o", "out.PDF"])
            == .render(path: "in.json", output: "out.PDF", size: CGSize(width: 1600, height: 1000), colorScheme: .light))
    }

    @Test func rejectsMistakesWithAMessage() {
        for arguments in [
            ["render"], ["render", "in.json"], ["render", "in.json", "-o", "out.gif"],
            ["render", "in.json", "-o", "o.png", "--size", "big"], ["render", "in.json", "-o", "o.png", "--size", "0x5"],
            ["render", "in.json", "-o", "o.png", "--theme", "blue"], ["render", "in.json", "-o"], ["a.json", "b.json"],
            ["--frobnicate"],
        ] {
            #expect(throws: EditorCommand.UsageError.self, "\(arguments)") { try EditorCommand.parse(arguments) }
        }
    }
}

@MainActor
@Suite struct HeadlessRenderTests {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Examples")

    @Test func rendersEveryBundledExampleInEveryFormat() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".json") }
        #expect(!names.isEmpty)
        for name in names {
            for format in ["png", "svg", "pdf"] {
                let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).\(format)")
                defer { try? FileManager.default.removeItem(at: output) }
                try HeadlessRenderer.render(path: Self.examples.appendingPathComponent(name).path, to: output.path,
                                            size: CGSize(width: 800, height: 500), colorScheme: .light)
                let data = try Data(contentsOf: output)
                let magic: [UInt8] = switch format {
                case "png": [0x89, 0x50, 0x4e, 0x47]
                case "pdf": Array("%PDF".utf8)
                default: Array("<?xm".utf8)
                }
                #expect(Array(data.prefix(4)) == magic, "\(name) → \(format)")
            }
        }
    }

    @Test func darkThemeDrawsADarkBackground() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        try HeadlessRenderer.render(path: Self.examples.appendingPathComponent("welcome.swiftflow.json").path,
                                    to: output.path, size: CGSize(width: 400, height: 300), colorScheme: .dark)
        let decoded = try #require(CairoPNGDecoder().decodeImage(at: output))
        // The top-left corner is background: the dark theme's #141414 (20, 20, 20), far from light mode's white.
        let corner = decoded.pixels[0]
        #expect((corner >> 16) & 0xff < 40 && (corner >> 8) & 0xff < 40 && corner & 0xff < 40)
    }

    @Test func badFilesAndOutputsFailWithAClearError() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).json")
        try Data("{\"nodes\": [".utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        #expect(throws: GraphFileError.self) {
            try HeadlessRenderer.render(path: bad.path, to: "/tmp/never.png", size: CGSize(width: 100, height: 100),
                                        colorScheme: .light)
        }
        #expect(throws: (any Error).self) {
            try HeadlessRenderer.render(path: Self.examples.appendingPathComponent("welcome.swiftflow.json").path,
                                        to: "/no/such/folder/out.png", size: CGSize(width: 100, height: 100),
                                        colorScheme: .light)
        }
    }
}

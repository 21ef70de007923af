import Foundation
import SwiftFlow

/// Prints `message` to standard error and ends with `status` (1 unless said otherwise).
func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("swiftflow: \(message)\n".utf8))
    exit(status)
}

let command: EditorCommand
do {
    command = try EditorCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    // `check` reserves 1 for "warnings only": a mistake on its command line is an error, 2.
    fail("\(error)\n\(EditorCommand.usage)", status: CommandLine.arguments.dropFirst().first == "check" ? 2 : 1)
}

MainActor.assumeIsolated {
    switch command {
    case .help:
        print(EditorCommand.usage)
    case .version:
        print(SwiftFlowVersion.line)
    case .check(let paths, let json):
        let result = GraphCheck.run(paths: paths, json: json)
        print(result.output)
        exit(result.status)
    case .gallery(let output):
        do {
            try Gallery.write(to: URL(fileURLWithPath: output))
            print("swiftflow: " + EditorStrings.text("cli.wrote", .string(output)))
        } catch {
            fail("\(error)")
        }
    case .galleryPage(let page, let output?):
        do {
            try GalleryWindow.write(page, to: URL(fileURLWithPath: output))
            print("swiftflow: " + EditorStrings.text("cli.wrote", .string(output)))
        } catch {
            fail("\(error)")
        }
    case .galleryPage(let page, nil):
        GalleryWindow.open(page)
    case .render(let path, let output, let size, let colorScheme):
        do {
            try HeadlessRenderer.render(path: path, to: output, size: size, colorScheme: colorScheme)
            print("swiftflow: " + EditorStrings.text("cli.wrote", .string(output)))
        } catch {
            fail("\(error)")
        }
    case .open(let path):
        EditorWindow.open(path: path)
    }
}

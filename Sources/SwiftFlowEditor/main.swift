import Foundation
import SwiftFlow

/// Prints `message` to standard error and ends with status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("swiftflow: \(message)\n".utf8))
    exit(1)
}

let command: EditorCommand
do {
    command = try EditorCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)\n\(EditorCommand.usage)")
}

MainActor.assumeIsolated {
    switch command {
    case .help:
        print(EditorCommand.usage)
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

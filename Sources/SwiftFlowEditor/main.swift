import Foundation
import SwiftFlow

// `swiftflow gallery -o FILE` renders the UI toolkit gallery.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "gallery" {
    let output = arguments.firstIndex(of: "-o").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        ?? "gallery.png"
    do {
        try MainActor.assumeIsolated { try Gallery.write(to: URL(fileURLWithPath: output)) }
        print("swiftflow: wrote \(output)")
    } catch {
        FileHandle.standardError.write(Data("swiftflow: \(error)\n".utf8))
        exit(1)
    }
} else {
    print("usage: swiftflow gallery -o FILE")
}

import Foundation
import SwiftFlow

/// What the `swiftflow` command line asks for.
enum EditorCommand: Equatable {
    /// Open a window on a file (`nil`: the bundled example).
    case open(path: String?)
    /// Render a file headlessly to PNG, SVG or PDF.
    case render(path: String, output: String, size: CGSize, colorScheme: ColorScheme)
    /// Render the UI toolkit gallery.
    case gallery(output: String)
    /// Open a canvas gallery page in a window, or render it to `output`.
    case galleryPage(GalleryPage, output: String?)
    /// List every diagnostic of each file (`--json`: as one JSON document); the exit status tells the worst.
    case check(paths: [String], json: Bool)
    case help
    case version

    static var usage: String {
        let pages = GalleryPage.allCases.map(\.rawValue).joined(separator: ", ")
        return SwiftFlowVersion.line + "\n" + EditorStrings.text("cli.usage") + "\n"
            + EditorStrings.text("cli.galleryPageUsage", .string(pages))
    }

    /// A command-line mistake, with the message to print.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    static func parse(_ arguments: [String]) throws -> EditorCommand {
        guard let first = arguments.first else { return .open(path: nil) }
        switch first {
        case "-h", "--help", "help":
            return .help
        case "--version":
            return .version
        case "check":
            let rest = arguments.dropFirst()
            if let unknown = rest.first(where: { $0.hasPrefix("-") && $0 != "--json" }) {
                throw UsageError(description: EditorStrings.text("cli.unknownArguments", .string(unknown)))
            }
            let paths = rest.filter { $0 != "--json" }
            guard !paths.isEmpty else { throw UsageError(description: EditorStrings.text("cli.checkNeedsFile")) }
            return .check(paths: Array(paths), json: rest.contains("--json"))
        case "gallery":
            if arguments.count > 1, !arguments[1].hasPrefix("-") {
                guard let page = GalleryPage(rawValue: arguments[1]) else {
                    throw UsageError(description: EditorStrings.text(
                        "cli.galleryPage", .string(arguments[1]),
                        .string(GalleryPage.allCases.map(\.rawValue).joined(separator: ", "))))
                }
                return .galleryPage(page, output: try value(of: "-o", in: arguments))
            }
            return .gallery(output: try value(of: "-o", in: arguments) ?? "gallery.png")
        case "render":
            guard arguments.count > 1, !arguments[1].hasPrefix("-") else {
                throw UsageError(description: EditorStrings.text("cli.renderNeedsFile"))
            }
            guard let output = try value(of: "-o", in: arguments) else {
                throw UsageError(description: EditorStrings.text("cli.renderNeedsOutput"))
            }
            guard ["png", "svg", "pdf"].contains(URL(fileURLWithPath: output).pathExtension.lowercased()) else {
                throw UsageError(description: EditorStrings.text("cli.outputExtension", .string(output)))
            }
            let size = try value(of: "--size", in: arguments).map(parseSize) ?? CGSize(width: 1600, height: 1000)
            let scheme: ColorScheme
            switch try value(of: "--theme", in: arguments) ?? "light" {
            case "light": scheme = .light
            case "dark": scheme = .dark
            case let other: throw UsageError(description: EditorStrings.text("cli.theme", .string(other)))
            }
            return .render(path: arguments[1], output: output, size: size, colorScheme: scheme)
        default:
            guard !first.hasPrefix("-"), arguments.count == 1 else {
                throw UsageError(description: EditorStrings.text("cli.unknownArguments",
                                                                 .string(arguments.joined(separator: " "))))
            }
            return .open(path: first)
        }
    }

    /// The argument after `flag`, `nil` when the flag is absent; throws when the flag has no value.
    private static func value(of flag: String, in arguments: [String]) throws -> String? {
        guard let index = arguments.firstIndex(of: flag) else { return nil }
        guard index + 1 < arguments.count else {
            throw UsageError(description: EditorStrings.text("cli.needsValue", .string(flag)))
        }
        return arguments[index + 1]
    }

    /// `WIDTHxHEIGHT` in points, each between 16 and 16384.
    private static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (16...16384).contains(width), (16...16384).contains(height) else {
            throw UsageError(description: EditorStrings.text("cli.size", .string(text)))
        }
        return CGSize(width: width, height: height)
    }
}

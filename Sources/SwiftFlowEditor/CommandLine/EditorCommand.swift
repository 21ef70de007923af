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
    case help

    static let usage = """
        usage: swiftflow [FILE]                  open FILE (or the bundled example) in the editor
               swiftflow render FILE -o OUT.png|.svg|.pdf [--size 1600x1000] [--theme light|dark]
               swiftflow gallery -o OUT.png      render the UI toolkit gallery
               swiftflow gallery PAGE [-o OUT.png]
                                                 open a canvas gallery page in a window (or render it);
                                                 PAGE: \(GalleryPage.allCases.map(\.rawValue).joined(separator: ", "))
        """

    /// A command-line mistake, with the message to print.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    static func parse(_ arguments: [String]) throws -> EditorCommand {
        guard let first = arguments.first else { return .open(path: nil) }
        switch first {
        case "-h", "--help", "help":
            return .help
        case "gallery":
            if arguments.count > 1, !arguments[1].hasPrefix("-") {
                guard let page = GalleryPage(rawValue: arguments[1]) else {
                    throw UsageError(description: "unknown gallery page \(arguments[1]); pages: "
                                     + GalleryPage.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return .galleryPage(page, output: try value(of: "-o", in: arguments))
            }
            return .gallery(output: try value(of: "-o", in: arguments) ?? "gallery.png")
        case "render":
            guard arguments.count > 1, !arguments[1].hasPrefix("-") else {
                throw UsageError(description: "render needs a FILE")
            }
            guard let output = try value(of: "-o", in: arguments) else {
                throw UsageError(description: "render needs -o OUT.png, OUT.svg or OUT.pdf")
            }
            guard ["png", "svg", "pdf"].contains(URL(fileURLWithPath: output).pathExtension.lowercased()) else {
                throw UsageError(description: "the output must end in .png, .svg or .pdf: \(output)")
            }
            let size = try value(of: "--size", in: arguments).map(parseSize) ?? CGSize(width: 1600, height: 1000)
            let scheme: ColorScheme
            switch try value(of: "--theme", in: arguments) ?? "light" {
            case "light": scheme = .light
            case "dark": scheme = .dark
            case let other: throw UsageError(description: "--theme must be light or dark, not \(other)")
            }
            return .render(path: arguments[1], output: output, size: size, colorScheme: scheme)
        default:
            guard !first.hasPrefix("-"), arguments.count == 1 else {
                throw UsageError(description: "unknown arguments: \(arguments.joined(separator: " "))")
            }
            return .open(path: first)
        }
    }

    /// The argument after `flag`, `nil` when the flag is absent; throws when the flag has no value.
    private static func value(of flag: String, in arguments: [String]) throws -> String? {
        guard let index = arguments.firstIndex(of: flag) else { return nil }
        guard index + 1 < arguments.count else { throw UsageError(description: "\(flag) needs a value") }
        return arguments[index + 1]
    }

    /// `WIDTHxHEIGHT` in points, each between 16 and 16384.
    private static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (16...16384).contains(width), (16...16384).contains(height) else {
            throw UsageError(description: "--size must look like 1600x1000, not \(text)")
        }
        return CGSize(width: width, height: height)
    }
}

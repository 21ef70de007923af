import CCairo
import Foundation
import SwiftFlowCore

/// Why a Cairo surface could not be made, rendered or written.
public enum CairoError: Error, Equatable, CustomStringConvertible {
    /// The requested size is empty, negative, not finite or too large for Cairo.
    case invalidSize(width: Double, height: Double)
    /// The destination is not a writable file location; `reason` says why.
    case cannotWrite(path: String, reason: String)
    /// Cairo reported an error status; `message` is Cairo's description of it.
    case cairoFailure(message: String)

    /// A `cairoFailure` carrying Cairo's text for `status`.
    static func failure(_ status: cairo_status_t) -> CairoError {
        .cairoFailure(message: String(cString: cairo_status_to_string(status)))
    }

    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            "invalid image size \(width) × \(height)"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        case .cairoFailure(let message):
            "Cairo error: \(message)"
        }
    }
}

/// Writes a file atomically through Core's `AtomicFileWriter`, reporting destination problems as
/// `CairoError.cannotWrite`.
func writeAtomically(to url: URL, _ produce: (String) throws -> Void) throws {
    do {
        try AtomicFileWriter.write(to: url, produce)
    } catch let failure as AtomicFileWriter.Failure {
        throw CairoError.cannotWrite(path: failure.path, reason: failure.reason)
    }
}

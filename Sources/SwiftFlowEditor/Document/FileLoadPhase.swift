import Foundation

/// What opening a file is doing, for the window's progress panel: reading, parsing and decoding run off the
/// main thread; building the canvas and drawing the first frame run on it, last.
enum FileLoadPhase: Int, Sendable, CaseIterable {
    case reading
    case parsing
    case decoding
    case drawing

    /// How far along the whole open this phase starts (measured on a 100,000-node file: the phases take
    /// roughly these shares of the time).
    var fraction: Double {
        switch self {
        case .reading: 0.02
        case .parsing: 0.1
        case .decoding: 0.3
        case .drawing: 0.6
        }
    }

    /// "Reading…", "Drawing…", in the user's language.
    var text: String { EditorStrings.text("loading.\(self)") }
}

/// Why a graph file could not be loaded or saved: every problem found, errors and warnings alike.
public struct GraphFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// All diagnostics in the order found; at least one has `severity == .error`.
    public var diagnostics: [GraphDiagnostic]

    public init(diagnostics: [GraphDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics that prevented loading.
    public var errors: [GraphDiagnostic] { diagnostics.filter(\.isError) }

    /// The diagnostics that alone would not have prevented loading.
    public var warnings: [GraphDiagnostic] { diagnostics.filter { !$0.isError } }

    /// One line per error.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

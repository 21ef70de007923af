/// One problem found while reading a graph file, located by the JSON path of the offending value.
///
/// Paths look like `nodes[3].position.x`; the empty path means the whole document. Errors stop the
/// file from loading; warnings describe something odd that was loaded as it is (and is saved back).
public struct GraphDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        /// The file cannot be loaded.
        case error
        /// The file loaded; the value was kept as it is.
        case warning
    }

    /// What kind of problem it is, for callers that react to particular problems.
    public enum Code: String, Hashable, Sendable {
        /// The text is not JSON (`line`/`column` say where).
        case malformedJSON
        /// The file could not be read or written.
        case io
        /// The JSON is not a graph: no `nodes`/`edges` arrays, or an unknown `format`.
        case notAGraph
        /// A native file from a newer version, or without a usable `version`.
        case unsupportedVersion
        /// A required key is absent.
        case missingKey
        /// A value has the wrong JSON type.
        case wrongType
        /// A number is NaN or infinite.
        case nonFiniteNumber
        /// A value has the right type but is not allowed (e.g. a zoom of 0, an empty id).
        case invalidValue
        /// A string the model does not know (e.g. a marker type); the value is kept for saving.
        case unknownValue
        case duplicateNodeId
        case duplicateEdgeId
        /// An edge names a source or target node that is not in the file.
        case missingNode
        /// An edge names a handle that its node's `handles` list does not declare.
        case missingHandle
        /// Past one of the reader's limits (`JSONLimits`: nesting, file size, string length; `GraphLimits`:
        /// node and edge counts).
        case limitExceeded
        /// A node names a parent that is not in the file.
        case missingParent
        /// Following `parentId` from a node leads back to it.
        case parentCycle
        /// A position, origin, size or absolute place outside `FlowRange` (or an edge to such a node, or a
        /// viewport beyond `FlowRange.maxTranslation`); the element is kept and saved but not drawn.
        case outOfRange
        /// A negative width or height; it counts as unset.
        case negativeSize
        /// A fixed width or height of 0: the node has no area, so it is neither seen nor picked (a measured 0
        /// is only "not measured yet", as in React Flow, and is not reported).
        case zeroSize
        /// An object names a key the model reads more than once: the last value is used, as JavaScript reads it,
        /// and every occurrence is kept in the file.
        case repeatedKey
        /// A modelled number written as a string that spells one (`"400"`); it is read as that number, as
        /// React Flow's arithmetic reads it, and the string is saved back while the value is unchanged.
        case numberAsString
    }

    public var severity: Severity
    public var code: Code
    /// JSON path of the value, e.g. `edges[2].source`; empty for the document as a whole.
    public var path: String
    public var message: String
    /// 1-based line of a JSON syntax error.
    public var line: Int?
    /// 1-based column (in characters) of a JSON syntax error.
    public var column: Int?

    public init(
        severity: Severity,
        code: Code,
        path: String,
        message: String,
        line: Int? = nil,
        column: Int? = nil
    ) {
        self.severity = severity
        self.code = code
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    public var isError: Bool { severity == .error }

    /// The message as a person reads it: a long one (a 5,000-digit number, a megabyte-long id quoted in it) cut
    /// in the middle, as paths are. `message` keeps it whole.
    public var shownMessage: String { JSONPathText.abbreviated(message, limit: 240) }

    /// `path: message`, or `line L, column C: message (at path)` for syntax errors.
    public var description: String {
        if let line, let column {
            return "line \(line), column \(column): \(shownMessage)" + (path.isEmpty ? "" : " (at \(JSONPathText.abbreviated(path)))")
        }
        return path.isEmpty ? shownMessage : "\(JSONPathText.abbreviated(path)): \(shownMessage)"
    }
}

/// Why JSON text could not be read, and where: 1-based line and column (columns count characters), and the
/// JSON path of the value being read (`nodes[3].data.label`; empty at the top level).
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int
    /// Byte offset of the problem in the input.
    public var offset: Int
    public var path: String
    /// The text is JSON, but past one of `JSONLimits` (too deep, too large, a string too long).
    public var exceedsLimit: Bool

    public init(message: String, line: Int, column: Int, offset: Int, path: String = "", exceedsLimit: Bool = false) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
        self.path = path
        self.exceedsLimit = exceedsLimit
    }

    public var description: String {
        "line \(line), column \(column): \(message)" + (path.isEmpty ? "" : " (at \(JSONPathText.abbreviated(path)))")
    }
}

/// Why JSON text could not be read, and where: 1-based line and column (columns count characters).
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int
    /// Byte offset of the problem in the input.
    public var offset: Int

    public init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}

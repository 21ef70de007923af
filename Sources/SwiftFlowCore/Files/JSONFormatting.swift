import Foundation

/// How JSON text is laid out: compact, or indented with a given unit, and whether it ends with a newline.
public struct JSONFormatting: Hashable, Sendable {
    /// The indentation unit (e.g. two spaces); `nil` writes everything on one line.
    public var indent: String?
    /// Whether the text ends with a line feed.
    public var trailingNewline: Bool

    public init(indent: String?, trailingNewline: Bool) {
        self.indent = indent
        self.trailingNewline = trailingNewline
    }

    /// One line, no spaces (JavaScript's `JSON.stringify(value)`).
    public static let compact = JSONFormatting(indent: nil, trailingNewline: false)
    /// Two-space indentation (JavaScript's `JSON.stringify(value, null, 2)`), ending with a newline.
    public static let pretty = JSONFormatting(indent: "  ", trailingNewline: true)

    /// The layout `data` appears to use: the whitespace before the first member of its outermost
    /// object or array gives the indentation unit, and a final line feed is kept.
    public static func detect(in data: Data) -> JSONFormatting {
        data.withUnsafeBytes { raw in detect(in: raw.bindMemory(to: UInt8.self)) }
    }

    /// The layout of JSON text given as bytes; see `detect(in:)` for `Data`.
    public static func detect(in bytes: [UInt8]) -> JSONFormatting {
        bytes.withUnsafeBufferPointer { detect(in: $0) }
    }

    /// The layout of a file's text as `GraphDocument.readFile(_:)` returns it.
    public static func detect(in text: JSONTextBytes) -> JSONFormatting {
        text.withUnsafeBufferPointer { detect(in: $0) }
    }

    static func detect(in bytes: UnsafeBufferPointer<UInt8>) -> JSONFormatting {
        var index = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: "[") {
            index += 1
        }
        index += 1
        var sawNewline = false
        var unit: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                sawNewline = true
                unit = []
            } else if byte == 0x20 || byte == 0x09 {
                unit.append(byte)
            } else if byte != 0x0D {
                break
            }
            index += 1
        }
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        let trailing = end > 0 && bytes[end - 1] == 0x0A
        guard sawNewline else { return JSONFormatting(indent: nil, trailingNewline: trailing) }
        return JSONFormatting(indent: String(decoding: unit, as: UTF8.self), trailingNewline: trailing)
    }
}

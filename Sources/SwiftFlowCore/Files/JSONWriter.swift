import Foundation

/// Writes `JSONValue`s as UTF-8 text; escapes only what JSON requires, as `JSON.stringify` does.
struct JSONWriter {
    private var output: [UInt8] = []
    private let indentUnit: [UInt8]?
    private let trailingNewline: Bool
    private var level = 0

    init(formatting: JSONFormatting) {
        indentUnit = formatting.indent.map { Array($0.utf8) }
        trailingNewline = formatting.trailingNewline
        output.reserveCapacity(4096)
    }

    mutating func finish() -> Data {
        if trailingNewline { output.append(0x0A) }
        return Data(output)
    }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): output.append(contentsOf: number.text.utf8)
        case .string(let string): writeString(string)
        case .array(let array):
            guard !array.isEmpty else {
                append("[]")
                return
            }
            output.append(UInt8(ascii: "["))
            level += 1
            for (position, element) in array.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline()
                write(element)
            }
            level -= 1
            newline()
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.isEmpty else {
                append("{}")
                return
            }
            output.append(UInt8(ascii: "{"))
            level += 1
            var first = true
            for (key, member) in object {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                newline()
                writeString(key)
                output.append(UInt8(ascii: ":"))
                if indentUnit != nil { output.append(0x20) }
                write(member)
            }
            level -= 1
            newline()
            output.append(UInt8(ascii: "}"))
        }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private mutating func newline() {
        guard let indentUnit else { return }
        output.append(0x0A)
        for _ in 0..<level { output.append(contentsOf: indentUnit) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func writeString(_ string: String) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                append("\\u00")
                output.append(JSONWriter.hexDigits[Int(byte >> 4)])
                output.append(JSONWriter.hexDigits[Int(byte & 0xF)])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

import Foundation

/// A recursive-descent JSON reader over UTF-8 bytes that keeps object order and number text.
struct JSONParser {
    /// Deeper nesting than this is refused rather than risking the stack.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    static func parse(_ data: Data) throws -> JSONValue {
        try data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            return try parser.parseDocument()
        }
    }

    private mutating func parseDocument() throws -> JSONValue {
        // A UTF-8 byte order mark is tolerated, as most editors write one now and then.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        guard index < bytes.count else { throw error("the document is empty") }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describe(bytes[index])) after the value") }
        return value
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "N"):
            try expectWord("NaN")
            return .number(JSONNumber(uncheckedText: "NaN", value: .nan))
        case UInt8(ascii: "I"):
            try expectWord("Infinity")
            return .number(JSONNumber(uncheckedText: "Infinity", value: .infinity))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw error("unexpected \(describe(bytes[index])), expected a value")
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws -> JSONValue {
        try enter()
        index += 1
        var object = JSONObject()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input inside an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describe(bytes[index])), expected a key in double quotes")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(index < bytes.count
                    ? "unexpected \(describe(bytes[index])), expected ':' after the key"
                    : "unexpected end of input, expected ':'")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            object.appendMember(key, value)
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return .object(object)
            }
            throw error("unexpected \(describe(bytes[index])), expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws -> JSONValue {
        try enter()
        index += 1
        var array: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(array)
        }
        while true {
            skipWhitespace()
            array.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return .array(array)
            }
            throw error("unexpected \(describe(bytes[index])), expected ',' or ']'")
        }
    }

    private mutating func expectWord(_ word: String) throws {
        let start = index
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                index = start
                throw error("unexpected \(describe(bytes[start])), expected a value")
            }
            index += 1
        }
    }

    private mutating func parseString() throws -> String {
        index += 1
        let start = index
        // Fast path: no escapes, so the bytes between the quotes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character \(describe(byte)) inside a string") }
            index += 1
        }
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case 0..<0x20:
                throw error("control character \(describe(byte)) inside a string")
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws {
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate pairs with a following \uDC00–\uDFFF; alone it becomes U+FFFD.
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    let save = index
                    index += 2
                    let low = try parseHex4()
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                        scalar = 0xFFFD
                    }
                } else {
                    scalar = 0xFFFD
                }
            } else if (0xDC00..<0xE000).contains(scalar) {
                scalar = 0xFFFD
            }
            let unicode = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            buffer.append(contentsOf: String(Character(unicode)).utf8)
        default:
            index -= 1
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unterminated \\u escape") }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hexadecimal digit \(describe(byte)) in a \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws -> JSONNumber {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "I") {
                try expectWord("Infinity")
                return JSONNumber(uncheckedText: "-Infinity", value: -.infinity)
            }
        }
        let integerStart = index
        var integer = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            if index - integerStart < 16 { integer = integer * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
            index += 1
        }
        let integerDigits = index - integerStart
        guard integerDigits > 0 else { throw error("expected a digit in a number") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number must not start with a leading zero")
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            let fractionStart = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            guard index > fractionStart else { throw error("expected a digit after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            guard index > exponentStart else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger, integerDigits <= 15 {
            return JSONNumber(uncheckedText: text, value: Double(negative ? -integer : integer))
        }
        guard let value = Double(text) else { throw error("invalid number '\(text)'") }
        return JSONNumber(uncheckedText: text, value: value)
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// An error at the current position; the column counts characters (UTF-8 lead bytes) on the line.
    private func error(_ message: String) -> JSONParseError {
        let end = min(index, bytes.count)
        var column = 1
        if lineStart < end {
            for position in lineStart..<end where bytes[position] & 0xC0 != 0x80 { column += 1 }
        }
        return JSONParseError(message: message, line: line, column: column, offset: index)
    }
}

import Foundation

/// Checks JSON text (RFC 8259, plus the `NaN`/`Infinity`/`-Infinity` tokens that Python writes) in one
/// pass that allocates nothing, then hands it to `JSONTextReader`: objects below the root stay spans of the
/// text until they are read or changed.
///
/// Errors name the line, the column and the JSON path of the value being read. The limits in `JSONLimits`
/// (nesting depth, text size, string length) are errors too, rather than a crash or a stall.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: JSONLimits
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The ends of the outer objects, handed to the reader with the text.
    private var objectEnds = JSONObjectEnds()
    /// The text checked, when mapped: its pages are let go behind the check every `JSONTextBytes.releaseStride`.
    private var text: JSONTextBytes?
    private var releasedUpTo = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    static func parse(_ data: Data, limits: JSONLimits = .standard) throws -> JSONValue {
        try parse(bytes: [UInt8](data), limits: limits)
    }

    static func parse(bytes: [UInt8], limits: JSONLimits = .standard) throws -> JSONValue {
        try parse(text: JSONTextBytes(bytes), limits: limits)
    }

    static func parse(text bytes: JSONTextBytes, limits: JSONLimits = .standard) throws -> JSONValue {
        guard bytes.count <= limits.maximumTextBytes else {
            throw JSONParseError(message: "the text is \(JSONLimits.describe(bytes: bytes.count)), more than the "
                                     + "limit of \(JSONLimits.describe(bytes: limits.maximumTextBytes))",
                                 line: 1, column: 1, offset: 0, exceedsLimit: true)
        }
        let (start, ends) = try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, limits: limits)
            parser.text = bytes.isMapped ? bytes : nil
            return (try parser.checkDocument(), parser.objectEnds)
        }
        let source = JSONSourceText(bytes: bytes, outerObjects: ends)
        let root = source.read { reader in
            let (value, _) = reader.readValue(start, depth: 0)
            // The root is read once here: every load looks up its keys.
            if case .object(let object) = value { return JSONValue.object(object.materialized()) }
            return value
        }
        // The check touched every page of a mapped text; the decoder reads each element once more.
        bytes.releasePages()
        return root
    }

    /// Checks the whole text; returns where the root value starts.
    private mutating func checkDocument() throws -> Int {
        // A UTF-8 byte order mark is tolerated, as most editors write one now and then.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
        if let encoding = wideEncoding() { throw error("the text is \(encoding), not UTF-8; save it as UTF-8") }
        skipWhitespace()
        guard index < bytes.count else { throw error("the document is empty") }
        let start = index
        do {
            try checkValue()
        } catch var failure as JSONParseError {
            if failure.path.hasPrefix(".") { failure.path.removeFirst() }
            throw failure
        }
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describe(bytes[index])) after the value") }
        return start
    }

    /// The UTF-16 or UTF-32 encoding the text is in, told by a byte order mark or, without one, by where the
    /// zero bytes of its first ASCII characters fall (RFC 4627, section 3); nil for UTF-8.
    private func wideEncoding() -> String? {
        let count = bytes.count
        func at(_ i: Int) -> UInt8? { i < count ? bytes[i] : nil }
        switch (at(0), at(1), at(2), at(3)) {
        case (0xFF, 0xFE, 0x00, 0x00), (.some(1...), 0x00, 0x00, 0x00): return "UTF-32 (little-endian)"
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, .some(1...)): return "UTF-32 (big-endian)"
        case (0xFF, 0xFE, _, _), (.some(1...), 0x00, _, _): return "UTF-16 (little-endian)"
        case (0xFE, 0xFF, _, _), (0x00, .some(1...), _, _): return "UTF-16 (big-endian)"
        default: return nil
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20:
                // Indentation comes in runs: a word at a time.
                index = JSONByteScan.endOfSpaces(bytes, from: index + 1)
            case 0x09, 0x0D:
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

    private mutating func checkValue() throws {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try checkObject()
        case UInt8(ascii: "["): try checkArray()
        case UInt8(ascii: "\""): try checkString()
        case UInt8(ascii: "t"): try expectWord("true")
        case UInt8(ascii: "f"): try expectWord("false")
        case UInt8(ascii: "n"): try expectWord("null")
        case UInt8(ascii: "N"): try expectWord("NaN")
        case UInt8(ascii: "I"): try expectWord("Infinity")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try checkNumber()
        default: throw error("unexpected \(describe(bytes[index])), expected a value")
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > limits.maximumDepth {
            throw error("nesting deeper than \(limits.maximumDepth) levels", exceedsLimit: true)
        }
    }

    private mutating func checkObject() throws {
        try enter()
        // `depth` counts this object: the root is 1 here, 0 for the reader.
        let slot = depth - 1 <= JSONObjectEnds.maximumDepth ? objectEnds.open(at: index) : nil
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            if let slot { objectEnds.close(slot, at: index) }
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input inside an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describe(bytes[index])), expected a key in double quotes")
            }
            let keyStart = index
            try checkString()
            let keyEnd = index
            do {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error(index < bytes.count
                        ? "unexpected \(describe(bytes[index])), expected ':' after the key"
                        : "unexpected end of input, expected ':'")
                }
                index += 1
                skipWhitespace()
                try checkValue()
            } catch var failure as JSONParseError {
                // The path is built only on the way out of a failure, so reading costs nothing for it.
                failure.path = "." + key(keyStart, keyEnd) + failure.path
                throw failure
            }
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                if let slot {
                    objectEnds.close(slot, at: index)
                    releaseBehind()
                }
                return
            }
            throw error("unexpected \(describe(bytes[index])), expected ',' or '}'")
        }
    }

    /// Lets the mapped pages before `index` go once the check is a stride past the last release.
    private mutating func releaseBehind() {
        guard let text, index - releasedUpTo >= JSONTextBytes.releaseStride else { return }
        text.releasePages(before: index)
        releasedUpTo = index
    }

    private func key(_ start: Int, _ end: Int) -> String {
        let source = JSONSourceText(bytes: JSONTextBytes([]))
        return JSONTextReader(bytes: bytes, source: source)
            .readString(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)]))
    }

    private mutating func checkArray() throws {
        try enter()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return
        }
        var position = 0
        while true {
            skipWhitespace()
            do {
                try checkValue()
            } catch var failure as JSONParseError {
                failure.path = "[\(position)]" + failure.path
                throw failure
            }
            position += 1
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return
            }
            throw error("unexpected \(describe(bytes[index])), expected ',' or ']'")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws {
        let start = index
        let matches = word.withUTF8Buffer { expected in
            guard index + expected.count <= bytes.count else { return false }
            for offset in 0..<expected.count where bytes[index + offset] != expected[offset] { return false }
            return true
        }
        guard matches else { throw error("unexpected \(describe(bytes[start])), expected a value") }
        index += word.utf8CodeUnitCount
    }

    private mutating func checkString() throws {
        let start = index
        index += 1
        while index < bytes.count {
            // Plain characters a word at a time, up to the next byte that needs a look.
            index = JSONByteScan.nextStringSpecial(bytes, from: index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                if index - start - 2 > limits.maximumStringBytes {
                    let length = index - start - 2
                    index = start
                    throw error("a string of \(JSONLimits.describe(bytes: length)) is longer than the limit of "
                                + JSONLimits.describe(bytes: limits.maximumStringBytes), exceedsLimit: true)
                }
                return
            }
            if byte == UInt8(ascii: "\\") {
                try checkEscape()
            } else if byte < 0x20 {
                throw error("control character \(describe(byte)) inside a string")
            } else {
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func checkEscape() throws {
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        case UInt8(ascii: "u"):
            index += 1
            for _ in 0..<4 {
                guard index < bytes.count else { throw error("unterminated \\u escape") }
                switch bytes[index] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                     UInt8(ascii: "A")...UInt8(ascii: "F"):
                    index += 1
                default:
                    throw error("invalid hexadecimal digit \(describe(bytes[index])) in a \\u escape")
                }
            }
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private mutating func checkNumber() throws {
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "I") {
                try expectWord("Infinity")
                return
            }
        }
        let integerStart = index
        skipDigits()
        let integerDigits = index - integerStart
        guard integerDigits > 0 else { throw error("expected a digit in a number") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number must not start with a leading zero")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            skipDigits()
            guard index > fractionStart else { throw error("expected a digit after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let exponentStart = index
            skipDigits()
            guard index > exponentStart else { throw error("expected a digit in the exponent") }
        }
    }

    private mutating func skipDigits() {
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            index += 1
        }
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// An error at the current position; the column counts characters (UTF-8 lead bytes) on the line.
    private func error(_ message: String, exceedsLimit: Bool = false) -> JSONParseError {
        let end = min(index, bytes.count)
        let column = 1 + (lineStart < end ? JSONByteScan.characterStarts(bytes, from: lineStart, to: end) : 0)
        return JSONParseError(message: message, line: line, column: column, offset: index,
                              exceedsLimit: exceedsLimit)
    }
}

import Foundation

/// Reads values out of JSON text that `JSONParser` has already checked, so nothing here can fail.
///
/// Objects come back as spans of the text (`JSONObject`'s raw form); arrays and scalars are read out.
/// Skipping a value only looks for quotes, escapes and brackets, which is why reading one member of a
/// large object costs a scan of its bytes and no allocation.
struct JSONTextReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let source: JSONSourceText

    // MARK: Skipping

    func skipWhitespace(_ index: Int) -> Int {
        var i = index
        while i < bytes.count {
            switch bytes[i] {
            case 0x20: i = JSONByteScan.endOfSpaces(bytes, from: i + 1)
            case 0x09, 0x0A, 0x0D: i += 1
            default: return i
            }
        }
        return i
    }

    /// From an opening quote to one past the closing one.
    func skipString(_ index: Int) -> Int {
        var i = index + 1
        while i < bytes.count {
            i = JSONByteScan.nextQuoteOrBackslash(bytes, from: i)
            guard i < bytes.count else { break }
            if bytes[i] == UInt8(ascii: "\"") { return i + 1 }
            i += 2
        }
        return i
    }

    /// From the first byte of a value to one past its last.
    func skipValue(_ index: Int) -> Int {
        switch bytes[index] {
        case UInt8(ascii: "\""): return skipString(index)
        case UInt8(ascii: "{"), UInt8(ascii: "["): return skipContainer(index)
        default:
            var i = index
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D: return i
                default: i += 1
                }
            }
            return i
        }
    }

    /// From a `{` or `[` to one past its matching bracket.
    func skipContainer(_ index: Int) -> Int {
        var level = 0
        var i = index
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\""):
                i = skipString(i)
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                level += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                level -= 1
                if level == 0 { return i + 1 }
            default:
                // Keys, numbers, spaces: straight on to the next quote or bracket.
                i = JSONByteScan.nextStructural(bytes, from: i + 1)
                continue
            }
            i += 1
        }
        return i
    }

    // MARK: Objects

    /// Calls `body` with each member of the object at `span`: the key's bytes (between the quotes), whether
    /// the key has escapes, where the member's text starts (its key's quote) and where its value starts.
    /// Returns the position of the object's closing brace.
    func forEachMember(
        _ span: JSONRawSpan,
        _ body: (_ key: UnsafeBufferPointer<UInt8>, _ escaped: Bool, _ memberStart: Int, _ valueStart: Int) -> Int
    ) {
        var i = skipWhitespace(Int(span.start) + 1)
        while i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            let keyStart = i
            let keyEnd = skipString(i)
            var escaped = false
            for position in (keyStart + 1)..<(keyEnd - 1) where bytes[position] == UInt8(ascii: "\\") {
                escaped = true
                break
            }
            let key = UnsafeBufferPointer(rebasing: bytes[(keyStart + 1)..<(keyEnd - 1)])
            i = skipWhitespace(keyEnd) + 1
            i = skipWhitespace(i)
            let valueEnd = body(key, escaped, keyStart, i)
            i = skipWhitespace(valueEnd)
            if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i = skipWhitespace(i + 1) }
        }
    }

    /// The last member named `key` (as JavaScript reads a repeated key), read out.
    func value(forKey key: String, in span: JSONRawSpan) -> JSONValue? {
        var found: (start: Int, end: Int)?
        var wanted = key
        wanted.withUTF8 { target in
            forEachMember(span) { name, escaped, _, valueStart in
                let matches = escaped
                    ? readString(name) == key
                    : name.elementsEqual(target)
                let end = skipValue(valueStart)
                if matches { found = (valueStart, end) }
                return end
            }
        }
        return found.map { readValue($0.start, depth: Int(span.depth) + 1, knownEnd: $0.end).value }
    }

    /// Every member of the object at `span`, with the text of each kept for writing it back unchanged.
    func members(of span: JSONRawSpan) -> JSONObject.Members {
        var keys: [String] = []
        var values: [JSONValue] = []
        var texts: [Range<UInt32>] = []
        forEachMember(span) { name, escaped, memberStart, valueStart in
            keys.append(escaped ? readString(name)
                                : String(decoding: name, as: UTF8.self))
            let (value, end) = readValue(valueStart, depth: Int(span.depth) + 1)
            values.append(value)
            texts.append(UInt32(memberStart)..<UInt32(end))
            return end
        }
        return JSONObject.Members(keys: keys, values: values,
                                  origin: JSONObject.MemberOrigin(source: source, depth: span.depth, texts: texts))
    }

    /// How many members the object at `span` has.
    func memberCount(of span: JSONRawSpan) -> Int {
        var count = 0
        forEachMember(span) { _, _, _, valueStart in
            count += 1
            return skipValue(valueStart)
        }
        return count
    }

    // MARK: Values

    /// The value starting at `index` and the position just past it; objects stay in the text.
    /// `knownEnd`: where the value ends, when a pass that skipped it already found out (`JSONFields`), so an
    /// object's text is not scanned to its closing brace a second time.
    func readValue(_ index: Int, depth: Int, knownEnd: Int? = nil) -> (value: JSONValue, end: Int) {
        switch bytes[index] {
        case UInt8(ascii: "{"):
            let known = knownEnd
                ?? (depth <= JSONObjectEnds.maximumDepth ? source.outerObjects.end(ofObjectAt: index) : nil)
            let end = known ?? skipContainer(index)
            let span = JSONRawSpan(source: source, start: UInt32(index), end: UInt32(end), depth: UInt16(depth))
            return (.object(JSONObject(raw: span)), end)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            var i = skipWhitespace(index + 1)
            while i < bytes.count, bytes[i] != UInt8(ascii: "]") {
                let (element, end) = readValue(i, depth: depth + 1)
                elements.append(element)
                i = skipWhitespace(end)
                if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i = skipWhitespace(i + 1) }
            }
            return (.array(elements), i + 1)
        case UInt8(ascii: "\""):
            let end = skipString(index)
            return (.string(readString(UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(end - 1)]))), end)
        case UInt8(ascii: "t"): return (.bool(true), index + 4)
        case UInt8(ascii: "f"): return (.bool(false), index + 5)
        case UInt8(ascii: "n"): return (.null, index + 4)
        default:
            let end = skipValue(index)
            return (.number(JSONTextReader.number(UnsafeBufferPointer(rebasing: bytes[index..<end]))), end)
        }
    }

    /// A checked number's value, with its text kept.
    static func number(_ text: UnsafeBufferPointer<UInt8>) -> JSONNumber {
        let string = String(decoding: text, as: UTF8.self)
        switch string {
        case "NaN": return JSONNumber(uncheckedText: string, value: .nan)
        case "Infinity": return JSONNumber(uncheckedText: string, value: .infinity)
        case "-Infinity": return JSONNumber(uncheckedText: string, value: -.infinity)
        default: break
        }
        // Short integers are summed directly: `Double(String)` costs far more and gives the same value.
        var integer = 0
        var negative = false
        var simple = text.count <= 16
        for (position, byte) in text.enumerated() where simple {
            if position == 0, byte == UInt8(ascii: "-") {
                negative = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                integer = integer * 10 + Int(byte - UInt8(ascii: "0"))
            } else {
                simple = false
            }
        }
        if simple, text.count > (negative ? 1 : 0) {
            return JSONNumber(uncheckedText: string, value: Double(negative ? -integer : integer))
        }
        return JSONNumber(uncheckedText: string, value: Double(string) ?? .nan)
    }

    /// The characters of a checked string's body (between the quotes); a lone surrogate or a byte that is
    /// not UTF-8 reads as U+FFFD (the text keeps the original for writing back).
    func readString(_ body: UnsafeBufferPointer<UInt8>) -> String {
        guard body.contains(UInt8(ascii: "\\")) else { return String(decoding: body, as: UTF8.self) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(body.count)
        var i = 0
        while i < body.count {
            let byte = body[i]
            guard byte == UInt8(ascii: "\\"), i + 1 < body.count else {
                buffer.append(byte)
                i += 1
                continue
            }
            let escape = body[i + 1]
            i += 2
            switch escape {
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(body, i)
                i += 4
                if (0xD800..<0xDC00).contains(scalar), i + 5 < body.count, body[i] == UInt8(ascii: "\\"),
                   body[i + 1] == UInt8(ascii: "u"), case let low = hex4(body, i + 2), (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                let unicode = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                buffer.append(contentsOf: String(Character(unicode)).utf8)
            default: buffer.append(escape)
            }
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    private func hex4(_ body: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
        var value: UInt32 = 0
        for position in at..<min(at + 4, body.count) {
            let byte = body[position]
            let digit: UInt8 = switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: byte &- UInt8(ascii: "A") &+ 10
            }
            value = value << 4 | UInt32(digit & 0xF)
        }
        return value
    }
}

extension JSONSourceText {
    /// Runs `body` with a reader over these bytes.
    func read<Result>(_ body: (JSONTextReader) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(JSONTextReader(bytes: $0, source: self)) }
    }
}

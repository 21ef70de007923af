import Foundation

/// A JSON value that keeps what a faithful round trip needs: object key order and the text of numbers.
///
/// Equality follows JSON semantics: objects compare without regard to key order and numbers compare by
/// value (`1.0 == 1`). Use `JSONValue(parsing:)` to read and `serialized(_:)` to write.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// Parses UTF-8 JSON text (RFC 8259, plus the `NaN`/`Infinity`/`-Infinity` tokens that Python writes).
    ///
    /// Throws `JSONParseError`, which names the line and column of the problem.
    public init(parsing data: Data) throws {
        self = try JSONParser.parse(data)
    }

    /// Parses JSON text; see `init(parsing:)` for `Data`.
    public init(parsing text: String) throws {
        self = try JSONParser.parse(bytes: Array(text.utf8))
    }

    /// The value as JSON text in UTF-8.
    ///
    /// With `keepingOriginalText`, objects read from a text and not changed since (and the unchanged members
    /// of changed ones) are copied from that text where they land at the depth they had in it, when the text
    /// was indented like `formatting`: what a save of an edited file needs to leave the rest byte for byte.
    public func serialized(_ formatting: JSONFormatting = .pretty, keepingOriginalText: Bool = false) -> Data {
        var writer = JSONWriter(formatting: formatting, keepsOriginalText: keepingOriginalText)
        writer.write(self)
        return writer.finish()
    }

    /// Writes the value as `serialized(_:keepingOriginalText:)` would return it into `file`, a piece at a time.
    public func write(_ formatting: JSONFormatting = .pretty, keepingOriginalText: Bool = false,
                      into file: ChunkedFileOutput) {
        var writer = JSONWriter(formatting: formatting, keepsOriginalText: keepingOriginalText, streamingInto: file)
        writer.write(self)
        writer.finishFile()
    }

    /// The value as a JSON string.
    public func serializedString(_ formatting: JSONFormatting = .pretty) -> String {
        String(decoding: serialized(formatting), as: UTF8.self)
    }

    /// A number value made from a `Double`.
    public static func double(_ value: Double) -> JSONValue { .number(JSONNumber(value)) }

    /// A number value made from an `Int`.
    public static func int(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

    public var isNull: Bool { self == .null }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number's value as a `Double` (possibly NaN or infinite if the file said so).
    public var doubleValue: Double? {
        if case .number(let number) = self { return number.value }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The member named `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` of an array; `nil` when out of range or not an array.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }

    /// A short name of the value's kind, as used in diagnostics ("a number", "an object", …).
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
    public init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// An object whose keys keep the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}

extension JSONValue: CustomStringConvertible {
    /// Compact JSON text.
    public var description: String { serializedString(.compact) }
}

import Foundation

/// A fixed list of keys an object is read for, such as a node's modelled keys.
///
/// `Key` is an enum whose raw values count from 0 in the order of `names`.
protocol JSONFieldKey: RawRepresentable, CaseIterable where RawValue == Int {
    /// The key names, indexed by raw value.
    static var table: JSONKeyTable { get }
}

/// Key names and their UTF-8 bytes, matched against the keys in an object's text.
struct JSONKeyTable: Sendable {
    /// The most keys one table may have (the size of `JSONFields`' inline storage).
    static let capacity = 32

    let names: [String]
    private let utf8: [[UInt8]]

    init(_ names: [String]) {
        precondition(names.count <= Self.capacity, "JSONFields holds at most \(Self.capacity) keys")
        self.names = names
        utf8 = names.map { Array($0.utf8) }
    }

    /// The position of the name spelled by `bytes`, if it is one of the table's.
    func ordinal(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // Compared with `memcmp` after the length: `elementsEqual` walked both sides through the generic
        // sequence protocol, a byte at a time (3 % of a 100k file's load: every key of every node and edge).
        let count = bytes.count
        for ordinal in utf8.indices where utf8[ordinal].count == count {
            if count == 0 { return ordinal }
            let same = utf8[ordinal].withUnsafeBufferPointer { name in
                memcmp(name.baseAddress!, bytes.baseAddress!, count) == 0
            }
            if same { return ordinal }
        }
        return nil
    }

    func ordinal(of name: String) -> Int? {
        names.firstIndex(of: name)
    }
}

/// The values of a fixed set of keys of one object, found in one pass over its text.
///
/// The decoder reads some twenty keys of every node and edge. Looking each up by name would scan the
/// object's text twenty times, and reading the object out (`JSONObject.materialized()`) allocates every
/// member, its key and the text of each number. This pass records only where each wanted key's value starts
/// (its last occurrence, as JavaScript reads a repeated key); a value is read when asked for.
/// An object that is no longer text (built in memory, or changed) is looked up by name instead.
struct JSONFields<Key: JSONFieldKey> {
    private let object: JSONObject
    private let span: JSONRawSpan?
    /// Where each key's value starts in the text; -1 when the object does not have it.
    private var offsets = InlineArray<32, Int32>(repeating: -1)
    /// Where each key's value ends (one past it): the pass skips every value anyway, and reading an object
    /// value (a node's `data`) would otherwise scan its text to the closing brace again.
    private var ends = InlineArray<32, UInt32>(repeating: 0)
    /// A bit per key (by raw value) that the object's text names more than once.
    private var repeatedBits: UInt32 = 0

    init(_ object: JSONObject) {
        self.object = object
        span = object.rawSpan
        guard let span else { return }
        let table = Key.table
        var offsets = self.offsets
        var ends = self.ends
        var repeatedBits: UInt32 = 0
        span.source.read { reader in
            reader.forEachMember(span) { name, escaped, _, valueStart in
                let ordinal = escaped
                    ? table.ordinal(of: reader.readString(name))
                    : table.ordinal(of: name)
                let end = reader.skipValue(valueStart)
                if let ordinal {
                    if offsets[ordinal] >= 0 { repeatedBits |= 1 << UInt32(ordinal) }
                    offsets[ordinal] = Int32(valueStart)
                    ends[ordinal] = UInt32(end)
                }
                return end
            }
        }
        self.offsets = offsets
        self.ends = ends
        self.repeatedBits = repeatedBits
    }

    /// The keys the object's text names more than once (their last value is the one read), in key order.
    var repeatedKeys: [Key] {
        guard repeatedBits != 0 else { return [] }
        return Key.allCases.filter { repeatedBits & (1 << UInt32($0.rawValue)) != 0 }
    }

    /// The value of `key`, or nil when the object does not have it.
    subscript(key: Key) -> JSONValue? {
        guard let span else { return object[Key.table.names[key.rawValue]] }
        let offset = offsets[key.rawValue]
        guard offset >= 0 else { return nil }
        return span.source.read {
            $0.readValue(Int(offset), depth: Int(span.depth) + 1, knownEnd: Int(ends[key.rawValue])).value
        }
    }

    /// Whether the object has `key` (at any value, `null` included).
    func contains(_ key: Key) -> Bool {
        guard span != nil else { return object[Key.table.names[key.rawValue]] != nil }
        return offsets[key.rawValue] >= 0
    }
}

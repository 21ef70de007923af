/// A JSON object that keeps its keys in file order.
///
/// Setting an existing key replaces its value in place; a new key goes at the end; setting `nil` removes
/// the key. Should a file repeat a key, every occurrence is kept (and written back) and lookups see the
/// last one, as JavaScript does. Equality ignores key order.
public struct JSONObject: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    public private(set) var keys: [String]
    public private(set) var values: [JSONValue]

    public init() {
        keys = []
        values = []
    }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init()
        for (key, value) in elements { self[key] = value }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// The position of `key` (its last occurrence), if present.
    public func index(forKey key: String) -> Int? {
        keys.lastIndex(of: key)
    }

    public subscript(key: String) -> JSONValue? {
        get {
            guard let index = index(forKey: key) else { return nil }
            return values[index]
        }
        set {
            if let index = index(forKey: key) {
                if let newValue {
                    values[index] = newValue
                } else {
                    keys.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    /// Appends a member even if the key is already present (the parser uses this to keep repeated keys).
    mutating func appendMember(_ key: String, _ value: JSONValue) {
        keys.append(key)
        values.append(value)
    }

    public func makeIterator() -> Zip2Sequence<[String], [JSONValue]>.Iterator {
        zip(keys, values).makeIterator()
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.keys.count == rhs.keys.count else { return false }
        // Unchanged objects keep their order, so the cheap ordered comparison usually decides.
        if lhs.keys == rhs.keys { return lhs.values == rhs.values }
        for (key, value) in lhs where rhs[key] != value { return false }
        for key in rhs.keys where lhs[key] == nil { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys.count)
        hasher.combine(Set(keys))
    }
}

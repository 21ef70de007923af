/// A JSON object that keeps its keys in file order.
///
/// Setting an existing key replaces its value in place; a new key goes at the end; setting `nil` removes
/// the key. Should a file repeat a key, every occurrence is kept (and written back) and lookups see the
/// last one, as JavaScript does. Equality ignores key order.
///
/// An object read from a file stays a span of the file's text until it is changed or listed (see
/// `JSONSourceText`): looking up a key scans that text, and an unchanged object is written back verbatim.
public struct JSONObject: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    private var box: Box

    public init() {
        box = Box(.members(Members(keys: [], values: [], origin: nil)))
    }

    init(raw span: JSONRawSpan) {
        box = Box(.raw(span))
    }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init()
        for (key, value) in elements { self[key] = value }
    }

    public var keys: [String] { members.keys }
    public var values: [JSONValue] { members.values }

    public var count: Int {
        switch box.state {
        case .raw(let span): span.source.read { $0.memberCount(of: span) }
        case .members(let members): members.keys.count
        }
    }

    public var isEmpty: Bool { count == 0 }

    /// The position of `key` (its last occurrence), if present.
    public func index(forKey key: String) -> Int? {
        members.keys.lastIndex(of: key)
    }

    public subscript(key: String) -> JSONValue? {
        get {
            switch box.state {
            case .raw(let span): span.source.read { $0.value(forKey: key, in: span) }
            case .members(let members): members.value(forKey: key)
            }
        }
        set {
            modify { members in
                if let index = members.keys.lastIndex(of: key) {
                    if let newValue {
                        members.values[index] = newValue
                        members.origin?.texts[index] = 0..<0
                    } else {
                        members.keys.remove(at: index)
                        members.values.remove(at: index)
                        members.origin?.texts.remove(at: index)
                    }
                } else if let newValue {
                    members.append(key, newValue)
                }
            }
        }
    }

    /// Appends a member even if the key is already present (the parser uses this to keep repeated keys).
    mutating func appendMember(_ key: String, _ value: JSONValue) {
        modify { $0.append(key, value) }
    }

    public func makeIterator() -> Zip2Sequence<[String], [JSONValue]>.Iterator {
        let members = members
        return zip(members.keys, members.values).makeIterator()
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        if lhs.box === rhs.box { return true }
        if let a = lhs.rawSpan, let b = rhs.rawSpan, a.isSame(as: b) { return true }
        let lhs = lhs.members, rhs = rhs.members
        guard lhs.keys.count == rhs.keys.count else { return false }
        // Unchanged objects keep their order, so the cheap ordered comparison usually decides.
        if lhs.keys == rhs.keys { return lhs.values == rhs.values }
        for (key, value) in zip(lhs.keys, lhs.values) where rhs.value(forKey: key) != value { return false }
        for key in rhs.keys where lhs.value(forKey: key) == nil { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        let keys = keys
        hasher.combine(keys.count)
        hasher.combine(Set(keys))
    }

    // MARK: Storage

    /// The members, read out of the text when the object is still raw.
    var members: Members {
        switch box.state {
        case .raw(let span): span.source.read { $0.members(of: span) }
        case .members(let members): members
        }
    }

    /// The object's own text when it is unchanged since it was read.
    var rawSpan: JSONRawSpan? {
        if case .raw(let span) = box.state { return span }
        return nil
    }

    /// The text the object was read from, if it came from one.
    var sourceText: JSONSourceText? {
        switch box.state {
        case .raw(let span): span.source
        case .members(let members): members.origin?.source
        }
    }

    /// Replaces the value of `key` (its last occurrence) but keeps the member's text, so that a writer keeping
    /// original text still copies it; returns false, changing nothing, when the member has no text to keep.
    /// The document uses this to let go of the file's `nodes` and `edges` lists, whose elements it keeps itself.
    mutating func replaceValueKeepingText(forKey key: String, with value: JSONValue) -> Bool {
        let current = members
        guard let index = current.keys.lastIndex(of: key), let origin = current.origin,
              !origin.texts[index].isEmpty else { return false }
        modify { $0.values[index] = value }
        return true
    }

    /// The same object with its members read out, so that many lookups do not each scan the text.
    func materialized() -> JSONObject {
        guard case .raw = box.state else { return self }
        var copy = self
        copy.box = Box(.members(members))
        return copy
    }

    private mutating func modify(_ body: (inout Members) -> Void) {
        var members = members
        if isKnownUniquelyReferenced(&box) {
            // Leave nothing behind in the box while `members` is changed, so the arrays stay unshared.
            box.state = .members(Members(keys: [], values: [], origin: nil))
            body(&members)
            box.state = .members(members)
        } else {
            body(&members)
            box = Box(.members(members))
        }
    }
}

extension JSONObject {
    /// The keys and values of an object, and for one read from a file the text of each member.
    struct Members: Sendable {
        var keys: [String]
        var values: [JSONValue]
        var origin: MemberOrigin?

        func value(forKey key: String) -> JSONValue? {
            keys.lastIndex(of: key).map { values[$0] }
        }

        mutating func append(_ key: String, _ value: JSONValue) {
            keys.append(key)
            values.append(value)
            origin?.texts.append(0..<0)
        }
    }

    /// Where each member of an object read from a file stood in its text (`key: value`); an empty range marks
    /// a member changed since, which the writer writes afresh.
    struct MemberOrigin: Sendable {
        let source: JSONSourceText
        /// The object's depth in the text.
        let depth: UInt16
        var texts: [Range<UInt32>]
    }

    /// An object's state, shared between copies until one of them changes.
    final class Box: @unchecked Sendable {
        enum State {
            case raw(JSONRawSpan)
            case members(Members)
        }

        var state: State

        init(_ state: State) {
            self.state = state
        }
    }
}

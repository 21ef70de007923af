import Foundation
import SwiftFlow

/// One step into a JSON value: an object's key or an array's index.
enum JSONPathStep: Hashable {
    case key(String)
    case index(Int)
}

extension JSONValue {
    /// The value at `path`, nil when it does not exist.
    func value(at path: [JSONPathStep]) -> JSONValue? {
        var current: JSONValue? = self
        for step in path {
            switch step {
            case .key(let key): current = current?[key]
            case .index(let index): current = current?[index]
            }
        }
        return current
    }

    /// The value with the one at `path` replaced by `transform`'s result (nil removes it). A path that does
    /// not exist leaves the value unchanged.
    func updating(at path: ArraySlice<JSONPathStep>, _ transform: (JSONValue?) -> JSONValue?) -> JSONValue? {
        guard let step = path.first else { return transform(self) }
        switch (step, self) {
        case (.key(let key), .object(var object)):
            guard let child = object[key] else { return self }
            object[key] = child.updating(at: path.dropFirst(), transform)
            return .object(object)
        case (.index(let index), .array(var array)):
            guard array.indices.contains(index) else { return self }
            if let updated = array[index].updating(at: path.dropFirst(), transform) {
                array[index] = updated
            } else {
                array.remove(at: index)
            }
            return .array(array)
        default:
            return self
        }
    }

    /// The object with `key` renamed to `newKey` in place (keeping its position); nil when this is not an
    /// object, `key` is missing or `newKey` is already used.
    func renamingKey(_ key: String, to newKey: String) -> JSONValue? {
        guard let object = objectValue, object[key] != nil, key == newKey || object[newKey] == nil else { return nil }
        var renamed = JSONObject()
        for (name, value) in object { renamed[name == key ? newKey : name] = value }
        return .object(renamed)
    }

    /// A new key for this object: `base`, else `base2`, `base3`…
    func freshKey(_ base: String) -> String {
        guard let object = objectValue, object[base] != nil else { return base }
        var number = 2
        while object["\(base)\(number)"] != nil { number += 1 }
        return "\(base)\(number)"
    }
}

/// The kinds of JSON value the data editor can turn a value into.
enum JSONKind: String, CaseIterable, Hashable {
    case string, number, boolean, null, object, array

    init(of value: JSONValue) {
        switch value {
        case .string: self = .string
        case .number: self = .number
        case .bool: self = .boolean
        case .null: self = .null
        case .object: self = .object
        case .array: self = .array
        }
    }

    /// `value` as this kind: kept when it already is one, else converted where that means something
    /// ("12" → 12, 12 → "12", true ↔ "true") or the kind's empty value.
    func convert(_ value: JSONValue) -> JSONValue {
        guard JSONKind(of: value) != self else { return value }
        switch self {
        case .string:
            switch value {
            case .number(let number): return .string(number.text)
            case .bool(let flag): return .string(flag ? "true" : "false")
            default: return .string("")
            }
        case .number:
            if let text = value.stringValue, let number = JSONNumber(text: text) { return .number(number) }
            if let flag = value.boolValue { return .int(flag ? 1 : 0) }
            return .int(0)
        case .boolean:
            if let text = value.stringValue { return .bool(text == "true") }
            if let number = value.doubleValue { return .bool(number != 0) }
            return .bool(false)
        case .null: return .null
        case .object: return .object(JSONObject())
        case .array: return .array([])
        }
    }
}

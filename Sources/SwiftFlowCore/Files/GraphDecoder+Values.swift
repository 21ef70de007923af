import Foundation

/// The viewport and the scalar readers every element uses: each takes a member's value (nil when the object
/// lacks it) and the member's JSON path, built only when a problem is reported.
extension GraphDecoder {
    func decodeViewport(_ value: JSONValue, path: String) -> (Viewport, JSONObject)? {
        guard case .object(let object) = value else {
            error(.wrongType, path, "expected an object, found \(value.kindDescription)")
            return nil
        }
        let x = number(object["x"], path + ".x", required: true)
        let y = number(object["y"], path + ".y", required: true)
        let zoom = number(object["zoom"], path + ".zoom", required: true)
        guard let x, let y, let zoom else { return nil }
        guard zoom > 0 else {
            error(.invalidValue, path + ".zoom", "expected a zoom above 0, found \(JSONNumber.format(Double(zoom)))")
            return nil
        }
        for (key, value) in [("x", x), ("y", y)] where abs(value) > FlowRange.maxTranslation {
            warning(.outOfRange, "\(path).\(key)", "\(JSONNumber.format(Double(value))) is outside ±"
                    + "\(GraphRangeCheck.limit(FlowRange.maxTranslation)); the view is fitted instead")
        }
        return (Viewport(x: x, y: y, zoom: zoom), object)
    }

    /// `{"x": number, "y": number}`.
    func point(_ value: JSONValue?, path: @autoclosure () -> String, required: Bool) -> XYPosition? {
        guard let value, value != .null else {
            if required { error(.missingKey, path(), "missing; expected {\"x\": number, \"y\": number}") }
            return nil
        }
        guard case .object(let object) = value else {
            error(.wrongType, path(), "expected an object with x and y, found \(value.kindDescription)")
            return nil
        }
        let fields = JSONFields<PointKey>(object)
        let x = number(fields[.x], path() + ".x", required: true)
        let y = number(fields[.y], path() + ".y", required: true)
        guard let x, let y else { return nil }
        return XYPosition(x: x, y: y)
    }

    /// `{"width": number, "height": number}`.
    func size(_ value: JSONValue?, path: @autoclosure () -> String) -> CGSize? {
        guard let value, value != .null else { return nil }
        guard case .object(let object) = value else {
            error(.wrongType, path(), "expected an object with width and height, found \(value.kindDescription)")
            return nil
        }
        let fields = JSONFields<SizeKey>(object)
        let width = number(fields[.width], path() + ".width", required: true)
        let height = number(fields[.height], path() + ".height", required: true)
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    /// A required, non-empty string.
    func identifier(_ value: JSONValue?, _ path: @autoclosure () -> String) -> String? {
        guard let value else {
            error(.missingKey, path(), "missing; expected a string")
            return nil
        }
        guard case .string(let text) = value else {
            error(.wrongType, path(), "expected a string, found \(value.kindDescription)")
            return nil
        }
        guard !text.isEmpty else {
            error(.invalidValue, path(), "expected a non-empty string")
            return nil
        }
        return text
    }

    /// An optional string; missing and `null` are `nil`.
    func string(_ value: JSONValue?, _ path: @autoclosure () -> String) -> String? {
        guard let value else { return nil }
        switch value {
        case .null: return nil
        case .string(let text): return text
        default:
            error(.wrongType, path(), "expected a string, found \(value.kindDescription)")
            return nil
        }
    }

    func bool(_ value: JSONValue?, _ path: @autoclosure () -> String) -> Bool? {
        guard let value else { return nil }
        switch value {
        case .null: return nil
        case .bool(let flag): return flag
        default:
            error(.wrongType, path(), "expected a boolean, found \(value.kindDescription)")
            return nil
        }
    }

    func number(_ value: JSONValue?, _ path: @autoclosure () -> String, required: Bool = false) -> CGFloat? {
        guard let value, value != .null else {
            if required { error(.missingKey, path(), "missing; expected a number") }
            return nil
        }
        return finite(value, path: path()).map { CGFloat($0) }
    }

    func integer(_ value: JSONValue?, _ path: @autoclosure () -> String) -> Int? {
        guard let number = number(value, path()) else { return nil }
        guard abs(number) < 1e15 else {
            error(.invalidValue, path(), "expected an integer of reasonable size")
            return nil
        }
        return Int(number.rounded(.towardZero))
    }

    func finite(_ value: JSONValue, path: @autoclosure () -> String) -> Double? {
        let number: JSONNumber
        if case .number(let written) = value {
            number = written
        } else if let spelled = spelledNumber(value, path: path()) {
            number = spelled
        } else {
            error(.wrongType, path(), "expected a number, found \(value.kindDescription)")
            return nil
        }
        guard number.value.isFinite else {
            error(.nonFiniteNumber, path(), "expected a finite number, found \(number.text)")
            return nil
        }
        return number.value
    }

    /// The finite number a string value spells (`"400"`, `" -1.5e3 "`), reported as a warning: React Flow works
    /// with such values (its arithmetic turns them into numbers), so the file opens there; the string stays in
    /// the file until the value changes. Nil for any other value, and for long text, `"NaN"`, `"1e400"` or what
    /// only JavaScript reads as a number (`""` as 0, `"0x10"` as 16).
    private func spelledNumber(_ value: JSONValue, path: @autoclosure () -> String) -> JSONNumber? {
        guard case .string(let text) = value, text.utf8.count <= 64,
              let number = JSONNumber(text: text.trimmingCharacters(in: .whitespaces)), number.value.isFinite
        else { return nil }
        warning(.numberAsString, path(), "a number written as a string (\"\(text)\"); read as \(number.text)")
        return number
    }
}

/// The keys of a point (`position`).
enum PointKey: Int, JSONFieldKey {
    case x, y

    static let table = JSONKeyTable(["x", "y"])
}

/// The keys of a size (`measured`).
enum SizeKey: Int, JSONFieldKey {
    case width, height

    static let table = JSONKeyTable(["width", "height"])
}

import Foundation

/// The edge keys the model reads (React Flow's, which the native format shares).
enum EdgeKey: Int, JSONFieldKey {
    case id, source, target, sourceHandle, targetHandle, type, reconnectable, updatable
    case markerStart, markerEnd, label, style, zIndex, interactionWidth, data
    case animated, hidden, selected, selectable, deletable, focusable

    static let table = JSONKeyTable([
        "id", "source", "target", "sourceHandle", "targetHandle", "type", "reconnectable", "updatable",
        "markerStart", "markerEnd", "label", "style", "zIndex", "interactionWidth", "data",
        "animated", "hidden", "selected", "selectable", "deletable", "focusable",
    ])
}

extension GraphDecoder {
    /// The edge in `value` and its object as read, or nil (with an error reported) without an id or endpoints.
    func decodeEdge(_ value: JSONValue, path: @autoclosure () -> String) -> (Edge<JSONValue>, JSONObject)? {
        guard case .object(let original) = value else {
            error(.wrongType, path(), "expected an object, found \(value.kindDescription)")
            return nil
        }
        let fields = JSONFields<EdgeKey>(original)
        func key(_ key: EdgeKey) -> String { "\(path()).\(EdgeKey.table.names[key.rawValue])" }
        for repeated in fields.repeatedKeys { repeatedKey(key(repeated)) }
        let id = identifier(fields[.id], key(.id))
        let source = identifier(fields[.source], key(.source))
        let target = identifier(fields[.target], key(.target))
        let sourceHandle = string(fields[.sourceHandle], key(.sourceHandle))
        let targetHandle = string(fields[.targetHandle], key(.targetHandle))
        // Types the model cannot express (`buttonedge`, …) draw as `default`; the file keeps the name.
        let type = string(fields[.type], key(.type)).flatMap(EdgeType.init(rawValue:)) ?? .default
        let reconnectKey: EdgeKey = !fields.contains(.reconnectable) && fields.contains(.updatable)
            ? .updatable : .reconnectable
        var attributes = EdgeAttributes.defaults.value
        switch fields[reconnectKey] {
        case nil, .null?: break
        case .bool(let flag)?: attributes.reconnectable = flag
        case .string(let end)? where HandleType(rawValue: end) != nil: attributes.reconnectable = true
        case let other?:
            error(.wrongType, key(reconnectKey),
                  "expected a boolean, \"source\" or \"target\", found \(other.kindDescription)")
        }
        attributes.markerStart = marker(fields[.markerStart], path: key(.markerStart))
        attributes.markerEnd = marker(fields[.markerEnd], path: key(.markerEnd))
        switch fields[.label] {
        case .string(let text)?: attributes.label = text
        case .number(let number)?: attributes.label = number.text
        default: break
        }
        if let styleValue = fields[.style], styleValue != .null {
            if case .object(let styleObject) = styleValue {
                attributes.style = edgeStyle(styleObject)
            } else {
                error(.wrongType, key(.style), "expected an object, found \(styleValue.kindDescription)")
            }
        }
        let zIndex = integer(fields[.zIndex], key(.zIndex))
        attributes.interactionWidth = number(fields[.interactionWidth], key(.interactionWidth)) ?? 20
        attributes.animated = bool(fields[.animated], key(.animated)) ?? false
        let hidden = bool(fields[.hidden], key(.hidden)) ?? false
        let selected = bool(fields[.selected], key(.selected)) ?? false
        attributes.selectable = bool(fields[.selectable], key(.selectable)) ?? true
        attributes.deletable = bool(fields[.deletable], key(.deletable)) ?? true
        attributes.focusable = bool(fields[.focusable], key(.focusable)) ?? true
        var edge = Edge<JSONValue>(id: id ?? "", source: source ?? "", target: target ?? "")
        edge.sourceHandle = sourceHandle
        edge.targetHandle = targetHandle
        edge.type = type
        edge.hidden = hidden
        edge.selected = selected
        edge.zIndex = zIndex ?? 0
        edge.data = fields[.data]
        edge.attributes = edgeAttributes.intern(attributes) {
            attributes == EdgeAttributes.defaults.value ? EdgeAttributes.defaults : CopyOnWrite(attributes)
        }
        guard id != nil, source != nil, target != nil else { return nil }
        return (edge, original)
    }

    private func edgeStyle(_ object: JSONObject) -> EdgeStyle? {
        var style = EdgeStyle()
        style.stroke = CSSValue.color(object["stroke"])
        style.strokeWidth = CSSValue.length(object["strokeWidth"])
        style.dash = CSSValue.dashArray(object["strokeDasharray"])
        style.opacity = CSSValue.number(object["opacity"])
        return style == EdgeStyle() ? nil : style
    }

    /// A marker object; a string is a custom marker id the model cannot draw, kept only in the file.
    private func marker(_ value: JSONValue?, path: @autoclosure () -> String) -> EdgeMarker? {
        switch value {
        case nil, .null?, .string?:
            return nil
        case .object(let object)?:
            guard let typeName = string(object["type"], path() + ".type") else {
                if object["type"] == nil {
                    error(.missingKey, path() + ".type", "missing; expected arrow or arrowclosed")
                }
                return nil
            }
            guard let type = EdgeMarker.MarkerType(rawValue: typeName.lowercased()) else {
                warning(.unknownValue, path() + ".type",
                        "unknown marker type \"\(typeName)\"; the edge draws no marker")
                return nil
            }
            var marker = EdgeMarker(type: type)
            marker.color = CSSValue.color(object["color"])
            marker.width = markerLength(object, "width", path()) ?? 12.5
            marker.height = markerLength(object, "height", path()) ?? 12.5
            marker.strokeWidth = markerLength(object, "strokeWidth", path())
            return marker
        case let other?:
            error(.wrongType, path(), "expected a marker object or a marker id string, found \(other.kindDescription)")
            return nil
        }
    }

    private func markerLength(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) -> CGFloat? {
        guard let value = object[key], value != .null else { return nil }
        if let length = CSSValue.length(value) { return length }
        error(.wrongType, "\(path()).\(key)", "expected a number or a length like \"22px\", found \(value.description)")
        return nil
    }
}

import Foundation

/// The node keys the model reads (React Flow's, which the native format shares).
enum NodeKey: Int, JSONFieldKey {
    case id, type, position, data, width, height, measured, parentId, parentNode, extent, origin
    case sourcePosition, targetPosition, zIndex, ariaLabel, style, handles
    case expandParent, hidden, selected, dragging, draggable, selectable, connectable, deletable, focusable

    static let table = JSONKeyTable([
        "id", "type", "position", "data", "width", "height", "measured", "parentId", "parentNode", "extent", "origin",
        "sourcePosition", "targetPosition", "zIndex", "ariaLabel", "style", "handles",
        "expandParent", "hidden", "selected", "dragging", "draggable", "selectable", "connectable", "deletable",
        "focusable",
    ])
}

/// A node as read, with what the document keeps beside it.
struct DecodedNode {
    var node: Node<JSONValue>
    /// Its object as read (kept for saving: still a span of the file's text when it came from one).
    var object: JSONObject
    /// Its `handles` value, if any.
    var handles: JSONValue?
}

/// A handle listed in a node's `handles` array (React Flow's `node.handles`): its id and type, when given.
public struct DeclaredHandle: Equatable, Sendable {
    public var id: String?
    public var type: HandleType?

    public init(id: String?, type: HandleType?) {
        self.id = id
        self.type = type
    }
}

extension GraphDecoder {
    /// The node in `value`, or nil (with an error reported) when it has no usable id or position.
    /// Every other key is checked too, so that one read reports all of a node's problems.
    func decodeNode(_ value: JSONValue, path: @autoclosure () -> String) -> DecodedNode? {
        guard case .object(let original) = value else {
            error(.wrongType, path(), "expected an object, found \(value.kindDescription)")
            return nil
        }
        // One pass over the node's text finds every key; values are read only for the keys present.
        let fields = JSONFields<NodeKey>(original)
        func key(_ key: NodeKey) -> String { "\(path()).\(NodeKey.table.names[key.rawValue])" }
        for repeated in fields.repeatedKeys { repeatedKey(key(repeated)) }
        let id = identifier(fields[.id], key(.id))
        let position = point(fields[.position], path: key(.position), required: true)
        var attributes = NodeAttributes.defaults.value
        attributes.type = string(fields[.type], key(.type))
        attributes.width = number(fields[.width], key(.width))
        attributes.height = number(fields[.height], key(.height))
        let measured = size(fields[.measured], path: key(.measured))
        let parentKey: NodeKey = !fields.contains(.parentId) && fields.contains(.parentNode) ? .parentNode : .parentId
        attributes.parentId = string(fields[parentKey], key(parentKey))
        attributes.extent = nodeExtent(fields[.extent], path: key(.extent))
        attributes.origin = nodeOrigin(fields[.origin], path: key(.origin)) ?? .topLeft
        attributes.sourcePosition = side(fields[.sourcePosition], key(.sourcePosition)) ?? .right
        attributes.targetPosition = side(fields[.targetPosition], key(.targetPosition)) ?? .left
        let zIndex = integer(fields[.zIndex], key(.zIndex))
        attributes.ariaLabel = string(fields[.ariaLabel], key(.ariaLabel))
        if let styleValue = fields[.style], styleValue != .null {
            if case .object(let styleObject) = styleValue {
                attributes.style = nodeStyle(styleObject)
                // React Flow sizes a node from `style.width/height` when `width/height` are absent.
                if attributes.width == nil { attributes.width = CSSValue.length(styleObject["width"]) }
                if attributes.height == nil { attributes.height = CSSValue.length(styleObject["height"]) }
            } else {
                error(.wrongType, key(.style), "expected an object, found \(styleValue.kindDescription)")
            }
        }
        attributes.expandParent = bool(fields[.expandParent], key(.expandParent)) ?? false
        let hidden = bool(fields[.hidden], key(.hidden)) ?? false
        let selected = bool(fields[.selected], key(.selected)) ?? false
        let dragging = bool(fields[.dragging], key(.dragging)) ?? false
        attributes.draggable = bool(fields[.draggable], key(.draggable)) ?? true
        attributes.selectable = bool(fields[.selectable], key(.selectable)) ?? true
        attributes.connectable = bool(fields[.connectable], key(.connectable)) ?? true
        attributes.deletable = bool(fields[.deletable], key(.deletable)) ?? true
        attributes.focusable = bool(fields[.focusable], key(.focusable)) ?? true
        // Build the node even when id or position is bad, so that every other field is checked too.
        var node = Node(id: id ?? "", position: position ?? .zero, data: fields[.data] ?? .null)
        node.measured = measured
        node.hidden = hidden
        node.selected = selected
        node.dragging = dragging
        node.zIndex = zIndex ?? 0
        node.attributes = nodeAttributes.intern(attributes) {
            attributes == NodeAttributes.defaults.value ? NodeAttributes.defaults : CopyOnWrite(attributes)
        }
        guard id != nil, position != nil else { return nil }
        return DecodedNode(node: node, object: original, handles: fields[.handles])
    }

    private func nodeStyle(_ object: JSONObject) -> NodeStyle? {
        var style = NodeStyle()
        style.background = CSSValue.color(object["background"]) ?? CSSValue.color(object["backgroundColor"])
        if case .string(let border)? = object["border"] {
            let parts = CSSValue.border(border)
            style.borderWidth = parts.width
            style.borderColor = parts.color
        }
        if let color = CSSValue.color(object["borderColor"]) { style.borderColor = color }
        if let width = CSSValue.length(object["borderWidth"]) { style.borderWidth = width }
        style.borderRadius = CSSValue.length(object["borderRadius"])
        style.opacity = CSSValue.number(object["opacity"])
        return style == NodeStyle() ? nil : style
    }

    private func nodeExtent(_ value: JSONValue?, path: @autoclosure () -> String) -> NodeExtent? {
        switch value {
        case nil, .null?:
            return nil
        case .string("parent")?:
            return .parent
        case .array(let corners)? where corners.count == 2:
            // JSON.stringify writes ±Infinity as null, so null is read as "unbounded" here.
            func bound(_ corner: Int, _ axis: Int, unbounded: CGFloat) -> CGFloat? {
                let cornerPath = "\(path())[\(corner)]"
                guard case .array(let pair) = corners[corner], pair.count == 2 else {
                    error(.wrongType, cornerPath, "expected an array of two numbers")
                    return nil
                }
                switch pair[axis] {
                case .null: return unbounded
                case .number(let number) where !number.value.isNaN: return CGFloat(number.value)
                case let other:
                    error(.wrongType, "\(cornerPath)[\(axis)]", "expected a number, found \(other.description)")
                    return nil
                }
            }
            guard let minX = bound(0, 0, unbounded: -.infinity), let minY = bound(0, 1, unbounded: -.infinity),
                  let maxX = bound(1, 0, unbounded: .infinity), let maxY = bound(1, 1, unbounded: .infinity)
            else { return nil }
            return .coordinateExtent(CoordinateExtent(minX: minX, minY: minY, maxX: maxX, maxY: maxY))
        case let other?:
            error(.invalidValue, path(), "expected \"parent\" or [[x1, y1], [x2, y2]], found \(other.description)")
            return nil
        }
    }

    private func nodeOrigin(_ value: JSONValue?, path: @autoclosure () -> String) -> NodeOrigin? {
        switch value {
        case nil, .null?:
            return nil
        case .array(let pair)? where pair.count == 2:
            guard let x = finite(pair[0], path: path() + "[0]"), let y = finite(pair[1], path: path() + "[1]") else {
                return nil
            }
            return NodeOrigin(x: CGFloat(x), y: CGFloat(y))
        case let other?:
            error(.wrongType, path(), "expected [x, y], found \(other.kindDescription)")
            return nil
        }
    }

    private func side(_ value: JSONValue?, _ path: @autoclosure () -> String) -> Position? {
        guard let text = string(value, path()) else { return nil }
        guard let side = Position(rawValue: text) else {
            error(.invalidValue, path(), "expected left, top, right or bottom, found \"\(text)\"")
            return nil
        }
        return side
    }

    /// The `handles` a node declares, if any; used to check edges' handle ids.
    func decodeHandles(_ value: JSONValue?, path: @autoclosure () -> String) -> [DeclaredHandle]? {
        guard let value, value != .null else { return nil }
        guard case .array(let array) = value else {
            error(.wrongType, path(), "expected an array, found \(value.kindDescription)")
            return nil
        }
        var handles: [DeclaredHandle] = []
        handles.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            func handlePath() -> String { "\(path())[\(index)]" }
            guard case .object(let object) = element else {
                error(.wrongType, handlePath(), "expected an object, found \(element.kindDescription)")
                continue
            }
            let fields = JSONFields<HandleKey>(object)
            let id = string(fields[.id], handlePath() + ".id")
            var type: HandleType?
            if let text = string(fields[.type], handlePath() + ".type") {
                type = HandleType(rawValue: text)
                if type == nil {
                    error(.invalidValue, handlePath() + ".type", "expected source or target, found \"\(text)\"")
                }
            }
            handles.append(DeclaredHandle(id: id, type: type))
        }
        return handles
    }
}

/// The keys of a declared handle that the decoder checks.
enum HandleKey: Int, JSONFieldKey {
    case id, type

    static let table = JSONKeyTable(["id", "type"])
}

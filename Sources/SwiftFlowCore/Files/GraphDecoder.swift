import Foundation

/// Reads a graph file's JSON into model values, collecting every problem instead of stopping at the first.
final class GraphDecoder {
    private(set) var diagnostics: [GraphDiagnostic] = []
    private let limits: GraphLimits

    init(limits: GraphLimits = .standard) {
        self.limits = limits
    }
    /// The `handles` of the node `decodeNode` read last, taken from its read-out members: looking them up
    /// in the node's text again would scan it a second time.
    private var lastNodeHandles: JSONValue?

    var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    // MARK: Document

    /// The document in `root`, or `nil` when any error was found (see `diagnostics`).
    func decodeDocument(_ root: JSONValue, formatting: JSONFormatting) -> GraphDocument? {
        guard case .object(let rawRoot) = root else {
            error(.notAGraph, "", "expected an object with `nodes` and `edges`, found \(root.kindDescription)")
            return nil
        }
        let object = rawRoot.materialized()
        guard let format = detectFormat(object) else { return nil }

        var nodes: [Node<JSONValue>] = []
        var nodeOriginals: [String: OriginalElement<Node<JSONValue>>] = [:]
        var nodeIndexById: [String: Int] = [:]
        var handlesByNode: [String: [DeclaredHandle]] = [:]
        var handleValues: [String: JSONValue] = [:]
        if let array = elements(object, "nodes") {
            nodes.reserveCapacity(array.count)
            for (index, value) in array.enumerated() {
                let path = "nodes[\(index)]"
                guard let (node, original) = decodeNode(value, path: path) else { continue }
                if let first = nodeIndexById[node.id] {
                    error(.duplicateNodeId, path + ".id", "duplicate node id '\(node.id)' (also at nodes[\(first)])")
                    continue
                }
                nodeIndexById[node.id] = index
                if let handles = decodeHandles(lastNodeHandles, path: path + ".handles") {
                    handlesByNode[node.id] = handles
                    handleValues[node.id] = lastNodeHandles
                }
                nodes.append(node)
                nodeOriginals[node.id] = OriginalElement(object: original, parsed: node)
            }
        }

        let range = GraphRangeCheck(nodes: nodes, originals: nodeOriginals, indexById: nodeIndexById)
        diagnostics += range.diagnostics

        var edges: [Edge<JSONValue>] = []
        var edgeOriginals: [String: [OriginalElement<Edge<JSONValue>>]] = [:]
        var edgeIndexById: [String: Int] = [:]
        if let array = elements(object, "edges") {
            edges.reserveCapacity(array.count)
            for (index, value) in array.enumerated() {
                let path = "edges[\(index)]"
                guard let (edge, original) = decodeEdge(value, path: path) else { continue }
                if let first = edgeIndexById[edge.id] {
                    warning(.duplicateEdgeId, path + ".id", "duplicate edge id '\(edge.id)' (also at edges[\(first)])")
                } else {
                    edgeIndexById[edge.id] = index
                }
                checkEndpoints(edge, path: path, nodeIndexById: nodeIndexById, handlesByNode: handlesByNode)
                diagnostics += range.checkEdge(edge, path: path)
                edges.append(edge)
                edgeOriginals[edge.id, default: []].append(OriginalElement(object: original, parsed: edge))
            }
        }
        checkParents(nodes, nodeIndexById: nodeIndexById, originals: nodeOriginals)

        var viewport: Viewport?
        var viewportOriginal: OriginalElement<Viewport>?
        if let value = object["viewport"], value != .null {
            if let (parsed, original) = decodeViewport(value, path: "viewport") {
                viewport = parsed
                viewportOriginal = OriginalElement(object: original, parsed: parsed)
            }
        }

        var metadata = JSONObject()
        let modelled: Set<String> = format == .swiftflow
            ? ["format", "version", "nodes", "edges", "viewport"]
            : ["nodes", "edges", "viewport"]
        for (key, value) in object where !modelled.contains(key) { metadata.appendMember(key, value) }

        guard !hasErrors else { return nil }
        var document = GraphDocument(format: format, nodes: nodes, edges: edges, viewport: viewport)
        document.metadata = metadata
        document.formatting = formatting
        document.source = GraphSource(
            root: object,
            nodes: nodeOriginals,
            edges: edgeOriginals,
            viewport: viewportOriginal,
            handles: handleValues
        )
        return document
    }

    private func detectFormat(_ object: JSONObject) -> GraphFileFormat? {
        if let marker = object["format"] {
            if marker == .string(GraphFileFormat.nativeMarker) {
                checkVersion(object["version"])
                return .swiftflow
            }
            if object["nodes"] == nil && object["edges"] == nil {
                error(.notAGraph, "format", "unknown format \(marker.description); expected \"swiftflow\"")
                return nil
            }
        }
        let hasArray = object["nodes"]?.arrayValue != nil || object["edges"]?.arrayValue != nil
        guard hasArray else {
            error(.notAGraph, "", "not a graph: expected `nodes` and `edges` arrays at the top level")
            return nil
        }
        return .reactFlow
    }

    private func checkVersion(_ value: JSONValue?) {
        guard let value else {
            error(.unsupportedVersion, "version", "missing; a swiftflow file must say which version it is")
            return
        }
        guard case .number(let number) = value, let version = number.intValue, version >= 1 else {
            error(.unsupportedVersion, "version", "expected a positive integer, found \(value.description)")
            return
        }
        if version > GraphFileFormat.nativeVersion {
            error(.unsupportedVersion, "version",
                  "version \(version) is newer than this build reads (\(GraphFileFormat.nativeVersion))")
        }
    }

    private func elements(_ object: JSONObject, _ key: String) -> [JSONValue]? {
        guard let value = object[key] else { return nil }
        guard case .array(let array) = value else {
            error(.wrongType, key, "expected an array, found \(value.kindDescription)")
            return nil
        }
        let (limit, bytesEach) = key == "nodes"
            ? (limits.maximumNodes, GraphLimits.bytesPerNode) : (limits.maximumEdges, GraphLimits.bytesPerEdge)
        guard array.count <= limit else {
            let needed = JSONLimits.describe(bytes: array.count * bytesEach)
            error(.limitExceeded, key, "\(array.count) \(key) would need about \(needed) of memory; "
                      + "this machine can take \(limit) (the limit follows the memory available)")
            return nil
        }
        return array
    }

    // MARK: Nodes

    /// The node, and its object as read (kept for saving: still a span of the file's text when it came from one).
    func decodeNode(_ value: JSONValue, path: String) -> (Node<JSONValue>, JSONObject)? {
        guard case .object(let original) = value else {
            error(.wrongType, path, "expected an object, found \(value.kindDescription)")
            return nil
        }
        // Read out once: the node's keys are looked up some twenty times.
        let object = original.materialized()
        lastNodeHandles = object["handles"]
        let id = identifier(object, "id", path)
        let position = point(object["position"], path: path + ".position", required: true)
        let type = string(object, "type", path)
        var width = number(object, "width", path)
        var height = number(object, "height", path)
        let measured = size(object["measured"], path: path + ".measured")
        let parentKey = object["parentId"] == nil && object["parentNode"] != nil ? "parentNode" : "parentId"
        let parentId = string(object, parentKey, path)
        let extent = nodeExtent(object["extent"], path: path + ".extent")
        let origin = nodeOrigin(object["origin"], path: path + ".origin")
        let sourcePosition = side(object, "sourcePosition", path)
        let targetPosition = side(object, "targetPosition", path)
        let zIndex = integer(object, "zIndex", path)
        let ariaLabel = string(object, "ariaLabel", path)
        var style: NodeStyle?
        if let styleValue = object["style"], styleValue != .null {
            if case .object(let styleObject) = styleValue {
                style = nodeStyle(styleObject)
                // React Flow sizes a node from `style.width/height` when `width/height` are absent.
                if width == nil { width = CSSValue.length(styleObject["width"]) }
                if height == nil { height = CSSValue.length(styleObject["height"]) }
            } else {
                error(.wrongType, path + ".style", "expected an object, found \(styleValue.kindDescription)")
            }
        }
        // Build the node even when id or position is bad, so that every other field is checked too.
        var node = Node(id: id ?? "", position: position ?? .zero, data: object["data"] ?? .null)
        node.type = type
        node.width = width
        node.height = height
        node.measured = measured
        node.parentId = parentId
        node.extent = extent
        node.origin = origin ?? .topLeft
        node.expandParent = bool(object, "expandParent", path) ?? false
        node.hidden = bool(object, "hidden", path) ?? false
        node.selected = bool(object, "selected", path) ?? false
        node.dragging = bool(object, "dragging", path) ?? false
        node.draggable = bool(object, "draggable", path) ?? true
        node.selectable = bool(object, "selectable", path) ?? true
        node.connectable = bool(object, "connectable", path) ?? true
        node.deletable = bool(object, "deletable", path) ?? true
        node.focusable = bool(object, "focusable", path) ?? true
        node.zIndex = zIndex ?? 0
        node.style = style
        node.sourcePosition = sourcePosition ?? .right
        node.targetPosition = targetPosition ?? .left
        node.ariaLabel = ariaLabel
        guard id != nil, position != nil else { return nil }
        return (node, original)
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

    private func side(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) -> Position? {
        guard let text = string(object, key, path()) else { return nil }
        guard let side = Position(rawValue: text) else {
            error(.invalidValue, "\(path()).\(key)", "expected left, top, right or bottom, found \"\(text)\"")
            return nil
        }
        return side
    }

    /// The `handles` a node declares, if any; used to check edges' handle ids.
    private func decodeHandles(_ value: JSONValue?, path: @autoclosure () -> String) -> [DeclaredHandle]? {
        guard let value, value != .null else { return nil }
        guard case .array(let array) = value else {
            error(.wrongType, path(), "expected an array, found \(value.kindDescription)")
            return nil
        }
        var handles: [DeclaredHandle] = []
        for (index, element) in array.enumerated() {
            let handlePath = "\(path())[\(index)]"
            guard case .object(let object) = element else {
                error(.wrongType, handlePath, "expected an object, found \(element.kindDescription)")
                continue
            }
            let id = string(object, "id", handlePath)
            var type: HandleType?
            if let text = string(object, "type", handlePath) {
                type = HandleType(rawValue: text)
                if type == nil {
                    error(.invalidValue, handlePath + ".type", "expected source or target, found \"\(text)\"")
                }
            }
            handles.append(DeclaredHandle(id: id, type: type))
        }
        return handles
    }

    // MARK: Edges

    func decodeEdge(_ value: JSONValue, path: String) -> (Edge<JSONValue>, JSONObject)? {
        guard case .object(let original) = value else {
            error(.wrongType, path, "expected an object, found \(value.kindDescription)")
            return nil
        }
        let object = original.materialized()
        let id = identifier(object, "id", path)
        let source = identifier(object, "source", path)
        let target = identifier(object, "target", path)
        let sourceHandle = string(object, "sourceHandle", path)
        let targetHandle = string(object, "targetHandle", path)
        // Types the model cannot express (`buttonedge`, …) draw as `default`; the file keeps the name.
        let type = string(object, "type", path).flatMap(EdgeType.init(rawValue:)) ?? .default
        let reconnectKey = object["reconnectable"] == nil && object["updatable"] != nil ? "updatable" : "reconnectable"
        var reconnectable = false
        switch object[reconnectKey] {
        case nil, .null?: break
        case .bool(let flag)?: reconnectable = flag
        case .string(let end)? where HandleType(rawValue: end) != nil: reconnectable = true
        case let other?:
            error(.wrongType, "\(path).\(reconnectKey)",
                  "expected a boolean, \"source\" or \"target\", found \(other.kindDescription)")
        }
        let markerStart = marker(object["markerStart"], path: path + ".markerStart")
        let markerEnd = marker(object["markerEnd"], path: path + ".markerEnd")
        var label: String?
        switch object["label"] {
        case .string(let text)?: label = text
        case .number(let number)?: label = number.text
        default: break
        }
        var style: EdgeStyle?
        if let styleValue = object["style"], styleValue != .null {
            if case .object(let styleObject) = styleValue {
                style = edgeStyle(styleObject)
            } else {
                error(.wrongType, path + ".style", "expected an object, found \(styleValue.kindDescription)")
            }
        }
        let zIndex = integer(object, "zIndex", path)
        let interactionWidth = number(object, "interactionWidth", path)
        var edge = Edge<JSONValue>(id: id ?? "", source: source ?? "", target: target ?? "")
        edge.sourceHandle = sourceHandle
        edge.targetHandle = targetHandle
        edge.type = type
        edge.animated = bool(object, "animated", path) ?? false
        edge.hidden = bool(object, "hidden", path) ?? false
        edge.selected = bool(object, "selected", path) ?? false
        edge.selectable = bool(object, "selectable", path) ?? true
        edge.deletable = bool(object, "deletable", path) ?? true
        edge.focusable = bool(object, "focusable", path) ?? true
        edge.reconnectable = reconnectable
        edge.markerStart = markerStart
        edge.markerEnd = markerEnd
        edge.label = label
        edge.style = style
        edge.zIndex = zIndex ?? 0
        edge.interactionWidth = interactionWidth ?? 20
        edge.data = object["data"]
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
            guard let typeName = string(object, "type", path()) else {
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

    private func checkEndpoints(
        _ edge: Edge<JSONValue>,
        path: String,
        nodeIndexById: [String: Int],
        handlesByNode: [String: [DeclaredHandle]]
    ) {
        for (end, nodeId, handleId) in [
            (HandleType.source, edge.source, edge.sourceHandle),
            (HandleType.target, edge.target, edge.targetHandle),
        ] {
            guard nodeIndexById[nodeId] != nil else {
                warning(.missingNode, "\(path).\(end.rawValue)", "node '\(nodeId)' does not exist; the edge is kept")
                continue
            }
            guard let handleId, let handles = handlesByNode[nodeId] else { continue }
            if !handles.contains(where: { $0.id == handleId && ($0.type == nil || $0.type == end) }) {
                warning(.missingHandle, "\(path).\(end.rawValue)Handle",
                        "node '\(nodeId)' declares no \(end.rawValue) handle '\(handleId)'")
            }
        }
    }

    private func checkParents(
        _ nodes: [Node<JSONValue>],
        nodeIndexById: [String: Int],
        originals: [String: OriginalElement<Node<JSONValue>>]
    ) {
        func parentPath(_ id: String) -> String {
            let key = originals[id]?.object["parentId"] == nil && originals[id]?.object["parentNode"] != nil
                ? "parentNode" : "parentId"
            return "nodes[\(nodeIndexById[id] ?? 0)].\(key)"
        }
        var parentOf: [String: String] = [:]
        for node in nodes {
            guard let parentId = node.parentId else { continue }
            if nodeIndexById[parentId] == nil {
                warning(.missingParent, parentPath(node.id),
                        "parent '\(parentId)' does not exist; the node is placed as a top-level node")
            } else {
                parentOf[node.id] = parentId
            }
        }
        // Walk each chain once; a node met again on the current walk closes a cycle.
        var finished: Set<String> = []
        for node in nodes where parentOf[node.id] != nil && !finished.contains(node.id) {
            var chain: [String] = []
            var onChain: Set<String> = []
            var current: String? = node.id
            while let id = current, !finished.contains(id) {
                if onChain.contains(id) {
                    let loop = chain.drop(while: { $0 != id }) + [id]
                    error(.parentCycle, parentPath(id),
                          "parent cycle: \(loop.map { "'\($0)'" }.joined(separator: " → "))")
                    break
                }
                chain.append(id)
                onChain.insert(id)
                current = parentOf[id]
            }
            finished.formUnion(chain)
        }
    }

    // MARK: Viewport

    func decodeViewport(_ value: JSONValue, path: String) -> (Viewport, JSONObject)? {
        guard case .object(let object) = value else {
            error(.wrongType, path, "expected an object, found \(value.kindDescription)")
            return nil
        }
        let x = number(object, "x", path, required: true)
        let y = number(object, "y", path, required: true)
        let zoom = number(object, "zoom", path, required: true)
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

    // MARK: Values

    private func point(_ value: JSONValue?, path: @autoclosure () -> String, required: Bool) -> XYPosition? {
        guard let value, value != .null else {
            if required { error(.missingKey, path(), "missing; expected {\"x\": number, \"y\": number}") }
            return nil
        }
        guard case .object(let object) = value else {
            error(.wrongType, path(), "expected an object with x and y, found \(value.kindDescription)")
            return nil
        }
        let x = number(object, "x", path(), required: true)
        let y = number(object, "y", path(), required: true)
        guard let x, let y else { return nil }
        return XYPosition(x: x, y: y)
    }

    private func size(_ value: JSONValue?, path: @autoclosure () -> String) -> CGSize? {
        guard let value, value != .null else { return nil }
        guard case .object(let object) = value else {
            error(.wrongType, path(), "expected an object with width and height, found \(value.kindDescription)")
            return nil
        }
        let width = number(object, "width", path(), required: true)
        let height = number(object, "height", path(), required: true)
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    private func identifier(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) -> String? {
        guard let value = object[key] else {
            error(.missingKey, "\(path()).\(key)", "missing; expected a string")
            return nil
        }
        guard case .string(let text) = value else {
            error(.wrongType, "\(path()).\(key)", "expected a string, found \(value.kindDescription)")
            return nil
        }
        guard !text.isEmpty else {
            error(.invalidValue, "\(path()).\(key)", "expected a non-empty string")
            return nil
        }
        return text
    }

    /// An optional string; missing and `null` are `nil`.
    private func string(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) -> String? {
        guard let value = object[key] else { return nil }
        switch value {
        case .null: return nil
        case .string(let text): return text
        default:
            error(.wrongType, "\(path()).\(key)", "expected a string, found \(value.kindDescription)")
            return nil
        }
    }

    private func bool(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) -> Bool? {
        guard let value = object[key] else { return nil }
        switch value {
        case .null: return nil
        case .bool(let flag): return flag
        default:
            error(.wrongType, "\(path()).\(key)", "expected a boolean, found \(value.kindDescription)")
            return nil
        }
    }

    private func number(
        _ object: JSONObject,
        _ key: String,
        _ path: @autoclosure () -> String,
        required: Bool = false
    ) -> CGFloat? {
        guard let value = object[key], value != .null else {
            if required { error(.missingKey, "\(path()).\(key)", "missing; expected a number") }
            return nil
        }
        return finite(value, path: "\(path()).\(key)").map { CGFloat($0) }
    }

    private func integer(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) -> Int? {
        guard let value = number(object, key, path()) else { return nil }
        guard abs(value) < 1e15 else {
            error(.invalidValue, "\(path()).\(key)", "expected an integer of reasonable size")
            return nil
        }
        return Int(value.rounded(.towardZero))
    }

    private func finite(_ value: JSONValue, path: @autoclosure () -> String) -> Double? {
        guard case .number(let number) = value else {
            error(.wrongType, path(), "expected a number, found \(value.kindDescription)")
            return nil
        }
        guard number.value.isFinite else {
            error(.nonFiniteNumber, path(), "expected a finite number, found \(number.text)")
            return nil
        }
        return number.value
    }

    private func error(_ code: GraphDiagnostic.Code, _ path: String, _ message: String) {
        diagnostics.append(GraphDiagnostic(severity: .error, code: code, path: path, message: message))
    }

    private func warning(_ code: GraphDiagnostic.Code, _ path: String, _ message: String) {
        diagnostics.append(GraphDiagnostic(severity: .warning, code: code, path: path, message: message))
    }
}

/// A handle listed in a node's `handles` array.
struct DeclaredHandle {
    var id: String?
    var type: HandleType?
}

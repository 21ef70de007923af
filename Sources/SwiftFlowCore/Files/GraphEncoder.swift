import Foundation

/// Writes a `GraphDocument` back to JSON, starting from each element's original object and overwriting
/// only the keys whose modelled value changed; elements without an original are written in full.
struct GraphEncoder {
    let document: GraphDocument
    let format: GraphFileFormat

    func encode() -> JSONValue {
        let source = document.source
        let root = source?.root ?? JSONObject()
        let nodes = JSONValue.array(document.nodes.map { node in
            encodeNode(node, original: source?.originalNode(node.id))
        })
        var edgeOccurrences: [String: Int] = [:]
        let edges = JSONValue.array(document.edges.map { edge in
            let occurrence = edgeOccurrences[edge.id, default: 0]
            edgeOccurrences[edge.id] = occurrence + 1
            return encodeEdge(edge, original: source?.originalEdge(edge.id, occurrence: occurrence))
        })
        var viewport = document.viewport.map { encodeViewport($0, original: source?.viewport) }
        if viewport == nil, let source, source.viewport == nil {
            // A file's `"viewport": null` (or other unusable-but-accepted value) stays as it was.
            viewport = source.root["viewport"]
        }

        var modelled: [(key: String, value: JSONValue?)] = []
        if format == .swiftflow {
            modelled.append(("format", .string(GraphFileFormat.nativeMarker)))
            let version = JSONValue.int(GraphFileFormat.nativeVersion)
            modelled.append(("version", root["version"].flatMap { $0 == version ? $0 : nil } ?? version))
        }
        // A key the file never had stays absent while its value would be empty.
        let nodesEmptyAndAbsent = document.nodes.isEmpty && source != nil && root["nodes"] == nil
        let edgesEmptyAndAbsent = document.edges.isEmpty && source != nil && root["edges"] == nil
        // `.none`, not `nil`: JSONValue is nil-literal convertible, and a bare `nil` here became `null`.
        modelled.append(("nodes", nodesEmptyAndAbsent ? JSONValue?.none : nodes))
        modelled.append(("edges", edgesEmptyAndAbsent ? JSONValue?.none : edges))
        modelled.append(("viewport", viewport))

        var output = JSONObject()
        var written: Set<String> = []
        // The native marker leads the file unless the original placed it elsewhere.
        if format == .swiftflow, root["format"] == nil {
            for (key, value) in modelled.prefix(2) {
                output[key] = value
                written.insert(key)
            }
        }
        let modelledKeys = Set(modelled.map(\.key))
        for key in root.keys where !written.contains(key) {
            if let entry = modelled.first(where: { $0.key == key }) {
                if let value = entry.value { output[key] = value }
                written.insert(key)
            } else if !modelledKeys.contains(key), let value = document.metadata[key] {
                output[key] = value
                written.insert(key)
            }
        }
        for (key, value) in modelled where !written.contains(key) {
            if let value { output[key] = value }
            written.insert(key)
        }
        for (key, value) in document.metadata where !written.contains(key) && !modelledKeys.contains(key) {
            output[key] = value
        }
        return .object(Self.keepingUnchangedText(output, of: source))
    }

    /// `output` written through the file's own top-level object when both list the same keys in the same
    /// order: members whose value did not change keep their text (escapes, number spellings, a whole
    /// unchanged `nodes` list), the others are set afresh.
    private static func keepingUnchangedText(_ output: JSONObject, of source: GraphSource?) -> JSONObject {
        guard let source else { return output }
        let original = source.root.members
        let updated = output.members
        guard original.keys == updated.keys else { return output }
        var result = source.root
        for position in updated.keys.indices {
            let key = updated.keys[position]
            let value = updated.values[position]
            if source.listsAsText, key == "nodes" || key == "edges" {
                // The root holds the list's text only: an unchanged list keeps it and gets its value back (for
                // writers that do not copy text), a changed one is set afresh.
                if !(source.isUnchanged(key, value) && result.replaceValueKeepingText(forKey: key, with: value)) {
                    result[key] = value
                }
            } else if original.values[position] != value {
                result[key] = value
            }
        }
        return result
    }

    // MARK: Nodes

    func encodeNode(_ node: Node<JSONValue>, original: OriginalElement<Node<JSONValue>>?) -> JSONValue {
        // Comparing `old?.field` with the new value is true for every field of a new element.
        let old = original?.parsed
        if let original, original.parsed == node { return .object(original.object) }
        var patch = Patch(object: original?.object ?? JSONObject(), isNew: old == nil)
        patch.set("id", .string(node.id), changed: old?.id != node.id)
        patch.set("type", node.type.map(JSONValue.string), changed: old?.type != node.type)
        if old?.position != node.position {
            var position = patch.object["position"]?.objectValue ?? JSONObject()
            if old?.position.x != node.position.x { position["x"] = .double(Double(node.position.x)) }
            if old?.position.y != node.position.y { position["y"] = .double(Double(node.position.y)) }
            patch.object["position"] = .object(position)
        }
        if old?.data != node.data {
            // React Flow requires `data`, so a new node without any gets an empty object.
            patch.object["data"] = old == nil && node.data == .null ? .object(JSONObject()) : node.data
        }
        encodeDimension("width", node.width, changed: old?.width != node.width, into: &patch)
        encodeDimension("height", node.height, changed: old?.height != node.height, into: &patch)
        if old?.measured != node.measured {
            patch.set("measured", node.measured.map { measured in
                var size = patch.object["measured"]?.objectValue ?? JSONObject()
                size["width"] = .double(Double(measured.width))
                size["height"] = .double(Double(measured.height))
                return .object(size)
            }, changed: true)
        }
        let original = original?.object
        let parentKey = original?["parentId"] == nil && original?["parentNode"] != nil ? "parentNode" : "parentId"
        patch.set(parentKey, node.parentId.map(JSONValue.string), changed: old?.parentId != node.parentId)
        patch.set("extent", node.extent.map(encodeExtent), changed: old?.extent != node.extent)
        patch.flag("expandParent", node.expandParent, was: old?.expandParent, default: false)
        patch.set("origin", [.double(Double(node.origin.x)), .double(Double(node.origin.y))],
                  changed: old?.origin != node.origin, isDefault: node.origin == .topLeft)
        patch.flag("hidden", node.hidden, was: old?.hidden, default: false)
        patch.flag("selected", node.selected, was: old?.selected, default: false)
        patch.flag("dragging", node.dragging, was: old?.dragging, default: false)
        patch.flag("draggable", node.draggable, was: old?.draggable, default: true)
        patch.flag("selectable", node.selectable, was: old?.selectable, default: true)
        patch.flag("connectable", node.connectable, was: old?.connectable, default: true)
        patch.flag("deletable", node.deletable, was: old?.deletable, default: true)
        patch.flag("focusable", node.focusable, was: old?.focusable, default: true)
        patch.set("zIndex", .int(node.zIndex), changed: old?.zIndex != node.zIndex, isDefault: node.zIndex == 0)
        if old?.style != node.style { encodeNodeStyle(node.style, old: old?.style, into: &patch) }
        patch.set("sourcePosition", .string(node.sourcePosition.rawValue),
                  changed: old?.sourcePosition != node.sourcePosition, isDefault: node.sourcePosition == .right)
        patch.set("targetPosition", .string(node.targetPosition.rawValue),
                  changed: old?.targetPosition != node.targetPosition, isDefault: node.targetPosition == .left)
        patch.set("ariaLabel", node.ariaLabel.map(JSONValue.string), changed: old?.ariaLabel != node.ariaLabel)
        return .object(patch.object)
    }

    /// Writes `width`/`height` where the original file gave the size: the `style` entry when it had one (React
    /// Flow 11's resizer updates it), the top-level key when it had one or no `style` entry.
    private func encodeDimension(_ key: String, _ value: CGFloat?, changed: Bool, into patch: inout Patch) {
        guard changed else { return }
        let encoded = value.map { JSONValue.double(Double($0)) }
        var inStyle = false
        if !patch.isNew, var style = patch.object["style"]?.objectValue, style[key] != nil {
            style[key] = encoded
            patch.object["style"] = .object(style)
            inStyle = true
        }
        if !inStyle || patch.object[key] != nil { patch.set(key, encoded, changed: true) }
    }

    private func encodeExtent(_ extent: NodeExtent) -> JSONValue {
        switch extent {
        case .parent:
            return "parent"
        case .coordinateExtent(let box):
            func bound(_ value: CGFloat) -> JSONValue { value.isFinite ? .double(Double(value)) : .null }
            return [[bound(box.minX), bound(box.minY)], [bound(box.maxX), bound(box.maxY)]]
        }
    }

    private func encodeNodeStyle(_ style: NodeStyle?, old: NodeStyle?, into patch: inout Patch) {
        var object = patch.object["style"]?.objectValue ?? JSONObject()
        if old?.background != style?.background {
            let key = object["background"] == nil && object["backgroundColor"] != nil ? "backgroundColor" : "background"
            object[key] = style?.background.map { .string($0.cssText) }
        }
        if old?.borderColor != style?.borderColor || old?.borderWidth != style?.borderWidth {
            if case .string(let shorthand)? = object["border"] {
                let parts = CSSValue.border(shorthand)
                let width = style?.borderWidth
                let color = style?.borderColor
                object["border"] = width == nil && color == nil
                    ? nil
                    : .string(CSSValue.borderText(width: width, style: parts.style, color: color))
            } else {
                if old?.borderColor != style?.borderColor {
                    object["borderColor"] = style?.borderColor.map { .string($0.cssText) }
                }
                if old?.borderWidth != style?.borderWidth {
                    object["borderWidth"] = style?.borderWidth.map { .double(Double($0)) }
                }
            }
        }
        if old?.borderRadius != style?.borderRadius {
            object["borderRadius"] = style?.borderRadius.map { .double(Double($0)) }
        }
        if old?.opacity != style?.opacity {
            object["opacity"] = style?.opacity.map { .double($0) }
        }
        if !object.isEmpty || patch.object["style"] != nil { patch.object["style"] = .object(object) }
    }

    // MARK: Edges

    func encodeEdge(_ edge: Edge<JSONValue>, original: OriginalElement<Edge<JSONValue>>?) -> JSONValue {
        let old = original?.parsed
        if let original, original.parsed == edge { return .object(original.object) }
        var patch = Patch(object: original?.object ?? JSONObject(), isNew: old == nil)
        patch.set("id", .string(edge.id), changed: old?.id != edge.id)
        patch.set("source", .string(edge.source), changed: old?.source != edge.source)
        patch.set("target", .string(edge.target), changed: old?.target != edge.target)
        patch.set("sourceHandle", edge.sourceHandle.map(JSONValue.string),
                  changed: old?.sourceHandle != edge.sourceHandle)
        patch.set("targetHandle", edge.targetHandle.map(JSONValue.string),
                  changed: old?.targetHandle != edge.targetHandle)
        patch.set("type", .string(edge.type.rawValue), changed: old?.type != edge.type,
                  isDefault: edge.type == .default)
        patch.flag("animated", edge.animated, was: old?.animated, default: false)
        patch.flag("hidden", edge.hidden, was: old?.hidden, default: false)
        patch.flag("selected", edge.selected, was: old?.selected, default: false)
        patch.flag("selectable", edge.selectable, was: old?.selectable, default: true)
        patch.flag("deletable", edge.deletable, was: old?.deletable, default: true)
        patch.flag("focusable", edge.focusable, was: old?.focusable, default: true)
        let object = original?.object
        let reconnectKey = object?["reconnectable"] == nil && object?["updatable"] != nil
            ? "updatable" : "reconnectable"
        patch.flag(reconnectKey, edge.reconnectable, was: old?.reconnectable, default: false)
        if old?.markerStart != edge.markerStart {
            patch.set("markerStart", encodeMarker(edge.markerStart, old: old?.markerStart,
                                                  base: patch.object["markerStart"]), changed: true)
        }
        if old?.markerEnd != edge.markerEnd {
            patch.set("markerEnd", encodeMarker(edge.markerEnd, old: old?.markerEnd,
                                                base: patch.object["markerEnd"]), changed: true)
        }
        patch.set("label", edge.label.map(JSONValue.string), changed: old?.label != edge.label)
        if old?.style != edge.style { encodeEdgeStyle(edge.style, old: old?.style, into: &patch) }
        patch.set("zIndex", .int(edge.zIndex), changed: old?.zIndex != edge.zIndex, isDefault: edge.zIndex == 0)
        patch.set("interactionWidth", .double(Double(edge.interactionWidth)),
                  changed: old?.interactionWidth != edge.interactionWidth, isDefault: edge.interactionWidth == 20)
        patch.set("data", edge.data, changed: old?.data != edge.data)
        return .object(patch.object)
    }

    private func encodeMarker(_ marker: EdgeMarker?, old: EdgeMarker?, base: JSONValue?) -> JSONValue? {
        guard let marker else { return nil }
        if let old, case .object(var object)? = base {
            if old.type != marker.type { object["type"] = .string(marker.type.rawValue) }
            if old.color != marker.color { object["color"] = marker.color.map { .string($0.cssText) } }
            if old.width != marker.width { object["width"] = .double(Double(marker.width)) }
            if old.height != marker.height { object["height"] = .double(Double(marker.height)) }
            if old.strokeWidth != marker.strokeWidth {
                object["strokeWidth"] = marker.strokeWidth.map { .double(Double($0)) }
            }
            return .object(object)
        }
        var object: JSONObject = ["type": .string(marker.type.rawValue)]
        if let color = marker.color { object["color"] = .string(color.cssText) }
        if marker.width != 12.5 { object["width"] = .double(Double(marker.width)) }
        if marker.height != 12.5 { object["height"] = .double(Double(marker.height)) }
        if let strokeWidth = marker.strokeWidth { object["strokeWidth"] = .double(Double(strokeWidth)) }
        return .object(object)
    }

    private func encodeEdgeStyle(_ style: EdgeStyle?, old: EdgeStyle?, into patch: inout Patch) {
        var object = patch.object["style"]?.objectValue ?? JSONObject()
        if old?.stroke != style?.stroke { object["stroke"] = style?.stroke.map { .string($0.cssText) } }
        if old?.strokeWidth != style?.strokeWidth {
            object["strokeWidth"] = style?.strokeWidth.map { .double(Double($0)) }
        }
        if old?.dash != style?.dash {
            object["strokeDasharray"] = style?.dash.flatMap { $0.isEmpty ? nil : .string(CSSValue.dashText($0)) }
        }
        if old?.opacity != style?.opacity { object["opacity"] = style?.opacity.map { .double($0) } }
        if !object.isEmpty || patch.object["style"] != nil { patch.object["style"] = .object(object) }
    }

    // MARK: Viewport

    private func encodeViewport(_ viewport: Viewport, original: OriginalElement<Viewport>?) -> JSONValue {
        var object = original?.object ?? JSONObject()
        let old = original?.parsed
        if old?.x != viewport.x { object["x"] = .double(Double(viewport.x)) }
        if old?.y != viewport.y { object["y"] = .double(Double(viewport.y)) }
        if old?.zoom != viewport.zoom { object["zoom"] = .double(Double(viewport.zoom)) }
        return .object(object)
    }
}

/// An element's JSON object being brought up to date.
private struct Patch {
    var object: JSONObject
    /// The element has no original: default values are left out to keep the file small.
    let isNew: Bool

    /// Writes `value` under `key` when the modelled value changed; `nil` removes the key.
    mutating func set(_ key: String, _ value: JSONValue?, changed: Bool, isDefault: Bool = false) {
        guard changed, !(isNew && isDefault) else { return }
        object[key] = value
    }

    /// Writes a boolean that changed; a new element leaves out the model's default.
    mutating func flag(_ key: String, _ value: Bool, was old: Bool?, default defaultValue: Bool) {
        set(key, .bool(value), changed: old != value, isDefault: value == defaultValue)
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The canvas's part of the window's accessibility tree, built from the store's records rather than from
/// elements: every visible node (off-screen ones too, which have no element), then every drawn edge.
///
/// A node is a `.group` described as `nodeRoleDescription`, named by `NodeAccessibilityName`, with its
/// selected state as its value and, as children, its handles (labelled `handleAriaLabel`), its resize controls
/// (labelled after their corner or side, "Resize from bottom right") and the controls
/// of its content, both known once its content was laid out (a node never on screen lists none). An edge is
/// a `.group` described as `edgeRoleDescription`, labelled "from A to B" (after its own label text when it
/// has one), listed when both of its nodes are. Frames are window points at the current viewport: a node's
/// box; for an edge the box around its two nodes.
///
/// Cost (docs/benchmarks.md): one pass over each of the store's maps into arrays by list index, so the node
/// loop hashes nothing and the edge loop only its ends' ids. The code runs
/// unspecialized for the app's data types, where every access to a generic node or edge looks its type up:
/// each element's fields are read in one call (`NodeFacts`, `appendEdge`), through buffer pointers (an array
/// subscript would copy the whole element).
@MainActor
struct CanvasAccessibilityTree<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable> {
    let canvas: CanvasElement<NodeData, EdgeData>
    let strings: ResolvedAccessibilityConfig
    let toWindow: FlowToWindow

    init(canvas: CanvasElement<NodeData, EdgeData>) {
        self.canvas = canvas
        strings = canvas.state.accessibility
        var transform = canvas.flowToWindow
        var node = canvas.parent
        while let current = node {
            if let childTransform = current.childTransform { transform = transform.concatenating(childTransform) }
            node = current.parent
        }
        toWindow = FlowToWindow(transform)
    }

    private var store: CanvasStore<NodeData, EdgeData> { canvas.store }

    func build(into result: inout [AccessibilityNode]) {
        result.reserveCapacity(result.count + store.nodes.count + store.edges.count)
        let listed = appendNodes(to: &result)
        appendEdges(to: &result, listed: listed)
        // A custom connection line's content, if the app gave it controls.
        for child in canvas.children where (child.key?.base as? CanvasChildKey) == .connectionLine {
            result += child.accessibilityNodesOfChildren()
        }
    }

    /// The listed nodes, for naming and placing edges: names and window frames by node list index, and list
    /// indexes by id through the store's record table (a listed node is one with a frame).
    private struct ListedNodes {
        var names: [String]
        var frames: [CGRect]
        /// The store's node records: list index by id (its id table is compact; a dictionary of its own would
        /// add 6.3 MB at 100,000 nodes).
        let records: RecordTable<NodeRecord>

        /// The list index of the listed node `id`.
        func index(of id: String) -> Int? {
            guard let index = records.position(of: id), index < frames.count, !frames[index].isNull else { return nil }
            return index
        }
    }

    /// Appends every visible node in list order.
    private func appendNodes(to result: inout [AccessibilityNode]) -> ListedNodes {
        let records = store.records
        let count = store.nodes.count
        var bounds = [CGRect](repeating: .null, count: count)
        // Nodes outside the drawable range have no frame and are not listed (nor, so, their edges).
        let outside = store.outOfRangeIds
        for (id, record, index) in records where index < count && (outside.isEmpty || !outside.contains(id)) {
            bounds[index] = record.geometry.bounds
        }
        // Handles and controls are known only for nodes whose content was laid out (on screen, or once measured).
        var handles = [[AccessibilityNode]?](repeating: nil, count: count)
        let handleLabel = strings.handleAriaLabel, handleSize = store.theme.handleSize
        for (id, rendered) in store.handlesByNode where !rendered.isEmpty {
            guard let index = records.position(of: id), index < count, !bounds[index].isNull else { continue }
            handles[index] = toWindow.handles(rendered, of: bounds[index], size: handleSize, label: handleLabel)
        }
        // Resize controls (NodeResizer, NodeResizeControl) follow the handles, named after their corner or side.
        let zoom = store.viewport.zoom
        for (id, controls) in store.resizeControlsByNode where !controls.isEmpty {
            guard let index = records.position(of: id), index < count, !bounds[index].isNull else { continue }
            let named = controls.map { control in
                AccessibilityNode(role: .handle, label: strings.resizeLabel(control.position),
                                  identifier: "resize-\(control.position.rawValue)",
                                  frame: self.toWindow.rect(control.hitRect(in: bounds[index], zoom: zoom)))
            }
            handles[index] = (handles[index] ?? []) + named
        }
        var content = [[AccessibilityNode]?](repeating: nil, count: count)
        for (id, host) in canvas.hostsById {
            guard let index = records.position(of: id), index < count else { continue }
            content[index] = host.accessibilityNodesOfChildren()
        }
        let namer = NodeAccessibilityName<NodeData>()
        var listed = ListedNodes(names: [String](repeating: "", count: count),
                                 frames: [CGRect](repeating: .null, count: count), records: records)
        let style = ElementStyle(strings, roleDescription: strings.nodeRoleDescription, hint: strings.nodeHint)
        let toWindow = toWindow
        store.nodes.withUnsafeBufferPointer { nodes in
            for index in 0..<count where !bounds[index].isNull {
                // (A duplicate id has no record of its own: the first node with the id is the one drawn.)
                let facts = NodeFacts(nodes, index, namer: namer)
                guard !facts.hidden else { continue }
                let frame = toWindow.rect(bounds[index])
                listed.names[index] = facts.name
                listed.frames[index] = frame
                var children = handles[index] ?? []
                if let controls = content[index] {
                    // Controls inside the node (buttons, fields) are reachable; a text that only repeats the name
                    // is not.
                    children += controls.filter { $0.role != .staticText || $0.label != facts.name }
                }
                style.append(label: facts.name, id: facts.id, selected: facts.selected, focusable: facts.focusable,
                             frame: frame, children: children, to: &result)
            }
        }
        return listed
    }

    /// Appends every drawn edge in list order, named after its ends.
    private func appendEdges(to result: inout [AccessibilityNode], listed: ListedNodes) {
        let count = store.edges.count
        // Custom edge views (`edgeContent`) have elements; their controls (an edge toolbar's buttons) are the
        // edge's children. Arrays by list index only when there are any.
        var content: [[AccessibilityNode]?] = []
        if !canvas.edgeHostsById.isEmpty {
            content = [[AccessibilityNode]?](repeating: nil, count: count)
            for (id, host) in canvas.edgeHostsById {
                if let index = store.edgeRecords.position(of: id), index < count {
                    content[index] = host.accessibilityNodesOfChildren()
                }
            }
        }
        let route = EdgeRouteLabel(strings)
        // "from A to B" is made when read, from the listed names (one shared array, not 200,000 strings).
        let names = listed.names
        let labels = AccessibilityPairLabels { source, target in
            route.label(source: names[source], target: names[target])
        }
        let style = ElementStyle(strings, roleDescription: strings.edgeRoleDescription, hint: strings.edgeHint)
        store.edges.withUnsafeBufferPointer { edges in
            for index in 0..<count {
                Self.appendEdge(edges, index, listed: listed, route: route, labels: labels, style: style,
                                content: content.isEmpty ? nil : content[index], to: &result)
            }
        }
    }
}

extension CanvasAccessibilityTree {
    /// Appends edge `index` unless it is hidden or an end is not listed, reading all of its fields in this one
    /// call. Its frame is the box around the two nodes it connects: their centres' midpoint is on or near the
    /// line, and it needs no lookup of the edge's drawn path (a third of the tree's time at 200,000 edges).
    private static func appendEdge(_ edges: UnsafeBufferPointer<Edge<EdgeData>>, _ index: Int, listed: ListedNodes,
                                   route: EdgeRouteLabel, labels: AccessibilityPairLabels, style: ElementStyle,
                                   content: [AccessibilityNode]?, to result: inout [AccessibilityNode]) {
        // Field by field through the buffer: `let edge = edges[index]` would copy (and later destroy) the edge.
        guard !edges[index].hidden, let source = listed.index(of: edges[index].source),
              let target = listed.index(of: edges[index].target) else {
            return
        }
        let frame = listed.frames[source].union(listed.frames[target])
        let traits = style.traits(selected: edges[index].selected, focusable: edges[index].focusable)
        if let text = edges[index].label, !text.isEmpty {
            let label = route.label(source: listed.names[source], target: listed.names[target], after: text)
            result.append(AccessibilityNode(role: .group, label: label, traits: traits, identifier: edges[index].id,
                                            frame: frame, children: content ?? []))
        } else {
            result.append(AccessibilityNode(role: .group, labels: labels, source, target, traits: traits,
                                            identifier: edges[index].id, frame: frame, children: content ?? []))
        }
    }
}

/// Flow coordinates → window points: a uniform scale and a translation (canvas ancestors do not rotate).
struct FlowToWindow {
    let scale: CGFloat
    let offset: CGPoint

    init(_ transform: CGAffineTransform) {
        scale = transform.a
        offset = CGPoint(x: transform.tx, y: transform.ty)
    }

    func rect(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX * scale + offset.x, y: rect.minY * scale + offset.y, width: rect.width * scale,
               height: rect.height * scale)
    }

    /// A node's handles called `label`, each its `size`-point box around its centre.
    func handles(_ records: [HandleRecord], of bounds: CGRect, size: CGFloat, label: String) -> [AccessibilityNode] {
        records.map { handle in
            let centre = handle.center(in: bounds)
            let box = CGRect(x: centre.x - size / 2, y: centre.y - size / 2, width: size, height: size)
            return AccessibilityNode(role: .handle, label: label, identifier: handle.id, frame: rect(box))
        }
    }
}

/// What nodes (or edges) share in the tree: role description, hint and the words for their selected state,
/// as the four trait boxes (selected or not, focusable or not) every node or edge points to.
private struct ElementStyle {
    /// By `focusable * 2 + selected`.
    private let boxes: [AccessibilityNodeTraits]

    init(_ strings: ResolvedAccessibilityConfig, roleDescription: String, hint: String) {
        let selected = strings.selectionValue(true), unselected = strings.selectionValue(false)
        boxes = [(nil, unselected), (nil, selected), (hint, unselected), (hint, selected)].map { hint, value in
            AccessibilityNodeTraits(hint: hint, value: value, roleDescription: roleDescription)
        }
    }

    func traits(selected: Bool, focusable: Bool) -> AccessibilityNodeTraits {
        boxes[(focusable ? 2 : 0) + (selected ? 1 : 0)]
    }

    /// Appends a node or edge in this style.
    func append(label: String, id: String, selected isSelected: Bool, focusable: Bool, frame: CGRect,
                children: [AccessibilityNode] = [], to result: inout [AccessibilityNode]) {
        result.append(AccessibilityNode(role: .group, label: label, traits: traits(selected: isSelected,
                                                                                  focusable: focusable),
                                        identifier: id, frame: frame, children: children))
    }
}

/// The fields of a node the tree reads, copied out in one call (see the tree's note on cost).
private struct NodeFacts {
    let id: String
    let name: String
    let hidden: Bool
    let selected: Bool
    let focusable: Bool

    init<NodeData>(_ nodes: UnsafeBufferPointer<Node<NodeData>>, _ index: Int, namer: NodeAccessibilityName<NodeData>) {
        // Field by field through the buffer: `let node = nodes[index]` would copy (and later destroy) the node.
        id = nodes[index].id
        name = namer.name(of: nodes[index])
        hidden = nodes[index].hidden
        selected = nodes[index].selected
        focusable = nodes[index].focusable
    }
}

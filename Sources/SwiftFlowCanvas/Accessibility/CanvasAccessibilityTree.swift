import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The canvas's part of the window's accessibility tree, built from the store's records rather than from
/// elements: every visible node (off-screen ones too, which have no element), then every drawn edge.
///
/// A node is a `.group` described as `nodeRoleDescription`, named by `NodeAccessibilityName`, with its
/// selected state as its value and its handles (labelled `handleAriaLabel`) and any controls of its content
/// as children. An edge is a `.group` described as `edgeRoleDescription`, labelled "from A to B" (after its
/// own label text when it has one). Frames are window points at the current viewport.
@MainActor
struct CanvasAccessibilityTree<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable> {
    let canvas: CanvasElement<NodeData, EdgeData>
    let strings: ResolvedAccessibilityConfig
    /// Flow coordinates → window points.
    let toWindow: CGAffineTransform

    init(canvas: CanvasElement<NodeData, EdgeData>) {
        self.canvas = canvas
        strings = canvas.state.accessibility
        var transform = canvas.flowToWindow
        var node = canvas.parent
        while let current = node {
            if let childTransform = current.childTransform { transform = transform.concatenating(childTransform) }
            node = current.parent
        }
        toWindow = transform
    }

    private var store: CanvasStore<NodeData, EdgeData> { canvas.store }

    func build() -> [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        result.reserveCapacity(store.nodes.count + store.edges.count)
        let selected = strings.selectionValue(true), unselected = strings.selectionValue(false)
        for node in store.nodes where !node.hidden {
            guard let record = store.records[node.id] else { continue }
            let bounds = record.geometry.bounds
            let name = NodeAccessibilityName.name(of: node)
            var children = handles(of: node, bounds: bounds)
            if let host = canvas.hostsById[node.id] {
                // Controls inside the node (buttons, fields) are reachable; a text that only repeats the name is not.
                children += host.accessibilityNodesOfChildren().filter { $0.role != .staticText || $0.label != name }
            }
            result.append(AccessibilityNode(
                role: .group, label: name, hint: node.focusable ? strings.nodeHint : nil,
                value: node.selected ? selected : unselected, roleDescription: strings.nodeRoleDescription,
                identifier: node.id, frame: bounds.applying(toWindow), children: children))
        }
        for edge in store.edges where !edge.hidden {
            guard let record = store.edgeRecords[edge.id], record.path != nil,
                  let source = store.node(withId: edge.source), let target = store.node(withId: edge.target) else {
                continue
            }
            let route = strings.edgeLabel(source: NodeAccessibilityName.name(of: source),
                                          target: NodeAccessibilityName.name(of: target))
            let text = edge.label ?? ""
            result.append(AccessibilityNode(
                role: .group, label: text.isEmpty ? route : text + ", " + route,
                hint: edge.focusable ? strings.edgeHint : nil, value: edge.selected ? selected : unselected,
                roleDescription: strings.edgeRoleDescription, identifier: edge.id,
                frame: record.pathBounds.applying(toWindow)))
        }
        return result
    }

    /// The node's handles as its content rendered them; for a node that was never rendered, the ones its type
    /// gives the built-in node views (input: source only, output: target only, group: none), where edges
    /// attach to it too.
    private func handles(of node: Node<NodeData>, bounds: CGRect) -> [AccessibilityNode] {
        let records: [HandleRecord]
        if let rendered = store.handlesByNode[node.id] {
            records = rendered
        } else {
            let type = node.type ?? "default"
            var defaults: [HandleRecord] = []
            if type != "input" && type != "group" {
                defaults.append(HandleRecord(id: nil, type: .target, position: node.targetPosition,
                                             isConnectable: node.connectable))
            }
            if type != "output" && type != "group" {
                defaults.append(HandleRecord(id: nil, type: .source, position: node.sourcePosition,
                                             isConnectable: node.connectable))
            }
            records = defaults
        }
        let size = store.theme.handleSize
        return records.map { handle in
            let centre = handle.center(in: bounds)
            let box = CGRect(x: centre.x - size / 2, y: centre.y - size / 2, width: size, height: size)
            return AccessibilityNode(role: .button, label: strings.handleAriaLabel, identifier: handle.id,
                                     frame: box.applying(toWindow))
        }
    }
}

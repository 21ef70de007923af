import Foundation
import SwiftFlowCore

/// What kind of thing an accessibility node is.
public enum AccessibilityRole: Hashable, Sendable {
    case button, textField, staticText, image, checkbox, progressIndicator, group
    /// A point that connections are dragged from or to (a canvas node's handle): it takes part in a drag, it is
    /// not pressed like a button.
    case handle
}

/// One node of a window's accessibility tree: role, label, hint and frame (window points).
public struct AccessibilityNode: Hashable, Sendable {
    public var role: AccessibilityRole
    public var label: String
    public var hint: String?
    public var value: String?
    /// What a reader calls this kind of thing instead of the role's name ("Node" for a canvas node that is a
    /// `.group`), as ARIA's `aria-roledescription`.
    public var roleDescription: String?
    /// A stable name for the thing the node stands for (a canvas node's or edge's id), for clients and tests.
    public var identifier: String?
    public var frame: CGRect
    public var children: [AccessibilityNode]

    /// A node.
    public init(role: AccessibilityRole, label: String, hint: String? = nil, value: String? = nil,
                roleDescription: String? = nil, identifier: String? = nil, frame: CGRect,
                children: [AccessibilityNode] = []) {
        self.role = role
        self.label = label
        self.hint = hint
        self.value = value
        self.roleDescription = roleDescription
        self.identifier = identifier
        self.frame = frame
        self.children = children
    }

    /// This node and its descendants, depth first (parents before their children).
    public var flattened: [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        func visit(_ node: AccessibilityNode) {
            result.append(node)
            for child in node.children { visit(child) }
        }
        visit(self)
        return result
    }
}

extension WindowRoot {
    /// The accessibility tree of the window's current content.
    public func accessibilityTree() -> [AccessibilityNode] {
        update()
        var result: [AccessibilityNode] = []
        AccessibilityBuilder.append(rootElement, to: &result)
        for layer in layers { AccessibilityBuilder.append(layer, to: &result) }
        return result
    }
}

extension Element {
    /// The accessibility nodes this element's children make, as the window's tree builds them; an element
    /// that overrides `appendAccessibilityNodes(to:)` uses it for content it hosts as elements.
    public func accessibilityNodesOfChildren() -> [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        for child in children { AccessibilityBuilder.append(child, to: &result) }
        return result
    }
}

/// Builds the tree depth first into one array: a canvas lists 100,000 nodes, which must not be copied again
/// at every level of containers above it.
@MainActor
enum AccessibilityBuilder {
    static func append(_ element: Element, to result: inout [AccessibilityNode]) {
        // Elements that draw their content without child elements (a canvas) describe it themselves.
        if element.appendAccessibilityNodes(to: &result) { return }
        let role = element.accessibilityRole
        guard role != nil || element.accessibilityLabel != nil || element.accessibilityHint != nil else {
            for child in element.children { append(child, to: &result) }
            return
        }
        var childNodes: [AccessibilityNode] = []
        for child in element.children { append(child, to: &childNodes) }
        let frame = element.isTransparent ? CGRect.null : element.convertToWindow(element.frame)
        if let role {
            // Controls are leaves: their label comes from the text inside when not given.
            let label = element.accessibilityLabel ?? element.accessibilityDefaultLabel
                ?? childNodes.map(\.label).filter { !$0.isEmpty }.joined(separator: " ")
            let children = role == .group ? childNodes : []
            result.append(AccessibilityNode(role: role, label: label, hint: element.accessibilityHint,
                                            value: element.accessibilityValue, frame: frame, children: children))
        } else if childNodes.count == 1 {
            var node = childNodes[0]
            if let label = element.accessibilityLabel { node.label = label }
            if let hint = element.accessibilityHint { node.hint = hint }
            result.append(node)
        } else {
            result.append(AccessibilityNode(role: .group, label: element.accessibilityLabel ?? "",
                                            hint: element.accessibilityHint, frame: frame, children: childNodes))
        }
    }
}

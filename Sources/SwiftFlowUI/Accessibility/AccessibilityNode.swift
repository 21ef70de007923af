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
///
/// Kept small (88 bytes, was 128): a canvas lists 300,000 of them at 100,000 nodes. The hint, value and role
/// description, which whole classes of nodes share, live in one shared `AccessibilityNodeTraits` box; a
/// label put together from two names ("from A to B") is made when read, from an `AccessibilityPairLabels`
/// and the two names' indexes, instead of being stored as its own string (docs/benchmarks.md).
public struct AccessibilityNode: Hashable, Sendable {
    private var labelStorage: AccessibilityLabelStorage
    /// A stable name for the thing the node stands for (a canvas node's or edge's id), for clients and tests.
    public var identifier: String?
    public var frame: CGRect
    public var children: [AccessibilityNode]
    private var traits: AccessibilityNodeTraits?
    public var role: AccessibilityRole

    /// A node.
    public init(role: AccessibilityRole, label: String, hint: String? = nil, value: String? = nil,
                roleDescription: String? = nil, identifier: String? = nil, frame: CGRect,
                children: [AccessibilityNode] = []) {
        self.role = role
        labelStorage = .text(label)
        traits = AccessibilityNodeTraits.make(hint: hint, value: value, roleDescription: roleDescription)
        self.identifier = identifier
        self.frame = frame
        self.children = children
    }

    /// A node whose label `labels` makes from the names at `first` and `second` when read, and whose hint,
    /// value and role description are `traits`' (shared with its siblings).
    package init(role: AccessibilityRole, labels: AccessibilityPairLabels, _ first: Int, _ second: Int,
                 traits: AccessibilityNodeTraits?, identifier: String?, frame: CGRect,
                 children: [AccessibilityNode] = []) {
        self.role = role
        labelStorage = .pair(labels, Int32(truncatingIfNeeded: first), Int32(truncatingIfNeeded: second))
        self.traits = traits
        self.identifier = identifier
        self.frame = frame
        self.children = children
    }

    /// A node with `label` and `traits` shared with its siblings.
    package init(role: AccessibilityRole, label: String, traits: AccessibilityNodeTraits?, identifier: String?,
                 frame: CGRect, children: [AccessibilityNode] = []) {
        self.role = role
        labelStorage = .text(label)
        self.traits = traits
        self.identifier = identifier
        self.frame = frame
        self.children = children
    }

    public var label: String {
        get {
            switch labelStorage {
            case .text(let text): text
            case .pair(let labels, let first, let second): labels.make(Int(first), Int(second))
            }
        }
        set { labelStorage = .text(newValue) }
    }

    public var hint: String? {
        get { traits?.hint }
        set { traits = .make(hint: newValue, value: value, roleDescription: roleDescription) }
    }

    public var value: String? {
        get { traits?.value }
        set { traits = .make(hint: hint, value: newValue, roleDescription: roleDescription) }
    }

    /// What a reader calls this kind of thing instead of the role's name ("Node" for a canvas node that is a
    /// `.group`), as ARIA's `aria-roledescription`.
    public var roleDescription: String? {
        get { traits?.roleDescription }
        set { traits = .make(hint: hint, value: value, roleDescription: newValue) }
    }

    public static func == (lhs: AccessibilityNode, rhs: AccessibilityNode) -> Bool {
        lhs.role == rhs.role && lhs.label == rhs.label && lhs.hint == rhs.hint && lhs.value == rhs.value
            && lhs.roleDescription == rhs.roleDescription && lhs.identifier == rhs.identifier
            && lhs.frame == rhs.frame && lhs.children == rhs.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(label)
        hasher.combine(hint)
        hasher.combine(value)
        hasher.combine(roleDescription)
        hasher.combine(identifier)
        hasher.combine(frame)
        hasher.combine(children)
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

/// The hint, value and role description of a node, in one box that many nodes share (all unselected canvas
/// nodes share one). Immutable: a node that changes one of them gets a box of its own.
public final class AccessibilityNodeTraits: Sendable {
    public let hint: String?
    public let value: String?
    public let roleDescription: String?

    public init(hint: String?, value: String?, roleDescription: String?) {
        self.hint = hint
        self.value = value
        self.roleDescription = roleDescription
    }

    /// A box for these, or nil when all three are nil.
    static func make(hint: String?, value: String?, roleDescription: String?) -> AccessibilityNodeTraits? {
        hint == nil && value == nil && roleDescription == nil
            ? nil : AccessibilityNodeTraits(hint: hint, value: value, roleDescription: roleDescription)
    }
}

/// Labels made from two indexes when read: a canvas's edges are labelled "from A to B" from the names of their
/// two nodes, which the labels share instead of each edge keeping its own joined string.
public final class AccessibilityPairLabels: Sendable {
    private let maker: @Sendable (Int, Int) -> String

    public init(_ maker: @escaping @Sendable (Int, Int) -> String) {
        self.maker = maker
    }

    /// The label for the pair (`first`, `second`).
    public func make(_ first: Int, _ second: Int) -> String { maker(first, second) }
}

/// A label as a node keeps it: its text, or what makes it when read.
private enum AccessibilityLabelStorage: Sendable {
    case text(String)
    case pair(AccessibilityPairLabels, Int32, Int32)
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

import Foundation
import SwiftFlowCore

/// What kind of thing an accessibility node is.
public enum AccessibilityRole: Hashable, Sendable {
    case button, textField, staticText, image, checkbox, progressIndicator, group
}

/// One node of a window's accessibility tree: role, label, hint and frame (window points).
public struct AccessibilityNode: Hashable, Sendable {
    public var role: AccessibilityRole
    public var label: String
    public var hint: String?
    public var value: String?
    public var frame: CGRect
    public var children: [AccessibilityNode]

    /// A node.
    public init(role: AccessibilityRole, label: String, hint: String? = nil, value: String? = nil, frame: CGRect,
                children: [AccessibilityNode] = []) {
        self.role = role
        self.label = label
        self.hint = hint
        self.value = value
        self.frame = frame
        self.children = children
    }
}

extension WindowRoot {
    /// The accessibility tree of the window's current content.
    public func accessibilityTree() -> [AccessibilityNode] {
        update()
        return AccessibilityBuilder.nodes(for: rootElement) + layers.flatMap(AccessibilityBuilder.nodes(for:))
    }
}

@MainActor
enum AccessibilityBuilder {
    static func nodes(for element: Element) -> [AccessibilityNode] {
        let childNodes = element.children.flatMap(nodes(for:))
        let frame = element.isTransparent ? CGRect.null : element.convertToWindow(element.frame)
        if let role = element.accessibilityRole {
            // Controls are leaves: their label comes from the text inside when not given.
            let label = element.accessibilityLabel ?? element.accessibilityDefaultLabel
                ?? childNodes.map(\.label).filter { !$0.isEmpty }.joined(separator: " ")
            let children = role == .group ? childNodes : []
            return [AccessibilityNode(role: role, label: label, hint: element.accessibilityHint,
                                      value: element.accessibilityValue, frame: frame, children: children)]
        }
        guard element.accessibilityLabel != nil || element.accessibilityHint != nil else { return childNodes }
        if childNodes.count == 1 {
            var node = childNodes[0]
            if let label = element.accessibilityLabel { node.label = label }
            if let hint = element.accessibilityHint { node.hint = hint }
            return [node]
        }
        return [AccessibilityNode(role: .group, label: element.accessibilityLabel ?? "",
                                  hint: element.accessibilityHint,
                                  frame: frame, children: childNodes)]
    }
}

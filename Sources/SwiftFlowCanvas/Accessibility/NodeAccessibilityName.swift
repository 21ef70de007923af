import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What a node is called in the accessibility tree and in announcements ("Connected Start to End").
///
/// In order: `Node.ariaLabel`; the data's `nodeLabel` (`NodeLabelProviding`: strings, graph-file JSON); a
/// `label`, `title` or `name` string property of the data (React Flow's `data.label`); the node's id. The
/// name does not depend on whether the node has an element, so off-screen nodes read the same as visible ones.
struct NodeAccessibilityName<NodeData: Equatable & Sendable> {
    /// Whether the data names itself through `NodeLabelProviding`, decided once per data type.
    private let providesLabel = NodeData.self is NodeLabelProviding.Type
    /// The two data types apps and the editor use most, read without a dynamic cast per node (a tree of
    /// 100,000 nodes names every one of them in unspecialized generic code).
    private let isString = NodeData.self == String.self
    private let isJSON = NodeData.self == JSONValue.self

    /// The properties of custom data that name it, most specific first.
    private static var propertyNames: [String] { ["label", "title", "name"] }

    func name(of node: Node<NodeData>) -> String {
        if let aria = node.ariaLabel, !aria.isEmpty { return aria }
        if isString {
            let text = unsafeBitCast(node.data, to: String.self)
            if !text.isEmpty { return text }
        } else if isJSON {
            let text = unsafeBitCast(node.data, to: JSONValue.self).nodeLabel
            if !text.isEmpty { return text }
        } else if providesLabel {
            if let text = (node.data as? NodeLabelProviding)?.nodeLabel, !text.isEmpty { return text }
        } else if let text = Self.property(of: node.data), !text.isEmpty {
            return text
        }
        return node.id
    }

    /// The first of `propertyNames` that the data has as a string (reflection: only for data that does not
    /// provide a label itself).
    private static func property(of data: NodeData) -> String? {
        let children = Mirror(reflecting: data).children
        for wanted in propertyNames {
            for child in children where child.label == wanted {
                if let text = child.value as? String { return text }
            }
        }
        return nil
    }
}

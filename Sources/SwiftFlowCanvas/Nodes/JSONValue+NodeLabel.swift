import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Graph files keep node data as JSON; the label is the first text found under the keys apps use for it.
extension JSONValue: NodeLabelProviding {
    /// Keys that name a node in the apps whose files SwiftFlow reads (React Flow, Flowise, Langflow, RAGFlow…).
    private static let labelKeys = ["label", "display_name", "name", "title", "type"]

    public var nodeLabel: String {
        for container in [self, self["node"] ?? .null] {
            for key in Self.labelKeys {
                if let text = container[key]?.stringValue, !text.isEmpty { return text }
            }
        }
        return ""
    }
}

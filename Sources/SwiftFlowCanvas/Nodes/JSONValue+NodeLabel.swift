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

extension String {
    /// The start of a text shown in a node: a node is a few hundred points wide, so past 500 characters
    /// nothing more can show, and a 100 MB label would otherwise be wrapped and measured whole at each layout.
    public var nodeDisplayText: String {
        guard utf8.count > 500 else { return self }
        let start = prefix(500)
        return start.utf8.count < utf8.count ? start + "…" : self
    }
}

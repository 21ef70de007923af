import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Node data that can name the node: `DefaultNodeView` shows this label.
public protocol NodeLabelProviding {
    /// The text shown on the node.
    var nodeLabel: String { get }
}

extension String: NodeLabelProviding {
    public var nodeLabel: String { self }
}

extension NodeLabelProviding where Self: CustomStringConvertible {
    public var nodeLabel: String { description }
}

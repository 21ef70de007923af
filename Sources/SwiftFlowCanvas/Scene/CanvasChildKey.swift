import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// How the canvas keys its child elements.
enum CanvasChildKey: Hashable {
    case node(String)
    case edge(String)
    case connectionLine
}

import Foundation

/// How the canvas keys its child elements.
enum CanvasChildKey: Hashable {
    case node(String)
    case edge(String)
    case connectionLine
}

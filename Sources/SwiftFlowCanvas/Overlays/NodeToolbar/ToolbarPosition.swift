import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The side of its node a `NodeToolbar` sits on.
public enum ToolbarPosition: String, CaseIterable, Hashable, Sendable {
    case top, bottom, left, right
}

/// Where along its side of the node a `NodeToolbar` sits.
public enum ToolbarAlign: String, CaseIterable, Hashable, Sendable {
    case start, center, end

    /// The fraction of the node's side (and of the toolbar) that lines up: 0, 0.5 or 1.
    var fraction: CGFloat {
        switch self {
        case .start: 0
        case .center: 0.5
        case .end: 1
        }
    }
}

/// React Flow's `getNodeToolbarTransform` as a frame: the toolbar's box of `size` beside `node` (both in the
/// same screen space), `offset` points away from the node's side, lined up by `align` along it.
enum NodeToolbarPlacement {
    static func frame(of size: CGSize, beside node: CGRect, position: ToolbarPosition, align: ToolbarAlign,
                      offset: CGFloat) -> CGRect {
        let a = align.fraction
        let origin: CGPoint
        switch position {
        case .top:
            origin = CGPoint(x: node.minX + node.width * a - size.width * a, y: node.minY - offset - size.height)
        case .bottom:
            origin = CGPoint(x: node.minX + node.width * a - size.width * a, y: node.maxY + offset)
        case .left:
            origin = CGPoint(x: node.minX - offset - size.width, y: node.minY + node.height * a - size.height * a)
        case .right:
            origin = CGPoint(x: node.maxX + offset, y: node.minY + node.height * a - size.height * a)
        }
        return CGRect(origin: origin, size: size)
    }
}

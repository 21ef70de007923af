import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Where an overlay sits on the canvas: a 3 × 3 grid, as SwiftUI's alignments.
public enum PanelPosition: String, CaseIterable, Hashable, Sendable {
    case topLeft, topCenter, topRight
    case centerLeft, center, centerRight
    case bottomLeft, bottomCenter, bottomRight

    /// React Flow's `.react-flow__panel` margin, in points, from the canvas edges.
    public static let margin: CGFloat = 15

    /// The matching layout alignment.
    public var alignment: Alignment {
        let horizontal: HorizontalAlignment
        switch self {
        case .topLeft, .centerLeft, .bottomLeft: horizontal = .leading
        case .topCenter, .center, .bottomCenter: horizontal = .center
        case .topRight, .centerRight, .bottomRight: horizontal = .trailing
        }
        let vertical: VerticalAlignment
        switch self {
        case .topLeft, .topCenter, .topRight: vertical = .top
        case .centerLeft, .center, .centerRight: vertical = .center
        case .bottomLeft, .bottomCenter, .bottomRight: vertical = .bottom
        }
        return Alignment(horizontal: horizontal, vertical: vertical)
    }

    /// The frame of a box of `size` at this position inside `canvas`, `margin` points from the edges it
    /// touches (centred positions have no margin along their centred axis, as React Flow's panels).
    public func frame(of size: CGSize, in canvas: CGRect, margin: CGFloat = PanelPosition.margin) -> CGRect {
        let alignment = self.alignment
        let insetX = alignment.horizontal == .center ? 0 : margin
        let insetY = alignment.vertical == .center ? 0 : margin
        let inner = canvas.insetBy(dx: insetX, dy: insetY)
        return CGRect(origin: alignment.origin(of: size, in: inner), size: size)
    }
}

import Foundation
import SwiftFlowCore

/// Where a popover, menu or dialog of a given size goes in the window.
enum LayerPlacement {
    /// Distance kept from the window's edges.
    static let margin: CGFloat = 4

    /// Below `anchor` (above when it does not fit below and fits better there), leading edges lined up,
    /// shifted to stay inside `bounds`.
    static func below(_ anchor: CGRect, size: CGSize, in bounds: CGRect, gap: CGFloat = 2) -> CGRect {
        let room = bounds.insetBy(dx: margin, dy: margin)
        let spaceBelow = room.maxY - anchor.maxY - gap
        let spaceAbove = anchor.minY - gap - room.minY
        let y = size.height <= spaceBelow || spaceBelow >= spaceAbove
            ? anchor.maxY + gap : anchor.minY - gap - size.height
        return clamp(CGRect(x: anchor.minX, y: y, width: size.width, height: size.height), into: room)
    }

    /// Beside `anchor`, after it (before it when it does not fit after and fits better there), tops lined up
    /// `inset` points above the anchor, shifted to stay inside `bounds` (submenus).
    static func beside(_ anchor: CGRect, size: CGSize, in bounds: CGRect, inset: CGFloat = 0) -> CGRect {
        let room = bounds.insetBy(dx: margin, dy: margin)
        let spaceAfter = room.maxX - anchor.maxX
        let spaceBefore = anchor.minX - room.minX
        let x = size.width <= spaceAfter || spaceAfter >= spaceBefore ? anchor.maxX : anchor.minX - size.width
        return clamp(CGRect(x: x, y: anchor.minY - inset, width: size.width, height: size.height), into: room)
    }

    /// At `point` going down and right, flipped up or left where it would leave `bounds` (context menus).
    static func at(_ point: CGPoint, size: CGSize, in bounds: CGRect) -> CGRect {
        let room = bounds.insetBy(dx: margin, dy: margin)
        let x = point.x + size.width <= room.maxX ? point.x : point.x - size.width
        let y = point.y + size.height <= room.maxY ? point.y : point.y - size.height
        return clamp(CGRect(x: x, y: y, width: size.width, height: size.height), into: room)
    }

    /// Centred in `bounds` (dialogs).
    static func centered(size: CGSize, in bounds: CGRect) -> CGRect {
        let rect = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        return clamp(rect.integral, into: bounds.insetBy(dx: margin, dy: margin))
    }

    /// `rect` moved (not resized) to lie inside `room` where it can; a rect larger than `room` keeps its
    /// top-left corner inside.
    static func clamp(_ rect: CGRect, into room: CGRect) -> CGRect {
        var result = rect
        if result.maxX > room.maxX { result.origin.x = room.maxX - result.width }
        if result.minX < room.minX { result.origin.x = room.minX }
        if result.maxY > room.maxY { result.origin.y = room.maxY - result.height }
        if result.minY < room.minY { result.origin.y = room.minY }
        return result
    }
}

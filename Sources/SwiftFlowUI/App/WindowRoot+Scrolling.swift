import Foundation
import SwiftFlowCore

extension WindowRoot {
    /// Moves what `element` has drawn by `delta` (window points) instead of repainting it: the host shifts the
    /// pixels, and only the uncovered strips and whatever is painted above the element are redrawn.
    ///
    /// Falls back to damaging the element's area when the host cannot move pixels, the shift is not a whole
    /// number of pixels, another area is already scrolling this frame, or the shift is as large as the area.
    func scroll(_ element: Element, by delta: CGSize) {
        let window = CGRect(origin: .zero, size: size)
        let rect = element.convertToWindow(element.frame).intersection(window)
        guard !rect.isNull, !rect.isEmpty, delta != .zero else { return }
        let earlier = pendingScroll?.delta ?? .zero
        let total = CGSize(width: delta.width + earlier.width, height: delta.height + earlier.height)
        guard acceptsScrolls, pendingScroll == nil || pendingScroll?.rect == rect,
              isWholePixels(rect.minX), isWholePixels(rect.minY), isWholePixels(rect.maxX), isWholePixels(rect.maxY),
              isWholePixels(delta.width), isWholePixels(delta.height),
              abs(total.width) < rect.width, abs(total.height) < rect.height else {
            pendingScroll = nil
            addDamage(rect)
            return
        }
        // Damage taken before the move now sits where its pixels go; both places are repainted.
        for damaged in damage.rects {
            let moved = damaged.intersection(rect).offsetBy(dx: delta.width, dy: delta.height).intersection(rect)
            if !moved.isNull { addDamage(moved) }
        }
        pendingScroll = WindowScroll(rect: rect, delta: total)
        for strip in Self.uncoveredStrips(of: rect, by: delta) { addDamage(strip) }
        // What is painted above the element does not move: repaint it where it is and where its copy lands.
        for painted in paintedRects(above: element, within: rect) {
            addDamage(painted)
            addDamage(painted.offsetBy(dx: delta.width, dy: delta.height).intersection(rect))
        }
    }

    /// The parts of `rect` that no moved pixel covers after shifting its content by `delta`.
    nonisolated static func uncoveredStrips(of rect: CGRect, by delta: CGSize) -> [CGRect] {
        var strips: [CGRect] = []
        if delta.width > 0 {
            strips.append(CGRect(x: rect.minX, y: rect.minY, width: delta.width, height: rect.height))
        } else if delta.width < 0 {
            strips.append(CGRect(x: rect.maxX + delta.width, y: rect.minY, width: -delta.width, height: rect.height))
        }
        if delta.height > 0 {
            strips.append(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: delta.height))
        } else if delta.height < 0 {
            strips.append(CGRect(x: rect.minX, y: rect.maxY + delta.height, width: rect.width, height: -delta.height))
        }
        return strips
    }

    private func isWholePixels(_ value: CGFloat) -> Bool {
        let pixels = value * scale
        return abs(pixels - pixels.rounded()) < 1e-6
    }

    /// Window rectangles drawn after `element` (in paint order, window layers last) that overlap `rect`;
    /// containers that only place their children (`paintsOnlyChildren`) are looked into rather than counted whole.
    func paintedRects(above element: Element, within rect: CGRect) -> [CGRect] {
        var passed = false
        var result: [CGRect] = []
        func visit(_ current: Element) {
            if current === element {
                passed = true
                return
            }
            if passed {
                let bounds = current.convertToWindow(current.drawingBounds)
                guard bounds.intersects(rect) else { return }
                if !current.paintsOnlyChildren {
                    result.append(bounds.intersection(rect))
                    return
                }
            } else if !element.isDescendant(of: current) {
                return  // painted before the element, and so under it
            }
            for child in current.paintOrder { visit(child) }
        }
        visit(rootElement)
        // Popovers, menus and dialogs are painted above all of the content.
        for layer in layers {
            let bounds = layer.drawingBounds.intersection(rect)
            if !bounds.isNull && !bounds.isEmpty { result.append(bounds) }
        }
        return result
    }
}

extension Element {
    /// Moves what this element has drawn by `delta` points (its content slid, as when a canvas pans) so
    /// that only newly uncovered areas are drawn again; repaints everything when that is not possible.
    public func scrollContents(by delta: CGSize) {
        guard isMounted, let root else { return }
        root.scroll(self, by: delta)
    }
}

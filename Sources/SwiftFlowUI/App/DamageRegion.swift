import Foundation
import SwiftFlowCore

/// The part of a window that needs repainting: a few rectangles rather than their union, so that a strip
/// uncovered by a scroll and a panel in the opposite corner do not add up to the whole window.
public struct DamageRegion: Equatable, Sendable {
    /// Past this many rectangles the two whose union grows least are merged (each costs a tree walk).
    public static let maximumRectCount = 4

    /// The rectangles, in window points; they may overlap.
    public private(set) var rects: [CGRect] = []

    public init() {}

    public var isEmpty: Bool { rects.isEmpty }

    /// The union of the rectangles (nil when empty).
    public var bounds: CGRect? {
        rects.isEmpty ? nil : rects.dropFirst().reduce(rects[0]) { $0.union($1) }
    }

    /// Adds `rect`, folding it into a rectangle it overlaps and merging the closest pair past the limit.
    public mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty else { return }
        var pending = rect
        // Overlapping rectangles merge when their union adds little: the two strips a diagonal pan uncovers
        // overlap only at a corner, and their union would be the whole window.
        while let index = rects.firstIndex(where: { $0.intersects(pending) && Self.mergesCheaply($0, pending) }) {
            pending = pending.union(rects.remove(at: index))
        }
        rects.append(pending)
        while rects.count > Self.maximumRectCount { mergeCheapestPair() }
    }

    /// Whether the region already covers `rect`.
    public func contains(_ rect: CGRect) -> Bool {
        rects.contains { $0.contains(rect) }
    }

    /// Whether painting the union of `a` and `b` costs at most a quarter more than painting both.
    static func mergesCheaply(_ a: CGRect, _ b: CGRect) -> Bool {
        let union = a.union(b)
        return union.width * union.height <= 1.25 * (a.width * a.height + b.width * b.height)
    }

    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, growth: CGFloat.infinity)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let union = rects[i].union(rects[j])
                let growth = union.width * union.height - rects[i].width * rects[i].height
                    - rects[j].width * rects[j].height
                if growth < best.growth { best = (i, j, growth) }
            }
        }
        let merged = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        add(merged)
    }
}

/// Pixels to move before a frame is drawn: everything inside `rect` (window points) shifts by `delta`.
public struct WindowScroll: Equatable, Sendable {
    public var rect: CGRect
    public var delta: CGSize

    public init(rect: CGRect, delta: CGSize) {
        self.rect = rect
        self.delta = delta
    }
}

/// What one frame must do: move the pixels of `scroll` (if any), then repaint `rects`.
public struct FrameDamage: Equatable, Sendable {
    public var scroll: WindowScroll?
    public var rects: [CGRect]
}

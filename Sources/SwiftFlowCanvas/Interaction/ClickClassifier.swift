import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Tells a click from a drag: the pointer may move at most `threshold` points between press and release.
public struct ClickClassifier: Hashable, Sendable {
    /// React Flow's node drag threshold and pane click distance: 1 point.
    public var threshold: CGFloat = 1

    public init(threshold: CGFloat = 1) {
        self.threshold = threshold
    }

    /// Whether moving from `start` to `point` makes the press a drag.
    public func isDrag(from start: CGPoint, to point: CGPoint) -> Bool {
        hypot(point.x - start.x, point.y - start.y) > threshold
    }
}

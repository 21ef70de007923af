import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension CanvasElement: NodeHitIndexing {
    /// The child under `point` (the canvas frame's space), as `Element.hitTest` finds it — front-most first in
    /// paint order — but trying only the node elements whose reach holds the point (`NodeHitIndex`): every other
    /// one would pass the point over. A wheel event and every pointer move (hover, the cursor) hit-test the
    /// canvas, and the full loop visited each of a few hundred node elements.
    func hitTestChildren(_ point: CGPoint) -> Element? {
        let flowPoint = point.applying(flowToWindow.inverted())
        let order = paintOrder
        // Children the index does not list (custom edge views, a custom connection line): the full loop.
        guard nodeHitIndex.count == order.count else {
            for child in order.reversed() {
                if let hit = child.hitTest(flowPoint) { return hit }
            }
            return nil
        }
        let candidates = nodeHitIndex.candidates(at: flowPoint)
        switch candidates.count {
        case 0:
            return nil
        case 1:
            return candidates[0].hitTest(flowPoint)
        default:
            // Nodes that overlap there: the one drawn on top first, as the full loop tries them (which it does
            // itself when many elements have no reach to list them by).
            let few = candidates.count <= 16
            for child in order.reversed() {
                if few {
                    var isCandidate = false
                    for candidate in candidates where candidate === child {
                        isCandidate = true
                        break
                    }
                    if !isCandidate { continue }
                }
                if let hit = child.hitTest(flowPoint) { return hit }
            }
            return nil
        }
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The element of `EdgeLabelRenderer` and `EdgeToolbar`: content centred on a flow point, at a constant
/// on-screen size (counter-scaled against the zoom), above the graph and hit before it.
final class FlowPointAnchorElement: ScreenAnchoredElement {
    var flowPoint = CGPoint.zero
    var isVisible = true

    required init() {}

    /// Centres `content` on `position` (flow coordinates; a non-finite coordinate counts as 0) while
    /// `visible`: the whole update of both views that use this element.
    func place(_ content: any View, at position: CGPoint, visible: Bool) {
        flowPoint = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        isVisible = visible
        self.content = content
        refresh()
    }

    override func wantsToShow(in layer: ScreenLayer) -> Bool { isVisible }

    override func boxFrame(for size: CGSize, in layer: ScreenLayer) -> CGRect? {
        let centre = flowPoint.applying(layer.flowToCanvas)
        return CGRect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width,
                      height: size.height)
    }
}

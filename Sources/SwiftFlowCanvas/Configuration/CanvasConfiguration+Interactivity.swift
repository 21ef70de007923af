import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension CanvasConfiguration {
    /// This configuration with node dragging, connecting and element selecting turned off: what the gesture
    /// layer obeys while Controls' lock is closed (React Flow's `setInteractive(false)`).
    func lockingInteractivity() -> CanvasConfiguration {
        var locked = self
        locked.nodesDraggable = false
        locked.nodesConnectable = false
        locked.elementsSelectable = false
        return locked
    }
}

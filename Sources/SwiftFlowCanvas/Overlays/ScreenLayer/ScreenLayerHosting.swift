import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A canvas that hosts a `ScreenLayer` (the canvas element, whatever its data types).
@MainActor
protocol ScreenLayerHosting: AnyObject {
    var screenLayer: ScreenLayer { get }
}

extension EnvironmentValues {
    /// The screen layer of the canvas this environment belongs to: node and edge content and the overlay find
    /// their canvas through the `SwiftFlowState` it injects.
    @MainActor
    var screenLayer: ScreenLayer? {
        (object(of: SwiftFlowState.self)?.canvas as? ScreenLayerHosting)?.screenLayer
    }
}

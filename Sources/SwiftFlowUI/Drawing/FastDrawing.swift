import Foundation
import SwiftFlowCore

/// A graphics context that can trade antialiasing and curve precision for speed; the canvas turns this on
/// while drawing its low-detail (zoomed-out) layer. Contexts that do not adopt it draw as usual.
@MainActor
public protocol FastDrawing: AnyObject {
    /// Turns cheap drawing (no antialiasing, coarse curve flattening) on or off.
    func setFastDrawing(_ enabled: Bool)
}

import Foundation
import SwiftFlowCore

/// A graphics context that can trade antialiasing and curve precision for speed; the canvas turns this on
/// while drawing its low-detail (zoomed-out) layer. Contexts that do not adopt it draw as usual.
@MainActor
public protocol FastDrawing: AnyObject {
    /// Turns cheap drawing (no antialiasing, coarse curve flattening) on or off.
    func setFastDrawing(_ enabled: Bool)
    /// Turns cheaper antialiased strokes on or off: a coarser coverage grid and quarter-pixel curve
    /// flattening, which for thin lines such as edges look the same at a fraction of the cost.
    func setFastStrokes(_ enabled: Bool)
}

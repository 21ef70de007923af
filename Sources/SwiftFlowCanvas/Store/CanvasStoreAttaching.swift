import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Something that follows the canvas it drives: `SwiftFlowStore` mirrors the canvas's viewport.
///
/// The canvas calls `attachCanvas(_:)` on every update when the environment holds an attachment
/// (`.swiftFlowStore(_:)`, which `SwiftFlowProvider` applies), and the store calls it itself when it receives
/// changes from inside a canvas callback (see `CanvasEmission`).
@MainActor
protocol CanvasStoreAttaching: AnyObject {
    /// Follows the canvas that publishes to `state` from now on (a no-op when it already does).
    func attachCanvas(_ state: SwiftFlowState)
}

/// The environment key of the store the enclosing canvases attach to.
private struct CanvasStoreAttachmentKey: EnvironmentKey {
    static var defaultValue: (any CanvasStoreAttaching)? { nil }
}

extension EnvironmentValues {
    /// The store that canvases below follow (set by `.swiftFlowStore(_:)` and `SwiftFlowProvider`).
    var canvasStoreAttachment: (any CanvasStoreAttaching)? {
        get { self[CanvasStoreAttachmentKey.self] }
        set { self[CanvasStoreAttachmentKey.self] = newValue }
    }
}

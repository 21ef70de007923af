import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What `SwiftFlowInstance` and `SwiftFlowState` need from a canvas, independent of its data types.
@MainActor
public protocol CanvasControlling: AnyObject {
    /// The current camera.
    var viewport: Viewport { get }
    /// The canvas's size in points.
    var viewSize: CGSize { get }
    /// The canvas-wide node origin.
    var nodeOrigin: NodeOrigin { get }
    /// Every node size the canvas knows (fixed or measured), by id.
    var nodeSizes: [String: CGSize] { get }
    /// How many nodes the canvas was given.
    var nodeCount: Int { get }
    /// A summary of each node, in list order.
    var nodeSummaries: [NodeSummary] { get }
    /// Moves the camera (zoom clamped); `animated` eases in-out cubic over 250 ms.
    func setViewport(_ viewport: Viewport, animated: Bool)
    /// Frames the measured nodes selected by `options`.
    func fitView(options: FitViewOptions, animated: Bool)
}

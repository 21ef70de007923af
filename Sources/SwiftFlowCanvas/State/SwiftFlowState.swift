import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The canvas's live state for overlays: the camera, the nodes and the connection being drawn.
///
/// The canvas injects it with `.environmentObject`; read it with `@EnvironmentObject var flow: SwiftFlowState`.
@MainActor
public final class SwiftFlowState: ObservableObject {
    /// The current camera.
    @Published public internal(set) var viewport = Viewport()
    /// The connection being drawn right now, if any.
    @Published public internal(set) var activeConnection: ActiveConnection?
    /// Bumped whenever the canvas receives a new node or edge list.
    @Published public internal(set) var graphRevision = 0
    /// The canvas's size in points.
    @Published public internal(set) var viewSize = CGSize.zero
    /// False while Controls' lock has node dragging, connecting and element selecting turned off.
    @Published public internal(set) var isInteractive = true
    /// The canvas's `accessibilityConfig` read in its `\.locale`: the labels overlays (Controls, MiniMap)
    /// give their parts and the messages the canvas announces. Updated with every canvas update, before the
    /// overlays are.
    @Published public internal(set) var accessibility = AccessibilityConfig.default.resolved(
        locale: PreferredLanguages.processLocale)

    weak var canvas: (any CanvasControlling)?

    public init() {}

    /// How many nodes the canvas was given.
    public var nodeCount: Int { canvas?.nodeCount ?? 0 }

    /// A summary of each node (position, size, selection), in list order; built when read.
    public var nodes: [NodeSummary] { canvas?.nodeSummaries ?? [] }

    /// Frames every measured, visible node (padding 0.1).
    public func fitView(options: FitViewOptions = FitViewOptions(), animated: Bool = false) {
        canvas?.fitView(options: options, animated: animated)
    }

    /// Zooms in by 1.2 about the view centre.
    public func zoomIn(animated: Bool = false) {
        canvas?.zoomIn(animated: animated)
    }

    /// Zooms out by 1.2 about the view centre.
    public func zoomOut(animated: Bool = false) {
        canvas?.zoomOut(animated: animated)
    }

    /// Turns node dragging, connecting and element selecting off (false) or back to the canvas's
    /// configuration (true) for this canvas, as Controls' lock button does.
    public func setInteractive(_ interactive: Bool) {
        canvas?.setInteractive(interactive)
    }

    /// Sets the camera (zoom clamped).
    public func setViewport(_ viewport: Viewport, animated: Bool = false) {
        canvas?.setViewport(viewport, animated: animated)
    }
}

extension EnvironmentValues {
    /// The enclosing canvas's `SwiftFlowState`, read without observing it (`@EnvironmentObject` observes
    /// every change); nil outside a canvas.
    var swiftFlowState: SwiftFlowState? { object(of: SwiftFlowState.self) }
}

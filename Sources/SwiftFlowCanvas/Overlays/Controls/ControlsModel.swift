import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What Controls show that can change: whether each zoom button can act, the lock, and the labels. It
/// follows one canvas's `SwiftFlowState` and announces a change only when one of these does, so a pan (a new
/// viewport every frame) does not rebuild the Controls.
@MainActor
final class ControlsModel: @MainActor ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    private(set) var canZoomIn = true
    private(set) var canZoomOut = true
    private(set) var isInteractive = true
    private(set) var labels = ControlsLabels(AccessibilityConfig.default.resolved(locale: PreferredLanguages.processLocale))
    private weak var state: SwiftFlowState?
    private var subscriptions: [AnyCancellable] = []

    /// Starts following `state` (again only when it is another canvas's). The current values are taken
    /// quietly, so calling this while the Controls evaluate their body announces nothing.
    func follow(_ state: SwiftFlowState) {
        guard state !== self.state else { return }
        self.state = state
        (canZoomIn, canZoomOut) = zoomLimits(state.viewport.zoom)
        isInteractive = state.isInteractive
        labels = ControlsLabels(state.accessibility)
        subscriptions = [
            state.$viewport.sink { [weak self] viewport in self?.zoomDidChange(viewport.zoom) },
            state.$isInteractive.sink { [weak self] interactive in self?.interactivityDidChange(interactive) },
            state.$accessibility.sink { [weak self] config in self?.labelsDidChange(ControlsLabels(config)) },
        ]
    }

    /// Whether a step in and a step out can still change `zoom` (React Flow disables the buttons at the limits).
    /// The limits are the canvas's `minZoom` / `maxZoom`, the defaults while no canvas is attached.
    func zoomLimits(_ zoom: CGFloat) -> (canZoomIn: Bool, canZoomOut: Bool) {
        let canvas = state?.canvas
        return (zoom < (canvas?.maxZoom ?? Viewport.maxZoom), zoom > (canvas?.minZoom ?? Viewport.minZoom))
    }

    private func zoomDidChange(_ zoom: CGFloat) {
        let limits = zoomLimits(zoom)
        guard limits != (canZoomIn, canZoomOut) else { return }
        objectWillChange.send()
        (canZoomIn, canZoomOut) = limits
    }

    private func interactivityDidChange(_ interactive: Bool) {
        guard interactive != isInteractive else { return }
        objectWillChange.send()
        isInteractive = interactive
    }

    private func labelsDidChange(_ newLabels: ControlsLabels) {
        guard newLabels != labels else { return }
        objectWillChange.send()
        labels = newLabels
    }
}

/// The accessibility labels Controls use, from the canvas's resolved `AccessibilityConfig` (React Flow's
/// "Zoom In", "Zoom Out", "Fit View", "Toggle Interactivity" and "Control Panel" in English).
struct ControlsLabels: Equatable {
    let panel: String
    let zoomIn: String
    let zoomOut: String
    let fitView: String
    let interactive: String

    init(_ config: ResolvedAccessibilityConfig) {
        panel = config.controlsAriaLabel
        zoomIn = config.zoomInAriaLabel
        zoomOut = config.zoomOutAriaLabel
        fitView = config.fitViewAriaLabel
        interactive = config.interactiveAriaLabel
    }
}

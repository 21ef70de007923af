import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// React Flow's Controls for the canvas overlay: zoom in, zoom out, fit view and the interactive lock, in a
/// panel at the bottom left by default, followed by any `ControlButton`s of its trailing builder.
///
/// Zoom steps are React Flow's (× or ÷ 1.2 about the view centre); a zoom button is disabled while the
/// zoom is at the canvas's limit. The lock turns node dragging, connecting and element selecting off and
/// on again for this canvas only (React Flow's `setInteractive`). The buttons act on the canvas whose
/// overlay holds them (`SwiftFlowState` in the environment) and are labelled from its `AccessibilityConfig`
/// in its locale (`SwiftFlowState.accessibility`), the group as "Control Panel";
/// outside a canvas Controls show nothing. They are rebuilt only when a zoom limit is reached or left or
/// the lock turns, not on every viewport change (`ControlsModel`).
public struct Controls<Content: View>: View {
    @Environment(\.swiftFlowState) private var flow
    @StateObject private var model = ControlsModel()

    let position: PanelPosition
    let orientation: ControlsOrientation
    let showZoom: Bool
    let showFitView: Bool
    let showInteractive: Bool
    let fitViewOptions: FitViewOptions?
    let onZoomIn: (() -> Void)?
    let onZoomOut: (() -> Void)?
    let onFitView: (() -> Void)?
    let onInteractiveChange: ((Bool) -> Void)?
    let content: Content

    /// Controls with React Flow's defaults; `content` adds `ControlButton`s after the built-in ones.
    public init(
        position: PanelPosition = .bottomLeft,
        orientation: ControlsOrientation = .vertical,
        showZoom: Bool = true,
        showFitView: Bool = true,
        showInteractive: Bool = true,
        fitViewOptions: FitViewOptions? = nil,
        onZoomIn: (() -> Void)? = nil,
        onZoomOut: (() -> Void)? = nil,
        onFitView: (() -> Void)? = nil,
        onInteractiveChange: ((Bool) -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.position = position
        self.orientation = orientation
        self.showZoom = showZoom
        self.showFitView = showFitView
        self.showInteractive = showInteractive
        self.fitViewOptions = fitViewOptions
        self.onZoomIn = onZoomIn
        self.onZoomOut = onZoomOut
        self.onFitView = onFitView
        self.onInteractiveChange = onInteractiveChange
        self.content = content()
    }

    public var body: some View {
        // Outside a canvas there is nothing to control.
        if let flow {
            buttons(for: flow)
        }
    }

    private func buttons(for flow: SwiftFlowState) -> some View {
        model.follow(flow)
        let isInteractive = model.isInteractive
        let labels = model.labels
        return Panel(position: position) {
            ControlsStack(orientation: orientation, label: labels.panel) {
                if showZoom {
                    ControlButton(action: { flow.zoomIn(); onZoomIn?() }) { Image(systemName: "plus") }
                        .disabled(!model.canZoomIn)
                        .accessibilityLabel(labels.zoomIn)
                    ControlButton(action: { flow.zoomOut(); onZoomOut?() }) { Image(systemName: "minus") }
                        .disabled(!model.canZoomOut)
                        .accessibilityLabel(labels.zoomOut)
                }
                if showFitView {
                    ControlButton(action: { flow.fitView(options: fitViewOptions ?? FitViewOptions()); onFitView?() }) {
                        Image(systemName: "viewfinder")
                    }
                    .accessibilityLabel(labels.fitView)
                }
                if showInteractive {
                    ControlButton(action: {
                        flow.setInteractive(!isInteractive)
                        onInteractiveChange?(!isInteractive)
                    }) {
                        Image(systemName: isInteractive ? "lock.open.fill" : "lock.fill")
                    }
                    .accessibilityLabel(labels.interactive)
                }
                content
            }
        }
    }
}

extension Controls where Content == EmptyView {
    /// Controls with React Flow's defaults and only the built-in buttons.
    public init(
        position: PanelPosition = .bottomLeft,
        orientation: ControlsOrientation = .vertical,
        showZoom: Bool = true,
        showFitView: Bool = true,
        showInteractive: Bool = true,
        fitViewOptions: FitViewOptions? = nil,
        onZoomIn: (() -> Void)? = nil,
        onZoomOut: (() -> Void)? = nil,
        onFitView: (() -> Void)? = nil,
        onInteractiveChange: ((Bool) -> Void)? = nil
    ) {
        self.init(position: position, orientation: orientation, showZoom: showZoom, showFitView: showFitView,
                  showInteractive: showInteractive, fitViewOptions: fitViewOptions, onZoomIn: onZoomIn,
                  onZoomOut: onZoomOut, onFitView: onFitView, onInteractiveChange: onInteractiveChange) {
            EmptyView()
        }
    }
}

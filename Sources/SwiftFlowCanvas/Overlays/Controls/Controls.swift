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

    let configuration: ControlsConfiguration
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
        self.init(configuration: ControlsConfiguration(
            position: position, orientation: orientation, showZoom: showZoom, showFitView: showFitView,
            showInteractive: showInteractive, fitViewOptions: fitViewOptions, onZoomIn: onZoomIn,
            onZoomOut: onZoomOut, onFitView: onFitView, onInteractiveChange: onInteractiveChange),
                  content: content())
    }

    init(configuration: ControlsConfiguration, content: Content) {
        self.configuration = configuration
        self.content = content
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
        let options = configuration
        return Panel(position: options.position) {
            ControlsStack(orientation: options.orientation, label: labels.panel) {
                if options.showZoom {
                    ControlButton(action: { flow.zoomIn(); options.onZoomIn?() }) { Image(systemName: "plus") }
                        .disabled(!model.canZoomIn)
                        .accessibilityLabel(labels.zoomIn)
                    ControlButton(action: { flow.zoomOut(); options.onZoomOut?() }) { Image(systemName: "minus") }
                        .disabled(!model.canZoomOut)
                        .accessibilityLabel(labels.zoomOut)
                }
                if options.showFitView {
                    ControlButton(action: {
                        flow.fitView(options: options.fitViewOptions ?? FitViewOptions())
                        options.onFitView?()
                    }) {
                        Image(systemName: "viewfinder")
                    }
                    .accessibilityLabel(labels.fitView)
                }
                if options.showInteractive {
                    ControlButton(action: {
                        flow.setInteractive(!isInteractive)
                        options.onInteractiveChange?(!isInteractive)
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
    /// Controls with React Flow's defaults and only the built-in buttons (the spec's `Controls()`). A second
    /// initializer rather than a default for `content`: with one, a trailing `{ ControlButton … }` would bind
    /// to `onZoomIn`, the first closure parameter.
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
        self.init(configuration: ControlsConfiguration(
            position: position, orientation: orientation, showZoom: showZoom, showFitView: showFitView,
            showInteractive: showInteractive, fitViewOptions: fitViewOptions, onZoomIn: onZoomIn,
            onZoomOut: onZoomOut, onFitView: onFitView, onInteractiveChange: onInteractiveChange),
                  content: EmptyView())
    }
}

/// What `Controls` shows and calls besides its extra buttons: both initializers fill this one value.
struct ControlsConfiguration {
    var position: PanelPosition
    var orientation: ControlsOrientation
    var showZoom: Bool
    var showFitView: Bool
    var showInteractive: Bool
    var fitViewOptions: FitViewOptions?
    var onZoomIn: (() -> Void)?
    var onZoomOut: (() -> Void)?
    var onFitView: (() -> Void)?
    var onInteractiveChange: ((Bool) -> Void)?
}

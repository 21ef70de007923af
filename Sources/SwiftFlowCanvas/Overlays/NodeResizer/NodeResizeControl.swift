import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// One resize control on the node it is placed in (React Flow's `NodeResizeControl`): place it in the node's
/// content or as an `.overlay` of the node view. Dragging it resizes the node through `onNodesChange`
/// (`.dimensions` with `setAttributes`, and `.position` when the top or left edge moves, so the opposite edges
/// stay), within the limits given, the node's extent and its children's; one gesture is one undo step.
public struct NodeResizeControl: PrimitiveView {
    let record: ResizeControlRecord?

    /// A control at `position` (a corner or a side); `variant` draws it as a handle (a `handleSize` square) or
    /// a line along the side. `isVisible: false` shows nothing and takes no presses.
    /// - Parameters:
    ///   - nodeId: the owning node (informational: the control resizes the node it is placed in).
    ///   - shouldResize: asked before each step; `false` skips it.
    ///   - onResizeStart: the node's geometry when the drag starts.
    ///   - onResize: the geometry after each step.
    ///   - onResizeEnd: the geometry when the drag ends.
    public init(
        nodeId: String? = nil, position: ResizeControlPosition = .bottomRight, variant: ResizeControlVariant = .handle,
        minWidth: CGFloat = 10, maxWidth: CGFloat = .greatestFiniteMagnitude,
        minHeight: CGFloat = 10, maxHeight: CGFloat = .greatestFiniteMagnitude,
        keepAspectRatio: Bool = false, color: Color? = nil, handleSize: CGFloat = 7, autoScale: Bool = true,
        isVisible: Bool = true,
        shouldResize: ((ResizeParams) -> Bool)? = nil,
        onResizeStart: ((ResizeParams) -> Void)? = nil,
        onResize: ((ResizeParams) -> Void)? = nil,
        onResizeEnd: ((ResizeParams) -> Void)? = nil
    ) {
        record = isVisible ? ResizeControlRecord(
            position: position, variant: variant,
            boundaries: ResizeBoundaries(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
                                         maxHeight: maxHeight),
            keepAspectRatio: keepAspectRatio, color: color, handleSize: handleSize, autoScale: autoScale,
            shouldResize: shouldResize, onResizeStart: onResizeStart, onResize: onResize, onResizeEnd: onResizeEnd
        ) : nil
    }

    public func makeElement() -> Element { ResizeControlElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        ResizeControlElement.update(element, records: record.map { [$0] } ?? [], environment: environment)
    }
}

extension ResizeControlElement {
    /// Takes new controls; the node lays out again so that the canvas learns them.
    static func update(_ element: Element, records: [ResizeControlRecord], environment: EnvironmentValues) {
        guard let resizer = element as? ResizeControlElement else { return }
        resizer.state = environment.object(of: SwiftFlowState.self)
        // Repaint where the old controls were as well as where the new ones go (a hidden frame draws nothing).
        resizer.setNeedsDisplay()
        resizer.records = records
        resizer.setNeedsDisplay()
        resizer.invalidateLayout()
    }
}

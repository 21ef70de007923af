import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Resize controls for the node it is placed in (React Flow's `NodeResizer`); place it in the node's content
/// or as an `.overlay` of the node view.
///
/// Two forms:
/// - `NodeResizer(nodeId:direction:…)`: one handle at `direction`, a thin wrapper around `NodeResizeControl`
///   whose `onResize` receives the new width and height.
/// - `NodeResizer(isVisible:…)`, without `direction`: React Flow's whole frame, four side lines and four corner
///   handles, whose callbacks receive `ResizeParams`. React Flow apps usually pass `isVisible: node.selected`.
///
/// A resize updates the node itself through `onNodesChange`: `.dimensions(setAttributes: true)`, plus
/// `.position` when the top or left edge moves, so the edges opposite the control stay (also for origins other
/// than the top-left, and for children with `extent: .parent`, which stay inside their parent).
public struct NodeResizer: PrimitiveView {
    let records: [ResizeControlRecord]

    /// One handle at `direction` with the given limits; `onResize` receives the new width and height after
    /// each step, `shouldResize` may skip a step. `nodeId` is informational: the handle resizes the node it is
    /// placed in.
    public init(
        nodeId: String? = nil, direction: ResizeControlPosition,
        minWidth: CGFloat = 10, maxWidth: CGFloat = .greatestFiniteMagnitude,
        minHeight: CGFloat = 10, maxHeight: CGFloat = .greatestFiniteMagnitude,
        keepAspectRatio: Bool = false, color: Color? = nil,
        shouldResize: ((ResizeParams) -> Bool)? = nil,
        onResizeStart: ((ResizeParams) -> Void)? = nil,
        onResize: ((CGFloat, CGFloat) -> Void)? = nil,
        onResizeEnd: ((ResizeParams) -> Void)? = nil
    ) {
        records = [ResizeControlRecord(
            position: direction,
            boundaries: ResizeBoundaries(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
                                         maxHeight: maxHeight),
            keepAspectRatio: keepAspectRatio, color: color, shouldResize: shouldResize, onResizeStart: onResizeStart,
            onResize: onResize.map { onResize in { params in onResize(params.width, params.height) } },
            onResizeEnd: onResizeEnd
        )]
    }

    /// React Flow's whole frame: lines along the four sides and handles on the four corners, all sharing the
    /// limits and callbacks. `isVisible: false` shows nothing and takes no presses.
    public init(
        nodeId: String? = nil, isVisible: Bool = true, color: Color? = nil, handleSize: CGFloat = 7,
        minWidth: CGFloat = 10, maxWidth: CGFloat = .greatestFiniteMagnitude,
        minHeight: CGFloat = 10, maxHeight: CGFloat = .greatestFiniteMagnitude,
        keepAspectRatio: Bool = false, autoScale: Bool = true,
        shouldResize: ((ResizeParams) -> Bool)? = nil,
        onResizeStart: ((ResizeParams) -> Void)? = nil,
        onResize: ((ResizeParams) -> Void)? = nil,
        onResizeEnd: ((ResizeParams) -> Void)? = nil
    ) {
        guard isVisible else {
            records = []
            return
        }
        let boundaries = ResizeBoundaries(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
                                          maxHeight: maxHeight)
        func control(_ position: ResizeControlPosition, _ variant: ResizeControlVariant) -> ResizeControlRecord {
            ResizeControlRecord(position: position, variant: variant, boundaries: boundaries,
                                keepAspectRatio: keepAspectRatio, color: color, handleSize: handleSize,
                                autoScale: autoScale, shouldResize: shouldResize, onResizeStart: onResizeStart,
                                onResize: onResize, onResizeEnd: onResizeEnd)
        }
        // Lines first, so the corner handles draw over their ends and are hit before them (React Flow's order).
        let lines: [ResizeControlPosition] = [.top, .right, .bottom, .left]
        let corners: [ResizeControlPosition] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
        records = lines.map { control($0, .line) } + corners.map { control($0, .handle) }
    }

    public func makeElement() -> Element { ResizeControlElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        ResizeControlElement.update(element, records: records, environment: environment)
    }
}

/// Compared on every update of the node that shows it (each drag frame), so without reflection: the controls'
/// places, limits and looks, not their callbacks (which are new closures every time and draw nothing).
extension NodeResizer: VisuallyComparable {
    public func looksSame(as other: Any) -> Bool {
        guard let other = other as? NodeResizer, other.records.count == records.count else { return false }
        return zip(records, other.records).allSatisfy { $0.looksSame(as: $1) }
    }
}

extension ResizeControlRecord {
    /// Whether `other` draws and hits exactly like this control (callbacks aside).
    func looksSame(as other: ResizeControlRecord) -> Bool {
        position == other.position && variant == other.variant && boundaries == other.boundaries
            && keepAspectRatio == other.keepAspectRatio && color == other.color && handleSize == other.handleSize
            && autoScale == other.autoScale
    }
}

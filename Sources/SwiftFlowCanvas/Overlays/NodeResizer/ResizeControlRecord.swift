import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A resize control a node's content rendered: where it sits, its limits and look, and the callbacks of its
/// gesture. The canvas store keeps these per node for hit-testing; the gesture layer's `NodeResizeController`
/// reads them when a press lands on one.
public struct ResizeControlRecord {
    /// The corner or side the control sits on.
    public var position: ResizeControlPosition
    public var variant: ResizeControlVariant
    public var boundaries: ResizeBoundaries
    public var keepAspectRatio: Bool
    /// The fill of a handle or the stroke of a line; nil draws React Flow's blue.
    public var color: Color?
    /// The side of a handle, its 1-point white border included, in flow units at zoom 1.
    public var handleSize: CGFloat
    /// Whether a handle keeps at least its size on screen when zoomed out (React Flow's `autoScale`): it is
    /// drawn `max(1, 1 / zoom)` times larger in flow units, so it scales with zoom above 1 only.
    public var autoScale: Bool
    /// Called with the step about to be applied; `false` skips that step.
    public var shouldResize: ((ResizeParams) -> Bool)?
    public var onResizeStart: ((ResizeParams) -> Void)?
    public var onResize: ((ResizeParams) -> Void)?
    public var onResizeEnd: ((ResizeParams) -> Void)?

    /// React Flow's `--xy-resize-background-color-default`, #3367d9.
    public static let defaultColor = Color(red: 0x33 / 255, green: 0x67 / 255, blue: 0xd9 / 255)
    /// A line is hit this many screen points either side of the node's edge.
    static let lineReach: CGFloat = 4
    /// Screen points of slop around a handle, as for connection handles.
    static let handleSlop: CGFloat = 2

    public init(position: ResizeControlPosition, variant: ResizeControlVariant = .handle,
                boundaries: ResizeBoundaries = ResizeBoundaries(), keepAspectRatio: Bool = false, color: Color? = nil,
                handleSize: CGFloat = 7, autoScale: Bool = true,
                shouldResize: ((ResizeParams) -> Bool)? = nil,
                onResizeStart: ((ResizeParams) -> Void)? = nil,
                onResize: ((ResizeParams) -> Void)? = nil,
                onResizeEnd: ((ResizeParams) -> Void)? = nil) {
        self.position = position
        self.variant = variant
        self.boundaries = boundaries
        self.keepAspectRatio = keepAspectRatio
        self.color = color
        self.handleSize = handleSize.isFinite ? max(0, handleSize) : 7
        self.autoScale = autoScale
        self.shouldResize = shouldResize
        self.onResizeStart = onResizeStart
        self.onResize = onResize
        self.onResizeEnd = onResizeEnd
    }

    /// The side of a handle in flow units at `zoom`.
    func handleSide(zoom: CGFloat) -> CGFloat {
        autoScale ? handleSize * max(1, 1 / max(zoom, 0.01)) : handleSize
    }

    /// What the control draws, in flow units, for a node occupying `bounds`: the handle's square centred on its
    /// corner or side, or a 1-unit band centred on the side.
    func drawnRect(in bounds: CGRect, zoom: CGFloat) -> CGRect {
        switch variant {
        case .handle:
            let side = handleSide(zoom: zoom)
            let center = position.anchor(in: bounds)
            return CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        case .line:
            return band(in: bounds, halfWidth: 0.5)
        }
    }

    /// Where a press takes the control: the drawn square plus a little slop, or a band a few screen points
    /// either side of the side.
    func hitRect(in bounds: CGRect, zoom: CGFloat) -> CGRect {
        let zoom = max(zoom, 0.01)
        switch variant {
        case .handle:
            let slop = Self.handleSlop / zoom
            return drawnRect(in: bounds, zoom: zoom).insetBy(dx: -slop, dy: -slop)
        case .line:
            return band(in: bounds, halfWidth: max(0.5, Self.lineReach / zoom))
        }
    }

    /// How far outside `bounds` the control reaches at `zoom`, for damage and hit-test margins.
    func overhang(zoom: CGFloat) -> CGFloat {
        let zoom = max(zoom, 0.01)
        switch variant {
        case .handle: return handleSide(zoom: zoom) / 2 + Self.handleSlop / zoom
        case .line: return max(0.5, Self.lineReach / zoom)
        }
    }

    /// A band along the control's side (or the whole frame edge for corners, which only handles use).
    private func band(in bounds: CGRect, halfWidth: CGFloat) -> CGRect {
        switch position {
        case .left, .right:
            let x = position == .left ? bounds.minX : bounds.maxX
            return CGRect(x: x - halfWidth, y: bounds.minY, width: 2 * halfWidth, height: bounds.height)
        case .top, .bottom:
            let y = position == .top ? bounds.minY : bounds.maxY
            return CGRect(x: bounds.minX, y: y - halfWidth, width: bounds.width, height: 2 * halfWidth)
        default:
            let center = position.anchor(in: bounds)
            return CGRect(x: center.x - halfWidth, y: center.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth)
        }
    }

    /// The pointer shape over the control and while it is dragged: the resize cursor of its corner or side.
    public var cursor: CursorShape {
        switch position {
        case .topLeft: .resizeTopLeft
        case .top: .resizeTop
        case .topRight: .resizeTopRight
        case .right: .resizeRight
        case .bottomRight: .resizeBottomRight
        case .bottom: .resizeBottom
        case .bottomLeft: .resizeBottomLeft
        case .left: .resizeLeft
        }
    }
}

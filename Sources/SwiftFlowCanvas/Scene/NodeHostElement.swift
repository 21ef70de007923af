import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The element of one node: draws the node's box (style, border, selection outline) around the user's
/// content and collects the handles the content renders. Its frame is the node's absolute flow rectangle.
public final class NodeHostElement: Element {
    /// The id of the node shown.
    public internal(set) var nodeId = ""
    var nodeType: String?
    var style: NodeStyle?
    var isSelected = false
    var theme = SwiftFlowTheme.default
    /// The proposal for the content: the node's fixed width/height, unspecified otherwise.
    var proposal = ProposedViewSize.unspecified
    var contentRevision = -1
    /// The environment stamp the content was last built in (a new locale or colour scheme rebuilds it).
    var contentEnvironment = -1
    /// The node value the content was last built from.
    var lastNode: Any?
    /// The handles in the content, in tree order, as of the last layout.
    public internal(set) var handles: [HandleRecord] = []
    /// The elements of `handles`, which this node draws above its selection outline.
    private var handleElements: [HandleElement] = []
    /// The resizers placed in the content during the last layout, in layout order.
    private var resizers: [ResizeControlElement] = []
    private var collectingResizers: [ResizeControlElement]?
    /// The number of the box's look, kept while the look stays the same.
    private var stampKeys = StampKeyMemo<NodeBoxStampKey>()
    /// The number of the selection outline's look.
    private var outlineStampKeys = StampKeyMemo<SelectionOutlineStampKey>()
    /// Where a point can hit this node or anything in it, as of its last placement: the frames of its whole tree,
    /// 4 points wider (a thin stroke's hit band reaches 2 past its frame). Nil when something in the tree moves its
    /// children into another space (an offset, a toolbar anchored to the screen): then every point is tried.
    private var hitReach: CGRect?

    public required init() {}

    func register(_ resizer: ResizeControlElement) {
        if collectingResizers != nil {
            collectingResizers?.append(resizer)
        } else if !resizers.contains(where: { $0 === resizer }) {
            resizers.append(resizer)
        }
    }

    /// Whether the content showed resize controls at the last layout.
    var hasResizeControls: Bool { !resizers.isEmpty }

    /// The resize controls the content shows, back to front.
    var resizeControls: [ResizeControlRecord] {
        resizers.count == 1 ? resizers[0].records : resizers.flatMap(\.records)
    }

    public override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = layoutChildren.first?.measure(self.proposal) ?? .zero
        return CGSize(width: self.proposal.width ?? content.width, height: self.proposal.height ?? content.height)
    }

    public override func placeChildren(in rect: CGRect) {
        collectingResizers = []
        for child in layoutChildren {
            child.place(in: rect)
        }
        // Read from the tree rather than collected while placing: content whose frames did not change is not
        // placed again, and its handles must not drop out.
        var found: [HandleElement] = []
        var reach: CGRect? = frame
        func collect(_ element: Element) {
            if let handle = element as? HandleElement { found.append(handle) }
            if let bounds = reach { reach = element.childTransform == nil ? bounds.union(element.frame) : nil }
            for child in element.children { collect(child) }
        }
        for child in children { collect(child) }
        hitReach = reach?.insetBy(dx: -4, dy: -4)
        handleElements = found
        handles = found.map(\.record)
        // A resizer whose own frame did not change is not placed again: keep it while it is still inside.
        var placed = collectingResizers ?? []
        for resizer in resizers where resizer.isMounted && resizer.isDescendant(of: self)
            && !placed.contains(where: { $0 === resizer }) {
            placed.append(resizer)
        }
        resizers = placed
        collectingResizers = nil
    }

    /// A pan's wheel events and every pointer move hit-test the canvas: a node the point is far from is passed
    /// over without visiting the ~15 elements of its content.
    public override func hitTest(_ point: CGPoint) -> Element? {
        if let hitReach, !hitReach.contains(point) { return nil }
        return super.hitTest(point)
    }

    var backgroundColor: Color {
        if let background = style?.background { return background }
        if nodeType == "group" { return Color(red: 240 / 255, green: 240 / 255, blue: 240 / 255, opacity: 0.25) }
        return theme.nodeBackgroundColor
    }

    var cornerRadius: CGFloat { style?.borderRadius ?? theme.nodeCornerRadius }

    public override var drawingBounds: CGRect {
        let outline = max(theme.nodeSelectedBorderWidth, style?.borderWidth ?? theme.nodeBorderWidth)
        return frame.insetBy(dx: -outline - 1, dy: -outline - 1)
    }

    public override func render(in context: GraphicsContext, dirty: CGRect) {
        let opacity = style?.opacity ?? 1
        if opacity < 1 { context.beginLayer(opacity: max(0, opacity)) }
        super.render(in: context, dirty: dirty)
        // Handles and resize controls go above the selection outline (`drawOverlay`), as React Flow stacks
        // them: drawn with the content they would lie under it and its blue would cover their inner half.
        // Back to front as a press finds them (`CanvasStore` hit-tests resize handles, then connection handles,
        // then resize lines): the lines, the connection handles, the resize handles.
        let resizers = resizers.filter { $0.drawingBounds.intersects(dirty) }
        for resizer in resizers { resizer.drawControls(.line, in: context) }
        for handle in handleElements where handle.drawingBounds.intersects(dirty) { handle.drawDot(in: context) }
        for resizer in resizers { resizer.drawControls(.handle, in: context) }
        if opacity < 1 { context.endLayer() }
    }

    public override func draw(in context: GraphicsContext) {
        let background = backgroundColor
        let borderWidth = style?.borderWidth ?? theme.nodeBorderWidth
        let border = style?.borderColor ?? theme.nodeBorderColor
        // Boxes of one size and look are the same picture: drawn once, then copied (`StampDrawing`).
        let key = NodeBoxStampKey(width: frame.width, height: frame.height, cornerRadius: cornerRadius,
                                  borderWidth: borderWidth, background: background, border: border)
        let frame = frame
        context.drawStamp(stampKeys.key(for: key), in: frame) { context in
            Self.drawBox(in: frame, cornerRadius: key.cornerRadius, background: background, border: border,
                         borderWidth: borderWidth, context: context)
        }
    }

    private static func drawBox(in frame: CGRect, cornerRadius: CGFloat, background: Color, border: Color,
                                borderWidth: CGFloat, context: GraphicsContext) {
        func isOpaque(_ color: Color) -> Bool { color.opacity >= 1 && (color.dark?.opacity ?? 1) >= 1 }
        let opaque = isOpaque(background) && isOpaque(border)
        if opaque, borderWidth > 0, borderWidth.isFinite, cornerRadius >= borderWidth / 2,
           frame.width > 2 * borderWidth, frame.height > 2 * borderWidth {
            // An opaque box: the border stroked along the frame inset by half its width covers the band between
            // the frame (corner radius + half the width) and the frame inset by the width (radius − half).
            // Two fills draw that band without the stroker's cost (one border per visible node per frame).
            let half = borderWidth / 2
            context.fill(Path(roundedRect: frame, cornerRadius: cornerRadius + half), with: border)
            context.fill(Path(roundedRect: frame.insetBy(dx: borderWidth, dy: borderWidth),
                              cornerRadius: cornerRadius - half), with: background)
            return
        }
        let box = Path(roundedRect: frame, cornerRadius: cornerRadius)
        context.fill(box, with: background)
        if borderWidth > 0 {
            let inset = frame.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            context.stroke(Path(roundedRect: inset, cornerRadius: cornerRadius), with: border, lineWidth: borderWidth)
        }
    }

    public override func drawOverlay(in context: GraphicsContext) {
        guard isSelected, theme.nodeSelectedBorderWidth > 0 else { return }
        let width = theme.nodeSelectedBorderWidth
        let color = theme.nodeSelectedBorderColor
        let frame = frame, cornerRadius = cornerRadius
        // After a select all every visible node shows it: stroked once per size and look, then copied (a Cairo
        // stroke was ~35,000 instructions a node). The stroke stays inside the frame.
        let key = SelectionOutlineStampKey(width: frame.width, height: frame.height, cornerRadius: cornerRadius,
                                           lineWidth: width, color: color)
        context.drawStamp(outlineStampKeys.key(for: key), in: frame) {
            $0.stroke(Path(roundedRect: frame.insetBy(dx: width / 2, dy: width / 2), cornerRadius: cornerRadius),
                      with: color, lineWidth: width)
        }
    }
}

/// What a selection outline's pixels depend on besides scale and position.
private struct SelectionOutlineStampKey: Hashable {
    let width: CGFloat
    let height: CGFloat
    let cornerRadius: CGFloat
    let lineWidth: CGFloat
    let color: Color
}

/// What a node box's pixels depend on besides scale and position.
private struct NodeBoxStampKey: Hashable {
    let width: CGFloat
    let height: CGFloat
    let cornerRadius: CGFloat
    let borderWidth: CGFloat
    let background: Color
    let border: Color
}

extension Element {
    /// The node view this element is part of: its nearest `NodeHostElement` ancestor (handles and resize
    /// controls register with it).
    var enclosingNodeHost: NodeHostElement? {
        var node = parent
        while let current = node {
            if let host = current as? NodeHostElement { return host }
            node = current.parent
        }
        return nil
    }
}

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
    /// The number of the box-and-label picture (`renderCopiedParts`), kept while its parts stay the same.
    private var labelStampKeys = StampKeyMemo<NodeLabelStampKey>()
    /// The number of the selection outline's look.
    private var outlineStampKeys = StampKeyMemo<SelectionOutlineStampKey>()
    /// Where a point can hit this node or anything in it, as of its last placement: the frames of its whole tree,
    /// 4 points wider (a thin stroke's hit band reaches 2 past its frame). Nil when something in the tree moves its
    /// children into another space (an offset, a toolbar anchored to the screen): then every point is tried.
    private(set) var hitReach: CGRect? {
        didSet { if hitReach != oldValue { hitIndex?.update(self) } }
    }
    /// The index of the canvas this element is mounted under, which lists it by `hitReach`.
    private weak var hitIndex: NodeHitIndex?

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
            // A transparent element (a view's wrapper) is never placed, drawn or hit itself: its frame stays at the
            // origin, and taking it in stretched every node's reach from (0, 0) to the node.
            if let bounds = reach {
                reach = element.childTransform != nil ? nil : element.isTransparent ? bounds : bounds.union(element.frame)
            }
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

    public override func didMount() {
        hitIndex = (parent as? NodeHitIndexing)?.nodeHitIndex
        hitIndex?.update(self)
    }

    public override func willUnmount() {
        hitIndex?.remove(self)
        hitIndex = nil
    }

    /// A pan's wheel events and every pointer move hit-test the canvas: a node the point is far from is passed
    /// over without visiting the ~15 elements of its content (and the canvas asks only those whose reach holds
    /// the point, `NodeHitIndex`).
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
        let copied = opacity < 1 ? CopiedParts.none : renderCopiedParts(in: context, dirty: dirty)
        if copied == .none { super.render(in: context, dirty: dirty) }
        // Handles and resize controls go above the selection outline (`drawOverlay`), as React Flow stacks
        // them: drawn with the content they would lie under it and its blue would cover their inner half.
        // Back to front as a press finds them (`CanvasStore` hit-tests resize handles, then connection handles,
        // then resize lines): the lines, the connection handles, the resize handles.
        let resizers = resizers.filter { $0.drawingBounds.intersects(dirty) }
        for resizer in resizers { resizer.drawControls(.line, in: context) }
        if copied != .boxLabelAndDots {
            for handle in handleElements where handle.drawingBounds.intersects(dirty) { handle.drawDot(in: context) }
        }
        for resizer in resizers { resizer.drawControls(.handle, in: context) }
        if opacity < 1 { context.endLayer() }
    }

    /// Which parts of a node `renderCopiedParts` copied as one kept picture.
    private enum CopiedParts {
        case none, boxAndLabel, boxLabelAndDots
    }

    /// What `super.render` draws for a default node's content, with the box, the label and (when nothing is drawn
    /// between them: no selection outline, no resize controls) the handle dots copied as one kept picture
    /// (`StampDrawing.drawLayeredStamp`): a zoom-1 frame then composites no label text and no dot of its own.
    /// The picture is made only in frames that draw the whole node or a large area (a pan's strips draw the
    /// parts). `.none`, drawing nothing, for other content or when no picture serves.
    private func renderCopiedParts(in context: GraphicsContext, dirty: CGRect) -> CopiedParts {
        guard let stamps = context as? StampDrawing, childTransform == nil, children.count == 1 else { return .none }
        // A picture serves only at scale 1 and a sub-pixel phase that is a whole number of 1/256 pixel
        // (`drawLayeredStamp`): asked first, so frames at other zooms or phases do not pay for the rest.
        let t = context.transform
        guard t.a == 1, t.d == 1, t.b == 0, t.c == 0, Self.isExactPhase(t.tx + frame.minX),
              Self.isExactPhase(t.ty + frame.minY) else { return .none }
        // The content through the `AnyView` containers around it (they draw nothing of their own).
        var wrapped = children[0]
        while let container = wrapped as? ContainerElement, container.childTransform == nil,
              container.children.count == 1 {
            wrapped = container.children[0]
        }
        guard let content = wrapped as? DefaultNodeElement, content.childTransform == nil,
              let label = content.label, label.childTransform == nil, label.children.isEmpty,
              // First in paint order: nothing drawn between the box and the label (the content draws nothing).
              content.paintOrder.first === label,
              frame.insetBy(dx: 2, dy: 2).contains(label.frame), let text = label.textPictureKey else { return .none }
        let frame = frame, bounds = drawingBounds
        let withDots = resizers.isEmpty && !(isSelected && theme.nodeSelectedBorderWidth > 0)
        let dots = withDots ? handleElements : []
        var rect = frame
        for dot in dots { rect = rect.union(dot.drawingBounds) }
        // Room around the parts, so the picture's check sees every pixel they touch (`drawLayeredStamp`).
        rect = rect.insetBy(dx: -3, dy: -3)
        // The key is worked out only where a picture can serve (at scale 1).
        let drawn = stamps.drawLayeredStamp(
            labelStampKeys.key(for: NodeLabelStampKey(
                box: boxKey, label: text, x: label.frame.minX - frame.minX, y: label.frame.minY - frame.minY,
                dots: withDots ? DotsStampKey(handles: handles, size: theme.handleSize, fill: theme.handleColor,
                                              border: theme.handleBorderColor) : nil)),
            // Made in frames that draw the whole node or a large area (a full frame, where nodes cut by the view's
            // edge count too), not in a pan's strips or a drag's small damage.
            in: rect, mayMake: dirty.contains(bounds.union(rect))
                || (dirty.width >= 4 * rect.width && dirty.height >= 4 * rect.height),
            // The box under the label is copied from its own stamp, as the frame would copy it.
            base: { self.draw(in: $0) },
            over: { context in
                label.draw(in: context)
                for dot in dots { dot.drawDot(in: context) }
            })
        guard drawn else { return .none }
        content.renderChildren(in: context, dirty: dirty, skipping: label)
        if bounds.intersects(dirty) { drawOverlay(in: context) }
        return withDots ? .boxLabelAndDots : .boxAndLabel
    }

    /// Whether `value` is a whole number of 1/256.
    private static func isExactPhase(_ value: CGFloat) -> Bool {
        let scaled = value * 256
        return scaled.isFinite && scaled == scaled.rounded()
    }

    /// The box's size, colours and border: what its pixels depend on besides scale and position.
    private var boxKey: NodeBoxStampKey {
        NodeBoxStampKey(width: frame.width, height: frame.height, cornerRadius: cornerRadius,
                        borderWidth: style?.borderWidth ?? theme.nodeBorderWidth, background: backgroundColor,
                        border: style?.borderColor ?? theme.nodeBorderColor)
    }

    public override func draw(in context: GraphicsContext) {
        let look = boxKey
        // Boxes of one size and look are the same picture: drawn once, then copied (`StampDrawing`).
        let frame = frame
        context.drawStamp(stampKeys.key(for: look), in: frame) { context in
            Self.drawBox(in: frame, look: look, context: context)
        }
    }

    private static func drawBox(in frame: CGRect, look: NodeBoxStampKey, context: GraphicsContext) {
        let cornerRadius = look.cornerRadius, background = look.background, border = look.border
        let borderWidth = look.borderWidth
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

/// What a node box with its default label's pixels depend on besides scale and position: the box, the label's
/// picture and where the label lies in the box, and the handle dots drawn with them.
private struct NodeLabelStampKey: Hashable {
    let box: NodeBoxStampKey
    let label: TextPictureKey
    let x: CGFloat, y: CGFloat
    let dots: DotsStampKey?
}

/// What a node's handle dots' pixels depend on besides the node's size, scale and position.
private struct DotsStampKey: Hashable {
    let handles: [HandleRecord]
    let size: CGFloat
    let fill: Color
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

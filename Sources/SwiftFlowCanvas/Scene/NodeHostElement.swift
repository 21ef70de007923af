import Foundation

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
    /// The node value the content was last built from.
    var lastNode: Any?
    /// The handles registered during the last layout of the content, in layout order.
    public internal(set) var handles: [HandleRecord] = []
    private var collecting: [HandleRecord]?

    public required init() {}

    func register(_ handle: HandleRecord) {
        if collecting != nil {
            collecting?.append(handle)
        } else if !handles.contains(handle) {
            handles.append(handle)
        }
    }

    public override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = layoutChildren.first?.measure(self.proposal) ?? .zero
        return CGSize(width: self.proposal.width ?? content.width, height: self.proposal.height ?? content.height)
    }

    public override func placeChildren(in rect: CGRect) {
        collecting = []
        for child in layoutChildren {
            child.place(in: rect)
        }
        handles = collecting ?? []
        collecting = nil
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
        if opacity < 1 { context.endLayer() }
    }

    public override func draw(in context: GraphicsContext) {
        let box = Path(roundedRect: frame, cornerRadius: cornerRadius)
        context.fill(box, with: backgroundColor)
        let borderWidth = style?.borderWidth ?? theme.nodeBorderWidth
        if borderWidth > 0 {
            let inset = frame.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            context.stroke(Path(roundedRect: inset, cornerRadius: cornerRadius),
                           with: style?.borderColor ?? theme.nodeBorderColor, lineWidth: borderWidth)
        }
    }

    public override func drawOverlay(in context: GraphicsContext) {
        guard isSelected, theme.nodeSelectedBorderWidth > 0 else { return }
        let width = theme.nodeSelectedBorderWidth
        context.stroke(Path(roundedRect: frame.insetBy(dx: width / 2, dy: width / 2), cornerRadius: cornerRadius),
                       with: theme.nodeSelectedBorderColor, lineWidth: width)
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A connection point on a node: place it inside node content; it sits centred on the node's `position`
/// side, takes no room in the content's layout, and edges attach to it.
public struct Handle: PrimitiveView, Equatable {
    /// The owning node's id (informational; the handle registers with the node it is placed in).
    public let nodeId: String?
    /// The handle's id, to tell several handles of one type apart.
    public let id: String?
    /// Whether connections start (source) or end (target) here.
    public let type: HandleType
    /// The side of the node the handle sits on.
    public let position: Position
    /// Whether the handle may be connected.
    public let isConnectable: Bool
    /// Where along its side the handle sits: 0 is the top (or left) end, 1 the bottom (or right), 0.5 the middle.
    public let alongSide: CGFloat

    /// A handle of `type` on the `position` side; `id` names it when a node has several of one type, and
    /// `alongSide` spreads several handles along one side (React Flow does this with CSS offsets).
    public init(nodeId: String? = nil, id: String? = nil, type: HandleType, position: Position,
                isConnectable: Bool = true, alongSide: CGFloat = 0.5) {
        self.nodeId = nodeId
        self.id = id
        self.type = type
        self.position = position
        self.isConnectable = isConnectable
        self.alongSide = alongSide
    }

    public func makeElement() -> Element { HandleElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let handle = element as? HandleElement else { return }
        handle.record = HandleRecord(id: id, type: type, position: position, isConnectable: isConnectable,
                                     alongSide: alongSide)
    }
}

/// The element of a `Handle`: registers with its node, which draws the dot on its border above its selection
/// outline (React Flow's handles are children of the node's box, painted over its border and outline).
public final class HandleElement: Element {
    var record = HandleRecord(id: nil, type: .source, position: .right, isConnectable: true)

    public required init() {}

    /// The node this handle belongs to, found once per layout.
    private weak var cachedHost: NodeHostElement?

    private var host: NodeHostElement? { cachedHost ?? enclosingNodeHost }
    /// The number of the dot's look, kept while the look stays the same.
    private var stampKeys = StampKeyMemo<HandleStampKey>()

    public override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }

    public override func placeChildren(in rect: CGRect) {
        cachedHost = nil
        cachedHost = host
    }

    public override var drawingBounds: CGRect {
        guard let host = cachedHost ?? host else { return .null }
        let size = host.theme.handleSize + 2
        let center = record.center(in: host.frame)
        return CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
    }

    /// Nothing: the node the handle belongs to draws it (`drawDot`) after its selection outline.
    public override func draw(in context: GraphicsContext) {}

    /// Only the children, if any: the element draws nothing itself (its two bounds checks cost a node ~1,000
    /// instructions a frame for nothing).
    public override func render(in context: GraphicsContext, dirty: CGRect) {
        if !children.isEmpty { super.render(in: context, dirty: dirty) }
    }

    /// Draws the dot on the host node's border.
    func drawDot(in context: GraphicsContext) {
        guard let host else { return }
        let size = host.theme.handleSize
        let center = record.center(in: host.frame)
        let box = CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
        let fill = host.theme.handleColor, border = host.theme.handleBorderColor
        // Every handle of one look is the same dot: drawn once, then copied (`StampDrawing`).
        let key = stampKeys.key(for: HandleStampKey(size: size, fill: fill, border: border))
        context.drawStamp(key, in: box) { context in
            Self.drawDot(in: box, fill: fill, border: border, context: context)
        }
    }

    private static func drawDot(in box: CGRect, fill: Color, border: Color, context: GraphicsContext) {
        if fill.opacity >= 1 && (fill.dark?.opacity ?? 1) >= 1 {
            // An opaque dot: its 1-point border as two fills (the border disc, then the inner disc) is the same
            // ring as stroking the circle inset by half a point, without the stroker's cost (hundreds per frame).
            context.fill(Path(ellipseIn: box), with: border)
            context.fill(Path(ellipseIn: box.insetBy(dx: 1, dy: 1)), with: fill)
        } else {
            context.fill(Path(ellipseIn: box), with: fill)
            context.stroke(Path(ellipseIn: box.insetBy(dx: 0.5, dy: 0.5)), with: border, lineWidth: 1)
        }
    }
}

/// What a handle dot's pixels depend on besides scale and position.
private struct HandleStampKey: Hashable {
    let size: CGFloat
    let fill: Color
    let border: Color
}

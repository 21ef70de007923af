import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The element of `NodeResizer` and `NodeResizeControl`: it takes no room in the node's layout, registers its
/// controls with the node it is placed in (as a `Handle` does), and that node draws them on its frame above its
/// selection outline. Presses
/// on the controls reach the canvas's gesture layer, which hit-tests them through the store.
public final class ResizeControlElement: Element {
    /// The controls, back to front.
    var records: [ResizeControlRecord] = []
    /// The canvas's overlay state, for the zoom that sizes the handles.
    weak var state: SwiftFlowState?
    private weak var cachedHost: NodeHostElement?
    /// The stamp number of each control's look, kept while it stays the same (one per control, in `records`
    /// order: a node's lines alternate between two sizes).
    private var stampKeys: [StampKeyMemo<ResizeControlStampKey>] = []

    public required init() {}

    private var host: NodeHostElement? { cachedHost ?? enclosingNodeHost }

    private var zoom: CGFloat { state?.viewport.zoom ?? 1 }

    public override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }

    public override func placeChildren(in rect: CGRect) {
        cachedHost = nil
        cachedHost = host
        cachedHost?.register(self)
    }

    public override var drawingBounds: CGRect {
        guard let host = cachedHost ?? host else { return .null }
        let zoom = zoom
        return records.reduce(CGRect.null) { $0.union($1.drawnRect(in: host.frame, zoom: zoom)) }
            .insetBy(dx: -1, dy: -1)
    }

    /// Nothing: the node the controls belong to draws them (`drawControls`) after its selection outline.
    public override func draw(in context: GraphicsContext) {}

    /// Draws the controls of one variant (lines or handles) on the host node's frame.
    /// Every selected node of a select all shows four lines and four handles: each is drawn once per size and
    /// look, then copied (`StampDrawing`); a Cairo fill of a line cost ~16,000 instructions, about a stamp's
    /// copy plus interning its key (`StampKeyMemo` per control keeps a node's four sizes apart).
    func drawControls(_ variant: ResizeControlVariant, in context: GraphicsContext) {
        guard let host else { return }
        let zoom = zoom
        if stampKeys.count != records.count {
            stampKeys = Array(repeating: StampKeyMemo<ResizeControlStampKey>(), count: records.count)
        }
        for (index, record) in records.enumerated() where record.variant == variant {
            let rect = record.drawnRect(in: host.frame, zoom: zoom)
            let color = record.color ?? ResizeControlRecord.defaultColor
            switch record.variant {
            case .line:
                let key = ResizeControlStampKey(width: rect.width, height: rect.height, unit: 0, color: color)
                context.drawStamp(stampKeys[index].key(for: key), in: rect) {
                    $0.fill(Path(rect), with: color)
                }
            case .handle:
                // React Flow's handle: a filled square with a 1-point white border and 1-point corners, all
                // scaled with the handle.
                let unit = rect.width / max(record.handleSize, 1)
                let key = ResizeControlStampKey(width: rect.width, height: rect.height, unit: unit, color: color)
                context.drawStamp(stampKeys[index].key(for: key), in: rect) {
                    $0.fill(Path(roundedRect: rect, cornerRadius: unit), with: .white)
                    $0.fill(Path(roundedRect: rect.insetBy(dx: unit, dy: unit), cornerRadius: unit / 2), with: color)
                }
            }
        }
    }
}

/// What a resize control's pixels depend on besides scale and position: a line's band (`unit` 0) or a
/// handle's square with its border unit.
private struct ResizeControlStampKey: Hashable {
    let width: CGFloat
    let height: CGFloat
    let unit: CGFloat
    let color: Color
}

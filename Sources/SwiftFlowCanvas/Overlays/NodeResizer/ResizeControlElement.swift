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
    func drawControls(_ variant: ResizeControlVariant, in context: GraphicsContext) {
        guard let host else { return }
        let zoom = zoom
        for record in records where record.variant == variant {
            let rect = record.drawnRect(in: host.frame, zoom: zoom)
            let color = record.color ?? ResizeControlRecord.defaultColor
            switch record.variant {
            case .line:
                context.fill(Path(rect), with: color)
            case .handle:
                // React Flow's handle: a filled square with a 1-point white border and 1-point corners, all
                // scaled with the handle.
                // Every selected node of a select all shows four: drawn once per look, then copied.
                let unit = rect.width / max(record.handleSize, 1)
                context.drawStamp(ResizeHandleStampKey(side: rect.width, unit: unit, color: color), in: rect) {
                    $0.fill(Path(roundedRect: rect, cornerRadius: unit), with: .white)
                    $0.fill(Path(roundedRect: rect.insetBy(dx: unit, dy: unit), cornerRadius: unit / 2), with: color)
                }
            }
        }
    }
}

/// What a resize handle's pixels depend on besides scale and position.
private struct ResizeHandleStampKey: Hashable {
    let side: CGFloat
    let unit: CGFloat
    let color: Color
}

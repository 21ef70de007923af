import Foundation
import SwiftFlowCore

/// Draws and hit-tests a shape fitted to its frame; it takes all the space offered.
final class ShapeElement: Element {
    private(set) var shape: any Shape = Rectangle()
    private var paint = ShapePaint.fill(AnyShapeStyle(ForegroundStyle()), .nonZero)

    func configure(shape: any Shape, paint: ShapePaint) {
        self.shape = shape
        self.paint = paint
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    private var strokeInsetPath: Path {
        if case .stroke(_, let style, true) = paint {
            let inset = style.lineWidth / 2
            return shape.path(in: frame.insetBy(dx: min(inset, frame.width / 2), dy: min(inset, frame.height / 2)))
        }
        return shape.path(in: frame)
    }

    override var drawingBounds: CGRect {
        switch paint {
        case .fill:
            return frame
        case .stroke(_, let style, _):
            let bounds = strokeInsetPath.boundingRect
            guard !bounds.isNull else { return .null }
            let grow = style.lineWidth / 2 * max(1, style.lineJoin == .miter ? style.miterLimit / 2 : 1) + 1
            return bounds.insetBy(dx: -grow, dy: -grow)
        }
    }

    override func draw(in context: GraphicsContext) {
        switch paint {
        case .fill(let style, let rule):
            context.fill(shape.path(in: frame), with: style.resolve(in: environment), rule: rule)
        case .stroke(let style, let strokeStyle, _):
            context.stroke(strokeInsetPath, with: style.resolve(in: environment), style: strokeStyle)
        }
    }

    override var isHitTarget: Bool { true }

    override func contains(_ point: CGPoint) -> Bool {
        switch paint {
        case .fill(_, let rule):
            return frame.contains(point) && shape.path(in: frame).contains(point, rule: rule)
        case .stroke(_, let style, _):
            return strokeInsetPath.strokeContains(point, lineWidth: max(style.lineWidth, 4))
        }
    }
}

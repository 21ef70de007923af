import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Lines up Controls' buttons edge to edge, with React Flow's 1-point separators between them and a faint
/// shadow around the group; in the accessibility tree it is a group called `label`.
struct ControlsStack<Content: View>: PrimitiveView {
    let orientation: ControlsOrientation
    let label: String
    let content: Content

    init(orientation: ControlsOrientation, label: String, @ViewBuilder content: () -> Content) {
        self.orientation = orientation
        self.label = label
        self.content = content()
    }

    func makeElement() -> Element { ControlsStackElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let stack = element as? ControlsStackElement else { return }
        if stack.orientation != orientation { stack.invalidateLayout() }
        stack.orientation = orientation
        stack.accessibilityLabel = label
        var inner = environment
        inner.isInControlsGroup = true
        stack.updateChildren([content], environment: inner)
    }
}

/// The element of `ControlsStack`. Each child gets its natural length along the axis and the widest
/// child's breadth across it.
final class ControlsStackElement: Element {
    var orientation = ControlsOrientation.vertical

    /// The shadow reaches this far outside the group (React Flow: 1 point spread, 2 points blur).
    private static let shadowReach: CGFloat = 2

    private var isVertical: Bool { orientation == .vertical }

    override var accessibilityRole: AccessibilityRole? { .group }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var along: CGFloat = 0, across: CGFloat = 0
        for child in layoutChildren {
            let size = child.measure(ProposedViewSize(width: nil, height: nil))
            along += isVertical ? size.height : size.width
            across = max(across, isVertical ? size.width : size.height)
        }
        return isVertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    override func placeChildren(in rect: CGRect) {
        var offset: CGFloat = 0
        for child in layoutChildren {
            let size = child.measure(ProposedViewSize(width: nil, height: nil))
            if isVertical {
                child.place(in: CGRect(x: rect.minX, y: rect.minY + offset, width: rect.width, height: size.height))
                offset += size.height
            } else {
                child.place(in: CGRect(x: rect.minX + offset, y: rect.minY, width: size.width, height: rect.height))
                offset += size.width
            }
        }
    }

    override var drawingBounds: CGRect { frame.insetBy(dx: -Self.shadowReach, dy: -Self.shadowReach) }

    override func draw(in context: GraphicsContext) {
        guard !frame.isEmpty else { return }
        // React Flow's 0 0 2px 1px shadow; the buttons cover the part under the group.
        context.fill(Path(frame.insetBy(dx: -Self.shadowReach, dy: -Self.shadowReach)), with: ControlsPalette.shadowBlur)
        context.fill(Path(frame.insetBy(dx: -1, dy: -1)), with: ControlsPalette.shadowSpread)
    }

    override func drawOverlay(in context: GraphicsContext) {
        // A border on the trailing edge of every button but the last, over the button as React Flow's
        // border-box buttons have it.
        for child in layoutChildren.dropLast() {
            let line = isVertical
                ? CGRect(x: child.frame.minX, y: child.frame.maxY - 1, width: child.frame.width, height: 1)
                : CGRect(x: child.frame.maxX - 1, y: child.frame.minY, width: 1, height: child.frame.height)
            context.fill(Path(line), with: ControlsPalette.border)
        }
    }
}

private struct ControlsGroupKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a `ControlButton` sits in a Controls group, which draws the shadow and separators for it.
    var isInControlsGroup: Bool {
        get { self[ControlsGroupKey.self] }
        set { self[ControlsGroupKey.self] = newValue }
    }
}

import Foundation
import SwiftFlowCore

/// Lays a background or overlay view over the frame of its content: the content decides the size,
/// the decoration is offered that size and aligned on it.
final class DecorationElement: ModifierElement {
    var alignment = Alignment.center
    var isOverlay = false

    private var decorationItems: [Element] {
        guard children.count > 1 else { return [] }
        let decoration = children[1]
        return decoration.isTransparent ? decoration.layoutChildren : [decoration]
    }

    override func placeChildren(in rect: CGRect) {
        placeContent(in: rect)
        let items = decorationItems
        let size = Self.measureGroup(items, ProposedViewSize(rect.size))
        Self.placeGroup(items, in: CGRect(origin: alignment.origin(of: size, in: rect), size: size))
    }

    override var paintOrder: [Element] {
        isOverlay ? contentItems + decorationItems : decorationItems + contentItems
    }
}

/// The modifier that adds a background or an overlay view.
struct DecorationModifier<Decoration: View>: PrimitiveViewModifier {
    let decoration: Decoration
    let alignment: Alignment
    let isOverlay: Bool

    func makeElement() -> Element { DecorationElement() }

    func updateElement(_ element: Element, content: any View, environment: EnvironmentValues) {
        guard let element = element as? DecorationElement else { return }
        element.alignment = alignment
        element.isOverlay = isOverlay
        element.updateChildren([content, decoration], environment: environment)
    }
}

extension View {
    /// Puts `view` behind this view, sized to this view's frame.
    @_disfavoredOverload
    public func background<Background: View>(_ view: Background, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: view, alignment: alignment, isOverlay: false))
    }

    /// Puts the built view behind this view, sized to this view's frame.
    public func background<Background: View>(alignment: Alignment = .center,
                                             @ViewBuilder content: () -> Background) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, isOverlay: false))
    }

    /// Fills this view's frame with `style` behind it (a colour, a material, …).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: RectEdge.Set = .all) -> some View {
        background(alignment: .center) { Rectangle().fill(style) }
    }

    /// Fills `shape`, fitted to this view's frame, with `style` behind this view.
    public func background<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> some View {
        background(alignment: .center) { shape.fill(style) }
    }

    /// Puts `view` in front of this view, sized to this view's frame.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ view: Overlay, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: view, alignment: alignment, isOverlay: true))
    }

    /// Puts the built view in front of this view, sized to this view's frame.
    public func overlay<Overlay: View>(alignment: Alignment = .center,
                                       @ViewBuilder content: () -> Overlay) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, isOverlay: true))
    }

    /// Fills this view's frame with `style` in front of it.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        overlay(alignment: .center) { Rectangle().fill(style) }
    }

    /// Fills `shape`, fitted to this view's frame, with `style` in front of this view.
    public func overlay<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> some View {
        overlay(alignment: .center) { shape.fill(style) }
    }

    /// Draws a border of `width` points inside this view's frame.
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> some View {
        overlay(alignment: .center) { Rectangle().strokeBorder(style, lineWidth: width) }
    }
}

import Foundation
import SwiftFlowCore

/// Where a popover points.
public enum PopoverAnchor: Hashable, Sendable {
    /// The frame of the view the popover is attached to.
    case bounds
    /// A point of that frame, in unit coordinates.
    case point(UnitPoint)
    /// A point in window coordinates (the pointer, for a palette opened where the user clicked).
    case location(CGPoint)
}

/// Sits in the content tree where a sheet, alert or popover is declared and keeps a layer up while the
/// presentation's binding is true; the layer's content inherits this element's environment.
final class LayerPresenterElement: ModifierElement {
    var isPresented = false
    var content: (any View)?
    var kind = LayerKind.modal
    /// nil: centred; otherwise a popover anchored to this element.
    var anchor: PopoverAnchor?
    /// Sets the presentation's binding to false (the user dismissed the layer).
    var onDismissRequest: () -> Void = {}
    /// Runs once each time the presentation goes away.
    var onDismiss: (() -> Void)?

    private(set) var layer: PresentationLayerElement?
    private var derivation = EnvironmentDerivation()

    /// Brings the layer in line with `isPresented`.
    func synchronize() {
        guard isMounted, let root else { return }
        if let layer, !layer.isMounted {
            // The window took it down (Escape, a press outside).
            self.layer = nil
            onDismiss?()
        }
        guard isPresented, let content else {
            if let layer {
                self.layer = nil
                root.dismiss(layer)
                onDismiss?()
            }
            return
        }
        let layer = self.layer ?? makeLayer()
        layer.kind = kind
        layer.placement = placement
        let environment = derivation.derive(from: self.environment, token: AnyHashable(ObjectIdentifier(layer))) {
            $0 = $0.forLayer(layer)
        }
        layer.updateChildren([content], environment: environment)
        if self.layer == nil {
            self.layer = layer
            root.present(layer)
        }
    }

    private func makeLayer() -> PresentationLayerElement {
        let layer = PresentationLayerElement()
        layer.onDismissRequest = { [weak self] in self?.onDismissRequest() }
        return layer
    }

    private var placement: PresentationPlacement {
        let bounds = convertToWindow(frame)
        switch anchor {
        case nil: return .centered
        case .bounds?: return .below(bounds)
        case .point(let unit)?: return .below(CGRect(origin: unit.point(in: bounds), size: .zero))
        case .location(let point)?: return .below(CGRect(origin: point, size: .zero))
        }
    }

    override func didMount() {
        synchronize()
    }

    override func placeChildren(in rect: CGRect) {
        super.placeChildren(in: rect)
        // A popover follows its anchor when the layout moves it.
        if let layer, anchor != nil { layer.placement = placement }
    }

    override func willUnmount() {
        guard let layer else { return }
        self.layer = nil
        root?.dismiss(layer)
    }
}

/// The modifier behind `.sheet`, `.popover` and `.alert`.
struct PresentationModifier: PrimitiveViewModifier {
    let isPresented: Binding<Bool>
    let shown: Bool
    let content: (any View)?
    let kind: LayerKind
    let anchor: PopoverAnchor?
    let onDismiss: (() -> Void)?

    func makeElement() -> Element { LayerPresenterElement() }

    func updateElement(_ element: Element, content base: any View, environment: EnvironmentValues) {
        guard let element = element as? LayerPresenterElement else { return }
        element.updateChildren([base], environment: environment)
        element.isPresented = shown
        element.content = content
        element.kind = kind
        element.anchor = anchor
        element.onDismiss = onDismiss
        let binding = isPresented
        element.onDismissRequest = { binding.wrappedValue = false }
        element.synchronize()
    }
}

extension View {
    /// Shows `content` in a dialog centred over the dimmed window while `isPresented` is true.
    ///
    /// Input goes only to the dialog; Tab stays inside it; Escape (or `@Environment(\.dismiss)`) closes it
    /// and sets `isPresented` to false. `onDismiss` runs whenever it closes.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        return modifier(PresentationModifier(isPresented: isPresented, shown: shown, content: shown ? content() : nil,
                                             kind: .modal, anchor: nil, onDismiss: onDismiss))
    }

    /// Shows `content` in a popover next to this view (or at `anchor`) while `isPresented` is true.
    ///
    /// A press outside the popover or Escape closes it (the press goes no further) and sets `isPresented`
    /// to false; its first text field has focus.
    public func popover<Content: View>(isPresented: Binding<Bool>, anchor: PopoverAnchor = .bounds,
                                       @ViewBuilder content: () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        return modifier(PresentationModifier(isPresented: isPresented, shown: shown, content: shown ? content() : nil,
                                             kind: .transient, anchor: anchor, onDismiss: nil))
    }
}

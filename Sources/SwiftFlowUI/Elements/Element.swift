import Foundation
import SwiftFlowCore

/// A persistent node of the retained UI tree that a view is evaluated into.
///
/// Elements keep what survives between evaluations: state storage, measured sizes, frames and caches.
/// Subclasses override the layout (`sizeThatFits`, `placeChildren`), drawing (`draw`), hit-testing and
/// input hooks. Frames are in window points, or in the space of the nearest ancestor that sets a
/// `childTransform`.
@MainActor
open class Element {
    /// The element this one is a child of.
    public internal(set) weak var parent: Element?
    /// The child elements, in view order.
    public internal(set) var children: [Element] = [] {
        didSet { invalidateChildOrder() }
    }
    /// The window root this element is mounted in.
    public internal(set) weak var root: WindowRoot?
    /// The view this element was last updated from.
    public internal(set) var view: any View = EmptyView()
    /// The environment this element was last updated with.
    public internal(set) var environment = EnvironmentValues()
    /// The rectangle the element was placed in by the last layout pass.
    public internal(set) var frame: CGRect = .zero
    /// Drawing order among siblings; higher draws later (on top).
    public var zIndex: Double = 0 {
        didSet { if zIndex != oldValue { parent?.invalidateChildOrder() } }
    }
    /// Stacks offer space to children of higher priority first.
    public var layoutPriority: Double = 0
    /// Whether this element and its descendants can be hit by the pointer.
    public var allowsHitTesting = true
    /// The label an accessibility client reads for this element.
    public var accessibilityLabel: String?
    /// A hint describing the result of acting on this element.
    public var accessibilityHint: String?

    /// The key this element was reconciled under by `updateChildren(keyed:)` (nil for positional children).
    public internal(set) var key: AnyHashable?
    var sizeCache: [ProposedViewSize: CGSize] = [:]
    private var cachedLayoutChildren: [Element]?
    private var cachedPaintOrder: [Element]?
    /// Whether the next `place(in:)` lays the children out again even in the same rectangle (new, or its layout
    /// was invalidated); a host that places many children skips those with nothing to do.
    public internal(set) var needsPlacement = true
    public private(set) var isMounted = false
    /// Whether the parent lists this element among its children. An element being built is not listed yet: its
    /// parent takes it in `finishReconciling`, which invalidates the parent's layout then, so layout invalidated
    /// while building the new subtree stops at its top instead of walking every ancestor once per new element.
    private var isListedByParent = false

    /// Creates an unmounted element; the tree mounts it when it becomes a child.
    public required init() {}

    // MARK: - Tree

    /// Whether the element only groups its children and takes no part in layout or drawing itself.
    open var isTransparent: Bool { false }

    /// Whether the element draws nothing itself and only places its children, so that damage computations
    /// (scrolling) look at the children rather than its whole frame; true for full-size containers.
    open var paintsOnlyChildren: Bool { isTransparent }

    /// The children that take part in layout: transparent children are replaced by their own.
    public var layoutChildren: [Element] {
        // Render and layout ask for this on every element every frame: it is kept until the children change.
        if let cachedLayoutChildren { return cachedLayoutChildren }
        var result: [Element]
        if !children.contains(where: \.isTransparent) {
            result = children
        } else {
            result = []
            for child in children {
                if child.isTransparent {
                    result.append(contentsOf: child.layoutChildren)
                } else {
                    result.append(child)
                }
            }
        }
        cachedLayoutChildren = result
        return result
    }

    /// Forgets the cached child lists; a transparent element's children are its parent's too.
    func invalidateChildOrder() {
        cachedLayoutChildren = nil
        cachedPaintOrder = nil
        if isTransparent { parent?.invalidateChildOrder() }
    }

    /// Depth in the tree (the root element is 0).
    public var depth: Int {
        var count = 0
        var node = parent
        while let current = node {
            count += 1
            node = current.parent
        }
        return count
    }

    /// Whether `self` is `other` or one of its descendants.
    public func isDescendant(of other: Element) -> Bool {
        var node: Element? = self
        while let current = node {
            if current === other { return true }
            node = current.parent
        }
        return false
    }

    // MARK: - Updating

    /// Called after the element was updated from `view`; `previous` is the view it had before (nil the
    /// first time). The default asks a primitive view to update the element.
    open func update(from previous: (any View)?, previousEnvironment: EnvironmentValues?) {
        if let primitive = view as? any PrimitiveView {
            primitive.updateElement(self, environment: environment)
        }
    }

    func apply(_ newView: any View, environment newEnvironment: EnvironmentValues, isNew: Bool) {
        let previous = isNew ? nil : view
        let previousEnvironment = isNew ? nil : environment
        view = newView
        environment = newEnvironment
        update(from: previous, previousEnvironment: previousEnvironment)
        // A primitive looks different when its own fields or what it reads from the environment changed.
        if let previous, !isTransparent,
           previousEnvironment?.stamp != newEnvironment.stamp || !ViewEquality.visuallyEqual(previous, newView) {
            invalidateLayout()
            setNeedsDisplay()
        }
    }

    /// Reconciles the children with `views` by position and type.
    public func updateChildren(_ views: [any View], environment: EnvironmentValues) {
        var next: [Element] = []
        next.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            let existing = index < children.count && children[index].key == nil ? children[index] : nil
            next.append(reconcile(existing, with: view, key: nil, environment: environment))
        }
        finishReconciling(next)
    }

    /// Reconciles the children with `keyed` views by key (and type), keeping elements whose key survives.
    public func updateChildren(keyed: [(AnyHashable, any View)], environment: EnvironmentValues) {
        var byKey: [AnyHashable: Element] = [:]
        for child in children {
            if let key = child.key { byKey[key] = child }
        }
        var next: [Element] = []
        next.reserveCapacity(keyed.count)
        for (key, view) in keyed {
            next.append(reconcile(byKey[key], with: view, key: key, environment: environment))
        }
        finishReconciling(next)
    }

    /// Re-evaluates one child with `view` (of the same type it was made from), leaving its siblings alone; false
    /// when `child` is not a child of this element or the view's type differs (then reconcile them all).
    public func updateChild(_ child: Element, to view: any View, environment: EnvironmentValues) -> Bool {
        guard child.parent === self, type(of: child.view) == type(of: view) else { return false }
        child.apply(view, environment: environment, isNew: false)
        return true
    }

    /// Makes the element of `view` under `key` as a child-to-be, without adding it: hand it to
    /// `setChildren(_:)`. For hosts that add a few keyed children without re-evaluating all the others.
    public func makeChild(key: AnyHashable, view: any View, environment: EnvironmentValues) -> Element {
        reconcile(nil, with: view, key: key, environment: environment)
    }

    /// Sets the children to `next` (current children and elements from `makeChild`), unmounting the children
    /// left out and mounting the new ones; no child is re-evaluated.
    public func setChildren(_ next: [Element]) {
        finishReconciling(next)
    }

    private func reconcile(_ existing: Element?, with view: any View, key: AnyHashable?,
                           environment: EnvironmentValues) -> Element {
        if let existing, type(of: existing.view) == type(of: view) {
            existing.apply(view, environment: environment, isNew: false)
            return existing
        }
        let element = ElementFactory.makeElement(for: view)
        element.key = key
        element.parent = self
        element.apply(view, environment: environment, isNew: true)
        return element
    }

    private func finishReconciling(_ next: [Element]) {
        let kept = Set(next.map(ObjectIdentifier.init))
        var changed = next.count != children.count
        for old in children where !kept.contains(ObjectIdentifier(old)) {
            old.unmount()
            changed = true
        }
        if !changed {
            for (a, b) in zip(children, next) where a !== b {
                changed = true
                break
            }
        }
        children = next
        for child in next { child.isListedByParent = true }
        if isMounted {
            for child in next where !child.isMounted {
                child.mount(in: root)
            }
        }
        if changed { invalidateLayout() }
    }

    func mount(in root: WindowRoot?) {
        self.root = root
        isMounted = true
        for child in children {
            child.parent = self
            child.mount(in: root)
        }
        needsPlacement = true
        didMount()
    }

    func unmount() {
        guard isMounted else { return }
        unmountSubtree()
        // The window forgets the subtree's elements in one pass over what it tracks, not once per element.
        root?.subtreeDidUnmount(self)
    }

    private func unmountSubtree() {
        guard isMounted else { return }
        setNeedsDisplay()
        willUnmount()
        for child in children {
            child.unmountSubtree()
        }
        isMounted = false
    }

    /// Called on every frame while the element is animating (see `setAnimating(_:)`), and once when a wake-up
    /// it asked for is due (see `requestAnimationFrame(at:)`), with the host's clock.
    open func animationFrame(at time: TimeInterval) {}

    /// Starts or stops calls to `animationFrame(at:)` on every frame; the host keeps rendering frames while any
    /// element animates, and stops (using no CPU) when none does.
    public func setAnimating(_ animating: Bool) {
        root?.setAnimating(self, animating)
    }

    /// Asks for one call to `animationFrame(at:)` once the host's clock reaches `time` (seconds; an earlier
    /// request stands, a time already past means the next frame). The host sleeps until then: for motion that
    /// changes now and then, not every frame.
    public func requestAnimationFrame(at time: TimeInterval) {
        root?.requestAnimationFrame(self, at: time)
    }

    /// Drops the wake-up `requestAnimationFrame(at:)` asked for, if any.
    public func cancelAnimationFrameRequest() {
        root?.cancelAnimationFrameRequest(self)
    }

    /// The time of the wake-up the element waits for, if any.
    public var animationFrameRequest: TimeInterval? {
        root?.animationFrameRequest(of: self)
    }

    /// Called once the element is part of a mounted tree.
    open func didMount() {}

    /// Called just before the element leaves the tree.
    open func willUnmount() {}

    // MARK: - Layout

    /// The size this element chooses for `proposal`; results are cached until `invalidateLayout()`.
    public final func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache[proposal] { return cached }
        let size = sizeThatFits(proposal)
        if sizeCache.count > 16 { sizeCache.removeAll(keepingCapacity: true) }
        sizeCache[proposal] = size
        return size
    }

    /// Chooses a size for `proposal`. The default stacks the layout children on top of each other.
    open func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let items = layoutChildren
        if items.isEmpty { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        if items.count == 1 { return items[0].measure(proposal) }
        return StackLayout(axis: .vertical, spacing: nil, alignment: 0.5).size(of: items, proposal: proposal)
    }

    /// Gives the element its frame and lays out its children inside it.
    public final func place(in rect: CGRect) {
        if rect == frame && !needsPlacement { return }
        if rect != frame {
            setNeedsDisplay()
            frame = rect
            setNeedsDisplay()
        }
        needsPlacement = false
        placeChildren(in: rect)
    }

    /// Places the layout children inside `rect`. The default centres each one (several: a vertical stack).
    open func placeChildren(in rect: CGRect) {
        let items = layoutChildren
        if items.count == 1 {
            let size = items[0].measure(ProposedViewSize(rect.size))
            items[0].place(in: CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size))
        } else if items.count > 1 {
            StackLayout(axis: .vertical, spacing: nil, alignment: 0.5).place(items, in: rect)
        }
    }

    /// Drops cached sizes here and in every ancestor and asks the root for a layout pass.
    public func invalidateLayout() {
        var node: Element? = self
        while let current = node {
            current.sizeCache.removeAll(keepingCapacity: true)
            current.needsPlacement = true
            node = current.isListedByParent ? current.parent : nil
        }
        root?.setNeedsLayout()
    }

    // MARK: - Drawing

    /// The area this element draws into, in the space of its frame (used for damage and culling).
    open var drawingBounds: CGRect { frame }

    /// The transform from the children's space into this element's space, if it has one.
    open var childTransform: CGAffineTransform? { nil }

    /// The children in drawing order (back to front); kept until the children or their z-indexes change.
    open var paintOrder: [Element] {
        if let cachedPaintOrder { return cachedPaintOrder }
        let items = layoutChildren
        let order = items.allSatisfy({ $0.zIndex == 0 }) ? items : items.enumerated()
            .sorted { a, b in
                a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
            }
            .map(\.element)
        cachedPaintOrder = order
        return order
    }

    /// Draws this element and its children; `dirty` is in the element's own space.
    open func render(in context: GraphicsContext, dirty: CGRect) {
        if drawingBounds.intersects(dirty) { draw(in: context) }
        renderChildren(in: context, dirty: dirty)
        if drawingBounds.intersects(dirty) { drawOverlay(in: context) }
    }

    /// Whether `render` paints every pixel of `rect` (this element's space, whole device pixels) with opaque
    /// colour, so nothing under it there needs drawing; the window skips its background fill then. False
    /// unless an element knows: a full-window canvas fills its frame with its opaque background.
    open func paintsOpaquely(_ rect: CGRect) -> Bool { false }

    /// Draws the children in paint order, applying `childTransform`.
    public func renderChildren(in context: GraphicsContext, dirty: CGRect) {
        let order = paintOrder
        guard !order.isEmpty else { return }
        if let transform = childTransform {
            context.saveState()
            context.concatenate(transform)
            let childDirty = dirty.applying(transform.inverted())
            for child in order { child.render(in: context, dirty: childDirty) }
            context.restoreState()
        } else {
            for child in order { child.render(in: context, dirty: dirty) }
        }
    }

    /// Draws the element's own content, below its children.
    open func draw(in context: GraphicsContext) {}

    /// Draws on top of the children (focus rings and the like).
    open func drawOverlay(in context: GraphicsContext) {}

    /// Marks the element's drawing bounds as needing a repaint.
    public func setNeedsDisplay() {
        // Inside a wholly damaged window there is nothing to add (and no ancestor chain worth walking).
        guard isMounted, let root, !root.isWhollyDamaged else { return }
        let bounds = isTransparent ? .null : drawingBounds
        guard !bounds.isNull, !bounds.isEmpty || bounds.width > 0 || bounds.height > 0 else { return }
        root.addDamage(convertToWindow(bounds))
    }

    /// Marks `rect` (in this element's frame space) as needing a repaint.
    public func setNeedsDisplay(in rect: CGRect) {
        guard isMounted, let root, !rect.isNull, !root.isWhollyDamaged else { return }
        root.addDamage(convertToWindow(rect))
    }

    /// Maps a rectangle in this element's frame space to window points.
    public func convertToWindow(_ rect: CGRect) -> CGRect {
        var result = rect
        var node = parent
        while let current = node {
            if let transform = current.childTransform { result = result.applying(transform) }
            node = current.parent
        }
        return result
    }

    /// Maps a point in window points to this element's frame space.
    public func convertFromWindow(_ point: CGPoint) -> CGPoint {
        var transforms: [CGAffineTransform] = []
        var node = parent
        while let current = node {
            if let transform = current.childTransform { transforms.append(transform) }
            node = current.parent
        }
        var result = point
        for transform in transforms.reversed() { result = result.applying(transform.inverted()) }
        return result
    }

    // MARK: - Hit-testing and input

    /// Whether the element itself (not its children) can be hit where it contains the point.
    open var isHitTarget: Bool { false }

    /// Whether `point` (in the frame's space) is inside the element's hit area.
    open func contains(_ point: CGPoint) -> Bool { frame.contains(point) }

    /// The front-most element under `point` (in this element's frame space), or nil.
    open func hitTest(_ point: CGPoint) -> Element? {
        guard allowsHitTesting else { return nil }
        let childPoint = childTransform.map { point.applying($0.inverted()) } ?? point
        for child in paintOrder.reversed() {
            if let hit = child.hitTest(childPoint) { return hit }
        }
        if isHitTarget && contains(point) { return self }
        return nil
    }

    /// Handles an event (pointer locations are in this element's frame space); returning false passes it
    /// to the parent. An element that handles `pointerDown` receives the following moves and the `pointerUp`.
    open func handle(_ event: InputEvent) -> Bool { false }

    /// Whether the element can take keyboard focus.
    open var acceptsFocus: Bool { false }

    /// Whether a primary press focuses the element (buttons take focus from Tab only, as on most desktops).
    open var focusesOnClick: Bool { acceptsFocus }

    /// Whether the element edits text; a dialog or popover focuses its first such element when it opens.
    open var isTextInput: Bool { false }

    /// Called when the element gains or loses keyboard focus.
    open func focusDidChange(_ isFocused: Bool) {}

    /// Called when focus enters (true) or leaves (false) this element's subtree.
    open func focusWithinDidChange(_ containsFocus: Bool) {}

    /// Whether the element receives key events that the focused element (if any) did not handle, such as
    /// a canvas's shortcuts while no text field has focus. Front-most such elements are asked first.
    open var handlesUnfocusedKeyEvents: Bool { false }

    /// Whether the element wants `hoverDidChange` calls.
    open var wantsHover: Bool { false }

    /// Called when the pointer enters or leaves the element.
    open func hoverDidChange(_ isHovered: Bool) {}

    /// The cursor to show while the pointer is over the element (nil lets an ancestor decide).
    open var cursor: CursorShape? { nil }

    /// The element's role in the accessibility tree; nil for elements that only group or decorate.
    open var accessibilityRole: AccessibilityRole? { nil }

    /// The label used when none was set with `.accessibilityLabel(_:)`.
    open var accessibilityDefaultLabel: String? { nil }

    /// The element's current value for accessibility clients (a text field's text, a checkbox's state).
    open var accessibilityValue: String? { nil }

    /// Appends the nodes that stand for this element and its subtree in the accessibility tree and returns
    /// true, for elements that draw what they show without an element per part (a canvas's nodes and edges);
    /// the default returns false, and the nodes are built from the element's role, label and children.
    open func appendAccessibilityNodes(to nodes: inout [AccessibilityNode]) -> Bool { false }

    /// Whether the element has keyboard focus.
    public var isFocused: Bool { root?.focusedElement === self }

    /// Whether the element responds to input: the environment's `isEnabled`, narrowed by some controls
    /// (a button bound to a disabled command).
    open var isEnabled: Bool { environment.isEnabled }
}

extension Element {
    /// The transform from window points to this element's frame space.
    public var windowToLocalTransform: CGAffineTransform {
        var transforms: [CGAffineTransform] = []
        var node = parent
        while let current = node {
            if let transform = current.childTransform { transforms.append(transform) }
            node = current.parent
        }
        var result = CGAffineTransform.identity
        for transform in transforms.reversed() { result = result.concatenating(transform.inverted()) }
        return result
    }
}

import Foundation
import SwiftFlowCore

/// The top of one window's element tree, driven by a host: it takes the window size and input events,
/// keeps the tree up to date, tracks damage and renders.
///
/// A host's loop: feed events with `handle(_:)`; when `setNeedsRedraw()` was called, take the frame's damage
/// with `takeFrameDamage()`, move the pixels of its scroll (hosts that set `acceptsScrolls`), draw each of its
/// rectangles with `render(into:dirty:)` and present them. Simple hosts render `damagedRect` instead.
@MainActor
public final class WindowRoot {
    /// Measures text for layout.
    public let textMeasurer: TextMeasurer
    /// The window system side; the root asks it for cursors, the clipboard and redraws.
    public weak var host: WindowHost?
    /// The element that holds the root view's elements.
    public let rootElement: Element

    /// The window's size in points.
    public var size: CGSize = CGSize(width: 800, height: 600) {
        didSet {
            guard size != oldValue else { return }
            rootElement.invalidateLayout()
            addDamage(CGRect(origin: .zero, size: size))
        }
    }

    /// Device pixels per point.
    public var scale: CGFloat = 1 {
        didSet { if scale != oldValue { addDamage(CGRect(origin: .zero, size: size)) } }
    }

    /// The appearance the views see in `@Environment(\.colorScheme)`.
    public var colorScheme: ColorScheme = .light {
        didSet {
            guard colorScheme != oldValue else { return }
            refreshContent()
            addDamage(CGRect(origin: .zero, size: size))
        }
    }

    /// The union of the rectangles that need repainting, in window points (nil when nothing does).
    public var damagedRect: CGRect? { damage.bounds }
    /// The rectangles that need repainting, in window points.
    public private(set) var damage = DamageRegion()
    /// Whether the host moves already drawn pixels for `scroll(_:by:)`; without it a scroll repaints the area.
    public var acceptsScrolls = false
    /// Whether the host calls `runWorkAfterPresent()` after each frame is presented; elements then leave work the
    /// frame does not need until then (`afterPresent(key:_:)`). Without it that work runs when it is asked for.
    public var runsWorkAfterPresent = false
    /// Pixels to move before the next frame is drawn (only while `acceptsScrolls`).
    public internal(set) var pendingScroll: WindowScroll?
    /// What damaged areas are cleared to before drawing; `nil` leaves them transparent (offscreen rendering).
    public var backgroundColor: Color? = Theme.windowBackground
    /// The element that receives key events.
    public private(set) var focusedElement: Element?
    /// Whether the window has keyboard focus.
    public private(set) var isKeyWindow = true
    /// Whether focus last moved by keyboard (Tab, F6) or code rather than by a click: elements that ring
    /// themselves only for keyboard focus (a canvas) draw their focus ring while it is true.
    public private(set) var isFocusVisible = false

    /// The layers above the content (popovers, menus, dialogs), bottom to top; the top one takes input.
    public internal(set) var layers: [LayerElement] = []
    /// Where the pointer was last seen in the window (nil outside it).
    public internal(set) var pointerLocation: CGPoint?

    private var content: any View
    private var environmentDerivation = EnvironmentDerivation()
    private var pendingRebuilds: [CompositeElement] = []
    private var needsLayout = true
    var captured: Element?
    private var hovered: [Element] = []
    private var currentCursor: CursorShape?
    private var animations = AnimationSchedule()
    private var timers = ClockTimers()
    /// Work left for after the frame is on screen (`afterPresent(key:_:)`), in the order queued.
    var workAfterPresent: [(key: AnyHashable, work: @MainActor () -> Void)] = []
    /// What the window announced lately, oldest first (see `announce(_:)`).
    public internal(set) var announcements: [String] = []
    /// The `.onAnnouncement` elements mounted in the window.
    var announcementListeners: [AnnouncementListenerElement] = []

    /// A root for a window of `size` showing `content`, measuring text with `textMeasurer`.
    public init<Content: View>(size: CGSize = CGSize(width: 800, height: 600), textMeasurer: TextMeasurer,
                               host: WindowHost? = nil, @ViewBuilder content: () -> Content) {
        self.textMeasurer = textMeasurer
        self.host = host
        self.size = size
        self.content = content()
        rootElement = RootElement()
        rootElement.mount(in: self)
        refreshContent()
        // The first frame paints the whole window.
        damage.add(CGRect(origin: .zero, size: size))
    }

    /// Replaces the root view (elements of the same structure keep their state).
    public func setContent<Content: View>(@ViewBuilder _ content: () -> Content) {
        self.content = content()
        refreshContent()
    }

    private func refreshContent() {
        let scheme = colorScheme
        let environment = environmentDerivation.derive(from: EnvironmentValues(), token: AnyHashable(scheme)) {
            $0.colorScheme = scheme
        }
        rootElement.environment = environment
        rootElement.updateChildren([content], environment: environment)
        host?.setNeedsRedraw()
    }

    // MARK: - Update and layout

    /// Whether something is waiting for `update()` or `render`.
    public var needsUpdate: Bool { !pendingRebuilds.isEmpty || needsLayout }

    /// Re-evaluates invalidated views (parents first) and lays out what changed.
    public func update() {
        // Layout can rebuild content (GeometryReader) and actions can change state; settle within a few rounds.
        var rounds = 0
        repeat {
            ObservationInbox.shared.drain()
            while !pendingRebuilds.isEmpty && rounds < 64 {
                let batch = pendingRebuilds.sorted { $0.depth < $1.depth }
                pendingRebuilds.removeAll()
                for element in batch where element.needsRebuild && element.isMounted {
                    element.rebuild()
                }
                rounds += 1
            }
            if needsLayout {
                needsLayout = false
                let bounds = CGRect(origin: .zero, size: size)
                rootElement.place(in: bounds)
                for layer in layers { layer.place(in: bounds) }
            }
            rounds += 1
        } while (needsLayout || !pendingRebuilds.isEmpty) && rounds < 64
    }

    func scheduleRebuild(_ element: CompositeElement) {
        pendingRebuilds.append(element)
        host?.setNeedsRedraw()
    }

    func setNeedsLayout() {
        if !needsLayout {
            needsLayout = true
            host?.setNeedsRedraw()
        }
    }

    // MARK: - Damage and rendering

    /// Adds `rect` (window points) to the damaged area.
    public func addDamage(_ rect: CGRect) {
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite else {
            damage.add(CGRect(origin: .zero, size: size))
            host?.setNeedsRedraw()
            return
        }
        let window = CGRect(origin: .zero, size: size)
        let clipped = rect.insetBy(dx: -1, dy: -1).intersection(window)
        guard !clipped.isNull, !clipped.isEmpty else { return }
        damage.add(clipped)
        host?.setNeedsRedraw()
    }

    /// Whether the whole window is already waiting to be repainted (more damage changes nothing).
    var isWhollyDamaged: Bool {
        damage.contains(CGRect(origin: .zero, size: size))
    }

    /// Forgets the damage and any pending scroll (after the host repainted by other means).
    public func clearDamage() {
        damage = DamageRegion()
        pendingScroll = nil
    }

    /// Brings the tree up to date and hands over what the next frame must do; damage added while the
    /// frame is drawn waits for the following one. Nil when nothing needs painting.
    public func takeFrameDamage() -> FrameDamage? {
        update()
        guard !damage.isEmpty || pendingScroll != nil else { return nil }
        let frame = FrameDamage(scroll: pendingScroll, rects: damage.rects)
        clearDamage()
        return frame
    }

    /// Hands over the pending scroll before the tree is brought up to date, with the rectangles already damaged
    /// (which this frame repaints whatever happens next), so a host can move the pixels and start showing the moved
    /// ones while layout and drawing go on. The damage stays for `takeFrameDamage()`; a scroll made after this
    /// call (during layout) is a new one, relative to the moved pixels. Nil when nothing scrolls.
    public func takePendingScroll() -> FrameDamage? {
        guard let scroll = pendingScroll else { return nil }
        pendingScroll = nil
        return FrameDamage(scroll: scroll, rects: damage.rects)
    }

    /// Brings the tree up to date and draws the part of the window inside `dirty` (window points).
    public func render(into context: GraphicsContext, dirty: CGRect) {
        update()
        context.saveState()
        context.clip(to: dirty)
        // An opaque element filling the rectangle (a full-window canvas) hides this fill: skipping it saves a
        // pass over the pixels (8 MB for a 1920×1080 frame).
        if let backgroundColor {
            let hidden = Self.isWholePixels(dirty, under: context.transform) && rootElement.paintsOpaquely(dirty)
            if !hidden { context.fill(Path(dirty), with: backgroundColor) }
        }
        rootElement.render(in: context, dirty: dirty)
        for layer in layers { layer.render(in: context, dirty: dirty) }
        context.restoreState()
        if let bounds = damagedRect, dirty.contains(bounds) {
            damage = DamageRegion()
        }
    }

    /// Whether `rect` maps onto whole device pixels (an axis-aligned transform, integral edges), so a fill of
    /// it covers each pixel fully or not at all, and an opaque fill on top leaves nothing of one below.
    static func isWholePixels(_ rect: CGRect, under t: CGAffineTransform) -> Bool {
        guard t.b == 0, t.c == 0 else { return false }
        let device = rect.applying(t)
        func whole(_ v: CGFloat) -> Bool { v.isFinite && abs(v - v.rounded()) < 1e-6 }
        return whole(device.minX) && whole(device.minY) && whole(device.maxX) && whole(device.maxY)
    }

    // MARK: - Input

    /// Routes an input event: pointer events to the element under the pointer (or the one that took the
    /// press), bubbling to ancestors until one handles it; key events to the focused element likewise.
    public func handle(_ event: InputEvent) {
        update()
        if let location = event.location { pointerLocation = location }
        if let top = layers.last, routeToLayer(event, top: top) {
            update()
            return
        }
        switch event {
        case .pointerDown(let location, let button, _, _):
            let hit = rootElement.hitTest(location)
            if button == .primary {
                focus(hit.flatMap(Self.clickFocusTarget(from:)), fromKeyboard: false)
            }
            captured = deliver(event, along: hit.map(Self.chain(from:)) ?? [])
        case .pointerMove(let location, _, _):
            if let captured {
                _ = deliver(event, along: [captured])
            } else {
                let hit = rootElement.hitTest(location)
                _ = deliver(event, along: hit.map(Self.chain(from:)) ?? [])
            }
            updateHover(at: location)
        case .pointerUp(let location, _, _):
            if let target = captured {
                captured = nil
                _ = deliver(event, along: [target])
            } else {
                let hit = rootElement.hitTest(location)
                _ = deliver(event, along: hit.map(Self.chain(from:)) ?? [])
            }
            updateHover(at: location)
        case .scroll(let location, _, _, _):
            let hit = rootElement.hitTest(location)
            _ = deliver(event, along: hit.map(Self.chain(from:)) ?? [])
        case .keyDown(let key):
            var handled = focusedElement.map { deliver(event, along: Self.chain(from: $0)) != nil } ?? false
            if !handled { handled = deliverUnfocused(event) }
            if !handled && (key.keysym == KeyCode.tab.rawValue || key.keysym == KeyCode.isoLeftTab.rawValue) {
                moveFocus(forward: key.keysym == KeyCode.tab.rawValue && !key.modifiers.contains(.shift))
            } else if !handled && key.keysym == Keysym.function(6) {
                moveFocusSection(forward: !key.modifiers.contains(.shift))
            }
        case .keyUp:
            let handled = focusedElement.map { deliver(event, along: Self.chain(from: $0)) != nil } ?? false
            if !handled { _ = deliverUnfocused(event) }
        case .focusIn, .focusOut:
            isKeyWindow = event == .focusIn
            if let focusedElement {
                _ = focusedElement.handle(event)
                focusedElement.setNeedsDisplay()
            }
        case .pointerEnter(let location):
            updateHover(at: location)
        case .pointerLeave:
            pointerLocation = nil
            updateHover(at: nil)
        }
        update()
    }

    /// The element a primary press on `element` focuses: the nearest that takes focus from a click.
    static func clickFocusTarget(from element: Element) -> Element? {
        chain(from: element).first { $0.acceptsFocus && $0.focusesOnClick && $0.isEnabled }
    }

    static func chain(from element: Element) -> [Element] {
        var result: [Element] = []
        var node: Element? = element
        while let current = node {
            result.append(current)
            node = current.parent
        }
        return result
    }

    /// Offers `event` to each element of `chain` in turn; returns the one that handled it.
    func deliver(_ event: InputEvent, along chain: [Element]) -> Element? {
        for element in chain where element.isMounted {
            if element.handle(event.applying(element.windowToLocalTransform)) { return element }
        }
        return nil
    }

    /// Offers a key event to the elements under `top` (the window's content by default) that take
    /// unfocused key events, front-most (last in tree order) first.
    func deliverUnfocused(_ event: InputEvent, under top: Element? = nil) -> Bool {
        var candidates: [Element] = []
        func visit(_ element: Element) {
            if element.handlesUnfocusedKeyEvents && element.isEnabled { candidates.append(element) }
            for child in element.children { visit(child) }
        }
        visit(top ?? rootElement)
        for element in candidates.reversed() where element.isMounted && element !== focusedElement {
            if element.handle(event) { return true }
        }
        return false
    }

    /// Updates hover and the cursor for the pointer at `location`; while a layer is up only its elements hover.
    func updateHover(at location: CGPoint?) {
        let top: Element = layers.last ?? rootElement
        let chain = location.flatMap { top.hitTest($0) }.map(Self.chain(from:)) ?? []
        let now = chain.filter(\.wantsHover)
        let nowIDs = Set(now.map(ObjectIdentifier.init))
        let beforeIDs = Set(hovered.map(ObjectIdentifier.init))
        for element in hovered where !nowIDs.contains(ObjectIdentifier(element)) {
            element.hoverDidChange(false)
        }
        for element in now.reversed() where !beforeIDs.contains(ObjectIdentifier(element)) {
            element.hoverDidChange(true)
        }
        hovered = now
        let shape = (captured.map(Self.chain(from:)) ?? chain).lazy.compactMap(\.cursor).first ?? .arrow
        if shape != currentCursor {
            currentCursor = shape
            host?.setCursor(shape)
        }
    }

    // MARK: - Focus

    /// Gives `element` keyboard focus (nil clears it); `fromKeyboard` is false for focus taken by a click,
    /// which does not show a keyboard focus ring (`isFocusVisible`).
    public func focus(_ element: Element?, fromKeyboard: Bool = true) {
        if let element, fromKeyboard != isFocusVisible {
            isFocusVisible = fromKeyboard
            element.setNeedsDisplay()
        }
        guard element !== focusedElement else { return }
        let previous = focusedElement
        focusedElement = element
        if let element { noteFocusInSections(element) }
        previous?.focusDidChange(false)
        previous?.setNeedsDisplay()
        element?.focusDidChange(true)
        element?.setNeedsDisplay()
        let before = previous.map(Self.chain(from:)) ?? []
        let after = element.map(Self.chain(from:)) ?? []
        let afterIDs = Set(after.map(ObjectIdentifier.init))
        let beforeIDs = Set(before.map(ObjectIdentifier.init))
        for ancestor in before where !afterIDs.contains(ObjectIdentifier(ancestor)) {
            ancestor.focusWithinDidChange(false)
        }
        for ancestor in after where !beforeIDs.contains(ObjectIdentifier(ancestor)) {
            ancestor.focusWithinDidChange(true)
        }
    }

    /// The elements that can take focus, in tree order (the Tab order); while a layer is up, only its own
    /// (a focus scope: Tab stays inside a dialog).
    public var focusChain: [Element] {
        var result: [Element] = []
        func visit(_ element: Element) {
            if element.acceptsFocus && element.isEnabled { result.append(element) }
            for child in element.children { visit(child) }
        }
        visit(layers.last ?? rootElement)
        return result
    }

    /// Moves focus to the next (or previous) element of the focus chain, wrapping around.
    public func moveFocus(forward: Bool) {
        let chain = focusChain
        guard !chain.isEmpty else { return }
        guard let current = focusedElement, let index = chain.firstIndex(where: { $0 === current }) else {
            focus(forward ? chain.first : chain.last)
            return
        }
        let next = (index + (forward ? 1 : chain.count - 1)) % chain.count
        focus(chain[next])
    }

    /// Whether `element` took the current pointer press (and receives its moves and release).
    public func isCapturing(_ element: Element) -> Bool {
        captured === element
    }

    // MARK: - Animation

    /// Whether some element waits for an animation frame or a scheduled action waits (see
    /// `nextAnimationTime` for when the host should call `advanceAnimations(to:)`).
    public var isAnimating: Bool { !animations.isEmpty || !timers.isEmpty }

    /// When the host should next call `advanceAnimations(to:)`, on its clock: `-infinity` for the next frame
    /// (an element animates every frame, or a scheduled wait has yet to start), a later time when only
    /// wake-ups (`Element.requestAnimationFrame(at:)`) or scheduled actions wait, nil when nothing does. The
    /// host sleeps until then: no frame, no timer, while nothing moves.
    public var nextAnimationTime: TimeInterval? {
        switch (animations.nextTime, timers.nextDue) {
        case (let a?, let b?): min(a, b)
        case (let a?, nil): a
        case (nil, let b?): b
        case (nil, nil): nil
        }
    }

    /// Lets every element animating every frame, and every one whose wake-up is due, step to `time` (seconds
    /// on the host's monotonic clock), then runs the scheduled actions that are due.
    public func advanceAnimations(to time: TimeInterval) {
        if !animations.isEmpty {
            for element in animations.takeDue(at: time) where element.isMounted {
                element.animationFrame(at: time)
            }
        }
        guard !timers.isEmpty else { return }
        for action in timers.takeDue(at: time) { action() }
    }

    /// Runs `action` once, `delay` seconds of the host's animation clock after the next frame; scheduling the same
    /// `key` again restarts the wait (a debounce). The host wakes for the frame that starts the wait and then
    /// when it ends, so an idle window keeps no timer.
    public func schedule(after delay: TimeInterval, key: AnyHashable, _ action: @escaping @MainActor () -> Void) {
        timers.schedule(key: key, after: delay, action)
        // The wait starts at the next frame, which the host must draw.
        host?.setNeedsRedraw()
    }

    /// Drops the action waiting under `key`, if any.
    public func cancelScheduled(key: AnyHashable) {
        timers.cancel(key: key)
    }

    /// Whether an action waits under `key`.
    public func isScheduled(key: AnyHashable) -> Bool {
        timers.isScheduled(key: key)
    }

    func setAnimating(_ element: Element, _ on: Bool) {
        let wasAnimating = isAnimating
        animations.setEveryFrame(element, on)
        if on && !wasAnimating { host?.setNeedsRedraw() }
    }

    func requestAnimationFrame(_ element: Element, at time: TimeInterval) {
        let earliest = nextAnimationTime
        animations.wake(element, at: time)
        // The host sleeps until the earliest wake-up it was told; an earlier one needs a frame to re-plan.
        if earliest.map({ time < $0 }) ?? true { host?.setNeedsRedraw() }
    }

    func cancelAnimationFrameRequest(_ element: Element) {
        animations.cancelWake(element)
    }

    func animationFrameRequest(of element: Element) -> TimeInterval? {
        animations.wakeTime(of: element)
    }

    /// Forgets `subtree` (just unmounted) and its descendants wherever the window holds elements. Called once per
    /// unmounted subtree: the lists are short, while a node view's subtree has a score of elements (asked about
    /// each, each look at a list cost an exclusivity check: a tenth of a fit-all frame at 10,000 nodes).
    func subtreeDidUnmount(_ subtree: Element) {
        func gone(_ element: Element) -> Bool { element.isDescendant(of: subtree) }
        if !animations.isEmpty { animations.removeAll(where: gone) }
        if let focused = focusedElement, gone(focused) { focusedElement = nil }
        if let element = captured, gone(element) { captured = nil }
        if !hovered.isEmpty { hovered.removeAll(where: gone) }
        if !announcementListeners.isEmpty { announcementListeners.removeAll(where: gone) }
        if !pendingRebuilds.isEmpty { pendingRebuilds.removeAll(where: gone) }
    }
}

/// The element at the top of a window: it offers the window's size to the root view and centres it.
final class RootElement: Element {
    /// Its children draw unmoved over its (empty) drawing, so one that covers `rect` opaquely covers it.
    override func paintsOpaquely(_ rect: CGRect) -> Bool {
        childTransform == nil && paintOrder.contains { $0.paintsOpaquely(rect) }
    }
}

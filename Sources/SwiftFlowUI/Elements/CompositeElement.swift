import Foundation
import SwiftFlowCore
import Observation

/// The element of a view that has a `body`: it owns the view's state and evaluates the body when
/// state it read, an object it observes, its inputs or (if it reads any) its environment changed.
public final class CompositeElement: Element {
    override public var isTransparent: Bool { true }

    /// How many times this element evaluated its view's body.
    public private(set) var bodyEvaluationCount = 0

    var slots: [Int: AnyObject] = [:]
    var needsRebuild = false
    var readsEnvironment = false
    private var sources: [ObjectIdentifier: any DependencySource] = [:]
    private var subscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    private var observedThisPass: Set<ObjectIdentifier> = []
    private var bodyView: (any View)?

    override public func update(from previous: (any View)?, previousEnvironment: EnvironmentValues?) {
        let environmentChanged = previousEnvironment?.stamp != environment.stamp
        let inputsChanged = previous.map { !ViewEquality.inputsEqual($0, view) } ?? true
        if needsRebuild || inputsChanged || bodyView == nil || (environmentChanged && readsEnvironment) {
            rebuild()
        } else if environmentChanged, let bodyView {
            // The body is unchanged but descendants may read the new environment.
            updateChildren([bodyView], environment: environment)
        }
    }

    /// Marks the body as needing evaluation at the root's next update.
    public func invalidate() {
        guard !needsRebuild else { return }
        needsRebuild = true
        root?.scheduleRebuild(self)
    }

    /// A change that arrived while the element was being built, before it joined the window (a child's
    /// callback writing state the body already read, say), is evaluated at the next update: without this
    /// the element would stay marked and ignore every later change.
    override public func didMount() {
        if needsRebuild { root?.scheduleRebuild(self) }
    }

    func rebuild() {
        needsRebuild = false
        bodyEvaluationCount += 1
        for source in sources.values { source.removeDependent(self) }
        sources.removeAll(keepingCapacity: true)
        observedThisPass.removeAll(keepingCapacity: true)
        readsEnvironment = false
        DynamicPropertyInstaller.install(view, in: self)
        for id in subscriptions.keys where !observedThisPass.contains(id) {
            subscriptions[id] = nil
        }
        let body = trackingReads { Self.evaluateBody(of: view) }
        bodyView = body
        updateChildren([body], environment: environment)
    }

    /// Runs `build` with its reads of state and of `@Observable` models recorded as this element's own.
    func trackingReads<T>(_ build: () -> T) -> T {
        DependencyTracker.evaluating(self) {
            withObservationTracking(build) { [weak self] in
                Self.observationDidChange(self)
            }
        }
    }

    private static func evaluateBody<V: View>(of view: V) -> any View {
        view.body
    }

    private nonisolated static func observationDidChange(_ element: CompositeElement?) {
        // Observation calls this on the mutating thread, before the change.
        ObservationInbox.shared.post(element)
    }

    func recordRead(of source: any DependencySource) {
        sources[ObjectIdentifier(source)] = source
    }

    /// Persistent storage for the dynamic property at `index`, made with `make` the first time.
    func slot<T: AnyObject>(_ index: Int, make: () -> T) -> T {
        if let existing = slots[index] as? T { return existing }
        let made = make()
        slots[index] = made
        return made
    }

    /// Invalidates this element whenever `object` announces a change.
    func observe<Object: ObservableObject>(_ object: Object) {
        let id = ObjectIdentifier(object)
        observedThisPass.insert(id)
        guard subscriptions[id] == nil else { return }
        subscriptions[id] = object.objectWillChange.sink { [weak self] _ in
            self?.invalidate()
        }
    }

    override public func willUnmount() {
        for source in sources.values { source.removeDependent(self) }
        sources.removeAll()
        subscriptions.removeAll()
    }
}

extension Element {
    /// Evaluates an app's content closure outside a body (a `ForEach` row, a `GeometryReader`'s content) with its
    /// reads recorded by the nearest view with a body at or above this element: that view built the closure and
    /// passes it again when it is evaluated, so a change of state only the closure reads is shown, as in SwiftUI.
    /// Evaluated untracked, such a change reached no view and the content kept its old text.
    func evaluatingContent<T>(_ build: () -> T) -> T {
        var node: Element? = self
        while let current = node {
            if let owner = current as? CompositeElement { return owner.trackingReads(build) }
            node = current.parent
        }
        return build()
    }
}

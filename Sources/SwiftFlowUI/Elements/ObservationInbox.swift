import Foundation
import SwiftFlowCore

/// Collects elements whose observed `@Observable` properties changed, from any thread.
///
/// Observation reports changes synchronously on the mutating thread; the inbox keeps them until the
/// main actor drains it (at the next `WindowRoot.update()`, or from the task the report schedules).
final class ObservationInbox: @unchecked Sendable {
    static let shared = ObservationInbox()

    private let lock = NSLock()
    private var pending: [WeakCompositeReference] = []

    func post(_ element: CompositeElement?) {
        lock.lock()
        pending.append(WeakCompositeReference(element: element))
        lock.unlock()
        Task { @MainActor in self.drain() }
    }

    @MainActor
    func drain() {
        lock.lock()
        let items = pending
        pending.removeAll()
        lock.unlock()
        for item in items { item.element?.invalidate() }
    }
}

/// A weak reference to a composite element that may cross threads.
struct WeakCompositeReference: Sendable {
    weak var element: CompositeElement?
}

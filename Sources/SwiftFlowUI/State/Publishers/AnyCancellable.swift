import Foundation
import SwiftFlowCore

/// Ends a subscription when cancelled or deallocated, as Combine's `AnyCancellable`.
public final class AnyCancellable: Hashable {
    private var cancelBody: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or deallocated.
    public init(_ cancel: @escaping () -> Void) {
        cancelBody = cancel
    }

    /// Ends the subscription; later calls do nothing.
    public func cancel() {
        let body = cancelBody
        cancelBody = nil
        body?()
    }

    deinit {
        cancelBody?()
    }

    /// Keeps the subscription alive as long as `set` holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps the subscription alive as long as `array` holds it.
    public func store(in array: inout [AnyCancellable]) {
        array.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

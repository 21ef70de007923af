import Foundation
import SwiftFlowCore

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeBody: (
        @escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribeBody = { publisher.subscribe(receiveValue: $0, receiveCompletion: $1) }
    }

    /// A publisher whose subscriptions are made by `subscribe`.
    public init(
        _ subscribe: @escaping (
            @escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable
    ) {
        subscribeBody = subscribe
    }

    public func subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        subscribeBody(receiveValue, receiveCompletion)
    }
}

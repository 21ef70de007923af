import Foundation
import SwiftFlowCore

/// A source of values over time, in the shape of Combine's `Publisher` (Combine does not exist on Linux).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Delivers every future value (and the completion) to the closures until the result is cancelled.
    func subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable
}

/// Namespace for subscriber types, as in Combine.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Publisher {
    /// Subscribes with closures for values and for the completion.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }

    /// A publisher of `transform` applied to each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { receiveValue, receiveCompletion in
            subscribe(receiveValue: { receiveValue(transform($0)) }, receiveCompletion: receiveCompletion)
        }
    }

    /// A publisher of the values that pass `isIncluded`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receiveValue, receiveCompletion in
            subscribe(receiveValue: { if isIncluded($0) { receiveValue($0) } }, receiveCompletion: receiveCompletion)
        }
    }

    /// This publisher behind a type-erased wrapper.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes to the values of a publisher that cannot fail.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue: receiveValue, receiveCompletion: { _ in })
    }
}

extension Publisher where Output: Equatable {
    /// A publisher that drops values equal to the one before.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        AnyPublisher { receiveValue, receiveCompletion in
            let last = LastValue<Output>()
            return subscribe(receiveValue: { value in
                if last.value != value {
                    last.value = value
                    receiveValue(value)
                }
            }, receiveCompletion: receiveCompletion)
        }
    }
}

/// The previous value seen by `removeDuplicates()`.
private final class LastValue<Value> {
    var value: Value?
}

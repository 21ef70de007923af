import Foundation
import SwiftFlowCore

/// A publisher that hands each sent value to its current subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private let subscribers = SubscriberList<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    /// Sends `value` to every subscriber.
    public func send(_ value: Output) {
        subscribers.send(value)
    }

    /// Whether anyone would receive a sent value (a costly value need not be built otherwise).
    var hasSubscribers: Bool { !subscribers.isEmpty }

    /// Ends the stream for every subscriber.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.complete(completion)
    }

    public func subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        subscribers.add(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
}

extension PassthroughSubject where Output == Void {
    /// Sends an empty value.
    public func send() {
        send(())
    }
}

/// A publisher that holds a current value and sends it to each new subscriber, then every change.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let subscribers = SubscriberList<Output, Failure>()

    /// The current value; setting it sends it.
    public var value: Output {
        didSet { subscribers.send(value) }
    }

    /// A subject holding `value`.
    public init(_ value: Output) {
        self.value = value
    }

    /// Stores `value` and sends it to every subscriber.
    public func send(_ value: Output) {
        self.value = value
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.complete(completion)
    }

    public func subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        receiveValue(value)
        return subscribers.add(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
}

/// The subscribers of a subject, in subscription order.
final class SubscriberList<Output, Failure: Error> {
    private struct Entry {
        let receiveValue: (Output) -> Void
        let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    }

    private var entries: [(id: Int, entry: Entry)] = []
    private var nextID = 0
    private var completion: Subscribers.Completion<Failure>?

    var isEmpty: Bool { entries.isEmpty || completion != nil }

    func add(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        if let completion {
            receiveCompletion(completion)
            return AnyCancellable {}
        }
        let id = nextID
        nextID += 1
        entries.append((id, Entry(receiveValue: receiveValue, receiveCompletion: receiveCompletion)))
        return AnyCancellable { [weak self] in
            self?.entries.removeAll { $0.id == id }
        }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for (_, entry) in entries { entry.receiveValue(value) }
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let current = entries
        entries.removeAll()
        for (_, entry) in current { entry.receiveCompletion(completion) }
    }
}

import Foundation
import SwiftFlowCore

/// A property of an `ObservableObject` class that fires the object's `objectWillChange` before it
/// changes; `$property` publishes each new value.
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// A published property with its initial value.
    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    /// A published property with its initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        // Unreachable (unavailable); the compiler needs a body. Outside a class nothing observes the write.
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// The current value, read without the enclosing-instance subscript: in code generic over the object's type
    /// (`SwiftFlowStore`'s own methods) each read through the property instantiates two key paths.
    package var value: Value { storage.value }

    /// Publishes the current value to each new subscriber, then every new value (before it is stored).
    public var projectedValue: AnyPublisher<Value, Never> {
        let storage = storage
        return AnyPublisher { receiveValue, receiveCompletion in
            receiveValue(storage.value)
            return storage.subject.subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }

    /// Reads and writes the value of a published property of `object`, announcing writes first.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            // The default `objectWillChange` links its publisher into every `@Published` storage the first time it
            // is asked (a `Mirror` walk); after that a write finds it here, without reflecting on each write.
            if let publisher = storage.objectPublisher {
                publisher.send()
            } else {
                (object.objectWillChange as? ObservableObjectPublisher)?.send()
            }
            storage.subject.send(newValue)
            storage.value = newValue
        }
    }
}

extension Published: PublishedLinkProviding {
    var publishedLink: PublishedLink { storage }
}

/// Where a `@Published` property keeps its value and finds its object's publisher.
class PublishedLink {
    var objectPublisher: ObservableObjectPublisher?
}

final class PublishedStorage<Value>: PublishedLink {
    var value: Value
    let subject = PassthroughSubject<Value, Never>()

    init(_ value: Value) {
        self.value = value
    }
}

protocol PublishedLinkProviding {
    var publishedLink: PublishedLink { get }
}

import Foundation
import SwiftFlowCore

/// A `@Published` property whose new value may be given as a way to build it, built on first read: the
/// object's `objectWillChange` fires when the change is announced, and `$property` publishes every new value
/// as `@Published` does. While no one subscribes to `$property`, the value is built only when it is read.
///
/// For values that are costly to build and often not read before they change again (the selected id sets of
/// a select all over 100,000 nodes: hashing 300,000 ids into two sets).
@propertyWrapper
public struct LazyPublished<Value> {
    let storage: LazyPublishedStorage<Value>

    /// A published property with its initial value.
    public init(wrappedValue: Value) {
        storage = LazyPublishedStorage(wrappedValue)
    }

    @available(*, unavailable, message: "@LazyPublished is only available on properties of classes")
    public var wrappedValue: Value {
        // Unreachable (unavailable); the compiler needs a body. Outside a class nothing observes the write.
        get { storage.value }
        nonmutating set {
            storage.build = nil
            storage.stored = newValue
        }
    }

    /// Publishes the current value to each new subscriber, then every new value (before it is stored).
    public var projectedValue: AnyPublisher<Value, Never> {
        let storage = storage
        return AnyPublisher { receiveValue, receiveCompletion in
            receiveValue(storage.value)
            return storage.subject.subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }

    /// Whether the value is waiting to be built (read by tests and by owners deciding how to update it).
    public var isPending: Bool { storage.build != nil }

    /// Builds a pending value now; an owner calls this before it changes what the pending build reads.
    public func settle() {
        _ = storage.value
    }

    /// Announces a change whose new value `build` makes: `objectWillChange` fires now; the value is built now
    /// when `$property` has subscribers (they get it at once, as with `@Published`), otherwise on first read.
    /// `build` must give the same value whenever it runs until the next change is announced.
    public func change(to build: @escaping () -> Value) {
        storage.objectPublisher?.send()
        guard storage.subject.hasSubscribers else {
            storage.build = build
            return
        }
        let value = build()
        storage.subject.send(value)
        storage.build = nil
        storage.stored = value
    }

    /// Reads and writes the value of a published property of `object`, announcing writes first.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, LazyPublished<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            (object.objectWillChange as? ObservableObjectPublisher)?.send()
            storage.subject.send(newValue)
            storage.build = nil
            storage.stored = newValue
        }
    }
}

extension LazyPublished: PublishedLinkProviding {
    var publishedLink: PublishedLink { storage }
}

final class LazyPublishedStorage<Value>: PublishedLink {
    var stored: Value
    /// How to build the current value, while it has not been built.
    var build: (() -> Value)?
    let subject = PassthroughSubject<Value, Never>()

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        if let build {
            stored = build()
            self.build = nil
        }
        return stored
    }
}

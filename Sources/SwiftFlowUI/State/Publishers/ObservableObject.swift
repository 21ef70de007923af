import Foundation
import SwiftFlowCore

/// An object that announces changes before they happen, as Combine's `ObservableObject`.
///
/// Mark properties `@Published` and the default `objectWillChange` fires before each of them changes.
/// Views observe such objects through `@StateObject`, `@ObservedObject` and `@EnvironmentObject`.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// Fires before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher shared by the object's `@Published` properties (found by reflection, made on first use).
    public var objectWillChange: ObservableObjectPublisher {
        var links: [PublishedLink] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                guard let provider = child.value as? any PublishedLinkProviding else { continue }
                let link = provider.publishedLink
                if let publisher = link.objectPublisher { return publisher }
                links.append(link)
            }
            mirror = current.superclassMirror
        }
        let publisher = ObservableObjectPublisher()
        for link in links { link.objectPublisher = publisher }
        return publisher
    }
}

/// The publisher an `ObservableObject` fires before it changes.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    /// Tells subscribers the object is about to change.
    public func send() {
        subscribers.send(())
    }

    public func subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
        subscribers.add(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
}

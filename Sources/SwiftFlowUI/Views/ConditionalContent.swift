import Foundation
import SwiftFlowCore

/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder`.
///
/// The two branches have distinct identities: switching branches replaces the elements (and state).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    public func makeElement() -> Element { ContainerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        switch storage {
        case .trueContent(let view):
            element.updateChildren(keyed: [(AnyHashable(true), view)], environment: environment)
        case .falseContent(let view):
            element.updateChildren(keyed: [(AnyHashable(false), view)], environment: environment)
        }
    }
}

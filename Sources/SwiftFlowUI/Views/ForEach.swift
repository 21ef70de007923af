import Foundation
import SwiftFlowCore

/// Views built from a collection, identified by a key of each element.
///
/// Elements keep their state and layout across updates by id, not by position.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public let data: Data
    let idOf: (Data.Element) -> ID
    public let content: (Data.Element) -> Content

    /// Views for each element of `data`, identified by the value at the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idOf = { $0[keyPath: id] }
        self.content = content
    }

    public func makeElement() -> Element { ContainerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        let keyed = element.evaluatingContent { rows() }
        element.updateChildren(keyed: keyed, environment: environment)
    }

    private func rows() -> [(AnyHashable, any View)] {
        var seen: [ID: Int] = [:]
        var keyed: [(AnyHashable, any View)] = []
        keyed.reserveCapacity(data.count)
        for item in data {
            let id = idOf(item)
            // Duplicate ids would collide; keep them apart by occurrence instead of failing.
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            let key = occurrence == 0 ? AnyHashable(id) : AnyHashable(DuplicateKey(id: id, occurrence: occurrence))
            keyed.append((key, content(item)))
        }
        return keyed
    }
}

private struct DuplicateKey<ID: Hashable>: Hashable {
    let id: ID
    let occurrence: Int
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for each element of `data`, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each integer of a range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

import Foundation

/// Child ids by parent id, as nodes name their parent with `parentId`: the one way copy, duplicate, the
/// canvas store's rebuild and the editor's node views gather a graph's containment.
///
/// Children keep the order they were added in (list order when built from a list). The parents named need
/// not exist, and a parent cycle is kept as given; `addingDescendants(of:)` walks one at most once.
public struct ChildrenByParent: Sendable, Equatable {
    @usableFromInline var storage: [String: [String]] = [:]

    /// The children of each parent that has at least one.
    @inlinable
    public var childIds: [String: [String]] { storage }

    public init() {}

    /// The children named by every node of `nodes` that has a `parentId`, in list order.
    @inlinable
    public init<NodeData>(_ nodes: [Node<NodeData>]) {
        self.init()
        for node in nodes {
            if let parentId = node.parentId { add(node.id, to: parentId) }
        }
    }

    /// Records `childId` as the next child of `parentId`.
    @inlinable
    public mutating func add(_ childId: String, to parentId: String) {
        storage[parentId, default: []].append(childId)
    }

    /// Whether no child was recorded.
    @inlinable
    public var isEmpty: Bool { storage.isEmpty }

    /// The children of `parentId`, in the order they were added; empty for a node without any.
    @inlinable
    public func children(of parentId: String) -> [String] { storage[parentId] ?? [] }

    /// `ids` and the ids of every node below one of them (a parent cycle is walked once).
    public func addingDescendants(of ids: Set<String>) -> Set<String> {
        guard !ids.isEmpty, !storage.isEmpty else { return ids }
        var result = ids
        var pending = Array(ids)
        while let id = pending.popLast() {
            for child in storage[id] ?? [] where result.insert(child).inserted { pending.append(child) }
        }
        return result
    }

    /// The ids some node of `nodes` names as its parent (those that hold other nodes), without gathering
    /// the children themselves.
    public static func parentIds<NodeData>(of nodes: [Node<NodeData>]) -> Set<String> {
        var ids = Set<String>()
        for node in nodes {
            if let parentId = node.parentId { ids.insert(parentId) }
        }
        return ids
    }
}

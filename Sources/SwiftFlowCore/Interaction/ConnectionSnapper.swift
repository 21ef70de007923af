import Foundation

/// Finds the handle an in-progress connection would end on, the way React Flow's connection drag does.
///
/// The candidate is the handle under the pointer if there is one, else the handle whose centre is nearest
/// the pointer within `radius` (the handle the drag started from is skipped; on equal distances a handle
/// of the opposite type wins, then the earlier one). The candidate is then checked: it must be connectable,
/// and in `.strict` mode of the opposite type, in `.loose` mode anything but the starting handle's node and
/// id. As in React Flow, an invalid candidate is still reported (so the canvas can show it as invalid);
/// it never falls back to a farther valid handle.
public struct ConnectionSnapper: Hashable, Sendable {
    /// How far from a handle's centre the pointer snaps to it, in flow units (React Flow's 20).
    public var radius: CGFloat
    /// Which handle types a connection may join.
    public var mode: ConnectionMode

    public init(radius: CGFloat = 20, mode: ConnectionMode = .strict) {
        self.radius = radius
        self.mode = mode
    }

    /// A candidate end of the connection.
    public struct Match: Hashable, Sendable {
        /// The handle the connection would end on.
        public var handle: HandleAnchor
        /// Whether the connection may end on `handle`.
        public var isValid: Bool
        /// The connection the drag would make, oriented source → target.
        public var connection: Connection
    }

    /// The handle the connection started at `from` would end on with the pointer at `pointer` (flow
    /// coordinates), among `handles`; `nil` when no handle is under the pointer or within the radius.
    public func match(pointer: CGPoint, from: HandleAnchor, handles: [HandleAnchor]) -> Match? {
        guard let candidate = handleUnderPointer(pointer, handles: handles)
                ?? closestHandle(to: pointer, from: from, handles: handles) else { return nil }
        return Match(handle: candidate, isValid: isValid(candidate, from: from),
                     connection: connection(from: from, to: candidate))
    }

    /// The nearest handle within `radius` of `pointer`, skipping `from`; ties prefer the opposite type.
    public func closestHandle(to pointer: CGPoint, from: HandleAnchor, handles: [HandleAnchor]) -> HandleAnchor? {
        var best: [HandleAnchor] = []
        var bestDistance = CGFloat.infinity
        for handle in handles where !handle.isSameHandle(as: from) {
            let distance = hypot(handle.center.x - pointer.x, handle.center.y - pointer.y)
            guard distance <= radius else { continue }
            if distance < bestDistance {
                best = [handle]
                bestDistance = distance
            } else if distance == bestDistance {
                best.append(handle)
            }
        }
        return best.first { $0.type == from.type.opposite } ?? best.first
    }

    /// Whether a connection started at `from` may end on `handle` under this snapper's mode.
    public func isValid(_ handle: HandleAnchor, from: HandleAnchor) -> Bool {
        guard handle.isConnectable else { return false }
        switch mode {
        case .strict: return handle.type == from.type.opposite
        case .loose: return handle.nodeId != from.nodeId || handle.handleId != from.handleId
        }
    }

    /// The connection between `from` and `handle`, oriented so a drag from a target handle ends at its source.
    public func connection(from: HandleAnchor, to handle: HandleAnchor) -> Connection {
        if from.type == .target {
            return Connection(source: handle.nodeId, target: from.nodeId,
                              sourceHandle: handle.handleId, targetHandle: from.handleId)
        }
        return Connection(source: from.nodeId, target: handle.nodeId,
                          sourceHandle: from.handleId, targetHandle: handle.handleId)
    }

    /// The handle whose box contains the pointer; when boxes overlap, the one listed last (drawn on top).
    private func handleUnderPointer(_ pointer: CGPoint, handles: [HandleAnchor]) -> HandleAnchor? {
        handles.last { handle in
            let frame = handle.frame
            return pointer.x >= frame.origin.x && pointer.x <= frame.origin.x + frame.size.width
                && pointer.y >= frame.origin.y && pointer.y <= frame.origin.y + frame.size.height
        }
    }
}

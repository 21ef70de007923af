/// An undo/redo stack of whole graph states (for example a `(nodes, edges)` pair).
///
/// The caller records the state *before* each mutation; `undo(from:)` hands back the state to
/// restore and keeps the current one for `redo(from:)`. Passing the current state in (rather than
/// keeping a copy of it) means changes made outside the history are never lost by an undo.
///
/// Consecutive records with the same non-nil coalescing key merge into one step that keeps the
/// oldest state, so a whole drag recorded as `"drag:<node ids>"` on every move undoes at once.
/// Call `endCoalescing()` when such a gesture ends so that the next gesture on the same nodes
/// becomes a step of its own.
///
/// At most `limit` steps are kept (50 by default); recording beyond that drops the oldest.
/// Every operation is O(1) amortized except dropping the oldest step, which is O(limit).
public struct History<State> {
    /// The largest number of undo steps kept.
    public let limit: Int

    private var undoStack: [State] = []
    private var redoStack: [State] = []
    /// The coalescing key of the newest undo step while it may still absorb records.
    private var openKey: String?

    /// Creates an empty history.
    ///
    /// - Parameter limit: the largest number of undo steps kept; values below 1 are treated as 1.
    public init(limit: Int = 50) {
        self.limit = max(1, limit)
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoStack.isEmpty }

    /// Whether there is a step to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// The number of steps that can be undone.
    public var undoCount: Int { undoStack.count }

    /// The number of steps that can be redone.
    public var redoCount: Int { redoStack.count }

    /// Records `state`, the state before a mutation, as a new undo step and clears the redo steps.
    ///
    /// When `coalescingKey` is non-nil and equal to the key of the previous record (with no undo,
    /// redo or `endCoalescing()` in between), nothing new is stored: the step already holds the
    /// older state, which is the one an undo must return to. The redo steps are cleared either way.
    public mutating func record(_ state: State, coalescingKey: String? = nil) {
        redoStack.removeAll()
        if let coalescingKey, coalescingKey == openKey, !undoStack.isEmpty { return }
        pushUndo(state)
        openKey = coalescingKey
    }

    /// Closes the current coalescing group: the next record starts a new step even with the same key.
    public mutating func endCoalescing() {
        openKey = nil
    }

    /// Steps back: returns the state to restore, or `nil` when there is nothing to undo.
    ///
    /// - Parameter current: the state shown now; it becomes the next redo step.
    public mutating func undo(from current: State) -> State? {
        guard let previous = undoStack.popLast() else { return nil }
        redoStack.append(current)
        openKey = nil
        return previous
    }

    /// Steps forward again: returns the state to restore, or `nil` when there is nothing to redo.
    ///
    /// - Parameter current: the state shown now; it becomes the next undo step.
    public mutating func redo(from current: State) -> State? {
        guard let next = redoStack.popLast() else { return nil }
        pushUndo(current)
        openKey = nil
        return next
    }

    /// Forgets every undo and redo step.
    public mutating func removeAll() {
        undoStack.removeAll()
        redoStack.removeAll()
        openKey = nil
    }

    private mutating func pushUndo(_ state: State) {
        undoStack.append(state)
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
    }
}

extension History: Sendable where State: Sendable {}

/// The name the spec's "undo stack" goes by.
public typealias UndoStack = History

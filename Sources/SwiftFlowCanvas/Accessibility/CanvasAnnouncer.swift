import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What the canvas tells assistive technology (and the editor's status line) through its window's
/// `announce(_:)`: settled selections, connections and reconnections, deletions, undo and redo, in the words
/// of its `accessibilityConfig` and locale.
///
/// A selection is announced once it has stayed unchanged for `settleDelay` seconds of the window's animation
/// clock, so a selection box announces once, when it settles; the wait is a scheduled action on the root, so
/// nothing runs while no selection change waits. Selection changes that an edit caused (a deletion removes
/// selected nodes, an undo restores them, a reconnected edge gets a new id) are taken in silently.
@MainActor
final class CanvasAnnouncer {
    /// Seconds a selection must stay unchanged before it is announced.
    static var settleDelay: TimeInterval { 0.3 }

    /// The selection last announced (or taken in silently): its counts, and its ids where the store had them
    /// at hand. After select all the store builds its id sets only when asked; building 300,000 ids here, on
    /// every change the canvas takes silently, would cost what select all saved.
    private var announcedNodeCount = 0
    private var announcedEdgeCount = 0
    private var announcedNodes: Set<String>? = []
    private var announcedEdges: Set<String>? = []
    /// The store's selection revision last looked at; nil before the first graph arrived.
    private var seenRevision: Int?
    /// Set by an announced edit: the selection change its emission causes is taken in silently.
    private var editPending = false

    /// Looks at the selection after the canvas took new lists: starts (or restarts) the wait for it to settle,
    /// or takes it in silently when an announced edit changed it.
    func selectionMayHaveChanged<NodeData, EdgeData>(in canvas: CanvasElement<NodeData, EdgeData>) {
        let store = canvas.store
        defer { editPending = false }
        guard let seen = seenRevision else {
            // The graph the canvas opens with is not news.
            seenRevision = store.selectionRevision
            adoptSelection(of: store)
            return
        }
        guard store.selectionRevision != seen else { return }
        seenRevision = store.selectionRevision
        let key = Self.key(for: canvas)
        if editPending {
            canvas.root?.cancelScheduled(key: key)
            adoptSelection(of: store)
            return
        }
        guard canvas.configuration.accessibilityConfig.announceSelectionChanges else {
            adoptSelection(of: store)
            return
        }
        canvas.root?.schedule(after: Self.settleDelay, key: key) { [weak canvas, weak self] in
            guard let canvas, canvas.isMounted, let self else { return }
            self.announceSettledSelection(of: canvas)
        }
    }

    /// Announces an edit the gesture layer made (unless its kind is turned off).
    func announce<NodeData, EdgeData>(_ event: CanvasEditEvent, in canvas: CanvasElement<NodeData, EdgeData>) {
        let strings = canvas.state.accessibility
        let config = canvas.configuration.accessibilityConfig
        let store = canvas.store
        func name(_ id: String) -> String {
            store.node(withId: id).map(NodeAccessibilityName().name(of:)) ?? id
        }
        // Whatever the app does with the edit's changes (a reconnected edge gets a new id) is not a new selection.
        editPending = true
        let message: String?
        switch event {
        case .connected(let connection):
            message = config.announceConnectionEvents
                ? strings.connectionMessage(connection, sourceName: name(connection.source),
                                            targetName: name(connection.target))
                : nil
        case .reconnected(_, let connection):
            message = config.announceConnectionEvents
                ? strings.reconnectionMessage(connection, sourceName: name(connection.source),
                                              targetName: name(connection.target))
                : nil
        case .deleted(let nodes, let edges):
            message = strings.deletionMessage(nodes: nodes, edges: edges)
        case .undone:
            message = strings.undoMessage
        case .redone:
            message = strings.redoMessage
        }
        if let message { canvas.root?.announce(message) }
    }

    private func announceSettledSelection<NodeData, EdgeData>(of canvas: CanvasElement<NodeData, EdgeData>) {
        let store = canvas.store
        guard differsFromAnnounced(store) else { return }
        adoptSelection(of: store)
        guard canvas.configuration.accessibilityConfig.announceSelectionChanges else { return }
        let message = canvas.state.accessibility.selectionMessage(nodes: store.selectedNodeCount,
                                                                  edges: store.selectedEdgeCount)
        canvas.root?.announce(message)
    }

    private func adoptSelection<NodeData, EdgeData>(of store: CanvasStore<NodeData, EdgeData>) {
        announcedNodeCount = store.selectedNodeCount
        announcedEdgeCount = store.selectedEdgeCount
        announcedNodes = store.nodeSelection.ids
        announcedEdges = store.edgeSelection.ids
    }

    /// Whether the store's selection differs from the one last announced: other counts do; equal counts are
    /// compared by id where the announced ids were kept (both empty are equal), else count as a change.
    private func differsFromAnnounced<NodeData, EdgeData>(_ store: CanvasStore<NodeData, EdgeData>) -> Bool {
        guard store.selectedNodeCount == announcedNodeCount, store.selectedEdgeCount == announcedEdgeCount
        else { return true }
        func differ(_ announced: Set<String>?, count: Int, current: () -> Set<String>) -> Bool {
            if count == 0 { return false }
            guard let announced else { return true }
            return announced != current()
        }
        return differ(announcedNodes, count: announcedNodeCount) { store.selectedNodeIds }
            || differ(announcedEdges, count: announcedEdgeCount) { store.selectedEdgeIds }
    }

    /// The root's key for this canvas's selection wait.
    private static func key(for canvas: AnyObject) -> AnyHashable {
        AnyHashable(SelectionSettleKey(canvas: ObjectIdentifier(canvas)))
    }
}

/// Keys the scheduled selection announcement of one canvas on its window root.
private struct SelectionSettleKey: Hashable {
    let canvas: ObjectIdentifier
}

extension CanvasElement {
    /// Announces an edit of the gesture layer (see `CanvasAnnouncer`).
    func announce(_ event: CanvasEditEvent) {
        announcer.announce(event, in: self)
    }

}

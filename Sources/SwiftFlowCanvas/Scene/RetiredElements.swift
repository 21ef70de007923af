import SwiftFlowUI

/// Keeps the node elements a reconciliation let go of alive past the frame, and frees them on the main queue
/// once the frame is presented (`ReleaseAfterFrame`).
///
/// Zooming out to low detail drops every node element at once (at fit all, ~190 of them: about a fifth of the
/// frame's instructions go to their deinitializers, element by element down each tree). They are unmounted and
/// out of the children in the frame, as before, so nothing draws them, hit-tests them or sends them events;
/// only the last references wait here. A handful of elements (a pan's few drops, a node deleted) is freed in
/// place: for it a later block costs more than it saves.
@MainActor
final class RetiredElements {
    /// Fewer elements than this are freed on the spot (unless others already wait).
    static var threshold: Int { 32 }

    private let waiting = ReleaseAfterFrame<Element>()

    /// The number of elements waiting to be freed.
    var count: Int { waiting.count }

    /// Takes the last references to `elements` (already out of the tree) until the main queue frees them.
    func keep(_ elements: [Element]) {
        guard elements.count >= Self.threshold || waiting.count > 0 else { return }
        waiting.keep(contentsOf: elements)
    }

    /// Frees what waits now.
    func release() { waiting.release() }
}

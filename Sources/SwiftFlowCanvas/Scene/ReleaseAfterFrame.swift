import Dispatch

/// Holds the last references to things a frame let go of, and drops them on the main queue after the current
/// block, which renders and presents the frame: their deinitializers run after the present instead of inside
/// the frame. On this thread, so the memory goes back to the allocator the next frame's allocations come from
/// (freeing on a utility queue made them fault fresh pages: perf, 2026-12-02). `RetiredElements` and
/// `RetiredSplices` decide what is worth the wait; this holds it and schedules the one release.
@MainActor
final class ReleaseAfterFrame<Item> {
    private var kept: [Item] = []
    private var isScheduled = false

    /// The number of items waiting.
    var count: Int { kept.count }

    /// Takes `items` until the main queue drops them.
    func keep(contentsOf items: some Sequence<Item>) {
        kept.append(contentsOf: items)
        guard !kept.isEmpty, !isScheduled else { return }
        isScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { self.release() } }
    }

    /// Drops what waits (the queued block does this; so may a caller that wants it done now).
    func release() {
        isScheduled = false
        kept = []
    }
}

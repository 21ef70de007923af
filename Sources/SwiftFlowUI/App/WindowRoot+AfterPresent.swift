import Foundation

extension WindowRoot {
    /// Runs `work` once the frame is on screen, when the host says it runs such work (`runsWorkAfterPresent`), or
    /// at once otherwise: work that does not change what this frame shows (the elements of nodes a pan heads
    /// towards), which then runs while the server copies the frame instead of before it. Work queued again under
    /// the same `key` before it ran replaces the earlier.
    public func afterPresent(key: AnyHashable, _ work: @escaping @MainActor () -> Void) {
        guard runsWorkAfterPresent else { return work() }
        if let index = workAfterPresent.firstIndex(where: { $0.key == key }) {
            workAfterPresent[index].work = work
        } else {
            workAfterPresent.append((key, work))
        }
    }

    /// Whether work waits for `runWorkAfterPresent()`.
    public var hasWorkAfterPresent: Bool { !workAfterPresent.isEmpty }

    /// Runs the work queued for after the frame, in order, then brings the tree up to date, so the next frame
    /// does not lay out what it made. Hosts that set `runsWorkAfterPresent` call it after presenting each frame.
    public func runWorkAfterPresent() {
        guard !workAfterPresent.isEmpty else { return }
        let queued = workAfterPresent
        workAfterPresent = []
        for item in queued { item.work() }
        update()
    }
}

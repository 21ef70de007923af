/// Takes each record slot of a removal list once, as `applyNodeChanges` / `applyEdgeChanges` ignore a repeated
/// id. While the slots' list positions ascend (a Delete lists elements in list order) none can repeat, so no set
/// and no hash is needed; the first position out of order starts a set of the slots taken so far.
struct RemovedSlotFilter {
    private var lastPosition = -1
    private var seenSlots: Set<Int>?

    /// Whether the slot at `position` is taken; `takenSoFar` lists the slots admitted before, read only when
    /// the set starts.
    @inline(__always)
    mutating func admits<Taken: Sequence<Int>>(slot: Int, position: Int, takenSoFar: () -> Taken) -> Bool {
        if seenSlots == nil {
            if position > lastPosition {
                lastPosition = position
                return true
            }
            seenSlots = Set(takenSoFar())
        }
        return seenSlots!.insert(slot).inserted
    }
}

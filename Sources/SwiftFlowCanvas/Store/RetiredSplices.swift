/// Keeps the splice records an ingest replaced alive past the frame, and frees them on the main queue once the
/// frame is presented (`ReleaseAfterFrame`).
///
/// After a Delete and its undo, the record the undo left holds the last references to the deletion's lists
/// (99,000 nodes and 196,000 edges at 100,000 nodes); the next Delete's ingest replaced it, and so freed them
/// inside its frame, element by element (32 M of a 250 M Delete frame, callgrind). The records wait here
/// instead, never read again: the store has let go of them, so no list is restored from them, and holding a list
/// longer only keeps its buffer address from naming another list. Short lists are freed in place: for them a
/// later block costs more than it saves.
@MainActor
final class RetiredSplices {
    /// Records holding fewer elements than this (both lists together) are freed on the spot.
    static var threshold: Int { 4_096 }

    /// The records waiting, type-erased (a record is three array references: it fits an `Any` without a box).
    private let waiting = ReleaseAfterFrame<Any>()

    /// The number of records waiting to be freed.
    var count: Int { waiting.count }

    /// Takes `record` (the store sets its own copy to `nil` right after) until the main queue frees it.
    func keep<Element>(_ record: ListSpliceRecord<Element>?) {
        guard let record, record.longer.count + record.shorter.count >= Self.threshold else { return }
        waiting.keep(contentsOf: CollectionOfOne(record as Any))
    }

    /// Frees what waits now.
    func release() { waiting.release() }
}

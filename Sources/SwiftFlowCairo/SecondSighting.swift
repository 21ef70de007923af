/// The admission rule of the stamp caches: a key is kept only when it is seen a second time, so drawing
/// something once costs no copy. Remembers at most `capacity` keys seen once, then starts afresh.
struct SecondSighting<Key: Hashable> {
    private var seenOnce: Set<Key> = []

    /// True when `key` was seen once before (and forgets it); otherwise remembers it and returns false.
    mutating func isSecond(_ key: Key, capacity: Int) -> Bool {
        if seenOnce.remove(key) != nil { return true }
        if seenOnce.count >= capacity { seenOnce.removeAll() }
        seenOnce.insert(key)
        return false
    }

    mutating func removeAll() { seenOnce.removeAll() }
}

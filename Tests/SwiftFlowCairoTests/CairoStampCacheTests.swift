import Foundation
import Testing
@testable import SwiftFlowCairo
@testable import SwiftFlowUI

/// The stamp cache's keys and its short list of recent hits: a key is kept the second time it is seen, found
/// again whether it is among the recent ones or only in the table, and never confused with a key that differs
/// in one field.
struct CairoStampCacheTests {
    private func key(_ width: Int, phaseX: Int = 0) -> CairoStampCache.Key {
        CairoStampCache.Key(key: StampKey(id: width), scaleX: 1, scaleY: 1, phaseX: phaseX, phaseY: 0,
                            darkMode: false, antialias: 0)
    }

    private func surface(_ width: Int) -> CairoImageSurface? { try? CairoImageSurface(width: width, height: 1) }

    @Test func keptOnTheSecondSightingAndFoundThroughRecentAndTable() {
        let cache = CairoStampCache()
        var made = 0
        func make(_ width: Int) -> CairoImageSurface? {
            made += 1
            return surface(width)
        }
        // Widths 1…6: each seen once (nothing made), then again (made and kept).
        for width in 1...6 { #expect(cache.stamp(for: key(width)) { make(width) } == nil) }
        #expect(made == 0)
        for width in 1...6 { #expect(cache.stamp(for: key(width)) { make(width) }?.width == width) }
        #expect(made == 6 && cache.count == 6)
        // The four newest (6, 5, 4, 3) come from the recent list, 1 and 2 from the table: none is made again,
        // and each answer is its own key's stamp.
        for width in [6, 3, 1, 2, 5, 4, 1] { #expect(cache.stamp(for: key(width)) { make(width) }?.width == width) }
        #expect(made == 6)
    }

    @Test func aKeyDifferingInOneFieldIsAnotherStamp() {
        let cache = CairoStampCache()
        _ = cache.stamp(for: key(3)) { surface(3) }
        _ = cache.stamp(for: key(3)) { surface(3) }
        // Same drawing key at another sub-pixel phase: seen for the first time, so drawn in place (nil).
        #expect(cache.stamp(for: key(3, phaseX: 128)) { surface(30) } == nil)
        #expect(cache.stamp(for: key(3, phaseX: 128)) { surface(30) }?.width == 30)
        #expect(cache.stamp(for: key(3)) { surface(99) }?.width == 3)
        #expect(key(3) != key(4) && key(3) != key(3, phaseX: 1) && key(3) == key(3))
        #expect(key(3).hashValue == key(3).hashValue)
    }

    @Test func removeAllForgetsRecentStampsToo() {
        let cache = CairoStampCache()
        _ = cache.stamp(for: key(2)) { surface(2) }
        _ = cache.stamp(for: key(2)) { surface(2) }
        cache.removeAll()
        #expect(cache.count == 0)
        // Forgotten: the next sighting is a first one again.
        #expect(cache.stamp(for: key(2)) { surface(2) } == nil)
    }
}

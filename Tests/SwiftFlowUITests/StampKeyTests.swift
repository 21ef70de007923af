import Foundation
import Testing
@testable import SwiftFlowUI

/// Stamp keys are numbers (`StampKeys`): equal values share one, different values never do, not even after the
/// table starts afresh, and a memo hands back the number of an unchanged value.
@MainActor
struct StampKeyTests {
    private struct Look: Hashable {
        let size: Double
        let name: String
    }

    @Test func equalValuesShareANumberAndOthersDoNot() {
        let a = StampKeys.key(for: AnyHashable(Look(size: 8, name: "dot")))
        let b = StampKeys.key(for: AnyHashable(Look(size: 8, name: "dot")))
        let c = StampKeys.key(for: AnyHashable(Look(size: 9, name: "dot")))
        // Same fields in another type: another value.
        let d = StampKeys.key(for: AnyHashable("dot"))
        #expect(a == b)
        #expect(a != c)
        #expect(a != d && c != d)
        #expect(a.appearance == 0)
    }

    @Test func numbersAreNotReusedAfterTheTableStartsAfresh() {
        let first = StampKeys.key(for: AnyHashable(Look(size: -1, name: "before")))
        var seen: Set<Int> = [first.id]
        // More values than the table holds: it is emptied on the way, and every value gets a number of its own.
        for i in 0...StampKeys.capacity {
            seen.insert(StampKeys.key(for: AnyHashable(Look(size: Double(i), name: "fill"))).id)
        }
        #expect(seen.count == StampKeys.capacity + 2)
        let again = StampKeys.key(for: AnyHashable(Look(size: -1, name: "before")))
        #expect(again != first)
        #expect(!seen.contains(again.id))
    }

    @Test func aMemoKeepsTheNumberWhileTheValueStays() {
        var memo = StampKeyMemo<Look>()
        let one = memo.key(for: Look(size: 4, name: "box"))
        #expect(memo.key(for: Look(size: 4, name: "box")) == one)
        let two = memo.key(for: Look(size: 5, name: "box"))
        #expect(two != one)
        #expect(two == StampKeys.key(for: AnyHashable(Look(size: 5, name: "box"))))
    }
}

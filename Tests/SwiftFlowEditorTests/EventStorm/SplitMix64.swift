import Foundation

/// A small seeded random generator (SplitMix64): the same seed gives the same event sequence on every
/// machine, so a failure reported with its seed replays exactly.
struct SplitMix64: RandomNumberGenerator {
    /// The whole generator state: a storm checkpoint stores it to replay one round.
    private(set) var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    init(state: UInt64) {
        self.state = state
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &self)
    }

    /// True with probability `chance`.
    mutating func chance(_ chance: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < chance
    }

    mutating func value(in range: ClosedRange<CGFloat>) -> CGFloat {
        CGFloat.random(in: range, using: &self)
    }
}

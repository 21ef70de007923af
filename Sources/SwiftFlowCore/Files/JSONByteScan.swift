/// Word-at-a-time scans over JSON text: eight bytes per step instead of one.
///
/// An indented file is about 40 % spaces, in runs of 4–20 (a 100,000-node React Flow file: 70 of its 163 MB),
/// and the check, the element pass and every skip walk over them. Each scan tests a whole 64-bit word for the
/// bytes it stops at; `firstMatch` flags the lowest such byte exactly (a borrow can only flag bytes above a
/// real match), so the position returned is the first one, as a byte loop would find it.
enum JSONByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit set in each byte of `word` that is zero (exact for the lowest one).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// How many characters start in `bytes[start..<end]`: the bytes that are not UTF-8 continuation bytes
    /// (10xxxxxx). An error's column on a 50 MB line of spaces counted them a byte at a time, 7 times the work of
    /// the scan that found the error.
    static func characterStarts(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var i = start
        while i + 8 <= end {
            let w = word(bytes, i)
            // A continuation byte has its high bit set and the next one clear (shifted up into the high bit).
            count += 8 - (w & ~(w << 1) & highs).nonzeroBitCount
            i += 8
        }
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    /// The first position at or after `index` whose byte is not a space (0x20), or `bytes.count`.
    @inline(__always)
    static func endOfSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var i = index
        while i + 8 <= bytes.count {
            let other = word(bytes, i) ^ (ones &* 0x20)
            if other != 0 { return i + other.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < bytes.count, bytes[i] == 0x20 { i += 1 }
        return i
    }

    /// The first position at or after `index` holding a quote or a backslash, or `bytes.count`.
    @inline(__always)
    static func nextQuoteOrBackslash(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var i = index
        while i + 8 <= bytes.count {
            let w = word(bytes, i)
            let found = zeroBytes(w ^ (ones &* 0x22)) | zeroBytes(w ^ (ones &* 0x5C))
            if found != 0 { return i + found.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < bytes.count, bytes[i] != 0x22, bytes[i] != 0x5C { i += 1 }
        return i
    }

    /// The first position at or after `index` holding a quote, a backslash or a control byte (below 0x20),
    /// where a string check has to look; or `bytes.count`.
    @inline(__always)
    static func nextStringSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var i = index
        while i + 8 <= bytes.count {
            let w = word(bytes, i)
            // Bytes below 0x20: (w - 0x20…) borrows into the high bit of exactly those (lowest one exact).
            let control = (w &- ones &* 0x20) & ~w & highs
            let found = zeroBytes(w ^ (ones &* 0x22)) | zeroBytes(w ^ (ones &* 0x5C)) | control
            if found != 0 { return i + found.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < bytes.count, bytes[i] != 0x22, bytes[i] != 0x5C, bytes[i] >= 0x20 { i += 1 }
        return i
    }

    /// The first position at or after `index` holding a quote or a bracket (`{`, `}`, `[`, `]`), the bytes a
    /// skip over checked text stops at; or `bytes.count`.
    @inline(__always)
    static func nextStructural(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var i = index
        while i + 8 <= bytes.count {
            let w = word(bytes, i)
            // Setting bit 5 folds `[` onto `{` and `]` onto `}`; no other byte lands on those two.
            let folded = w | (ones &* 0x20)
            let found = zeroBytes(w ^ (ones &* 0x22)) | zeroBytes(folded ^ (ones &* 0x7B))
                | zeroBytes(folded ^ (ones &* 0x7D))
            if found != 0 { return i + found.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < bytes.count {
            switch bytes[i] {
            case 0x22, 0x7B, 0x7D, 0x5B, 0x5D: return i
            default: i += 1
            }
        }
        return i
    }
}

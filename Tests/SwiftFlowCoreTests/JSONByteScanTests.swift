import Foundation
import Testing
@testable import SwiftFlowCore

/// The word-at-a-time scans stop exactly where a byte-by-byte loop stops: at the first byte they look for,
/// whichever of the eight in a word it is, with UTF-8 bytes (0x80–0xFF) and words split by the text's end.
@Suite struct JSONByteScanTests {
    private func scan(_ text: [UInt8], from index: Int = 0,
                      _ body: (UnsafeBufferPointer<UInt8>, Int) -> Int) -> Int {
        text.withUnsafeBufferPointer { body($0, index) }
    }

    @Test func spaceRunsEndAtTheFirstOtherByte() {
        #expect(scan(Array("          \"id\"".utf8), JSONByteScan.endOfSpaces) == 10)
        #expect(scan(Array("  \n  x".utf8), JSONByteScan.endOfSpaces) == 2, "a newline ends the run")
        #expect(scan(Array("                ".utf8), JSONByteScan.endOfSpaces) == 16, "all spaces: the end")
        #expect(scan(Array("   ".utf8), JSONByteScan.endOfSpaces) == 3, "shorter than a word")
        #expect(scan(Array("x         ".utf8), from: 1, JSONByteScan.endOfSpaces) == 10)
        #expect(scan([0x20, 0x20, 0xA0, 0x20], JSONByteScan.endOfSpaces) == 2, "0xA0 is not a space")
    }

    @Test func stringScansStopAtQuotesBackslashesAndControlBytes() {
        #expect(scan(Array("Splits the text\"".utf8), JSONByteScan.nextQuoteOrBackslash) == 15)
        #expect(scan(Array("chunks \\u2014 step".utf8), JSONByteScan.nextQuoteOrBackslash) == 7)
        #expect(scan([0xC2, 0xA2, 0xDC, 0x80, 0x61, 0x61, 0x61, 0x61, 0x22], JSONByteScan.nextQuoteOrBackslash) == 8,
                "0xA2 and 0xDC differ from the quote and the backslash only in bit 7")
        #expect(scan(Array("no end".utf8), JSONByteScan.nextQuoteOrBackslash) == 6)
        #expect(scan(Array("abcdefghij\tk\"".utf8), JSONByteScan.nextStringSpecial) == 10, "a tab inside a string")
        #expect(scan([0x61, 0x1F, 0x22], JSONByteScan.nextStringSpecial) == 1)
        #expect(scan([0x61, 0x62, 0x20, 0x7F, 0x80, 0xFF, 0x61, 0x61, 0x61, 0x22], JSONByteScan.nextStringSpecial) == 9,
                "space, DEL and high bytes are plain characters")
    }

    @Test func structuralScansStopAtQuotesAndBrackets() {
        #expect(scan(Array("chunkSize: 500, x]".utf8), JSONByteScan.nextStructural) == 17)
        #expect(scan(Array("12345678[".utf8), JSONByteScan.nextStructural) == 8)
        #expect(scan(Array("abc{".utf8), JSONByteScan.nextStructural) == 3)
        #expect(scan(Array("        \"k\"".utf8), JSONByteScan.nextStructural) == 8)
        #expect(scan(Array("1, 2, 3 }".utf8), JSONByteScan.nextStructural) == 8)
        // `;` and `=` (0x3B, 0x3D) and 0xFB/0xFD fold near the brackets but are none of them.
        #expect(scan([0x3B, 0x3D, 0xFB, 0xFD, 0xDB, 0xDD, 0x1B, 0x1D, 0x5D], JSONByteScan.nextStructural) == 8)
    }

    /// Random texts over the bytes that matter and their neighbours, scanned from every offset, against the
    /// plain loops (fixed seed).
    @Test func everyOffsetMatchesTheByteLoop() {
        var generator = SeededGenerator(seed: 13)
        let alphabet: [UInt8] = [0x20, 0x20, 0x20, 0x20, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x0A, 0x09, 0x1F, 0x61,
                                 0x30, 0x3A, 0x2C, 0x80, 0xA2, 0xDC, 0xFB, 0xFD, 0x3B, 0x3D, 0x7F]
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 40] {
            for _ in 0..<40 {
                let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                for start in 0...length {
                    func loop(_ stops: (UInt8) -> Bool) -> Int {
                        var i = start
                        while i < text.count, !stops(text[i]) { i += 1 }
                        return i
                    }
                    #expect(scan(text, from: start, JSONByteScan.endOfSpaces) == loop { $0 != 0x20 })
                    #expect(scan(text, from: start, JSONByteScan.nextQuoteOrBackslash)
                            == loop { $0 == 0x22 || $0 == 0x5C })
                    #expect(scan(text, from: start, JSONByteScan.nextStringSpecial)
                            == loop { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 })
                    #expect(scan(text, from: start, JSONByteScan.nextStructural)
                            == loop { [0x22, 0x7B, 0x7D, 0x5B, 0x5D].contains($0) })
                }
            }
        }
    }
}

/// SplitMix64: the same numbers on every run.
private struct SeededGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

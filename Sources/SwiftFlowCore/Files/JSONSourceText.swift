import Foundation

/// The bytes of a parsed JSON text, kept so that objects can be read lazily and written back verbatim.
///
/// Objects below the root are not turned into dictionaries when the text is parsed: they stay spans of
/// these bytes until something reads or changes them. That keeps a 100,000-node file's unmodelled data at
/// the size of its text, and lets the writer copy every unchanged object byte for byte (escapes, number
/// spellings, invalid UTF-8 and lone surrogates included).
final class JSONSourceText: Sendable {
    let bytes: JSONTextBytes
    /// The indentation unit of the text (nil when compact); raw text is copied only into output laid out alike.
    let indent: [UInt8]?
    /// Where the outer objects end, as the parser's check found them.
    let outerObjects: JSONObjectEnds

    init(bytes: JSONTextBytes, outerObjects: JSONObjectEnds = JSONObjectEnds()) {
        self.bytes = bytes
        self.outerObjects = outerObjects
        indent = bytes.withUnsafeBufferPointer { JSONFormatting.detect(in: $0).indent.map { Array($0.utf8) } }
    }
}

/// The end of each object in the outer levels of a text (the root, its members and their elements: a graph's
/// nodes and edges), noted by the parser's check, which passes them anyway.
///
/// Reading the root's lists makes one raw object per node and edge, and each needs its end: without this
/// table every one of them would be scanned again to its closing brace.
struct JSONObjectEnds: Sendable {
    /// The deepest level noted (the root object is at depth 0).
    static let maximumDepth = 2

    /// Starts in increasing order (the check meets objects in text order), and the matching ends.
    private(set) var starts: [UInt32] = []
    private(set) var ends: [UInt32] = []

    /// Notes an object starting at `start`; returns its slot, to fill in with `close(_:at:)`.
    mutating func open(at start: Int) -> Int {
        starts.append(UInt32(start))
        ends.append(0)
        return starts.count - 1
    }

    mutating func close(_ slot: Int, at end: Int) {
        ends[slot] = UInt32(end)
    }

    /// One past the closing brace of the object starting at `start`, if it was noted.
    func end(ofObjectAt start: Int) -> Int? {
        var low = 0
        var high = starts.count
        let key = UInt32(start)
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < starts.count, starts[low] == key, ends[low] > key else { return nil }
        return Int(ends[low])
    }
}

/// An object still in the text: `start` is its `{`, `end` is one past its `}`; `depth` counts the containers
/// around it (the root is at depth 0), so the writer knows where its indentation fits.
struct JSONRawSpan: Sendable {
    let source: JSONSourceText
    let start: UInt32
    let end: UInt32
    let depth: UInt16

    /// The same text: no need to read either side to know they are equal.
    func isSame(as other: JSONRawSpan) -> Bool {
        source === other.source && start == other.start
    }
}

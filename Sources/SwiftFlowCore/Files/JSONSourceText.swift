import Foundation

/// The bytes of a parsed JSON text, kept so that objects can be read lazily and written back verbatim.
///
/// Objects below the root are not turned into dictionaries when the text is parsed: they stay spans of
/// these bytes until something reads or changes them. That keeps a 100,000-node file's unmodelled data at
/// the size of its text, and lets the writer copy every unchanged object byte for byte (escapes, number
/// spellings, invalid UTF-8 and lone surrogates included).
final class JSONSourceText: Sendable {
    let bytes: [UInt8]
    /// The indentation unit of the text (nil when compact); raw text is copied only into output laid out alike.
    let indent: [UInt8]?

    init(bytes: [UInt8]) {
        self.bytes = bytes
        indent = bytes.withUnsafeBufferPointer { JSONFormatting.detect(in: $0).indent.map { Array($0.utf8) } }
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

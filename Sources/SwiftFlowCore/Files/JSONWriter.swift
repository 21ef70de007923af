import Foundation

/// Writes `JSONValue`s as UTF-8 text; escapes only what JSON requires, as `JSON.stringify` does.
///
/// With `keepsOriginalText` (saving a document), an object unchanged since it was read, and each unchanged
/// member of a changed one, is copied from the text it was read from whenever it lands at the same depth in
/// output indented the same way: so every byte the editor did not change comes back as it was (escapes,
/// number spellings, spacing, invalid UTF-8). Otherwise everything is written afresh.
///
/// Writing into a `ChunkedFileOutput` (saves), the text goes to the file a piece at a time and a long
/// unchanged span goes straight from the text read, so the writer holds about one piece, never the whole text.
struct JSONWriter {
    private var output: [UInt8] = []
    private let file: ChunkedFileOutput?
    private let indentUnit: [UInt8]?
    private let trailingNewline: Bool
    private var level = 0
    private let keepsOriginalText: Bool
    /// The text copied from lately, and how much of it since its pages were last released: a save reads the
    /// whole mapped text once, which would otherwise stay resident after it (`JSONTextBytes.releasePages()`).
    private var copiedFrom: JSONSourceText?
    private var copiedSinceRelease = 0

    /// `expectedBytes`: about how long the text will be (a saved file's own length), so that a big output is
    /// allocated once instead of doubling its way there, which peaks at up to twice its size.
    init(formatting: JSONFormatting, keepsOriginalText: Bool = false, expectedBytes: Int = 0) {
        self.keepsOriginalText = keepsOriginalText
        indentUnit = formatting.indent.map { Array($0.utf8) }
        trailingNewline = formatting.trailingNewline
        file = nil
        output.reserveCapacity(max(4096, expectedBytes + expectedBytes / 16))
    }

    /// A writer that streams into `file`; call `finishFile()` at the end.
    init(formatting: JSONFormatting, keepsOriginalText: Bool = false, streamingInto file: ChunkedFileOutput) {
        self.keepsOriginalText = keepsOriginalText
        indentUnit = formatting.indent.map { Array($0.utf8) }
        trailingNewline = formatting.trailingNewline
        self.file = file
        output.reserveCapacity(ChunkedFileOutput.pieceBytes + 4096)
    }

    mutating func finish() -> Data {
        if trailingNewline { output.append(0x0A) }
        copiedFrom?.bytes.releasePages()
        return Data(output)
    }

    /// Writes what is still gathered (and the trailing newline) to the file.
    mutating func finishFile() {
        if trailingNewline { output.append(0x0A) }
        flush()
        copiedFrom?.bytes.releasePages()
    }

    private mutating func flush() {
        guard let file, !output.isEmpty else { return }
        output.withUnsafeBytes { file.write($0) }
        output.removeAll(keepingCapacity: true)
    }

    private mutating func flushIfFull() {
        if file != nil, output.count >= ChunkedFileOutput.pieceBytes { flush() }
    }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): output.append(contentsOf: number.text.utf8)
        case .string(let string): writeString(string)
        case .array(let array):
            guard !array.isEmpty else {
                append("[]")
                return
            }
            output.append(UInt8(ascii: "["))
            level += 1
            for (position, element) in array.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline()
                write(element)
            }
            level -= 1
            newline()
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            if let span = object.rawSpan, fits(span.source, depth: span.depth) {
                copy(span.source, Int(span.start)..<Int(span.end))
                return
            }
            let members = object.members
            guard !members.keys.isEmpty else {
                append("{}")
                return
            }
            // Unchanged members are copied only where the object sits as deep as it did in its text.
            let origin = members.origin.flatMap { fits($0.source, depth: $0.depth) ? $0 : nil }
            output.append(UInt8(ascii: "{"))
            level += 1
            for position in members.keys.indices {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline()
                if let origin, !origin.texts[position].isEmpty {
                    let text = origin.texts[position]
                    copy(origin.source, Int(text.lowerBound)..<Int(text.upperBound))
                    continue
                }
                writeString(members.keys[position])
                output.append(UInt8(ascii: ":"))
                if indentUnit != nil { output.append(0x20) }
                write(members.values[position])
            }
            level -= 1
            newline()
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Whether text read at `depth` from `source` reads the same at the writer's current depth.
    private func fits(_ source: JSONSourceText, depth: UInt16) -> Bool {
        keepsOriginalText && Int(depth) == level && source.indent == indentUnit
    }

    private mutating func copy(_ source: JSONSourceText, _ range: Range<Int>) {
        if copiedFrom !== source {
            copiedFrom?.bytes.releasePages()
            copiedFrom = source
            copiedSinceRelease = 0
        }
        copiedSinceRelease += range.count
        if let file, range.count >= ChunkedFileOutput.pieceBytes {
            // A long span (a huge label, a whole unchanged list) goes to the file without a stop in `output`,
            // a stride at a time so that a mapped text's pages can go behind it.
            flush()
            var start = range.lowerBound
            while start < range.upperBound {
                let end = min(range.upperBound, start + JSONTextBytes.releaseStride)
                source.bytes.withUnsafeBufferPointer {
                    file.write(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0[start..<end])))
                }
                if end - start >= JSONTextBytes.releaseStride { source.bytes.releasePages(before: end) }
                start = end
            }
        } else {
            source.bytes.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
            flushIfFull()
        }
        if copiedSinceRelease >= JSONTextBytes.releaseStride {
            source.bytes.releasePages()
            copiedSinceRelease = 0
        }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private mutating func newline() {
        flushIfFull()
        guard let indentUnit else { return }
        output.append(0x0A)
        for _ in 0..<level { output.append(contentsOf: indentUnit) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func writeString(_ string: String) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                append("\\u00")
                output.append(JSONWriter.hexDigits[Int(byte >> 4)])
                output.append(JSONWriter.hexDigits[Int(byte & 0xF)])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

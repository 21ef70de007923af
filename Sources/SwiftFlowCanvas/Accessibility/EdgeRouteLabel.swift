import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// "from A to B" for many edges at once: the localized format is looked up and filled once, with markers in
/// place of the names, and each edge's label is put together from its pieces (a table lookup per edge would
/// cost more than the rest of a 100,000-edge tree).
struct EdgeRouteLabel: Sendable {
    private static let sourceMarker = "\u{E000}", targetMarker = "\u{E001}"
    /// The text before, between and after the two names, and whether the target comes first.
    private let pieces: (before: String, between: String, after: String, targetFirst: Bool)?
    private let strings: ResolvedAccessibilityConfig

    init(_ strings: ResolvedAccessibilityConfig) {
        self.strings = strings
        let filled = strings.edgeLabel(source: Self.sourceMarker, target: Self.targetMarker)
        pieces = Self.split(filled)
    }

    /// "from A to B", after the edge's own label text and a comma when it has one ("yes, from A to B").
    func label(source: String, target: String, after text: String? = nil) -> String {
        let prefix = text.flatMap { $0.isEmpty ? nil : $0 + ", " } ?? ""
        guard let pieces else { return prefix + strings.edgeLabel(source: source, target: target) }
        let first = pieces.targetFirst ? target : source, second = pieces.targetFirst ? source : target
        return Self.joined(prefix, pieces.before, first, pieces.between, second, pieces.after)
    }

    /// The six strings end to end, written as UTF-8 into one new string: appending piece by piece costs several
    /// times more (each append re-checks and may grow the storage), which shows at 200,000 edges.
    private static func joined(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String,
                               _ f: String) -> String {
        let total = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count + f.utf8.count
        return String(unsafeUninitializedCapacity: total) { buffer in
            // No variable captured by a nested closure: that would box it and check every access to it.
            var offset = copy(a, into: buffer, at: 0)
            offset = copy(b, into: buffer, at: offset)
            offset = copy(c, into: buffer, at: offset)
            offset = copy(d, into: buffer, at: offset)
            offset = copy(e, into: buffer, at: offset)
            return copy(f, into: buffer, at: offset)
        }
    }

    /// Copies `piece`'s UTF-8 into `buffer` at `offset`; returns the offset after it.
    private static func copy(_ piece: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        var piece = piece
        return piece.withUTF8 { bytes in
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return offset }
            (target + offset).initialize(from: source, count: bytes.count)
            return offset + bytes.count
        }
    }

    /// The pieces around the markers when each occurs exactly once; nil otherwise (then every label is looked up).
    private static func split(_ text: String) -> (String, String, String, Bool)? {
        let sourceParts = text.components(separatedBy: sourceMarker)
        let targetParts = text.components(separatedBy: targetMarker)
        guard sourceParts.count == 2, targetParts.count == 2,
              let sourceRange = text.range(of: sourceMarker), let targetRange = text.range(of: targetMarker) else {
            return nil
        }
        let (firstRange, secondRange) = sourceRange.lowerBound < targetRange.lowerBound
            ? (sourceRange, targetRange) : (targetRange, sourceRange)
        return (String(text[..<firstRange.lowerBound]), String(text[firstRange.upperBound..<secondRange.lowerBound]),
                String(text[secondRange.upperBound...]), targetRange.lowerBound < sourceRange.lowerBound)
    }
}

import Foundation
import SwiftFlowCore

/// Breaks text into lines for a width: word wrapping, a line limit, and truncation with "…".
@MainActor
struct TextLayout: Equatable {
    static let ellipsis = "…"

    let lines: [String]
    let size: CGSize
    let metrics: TextMetrics
    /// Whether every paragraph is one line, neither wrapped nor truncated: then the layout is the same for any
    /// width at least `size.width` (a line's start is never wider than the line, so no break is taken there).
    let isUnwrapped: Bool

    /// Lays `text` out in `font` for `width` (nil: no wrapping), at most `lineLimit` lines.
    init(text: String, font: Font, width: CGFloat?, lineLimit: Int?, truncation: TruncationMode,
         measurer: TextMeasurer) {
        let lineMetrics = measurer.measure("", font: font)
        metrics = lineMetrics
        guard !text.isEmpty else {
            lines = []
            size = .zero
            isUnwrapped = true
            return
        }
        let limit = lineLimit.map { max(1, $0) }
        let maxWidth = width.map { max(0, $0) }
        var result: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for paragraph in paragraphs {
            if let maxWidth, limit != 1 {
                result.append(contentsOf: Self.wrap(paragraph, font: font, width: maxWidth, measurer: measurer))
            } else {
                result.append(paragraph)
            }
        }
        if let limit, result.count > limit {
            result = Array(result.prefix(limit))
            let last = result[limit - 1] + Self.ellipsis
            result[limit - 1] = maxWidth.map {
                Self.truncate(last, font: font, width: $0, mode: .tail, measurer: measurer)
            } ?? last
        }
        if let maxWidth {
            result = result.map {
                measurer.measure($0, font: font).width <= maxWidth
                    ? $0 : Self.truncate($0, font: font, width: maxWidth, mode: truncation, measurer: measurer)
            }
        }
        lines = result
        isUnwrapped = result == paragraphs
        let widest = result.map { measurer.measure($0, font: font).width }.max() ?? 0
        size = CGSize(width: widest, height: CGFloat(result.count) * lineMetrics.lineHeight)
    }

    private static func wrap(_ paragraph: String, font: Font, width: CGFloat, measurer: TextMeasurer) -> [String] {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        var current: String?
        // A word wider than a whole line (a long path in an error message) is broken between characters, as
        // SwiftUI does, rather than cut off: its end may be the part that matters.
        func startLine(with word: String) {
            var rest = word
            while measurer.measure(rest, font: font).width > width {
                let head = longestFittingPrefix(of: rest, font: font, width: width, measurer: measurer)
                guard head > 0 else { break }
                lines.append(String(rest.prefix(head)))
                rest = String(rest.dropFirst(head))
            }
            current = rest
        }
        for word in words {
            if let line = current {
                let candidate = line + " " + word
                if measurer.measure(candidate, font: font).width <= width {
                    current = candidate
                } else {
                    lines.append(line)
                    startLine(with: word)
                }
            } else {
                startLine(with: word)
            }
        }
        if let current { lines.append(current) }
        return lines
    }

    /// How many characters of `text` fit `width` (found by bisection: measuring is the costly part).
    private static func longestFittingPrefix(of text: String, font: Font, width: CGFloat,
                                             measurer: TextMeasurer) -> Int {
        var low = 0, high = text.count
        while low < high {
            let middle = (low + high + 1) / 2
            if measurer.measure(String(text.prefix(middle)), font: font).width <= width {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }

    /// The longest shortening of `text` with "…" that fits `width` ("" when not even "…" fits).
    static func truncate(_ text: String, font: Font, width: CGFloat, mode: TruncationMode,
                         measurer: TextMeasurer) -> String {
        let characters = Array(text)
        func candidate(_ keep: Int) -> String {
            switch mode {
            case .tail:
                return String(characters.prefix(keep)) + ellipsis
            case .head:
                return ellipsis + String(characters.suffix(keep))
            case .middle:
                let head = (keep + 1) / 2
                return String(characters.prefix(head)) + ellipsis + String(characters.suffix(keep - head))
            }
        }
        var low = 0, high = characters.count - 1
        guard high >= 0, measurer.measure(candidate(0), font: font).width <= width else { return "" }
        while low < high {
            let middle = (low + high + 1) / 2
            if measurer.measure(candidate(middle), font: font).width <= width {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return candidate(low)
    }
}

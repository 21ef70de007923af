import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

/// A text whose paragraphs each fit on one line keeps that layout for every width from its own up, without
/// measuring again; a narrower width still wraps.
@MainActor
@Suite struct TextLayoutReuseTests {
    /// `FixedMeasurer`'s widths (0.6 × size a character), counting the calls.
    final class CountingMeasurer: TextMeasurer {
        var calls = 0
        func measure(_ text: String, font: Font) -> TextMetrics {
            calls += 1
            return FixedMeasurer().measure(text, font: font)
        }
    }

    @Test func anUnwrappedLayoutServesWiderAndEqualWidths() throws {
        let measurer = CountingMeasurer()
        let root = WindowRoot(size: CGSize(width: 300, height: 100), textMeasurer: measurer) {
            Text("Node 7").font(.system(size: 10))
        }
        root.update()
        let text = try #require(root.elements(of: TextElement.self).first)
        // 6 characters of 6 points: about 36 wide (rounded up), one 10-point line (ascent 8 + descent 2).
        let size = text.measure(ProposedViewSize(width: 130, height: nil))
        #expect(size.height == 10 && size.width >= 36 && size.width <= 37)
        let calls = measurer.calls
        for width in [size.width, size.width + 0.5, 100, 129] {
            #expect(text.measure(ProposedViewSize(width: width, height: nil)) == size)
        }
        #expect(text.measure(.unspecified) == size)
        #expect(measurer.calls == calls, "widths from the text's own up reuse the one-line layout")
        // 30 points cannot hold "Node 7": it wraps after "Node" (24 points), two lines.
        let wrapped = text.measure(ProposedViewSize(width: 30, height: nil))
        #expect(wrapped.height == 20 && wrapped.width >= 24 && wrapped.width <= 25)
        #expect(measurer.calls > calls)
    }

    @Test func aWrappedLayoutIsNotReused() throws {
        let root = WindowRoot.make { Text("ab cd ef").font(.system(size: 10)) }
        let text = try #require(root.elements(of: TextElement.self).first)
        // 31 points hold "ab cd" (5 × 6) but not "ab cd ef" (48): two lines.
        #expect(text.measure(ProposedViewSize(width: 31, height: nil)).height == 20)
        // At 60 it is one line, measured afresh; at 41 it wraps again (the one-line layout is 48 wide).
        #expect(text.measure(ProposedViewSize(width: 60, height: nil)).height == 10)
        #expect(text.measure(ProposedViewSize(width: 41, height: nil)).height == 20)
    }
}

import Foundation
import Testing
import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

/// `ScrollingImageBuffer`: a scroll of the whole view moves its origin in the larger buffer (no pixel copied)
/// until the margin runs out, then copies the pixels that stay back to the centre; so does a scroll of most of
/// the view, putting back what is around it; a scroll of a small part moves that part's pixels. The expected
/// pixels are worked out from the shift: after a scroll by (dx, dy), view pixel (x, y) shows what
/// (x − dx, y − dy) showed.
@Suite struct ScrollingImageBufferTests {
    /// A distinct opaque word per pixel: 0xFF, then x and y in the low bytes.
    static func word(_ x: Int, _ y: Int) -> UInt32 { 0xFF00_0000 | UInt32(x) << 8 | UInt32(y) }

    static func fill(_ buffer: ScrollingImageBuffer) {
        _ = buffer.image.withPixelData { base, stride in
            for y in 0..<buffer.height {
                for x in 0..<buffer.width {
                    base.storeBytes(of: word(x, y), toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
    }

    /// The kept pixels (`columns` × `rows`: those no scroll so far uncovered) that do not show the original
    /// word from (x − sx, y − sy).
    static func mismatches(_ buffer: ScrollingImageBuffer, shiftedBy sx: Int, _ sy: Int, columns: Range<Int>,
                           rows: Range<Int>) -> [String] {
        var wrong: [String] = []
        for y in rows {
            for x in columns where buffer.image.premultipliedPixel(x: x, y: y) != word(x - sx, y - sy) {
                wrong.append("(\(x), \(y))")
            }
        }
        return wrong
    }

    @Test func wholeViewScrollsMoveTheOriginWithoutCopying() throws {
        let buffer = try ScrollingImageBuffer(width: 8, height: 5, margin: 3)
        Self.fill(buffer)
        let before = buffer.image
        #expect(buffer.scrollPixels(x: 0, y: 0, width: 8, height: 5, dx: 2, dy: 0))
        // Content moving right by 2 means the view looks 2 pixels further left: origin 3 → 1.
        #expect(buffer.originX == 1 && buffer.originY == 3)
        #expect(buffer.image !== before)
        #expect(buffer.scrollPixels(x: 0, y: 0, width: 8, height: 5, dx: -1, dy: -3))
        #expect(buffer.originX == 2 && buffer.originY == 6)
        #expect(buffer.pixelCopies == 0)
        // Right 2 then left 1 and up 3: columns 1..<7 and rows 0..<2 were never uncovered.
        #expect(Self.mismatches(buffer, shiftedBy: 1, -3, columns: 1..<7, rows: 0..<2).isEmpty)
        #expect(buffer.image.width == 8 && buffer.image.height == 5)
    }

    @Test func passingTheMarginRecentresWithOneCopy() throws {
        let buffer = try ScrollingImageBuffer(width: 8, height: 5, margin: 2)
        Self.fill(buffer)
        // Origin x: 2 → 1 → 0, then −1 is outside the buffer: the kept pixels go back around the centre.
        for _ in 0..<3 { buffer.scrollPixels(x: 0, y: 0, width: 8, height: 5, dx: 1, dy: 0) }
        #expect(buffer.pixelCopies == 1)
        #expect(buffer.originX == 2 && buffer.originY == 2)
        #expect(Self.mismatches(buffer, shiftedBy: 3, 0, columns: 3..<8, rows: 0..<5).isEmpty)
        // Left by 1 and up by 2 needs origin (3, 4), still inside; up by 1 more needs y 5: a second copy.
        buffer.scrollPixels(x: 0, y: 0, width: 8, height: 5, dx: -1, dy: -2)
        #expect(buffer.pixelCopies == 1 && buffer.originX == 3 && buffer.originY == 4)
        buffer.scrollPixels(x: 0, y: 0, width: 8, height: 5, dx: 0, dy: -1)
        #expect(buffer.pixelCopies == 2 && buffer.originX == 2 && buffer.originY == 2)
        // Kept: column x was at x + 1 before the left step (3..<8 after the first three), so 2..<7; row y was at
        // y + 2 and then y + 3 of the original 0..<5, so 0..<2.
        #expect(Self.mismatches(buffer, shiftedBy: 2, -3, columns: 2..<7, rows: 0..<2).isEmpty)
    }

    @Test func aScrollOfASmallPartOfTheViewMovesOnlyThatPart() throws {
        let buffer = try ScrollingImageBuffer(width: 8, height: 5, margin: 2)
        Self.fill(buffer)
        let before = buffer.image
        // Columns 4..<8 (half the view: as much around it as inside) slide left by 1: their pixels move.
        // Column 4 gets column 5's pixels; column 7 keeps its own (uncovered); column 3 is outside.
        #expect(!buffer.scrollPixels(x: 4, y: 0, width: 4, height: 5, dx: -1, dy: 0))
        #expect(buffer.image === before)
        #expect(buffer.originX == 2 && buffer.pixelCopies == 1)
        for y in 0..<5 {
            #expect(buffer.image.premultipliedPixel(x: 3, y: y) == Self.word(3, y))
            #expect(buffer.image.premultipliedPixel(x: 4, y: y) == Self.word(5, y))
            #expect(buffer.image.premultipliedPixel(x: 6, y: y) == Self.word(7, y))
            #expect(buffer.image.premultipliedPixel(x: 7, y: y) == Self.word(7, y))
        }
    }

    @Test func drawingGoesThroughTheMovedView() throws {
        let buffer = try ScrollingImageBuffer(width: 6, height: 4, margin: 2)
        buffer.scrollPixels(x: 0, y: 0, width: 6, height: 4, dx: -2, dy: 1)
        // A fill of view pixel (0, 0) lands at buffer (4, 1); the view reads it back at (0, 0).
        let context = buffer.image.makeContext()
        context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .black)
        #expect(buffer.image.pixel(x: 0, y: 0) == (0, 0, 0, 255))
        #expect(buffer.image.pixel(x: 1, y: 0) == (0, 0, 0, 0))
        #expect(buffer.originX == 4 && buffer.originY == 1)
        // The view's rows are the buffer's: (6 + 2 × 2) pixels of 4 bytes.
        #expect(buffer.image.stride == 40)
    }

    @Test func aViewKeepsItsMemoryAfterTheBufferIsGone() throws {
        var buffer: ScrollingImageBuffer? = try ScrollingImageBuffer(width: 4, height: 4, margin: 1)
        let image = try #require(buffer?.image)
        _ = image.withPixelData { base, _ in base.storeBytes(of: UInt32(0xFF00_00FF), as: UInt32.self) }
        buffer = nil
        #expect(image.pixel(x: 0, y: 0) == (0, 0, 255, 255))
    }

    @Test func aScrollOfMostOfTheViewMovesTheOriginAndKeepsWhatIsAround() throws {
        // Rows 1..<7 scroll (a canvas between a one-row toolbar and a one-row status bar): 16 pixels around
        // against 48 inside, so the origin moves and rows 0 and 7 are put back where they were.
        let buffer = try ScrollingImageBuffer(width: 8, height: 8, margin: 2)
        Self.fill(buffer)
        #expect(buffer.scrollPixels(x: 0, y: 1, width: 8, height: 6, dx: 1, dy: 0))
        #expect(buffer.originX == 1 && buffer.pixelCopies == 0)
        #expect(Self.mismatches(buffer, shiftedBy: 0, 0, columns: 0..<8, rows: 0..<1).isEmpty)
        #expect(Self.mismatches(buffer, shiftedBy: 0, 0, columns: 0..<8, rows: 7..<8).isEmpty)
        #expect(Self.mismatches(buffer, shiftedBy: 1, 0, columns: 1..<8, rows: 1..<7).isEmpty)
        // Up by 3 needs origin y 5, past the margin: recentred with one copy, the bands still in place.
        #expect(buffer.scrollPixels(x: 0, y: 1, width: 8, height: 6, dx: 0, dy: -3))
        #expect(buffer.originX == 2 && buffer.originY == 2 && buffer.pixelCopies == 1)
        #expect(Self.mismatches(buffer, shiftedBy: 0, 0, columns: 0..<8, rows: 0..<1).isEmpty)
        #expect(Self.mismatches(buffer, shiftedBy: 0, 0, columns: 0..<8, rows: 7..<8).isEmpty)
        // Row y showed row y + 3 (inside 1..<7 only for y in 1..<4), column x showed x − 1 (1..<8).
        #expect(Self.mismatches(buffer, shiftedBy: 1, -3, columns: 1..<8, rows: 1..<4).isEmpty)
    }
}

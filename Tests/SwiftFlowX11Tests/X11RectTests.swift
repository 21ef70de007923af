import Testing
@testable import SwiftFlowX11

/// `X11Rect.subtracting`: what a scroll shows at once is its area less what the frame repaints.
struct X11RectTests {
    private func area(_ rects: [X11Rect]) -> Int { rects.reduce(0) { $0 + $1.width * $1.height } }

    private func covers(_ rects: [X11Rect], _ x: Int, _ y: Int) -> Bool {
        rects.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
    }

    @Test func aStripAtTheRightEdgeLeavesTheRest() {
        let window = X11Rect(x: 0, y: 0, width: 1920, height: 1080)
        let left = window.subtracting([X11Rect(x: 1890, y: 0, width: 30, height: 1080)])
        #expect(left == [X11Rect(x: 0, y: 0, width: 1890, height: 1080)])
    }

    @Test func aBoxInsideLeavesFourBandsAroundIt() {
        let window = X11Rect(x: 0, y: 0, width: 120, height: 40)
        let left = window.subtracting([X11Rect(x: 43, y: 10, width: 27, height: 12)])
        #expect(left == [
            X11Rect(x: 0, y: 0, width: 120, height: 10),
            X11Rect(x: 0, y: 22, width: 120, height: 18),
            X11Rect(x: 0, y: 10, width: 43, height: 12),
            X11Rect(x: 70, y: 10, width: 50, height: 12),
        ])
        #expect(area(left) == 120 * 40 - 27 * 12)
    }

    @Test func overlappingCutsAndCutsOutsideCountOnce() {
        let rect = X11Rect(x: 10, y: 10, width: 20, height: 20)
        let cuts = [X11Rect(x: 0, y: 0, width: 15, height: 15), X11Rect(x: 12, y: 12, width: 10, height: 10),
                    X11Rect(x: 100, y: 100, width: 5, height: 5), X11Rect(x: 20, y: 0, width: 0, height: 50)]
        let left = rect.subtracting(cuts)
        // Every pixel of the rectangle is in exactly one piece unless a cut covers it.
        for y in 0..<40 {
            for x in 0..<40 {
                let inRect = x >= 10 && x < 30 && y >= 10 && y < 30
                let cut = (x < 15 && y < 15) || (x >= 12 && x < 22 && y >= 12 && y < 22)
                #expect(covers(left, x, y) == (inRect && !cut), "pixel \(x), \(y)")
            }
        }
        // Cut 1 takes 5 × 5 of the rectangle, cut 2 10 × 10, 3 × 3 of them both: 400 − 25 − 100 + 9.
        #expect(area(left) == 284)
        #expect(rect.subtracting([rect]).isEmpty)
        #expect(rect.subtracting([]) == [rect])
    }
}

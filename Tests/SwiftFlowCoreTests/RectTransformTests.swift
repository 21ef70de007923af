import Foundation
import Testing
@testable import SwiftFlowCore

/// `CGRect.applying` without arrays (the store damages one rectangle per removed edge through it): the smallest
/// rectangle around the four transformed corners, worked by hand.
struct RectTransformTests {
    /// The canvas's flow → window transform: scale by 2, then translate by (10, 20).
    /// Corners (1, 2) → (12, 24) and (11, 7) → (32, 34).
    @Test func scaleAndTranslate() {
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGRect(x: 1, y: 2, width: 10, height: 5).applying(t) == CGRect(x: 12, y: 24, width: 20, height: 10))
    }

    /// A mirror swaps which corner is least: x 1…11 becomes −11…−1.
    @Test func mirrorKeepsThePositiveSize() {
        let t = CGAffineTransform(scaleX: -1, y: 1)
        #expect(CGRect(x: 1, y: 2, width: 10, height: 5).applying(t) == CGRect(x: -11, y: 2, width: 10, height: 5))
    }

    /// A quarter turn (x' = −y, y' = x) of 10 × 5 at the origin covers x −5…0, y 0…10.
    @Test func quarterTurn() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 5).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 5) < 1e-9 && abs(r.maxX) < 1e-9 && abs(r.minY) < 1e-9 && abs(r.maxY - 10) < 1e-9)
    }

    @Test func nullStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}

import Foundation

#if !canImport(CoreGraphics)
/// A 2-D affine transform with Core Graphics' layout and names, which Foundation on Linux lacks.
///
/// A point maps as x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (sin(angle), cos(angle))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Translates before applying `self`, as Core Graphics' `translatedBy` does.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scales before applying `self`, as Core Graphics' `scaledBy` does.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `self` when it is not invertible (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det
        )
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that holds the transformed corners.
    /// No arrays: the store damages a rectangle per removed edge through here (about 10,000 in a Delete of
    /// 1,000 nodes), and four small arrays a call were most of that cost.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let (x0, x1, y0, y1) = (minX, maxX, minY, maxY)
        let p0 = CGPoint(x: x0, y: y0).applying(t), p1 = CGPoint(x: x1, y: y0).applying(t)
        let p2 = CGPoint(x: x0, y: y1).applying(t), p3 = CGPoint(x: x1, y: y1).applying(t)
        let (lowX, highX) = Self.extremes(p0.x, p1.x, p2.x, p3.x)
        let (lowY, highY) = Self.extremes(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }

    /// The least and greatest of four values, compared in order as `Sequence.min()` / `max()` compare them.
    private static func extremes(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat,
                                 _ v3: CGFloat) -> (min: CGFloat, max: CGFloat) {
        var low = v0, high = v0
        if v1 < low { low = v1 }
        if v2 < low { low = v2 }
        if v3 < low { low = v3 }
        if high < v1 { high = v1 }
        if high < v2 { high = v2 }
        if high < v3 { high = v3 }
        return (low, high)
    }
}
#endif

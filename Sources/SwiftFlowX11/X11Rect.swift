/// A rectangle in window pixels, used for damage and expose regions.
public struct X11Rect: Equatable, Hashable, Sendable {
    /// Left edge in pixels.
    public var x: Int
    /// Top edge in pixels.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a rectangle from its top-left corner and size in pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest rectangle containing both; an empty operand is ignored.
    public func union(_ other: X11Rect) -> X11Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let minX = Swift.min(x, other.x)
        let minY = Swift.min(y, other.y)
        let maxX = Swift.max(x + width, other.x + other.width)
        let maxY = Swift.max(y + height, other.y + other.height)
        return X11Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The overlap of both rectangles, or nil when they do not overlap.
    public func intersection(_ other: X11Rect) -> X11Rect? {
        let minX = Swift.max(x, other.x)
        let minY = Swift.max(y, other.y)
        let maxX = Swift.min(x + width, other.x + other.width)
        let maxY = Swift.min(y + height, other.y + other.height)
        guard maxX > minX, maxY > minY else { return nil }
        return X11Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The parts of this rectangle that none of `others` covers, as disjoint rectangles (bands above and below
    /// each cut, then its left and right).
    public func subtracting(_ others: [X11Rect]) -> [X11Rect] {
        var pieces = isEmpty ? [] : [self]
        for cut in others where !cut.isEmpty {
            pieces = pieces.flatMap { piece -> [X11Rect] in
                guard let overlap = piece.intersection(cut) else { return [piece] }
                let pieceMaxX = piece.x + piece.width, pieceMaxY = piece.y + piece.height
                let overlapMaxX = overlap.x + overlap.width, overlapMaxY = overlap.y + overlap.height
                return [
                    X11Rect(x: piece.x, y: piece.y, width: piece.width, height: overlap.y - piece.y),
                    X11Rect(x: piece.x, y: overlapMaxY, width: piece.width, height: pieceMaxY - overlapMaxY),
                    X11Rect(x: piece.x, y: overlap.y, width: overlap.x - piece.x, height: overlap.height),
                    X11Rect(x: overlapMaxX, y: overlap.y, width: pieceMaxX - overlapMaxX, height: overlap.height),
                ].filter { !$0.isEmpty }
            }
        }
        return pieces
    }
}

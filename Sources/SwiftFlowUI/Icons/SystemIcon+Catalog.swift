import Foundation
import SwiftFlowCore

extension SystemIcon {
    typealias Builder = @Sendable (inout IconPen) -> Void

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// Every icon's name and drawing, in the order `allNames` lists them.
    static let builders: [(name: String, build: Builder)] = [
        ("plus", { pen in
            pen.line(12, 5, 12, 19)
            pen.line(5, 12, 19, 12)
        }),
        ("minus", { pen in
            pen.line(5, 12, 19, 12)
        }),
        ("xmark", { pen in
            pen.line(6, 6, 18, 18)
            pen.line(18, 6, 6, 18)
        }),
        ("checkmark", { pen in
            pen.polyline([p(4.5, 12.5), p(9.5, 17.5), p(19.5, 6.5)])
        }),
        ("plus.circle", { pen in
            pen.circle(12, 12, 9)
            pen.line(12, 8, 12, 16)
            pen.line(8, 12, 16, 12)
        }),
        ("minus.circle", { pen in
            pen.circle(12, 12, 9)
            pen.line(8, 12, 16, 12)
        }),
        ("magnifyingglass", { pen in
            magnifier(&pen)
        }),
        ("plus.magnifyingglass", { pen in
            magnifier(&pen)
            pen.line(10.5, 7.5, 10.5, 13.5)
            pen.line(7.5, 10.5, 13.5, 10.5)
        }),
        ("minus.magnifyingglass", { pen in
            magnifier(&pen)
            pen.line(7.5, 10.5, 13.5, 10.5)
        }),
        ("arrow.up.left.and.arrow.down.right", { pen in
            pen.line(4, 4, 10, 10)
            pen.polyline([p(4, 9.5), p(4, 4), p(9.5, 4)])
            pen.line(20, 20, 14, 14)
            pen.polyline([p(20, 14.5), p(20, 20), p(14.5, 20)])
        }),
        ("viewfinder", { pen in
            pen.rounded([p(3, 8.5), p(3, 3), p(8.5, 3)], radius: 2.5)
            pen.rounded([p(15.5, 3), p(21, 3), p(21, 8.5)], radius: 2.5)
            pen.rounded([p(21, 15.5), p(21, 21), p(15.5, 21)], radius: 2.5)
            pen.rounded([p(8.5, 21), p(3, 21), p(3, 15.5)], radius: 2.5)
        }),
        ("lock", { pen in
            lockBody(&pen)
            pen.strokes.move(to: p(8, 11))
            pen.strokes.addLine(to: p(8, 7.5))
            pen.continueArc(12, 7.5, 4, from: 180, to: 360)
            pen.strokes.addLine(to: p(16, 11))
        }),
        ("lock.open", { pen in
            lockBody(&pen)
            pen.strokes.move(to: p(8, 11))
            pen.strokes.addLine(to: p(8, 7))
            pen.continueArc(12, 7, 4, from: 180, to: 340)
        }),
        ("lock.fill", { pen in
            solidLockBody(&pen)
            pen.strokes.move(to: p(8, 10.5))
            pen.strokes.addLine(to: p(8, 7.5))
            pen.continueArc(12, 7.5, 4, from: 180, to: 360)
            pen.strokes.addLine(to: p(16, 10.5))
        }),
        ("lock.open.fill", { pen in
            solidLockBody(&pen)
            pen.strokes.move(to: p(8, 10.5))
            pen.strokes.addLine(to: p(8, 7))
            pen.continueArc(12, 7, 4, from: 180, to: 340)
        }),
        ("trash", { pen in
            pen.line(3.5, 6, 20.5, 6)
            pen.rounded([p(9, 6), p(9, 3), p(15, 3), p(15, 6)], radius: 1)
            pen.rounded([p(5.5, 6), p(6.5, 21), p(17.5, 21), p(18.5, 6)], radius: 2)
            pen.line(10, 10.5, 10, 16.5)
            pen.line(14, 10.5, 14, 16.5)
        }),
        ("doc.on.doc", { pen in
            pen.rounded([p(9, 7), p(9, 3), p(20, 3), p(20, 17), p(15, 17)], radius: 2)
            pen.roundedRect(4, 7, 11, 14, 2)
        }),
        ("doc.on.clipboard", { pen in
            pen.rounded([p(8.5, 4), p(5, 4), p(5, 21.5), p(19, 21.5), p(19, 4), p(15.5, 4)], radius: 2)
            pen.roundedRect(8.5, 2, 7, 4, 1.5)
            pen.line(9, 11, 15, 11)
            pen.line(9, 15, 15, 15)
        }),
        ("scissors", { pen in
            pen.circle(6, 6, 3)
            pen.circle(6, 18, 3)
            pen.line(8.4, 16.2, 20, 5)
            pen.line(8.4, 7.8, 20, 19)
        }),
        ("gearshape", { pen in
            gear(&pen)
        }),
        ("arrow.uturn.backward", { pen in
            uturn(&pen)
        }),
        ("arrow.uturn.forward", { pen in
            uturn(&pen)
            pen.mirrorHorizontally()
        }),
        ("arrow.clockwise", { pen in
            pen.arc(12, 13, 8, from: -40, to: 270)
            pen.polyline([p(8.5, 1.5), p(12, 5), p(8.5, 8.5)])
        }),
        ("square.and.arrow.down", { pen in
            openBox(&pen)
            pen.line(12, 2.5, 12, 14.5)
            pen.polyline([p(7.5, 10), p(12, 14.5), p(16.5, 10)])
        }),
        ("square.and.arrow.up", { pen in
            openBox(&pen)
            pen.line(12, 14.5, 12, 2.5)
            pen.polyline([p(7.5, 7), p(12, 2.5), p(16.5, 7)])
        }),
        ("folder", { pen in
            pen.rounded([p(2.5, 19.5), p(2.5, 4.5), p(9, 4.5), p(11, 7), p(21.5, 7), p(21.5, 19.5)],
                        radius: 2, closed: true)
            pen.line(2.5, 10, 21.5, 10)
        }),
        ("map", { pen in
            pen.polyline([p(2.5, 6), p(9, 3.5), p(15, 6), p(21.5, 3.5), p(21.5, 18), p(15, 20.5), p(9, 18),
                          p(2.5, 20.5)], closed: true)
            pen.line(9, 3.5, 9, 18)
            pen.line(15, 6, 15, 20.5)
        }),
        ("info.circle", { pen in
            pen.circle(12, 12, 9.5)
            pen.line(12, 11, 12, 17)
            pen.dot(12, 7.5, 1.4)
        }),
        ("exclamationmark.triangle", { pen in
            pen.rounded([p(12, 3), p(22, 20.5), p(2, 20.5)], radius: 2.5, closed: true)
            pen.line(12, 9.5, 12, 13.5)
            pen.dot(12, 17, 1.3)
        }),
        ("chevron.left", { pen in
            pen.polyline([p(15, 4.5), p(7.5, 12), p(15, 19.5)])
        }),
        ("chevron.right", { pen in
            pen.polyline([p(9, 4.5), p(16.5, 12), p(9, 19.5)])
        }),
        ("chevron.up", { pen in
            pen.polyline([p(4.5, 15.5), p(12, 8), p(19.5, 15.5)])
        }),
        ("chevron.down", { pen in
            pen.polyline([p(4.5, 8.5), p(12, 16), p(19.5, 8.5)])
        }),
        ("ellipsis", { pen in
            pen.dot(5, 12, 1.8)
            pen.dot(12, 12, 1.8)
            pen.dot(19, 12, 1.8)
        }),
        ("line.3.horizontal", { pen in
            pen.line(4, 6, 20, 6)
            pen.line(4, 12, 20, 12)
            pen.line(4, 18, 20, 18)
        }),
        ("square.grid.3x3", { pen in
            pen.roundedRect(3, 3, 18, 18, 2.5)
            pen.line(9, 3, 9, 21)
            pen.line(15, 3, 15, 21)
            pen.line(3, 9, 21, 9)
            pen.line(3, 15, 21, 15)
        }),
        ("hand.raised", { pen in
            hand(&pen)
        }),
        ("cursorarrow", { pen in
            pen.polyline([p(6, 3), p(6, 19), p(10, 15.2), p(12.8, 21.3), p(15.6, 20), p(12.8, 14), p(18, 14)],
                         closed: true)
        }),
        ("rectangle.dashed", { pen in
            dashedRectangle(&pen)
        }),
        ("link", { pen in
            chainLink(&pen)
        }),
        ("eye", { pen in
            eye(&pen)
        }),
        ("eye.slash", { pen in
            var open = IconPen()
            eye(&open)
            // The eye keeps a clear gap (1 unit between the strokes' edges) on both sides of the slash.
            pen.addCut(open.strokes, awayFrom: p(4, 3), p(20, 21), distance: 3)
            pen.line(4, 3, 20, 21)
        }),
        ("doc", { pen in
            pen.rounded([p(14, 2.5), p(5, 2.5), p(5, 21.5), p(19, 21.5), p(19, 7.5)], radius: 2)
            pen.polyline([p(14, 2.5), p(14, 7.5), p(19, 7.5), p(14, 2.5)])
        }),
        ("arrow.left", { pen in
            pen.line(20, 12, 4.5, 12)
            pen.polyline([p(10.5, 6), p(4.5, 12), p(10.5, 18)])
        }),
        ("arrow.right", { pen in
            pen.line(4, 12, 19.5, 12)
            pen.polyline([p(13.5, 6), p(19.5, 12), p(13.5, 18)])
        }),
        ("arrow.up", { pen in
            pen.line(12, 20, 12, 4.5)
            pen.polyline([p(6, 10.5), p(12, 4.5), p(18, 10.5)])
        }),
        ("arrow.down", { pen in
            pen.line(12, 4, 12, 19.5)
            pen.polyline([p(6, 13.5), p(12, 19.5), p(18, 13.5)])
        }),
    ]

    private static func magnifier(_ pen: inout IconPen) {
        pen.circle(10.5, 10.5, 7)
        pen.line(15.5, 15.5, 21, 21)
    }

    private static func lockBody(_ pen: inout IconPen) {
        pen.roundedRect(4.5, 11, 15, 10.5, 2)
        pen.dot(12, 16.2, 1.6)
    }

    /// The lock's body as a solid block (the outline's outer edge) with the keyhole left open: the hole runs
    /// the other way round, so the non-zero fill leaves it empty.
    private static func solidLockBody(_ pen: inout IconPen) {
        pen.fills.addPath(IconPen.roundedPath([p(3.5, 10), p(20.5, 10), p(20.5, 22.5), p(3.5, 22.5)], radius: 3,
                                              closed: true))
        pen.fills.addPath(IconPen.roundedPath([p(10.5, 14.5), p(10.5, 17.5), p(13.5, 17.5), p(13.5, 14.5)],
                                              radius: 1.5, closed: true))
    }

    /// A box open at the top, for the save and share arrows.
    private static func openBox(_ pen: inout IconPen) {
        pen.rounded([p(8.5, 8.5), p(4.5, 8.5), p(4.5, 21.5), p(19.5, 21.5), p(19.5, 8.5), p(15.5, 8.5)],
                    radius: 2)
    }

    /// The undo arrow: a head pointing left at the top and a U-turn below.
    private static func uturn(_ pen: inout IconPen) {
        pen.polyline([p(8.5, 4), p(4, 8.5), p(8.5, 13)])
        pen.strokes.move(to: p(4, 8.5))
        pen.strokes.addLine(to: p(14.5, 8.5))
        pen.continueArc(14.5, 14.25, 5.75, from: 270, to: 450)
        pen.strokes.addLine(to: p(8.5, 20))
    }

    /// Eight teeth around a hub, as one closed outline, with a hole in the middle.
    private static func gear(_ pen: inout IconPen) {
        let teeth = 8
        let outer: CGFloat = 10, inner: CGFloat = 7.4
        var points: [CGPoint] = []
        for i in 0..<teeth {
            let centre = Double(i) * 360 / Double(teeth)
            for (offset, radius) in [(-15.0, inner), (-9.0, outer), (9.0, outer), (15.0, inner)] {
                let angle = (centre + offset) * .pi / 180
                points.append(p(12 + radius * cos(angle), 12 + radius * sin(angle)))
            }
        }
        pen.rounded(points, radius: 0.8, closed: true)
        pen.circle(12, 12, 3)
    }

    /// Four fingers as arches over a palm, with the thumb out to the left.
    private static func hand(_ pen: inout IconPen) {
        // Fingertips: (left edge, top of the straight part) of index, middle, ring and little finger.
        let width: CGFloat = 3.5
        let fingers: [(CGFloat, CGFloat)] = [(6.5, 7.5), (10, 4.5), (13.5, 4), (17, 6.5)]
        for (x, top) in fingers {
            pen.strokes.move(to: p(x, 12.5))
            pen.strokes.addLine(to: p(x, top))
            pen.continueArc(x + width / 2, top, width / 2, from: 180, to: 360)
            pen.strokes.addLine(to: p(x + width, 12.5))
        }
        // The palm from the little finger round to the thumb, whose axis leans 25° out from vertical.
        pen.strokes.move(to: p(20.5, 11))
        pen.strokes.addLine(to: p(20.5, 15))
        pen.strokes.addCurve(to: p(13.5, 21.5), control1: p(20.5, 19), control2: p(17.5, 21.5))
        pen.strokes.addCurve(to: p(7.8, 19.4), control1: p(11, 21.5), control2: p(9, 20.8))
        pen.strokes.addCurve(to: p(2.2, 12.2), control1: p(5.5, 17), control2: p(2.6, 14))
        pen.continueArc(3.8, 11.5, 1.75, from: 155, to: 335)
        pen.strokes.addLine(to: p(7, 14.4))
    }

    /// A rectangle drawn as dashes: corner brackets with one dash on each side between them.
    private static func dashedRectangle(_ pen: inout IconPen) {
        let (left, top, right, bottom): (CGFloat, CGFloat, CGFloat, CGFloat) = (3, 5, 21, 19)
        let arm: CGFloat = 2.5
        pen.rounded([p(left, top + arm), p(left, top), p(left + arm, top)], radius: 1.5)
        pen.rounded([p(right - arm, top), p(right, top), p(right, top + arm)], radius: 1.5)
        pen.rounded([p(right, bottom - arm), p(right, bottom), p(right - arm, bottom)], radius: 1.5)
        pen.rounded([p(left + arm, bottom), p(left, bottom), p(left, bottom - arm)], radius: 1.5)
        // Middle dashes centred on each side, with gaps equal to the round caps' reach.
        pen.line(9.5, top, 14.5, top)
        pen.line(9.5, bottom, 14.5, bottom)
        pen.line(left, 10.5, left, 13.5)
        pen.line(right, 10.5, right, 13.5)
    }

    /// Two interlocking rounded links on the diagonal.
    private static func chainLink(_ pen: inout IconPen) {
        var links = IconPen()
        links.roundedRect(1.5, 8.5, 12, 7, 3.5)
        links.roundedRect(10.5, 8.5, 12, 7, 3.5)
        links.rotate(degrees: -45)
        pen.strokes.addPath(links.strokes)
    }

    private static func eye(_ pen: inout IconPen) {
        pen.strokes.move(to: p(2, 12))
        pen.strokes.addCurve(to: p(22, 12), control1: p(5.5, 5), control2: p(18.5, 5))
        pen.strokes.addCurve(to: p(2, 12), control1: p(18.5, 19), control2: p(5.5, 19))
        pen.strokes.closeSubpath()
        pen.circle(12, 12, 3.2)
    }
}

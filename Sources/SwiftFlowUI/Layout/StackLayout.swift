import Foundation
import SwiftFlowCore

/// SwiftUI's stack algorithm along one axis.
///
/// The length left after spacing is shared out one child at a time, least flexible child first (after
/// higher layout priority): each gets an equal share of what remains, takes what it needs, and the
/// rest goes on to the others; children of a higher priority share it after the smallest lengths of the
/// lower-priority ones are set aside. Spacing is `spacing` between all neighbours, or the default 8 points
/// except next to a `Spacer`, which brings no spacing of its own.
@MainActor
struct StackLayout {
    static let defaultSpacing: CGFloat = 8

    let axis: Axis
    let spacing: CGFloat?
    /// Where children line up across the axis: 0 leading/top, 0.5 centre, 1 trailing/bottom.
    let alignment: CGFloat

    func gaps(between items: [Element]) -> [CGFloat] {
        guard items.count > 1 else { return [] }
        return (0..<(items.count - 1)).map { index in
            if let spacing { return spacing }
            if items[index] is SpacerElement || items[index + 1] is SpacerElement { return 0 }
            return Self.defaultSpacing
        }
    }

    func sizes(of items: [Element], proposal: ProposedViewSize) -> [CGSize] {
        let cross = proposal[axis.cross]
        func proposing(_ main: CGFloat?) -> ProposedViewSize {
            var result = ProposedViewSize.unspecified
            result[axis] = main
            result[axis.cross] = cross
            return result
        }
        guard let main = proposal[axis] else {
            return items.map { $0.measure(proposing(nil)) }
        }
        let totalGaps = gaps(between: items).reduce(0, +)
        var remaining = max(0, main - totalGaps)
        let smallest = items.map { $0.measure(proposing(0))[axis] }
        let flexibility = items.indices.map { items[$0].measure(proposing(.infinity))[axis] - smallest[$0] }
        let isSpacer = items.map { $0 is SpacerElement }
        let order = items.indices.sorted { a, b in
            let pa = items[a].layoutPriority, pb = items[b].layoutPriority
            if pa != pb { return pa > pb }
            if isSpacer[a] != isSpacer[b] { return !isSpacer[a] }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
        var result = [CGSize](repeating: .zero, count: items.count)
        // Priority groups, highest first: a group shares what is left once every child of a lower priority
        // has its smallest length set aside (SwiftUI's rule), so a `.layoutPriority(1)` button keeps its
        // title on one line beside text that can shrink. With one priority nothing is set aside.
        var start = 0
        while start < order.count {
            let priority = items[order[start]].layoutPriority
            var end = start
            while end < order.count, items[order[end]].layoutPriority == priority { end += 1 }
            let reserved = order[end...].reduce(CGFloat(0)) { $0 + smallest[$1] }
            var available = max(0, remaining - reserved)
            // Spacers come last in their group and take what the other children leave (the spacers' smallest
            // lengths set aside for them), as in SwiftUI: sharing equally, a spacer took half of a row and wrapped
            // the text beside it.
            let spacers = order[start..<end].filter { isSpacer[$0] }
            let spacerReserve = spacers.reduce(CGFloat(0)) { $0 + smallest[$1] }
            for (position, index) in order[start..<end].enumerated() {
                let left = CGFloat(end - start - position)
                let share = isSpacer[index] ? available / left
                    : (available - spacerReserve) / (left - CGFloat(spacers.count))
                let size = items[index].measure(proposing(max(0, share)))
                result[index] = size
                available = max(0, available - size[axis])
                remaining = max(0, remaining - size[axis])
            }
            start = end
        }
        return result
    }

    func size(of items: [Element], proposal: ProposedViewSize) -> CGSize {
        guard !items.isEmpty else { return .zero }
        let measured = sizes(of: items, proposal: proposal)
        let main = measured.reduce(0) { $0 + $1[axis] } + gaps(between: items).reduce(0, +)
        let cross = measured.map { $0[axis.cross] }.max() ?? 0
        return CGSize(main: main, cross: cross, axis: axis)
    }

    func place(_ items: [Element], in rect: CGRect) {
        guard !items.isEmpty else { return }
        let measured = sizes(of: items, proposal: ProposedViewSize(rect.size))
        let gapList = gaps(between: items)
        let crossLength = rect.size[axis.cross]
        var cursor: CGFloat = axis == .horizontal ? rect.minX : rect.minY
        for (index, item) in items.enumerated() {
            let size = measured[index]
            let crossOffset = (crossLength - size[axis.cross]) * alignment
            let origin = axis == .horizontal
                ? CGPoint(x: cursor, y: rect.minY + crossOffset)
                : CGPoint(x: rect.minX + crossOffset, y: cursor)
            item.place(in: CGRect(origin: origin, size: size))
            cursor += size[axis] + (index < gapList.count ? gapList[index] : 0)
        }
    }
}

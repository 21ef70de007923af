import Foundation
import SwiftFlowUI

/// A canvas's node elements by where a point can hit them (`NodeHostElement.hitReach`, the frames of the node's
/// whole tree), so a hit test tries the few whose reach holds the point instead of every node element in turn.
///
/// A uniform grid of `cellSize` flow points: each element is listed in every cell its reach touches. An element
/// without a reach (not placed yet, or something in it moves its children into another space) or with one that
/// would touch more than `maxCells` cells is tried at every point, as the full loop tries it. The elements list
/// themselves: when mounted under a canvas, each time their reach changes, and when unmounted.
@MainActor
final class NodeHitIndex {
    static let cellSize: CGFloat = 256
    static let maxCells = 64

    private struct Cells: Equatable {
        let minX: Int, minY: Int, maxX: Int, maxY: Int
    }

    private var cells: [Int: IdentityList<NodeHostElement>] = [:]
    /// The cells each listed element is in.
    private var listed: [ObjectIdentifier: Cells] = [:]
    /// The elements tried at every point.
    private var everywhere = IdentityList<NodeHostElement>()

    /// The number of elements in the index (listed in cells or tried everywhere).
    var count: Int { listed.count + everywhere.count }

    /// Lists `host` where its current reach says (again, after its reach changed).
    func update(_ host: NodeHostElement) {
        let cells = host.hitReach.flatMap(Self.cells(covering:))
        let id = ObjectIdentifier(host)
        if let old = listed[id] {
            if old == cells { return }
            listed[id] = nil
            unlist(host, from: old)
        } else if everywhere.contains(host) {
            if cells == nil { return }
            everywhere.remove(host)
        }
        guard let cells else { return everywhere.append(host) }
        listed[id] = cells
        for y in cells.minY...cells.maxY {
            for x in cells.minX...cells.maxX { self.cells[Self.key(x, y), default: IdentityList()].append(host) }
        }
    }

    /// Forgets `host` (unmounted).
    func remove(_ host: NodeHostElement) {
        if let old = listed.removeValue(forKey: ObjectIdentifier(host)) {
            unlist(host, from: old)
        } else {
            everywhere.remove(host)
        }
    }

    /// Every element whose reach may hold `point` (flow points): those listed in its cell whose reach holds it,
    /// and those tried everywhere; in no particular order.
    func candidates(at point: CGPoint) -> [NodeHostElement] {
        var result = everywhere.elements
        guard let x = Self.cell(point.x), let y = Self.cell(point.y), let list = cells[Self.key(x, y)] else {
            return result
        }
        for host in list.elements where host.hitReach?.contains(point) ?? true { result.append(host) }
        return result
    }

    private func unlist(_ host: NodeHostElement, from old: Cells) {
        for y in old.minY...old.maxY {
            for x in old.minX...old.maxX {
                let key = Self.key(x, y)
                guard var list = cells[key] else { continue }
                cells[key] = nil  // so the list below is not a second reference: removing does not copy it
                list.remove(host)
                if !list.isEmpty { cells[key] = list }
            }
        }
    }

    /// The cells `rect` touches; nil when it is not finite or touches too many.
    private static func cells(covering rect: CGRect) -> Cells? {
        guard !rect.isNull, let minX = cell(rect.minX), let minY = cell(rect.minY), let maxX = cell(rect.maxX),
              let maxY = cell(rect.maxY), (maxX - minX + 1) * (maxY - minY + 1) <= maxCells else { return nil }
        return Cells(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// The cell column or row of a coordinate; nil beyond the range cells are numbered in.
    private static func cell(_ value: CGFloat) -> Int? {
        let index = (value / cellSize).rounded(.down)
        guard index.isFinite, abs(index) < CGFloat(1 << 30) else { return nil }
        return Int(index)
    }

    private static func key(_ x: Int, _ y: Int) -> Int { (x << 32) | (y & 0xFFFF_FFFF) }
}

/// An element that keeps its node elements' `NodeHitIndex` (the canvas): node elements mounted under it list
/// themselves there.
@MainActor
protocol NodeHitIndexing: AnyObject {
    var nodeHitIndex: NodeHitIndex { get }
}

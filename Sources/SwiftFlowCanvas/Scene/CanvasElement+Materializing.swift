import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The node area a pan is heading into, whose elements the canvas makes a few per frame before the view needs
/// them (`CanvasElement.materializeAhead`). Until every node in `target` has an element, `materializedRect` stays
/// the area it was, which keeps all of its elements, so what is visible always has its elements.
struct MaterializationPlan: Equatable {
    /// The area that becomes `materializedRect` once each node in it has an element.
    let target: CGRect

    /// Starts a plan once the wanted area (visible + 50 points) has used a quarter of the slack on some side of
    /// the materialized area: the next area is the wanted one with the usual slack (a quarter of it each side).
    /// Starting early keeps each plan small and leaves it many frames (at 1920 points wide, a quarter of the
    /// slack is 126 points and the rest lasts 12 frames of 30), so a frame makes one or two elements.
    static func ahead(of wanted: CGRect, in materialized: CGRect) -> MaterializationPlan? {
        guard !materialized.isNull, !wanted.isNull, wanted.width > 0, wanted.height > 0 else { return nil }
        let slackX = wanted.width / 4, slackY = wanted.height / 4
        let nearX = min(wanted.minX - materialized.minX, materialized.maxX - wanted.maxX) < slackX * 3 / 4
        let nearY = min(wanted.minY - materialized.minY, materialized.maxY - wanted.maxY) < slackY * 3 / 4
        guard nearX || nearY else { return nil }
        return MaterializationPlan(target: wanted.insetBy(dx: -slackX, dy: -slackY))
    }

    /// How many more frames of `step` (the view's motion in flow points, per frame) the wanted area stays inside
    /// `materialized`; nil when it does not move.
    static func framesLeft(wanted: CGRect, in materialized: CGRect, step: CGSize) -> Int? {
        var frames = CGFloat.infinity
        if step.width > 0 { frames = min(frames, (materialized.maxX - wanted.maxX) / step.width) }
        if step.width < 0 { frames = min(frames, (wanted.minX - materialized.minX) / -step.width) }
        if step.height > 0 { frames = min(frames, (materialized.maxY - wanted.maxY) / step.height) }
        if step.height < 0 { frames = min(frames, (wanted.minY - materialized.minY) / -step.height) }
        guard frames.isFinite else { return nil }
        return max(0, Int(frames.rounded(.down)))
    }

    /// How many elements to make this frame: the rest spread evenly over the frames left, two frames spare, at
    /// least one (a slow pan still finishes the area ahead). Making an element of the default node view costs
    /// about as much as drawing a whole pan frame (~550,000 instructions, callgrind), so the spread matters.
    static func budget(pending: Int, framesLeft: Int?) -> Int {
        guard let framesLeft else { return min(pending, 1) }
        let frames = max(1, framesLeft - 2)
        return min(pending, max(1, (pending + frames - 1) / frames))
    }

    /// The most elements of nodes outside the area dropped in one frame (dropping one frees its whole tree).
    static let dropsPerFrame = 4

    /// Whether two pan steps (flow points) go the same way along some axis: only then does a plan ahead start or
    /// make elements. A pan to and fro (a jiggle, the benchmark's ±10 points) would otherwise plan the whole
    /// slack around a tight area and make its elements over the next fifty frames while the view never goes there.
    static func goSameWay(_ step: CGSize, _ previous: CGSize) -> Bool {
        step.width * previous.width > 0 || step.height * previous.height > 0
    }

    /// How long the viewport stays still after a zoom that ended a plan before its elements start to go, so
    /// that the frames of a running zoom do not pay for them.
    static let sweepDelay: TimeInterval = 0.1
}

/// The key of a canvas's elements made ahead after the frame is presented (`CanvasElement.materializeAhead`).
private struct MaterializeAheadKey: Hashable {
    let canvas: ObjectIdentifier
}

/// The key of a canvas's sweep after a zoom (`CanvasElement.dropPlanHostsAfterZoom`).
private struct SweepAfterZoomKey: Hashable {
    let canvas: ObjectIdentifier
}

extension CanvasElement {
    /// Whether node elements can be added and removed one by one: the last full pass is current and no custom
    /// edge or connection-line views are keyed among the children.
    private var materializesIncrementally: Bool {
        nodeContent != nil && edgeContent == nil && (connectionLineContent == nil || activeConnection == nil)
            && hostsAreCurrent == HostsToken(contentRevision: contentRevision, theme: theme,
                                            environment: nodeContentEnvironment.stamp)
    }

    /// After a viewport change that the materialized area still covers: makes some elements of the area ahead
    /// (nearest to the view first), and once all exist, takes that area and drops the elements outside it.
    /// `step` is the view's motion in flow points since the last change; only when `oneWay` (it goes the way the
    /// step before it went) does a plan start or make elements.
    func materializeAhead(wanted: CGRect, step: CGSize, oneWay: Bool) {
        guard materializesIncrementally else {
            materializationPlan = nil
            return
        }
        // A plan the view has left (a reversal, a pan faster than the plan) would make nodes behind: plan anew.
        if let plan = materializationPlan, !plan.target.contains(wanted) { materializationPlan = nil }
        if materializationPlan == nil, oneWay {
            materializationPlan = MaterializationPlan.ahead(of: wanted, in: materializedRect)
        }
        // Nothing visible waits for this: with a host that runs work after presenting, it runs while the server
        // copies the frame. The latest change's call replaces an earlier one not yet run.
        guard let root else { return makeAndDropAhead(wanted: wanted, step: step, oneWay: oneWay) }
        root.afterPresent(key: MaterializeAheadKey(canvas: ObjectIdentifier(self))) { [weak self] in
            guard let self, self.isMounted, self.materializesIncrementally else { return }
            self.makeAndDropAhead(wanted: wanted, step: step, oneWay: oneWay)
        }
    }

    /// Drops a few elements behind the view and makes this frame's share of the plan's (`materializeAhead`).
    private func makeAndDropAhead(wanted: CGRect, step: CGSize, oneWay: Bool) {
        dropHostsBehind()
        guard oneWay, let plan = materializationPlan, plan.target.contains(wanted) else { return }
        var pending: [(distance: CGFloat, id: String)] = []
        let records = store.records
        store.nodeIndex.forEachItem(intersecting: plan.target) { id in
            guard hostsById[id] == nil, let slot = records.index(forKey: id) else { return }
            pending.append((Self.distance(records.values[slot].geometry.bounds, wanted), id))
        }
        if pending.isEmpty { return finishMaterializing(plan, wanted: wanted) }
        // Spread over the frames until the view leaves the materialized area; once it has (`catchUp` keeps
        // just the visible nodes made), or when it soon will though the area ahead lasts more than twice as long
        // (a plan that started as the last one finished, near its edge), over the frames until it leaves the area
        // ahead, at least six.
        var framesLeft = MaterializationPlan.framesLeft(wanted: wanted, in: materializedRect, step: step)
        if let frames = framesLeft {
            let ahead = MaterializationPlan.framesLeft(wanted: wanted, in: plan.target, step: step) ?? 0
            if frames <= 2 || frames < ahead / 2 { framesLeft = max(6, ahead + 2) }
        }
        let count = MaterializationPlan.budget(pending: pending.count, framesLeft: framesLeft)
        pending.sort { $0.distance < $1.distance }
        addNodeHosts(pending.prefix(count).map(\.id))
        if count == pending.count { finishMaterializing(plan, wanted: wanted) }
    }

    /// After a pan step out of the materialized area (a pan faster than the plan, or the first pan after the
    /// view was set): makes the elements of the wanted area that lack one, a strip as wide as the step, and goes
    /// on making the area ahead. A tight area (the first frame's, no slack) grows by the strip, so a step back
    /// stays inside it and keeps the strip's elements; a larger one becomes the wanted area. False when this is
    /// no pan (a jump or a zoom: the caller reconciles everything).
    func catchUp(wanted: CGRect, step: CGSize, oneWay: Bool) -> Bool {
        guard materializesIncrementally, !materializedRect.isNull, materializedRect.intersects(wanted) else {
            return false
        }
        let grown = materializedRect.union(wanted)
        // At most the size of an area with the usual slack (a quarter of the wanted one each side).
        let next = grown.width * grown.height <= 2.25 * wanted.width * wanted.height ? grown : wanted
        var missing: [String] = []
        store.nodeIndex.forEachItem(intersecting: next) { id in
            if hostsById[id] == nil { missing.append(id) }
        }
        addNodeHosts(missing)
        materializedRect = next
        hostsBehind = true
        materializeAhead(wanted: wanted, step: step, oneWay: oneWay)
        return true
    }

    /// The gap between two rectangles (0 when they touch or overlap).
    private static func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let dx = max(0, max(a.minX - b.maxX, b.minX - a.maxX))
        let dy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
        return max(dx, dy)
    }

    /// Every node of the plan's area has an element: the area becomes the materialized one. The elements of
    /// nodes outside it go a few per frame (`dropHostsBehind`).
    private func finishMaterializing(_ plan: MaterializationPlan, wanted: CGRect) {
        materializationPlan = nil
        // The view went elsewhere meanwhile (a jump, a zoom): the old area stays; the next change plans anew.
        guard plan.target.contains(wanted) else { return }
        materializedRect = plan.target
        hostsBehind = true
    }

    /// A zoom ended the plan (the area it aimed at is no longer ahead): its elements outside the materialized
    /// area go `dropsPerFrame` a frame, starting `sweepDelay` after the last zoom step. A pan that plans anew
    /// meanwhile sweeps them itself (`materializeAhead`).
    func dropPlanHostsAfterZoom() {
        materializationPlan = nil
        hostsBehind = true
        scheduleSweepAfterZoom(after: MaterializationPlan.sweepDelay)
    }

    private func scheduleSweepAfterZoom(after delay: TimeInterval) {
        root?.schedule(after: delay, key: SweepAfterZoomKey(canvas: ObjectIdentifier(self))) { [weak self] in
            guard let self, self.isMounted, self.hostsBehind, self.materializationPlan == nil else { return }
            self.dropHostsBehind()
            if self.hostsBehind { self.scheduleSweepAfterZoom(after: 0) }
        }
    }

    /// Drops up to `dropsPerFrame` elements of nodes outside the materialized area and the area ahead (those the
    /// canvas keeps anyway stay: unmeasured nodes, the only selected node).
    private func dropHostsBehind() {
        guard hostsBehind else { return }
        let sole = soleSelectedNodeId, unmeasured = store.unmeasured, records = store.records
        let ahead = materializationPlan?.target ?? .null
        // A placed element's frame is its node's box while no node changed since the layout: this runs every
        // frame of a pan, over every child, and looking each record up by id cost ~2,000 instructions a child.
        let framesAreBoxes = hostFramesRevision == store.nodeRevision
        func box(of host: NodeHostElement) -> CGRect? {
            framesAreBoxes && !host.needsPlacement ? host.frame : records[host.nodeId]?.geometry.bounds
        }
        var kept: [Element] = []
        kept.reserveCapacity(children.count)
        var dropped = 0
        var more = false
        for child in children {
            if let host = child as? NodeHostElement, host.nodeId != sole,
               unmeasured.isEmpty || !unmeasured.contains(host.nodeId),
               !(box(of: host).map { materializedRect.intersects($0) || ahead.intersects($0) } ?? false) {
                if dropped < MaterializationPlan.dropsPerFrame {
                    hostsById[host.nodeId] = nil
                    dropped += 1
                    continue
                }
                more = true
            }
            kept.append(child)
        }
        hostsBehind = more
        if dropped > 0 { setChildren(kept) }
    }

    /// Makes elements for the nodes `ids` (which have none) and puts them among the children in list order, as
    /// a full pass orders them, so nodes of equal z hit-test and focus in the same order.
    private func addNodeHosts(_ ids: [String]) {
        guard let nodeContent, !ids.isEmpty else { return }
        var added: [(index: Int, host: NodeHostElement)] = []
        added.reserveCapacity(ids.count)
        for id in ids {
            guard let index = records.position(of: id), index < nodes.count else { continue }
            let view = NodeHost(node: nodes[index], theme: theme, revision: contentRevision, content: nodeContent,
                                contentEnvironment: nodeContentEnvironment)
            guard let host = makeChild(key: AnyHashable(CanvasChildKey.node(id)), view: view,
                                       environment: environment) as? NodeHostElement else { continue }
            host.zIndex = Double(records[id]?.z ?? 0)
            hostsById[id] = host
            added.append((index, host))
        }
        guard !added.isEmpty else { return }
        added.sort { $0.index < $1.index }
        // Node elements come first, in list order; others (a connection line) after them.
        var next: [Element] = []
        next.reserveCapacity(children.count + added.count)
        var waiting = added[...]
        for child in children {
            if let host = child as? NodeHostElement {
                let index = records.position(of: host.nodeId) ?? Int.max
                while let first = waiting.first, first.index < index {
                    next.append(first.host)
                    waiting = waiting.dropFirst()
                }
            } else {
                next.append(contentsOf: waiting.map(\.host))
                waiting = []
            }
            next.append(child)
        }
        next.append(contentsOf: waiting.map(\.host))
        setChildren(next)
    }
}

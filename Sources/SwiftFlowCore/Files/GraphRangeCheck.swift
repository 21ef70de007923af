import Foundation

/// Finds the nodes of a file that a canvas does not draw (`FlowRange`) and the edges that touch them, as
/// warnings with JSON paths; also negative sizes, which load as unset. Nothing is changed: such elements stay
/// in the document and are saved back as they were.
///
/// One pass over the nodes plus one walk up each parent chain (memoized), so it costs O(n).
struct GraphRangeCheck {
    private(set) var diagnostics: [GraphDiagnostic] = []
    /// Ids of the nodes outside the range, own numbers or through a parent.
    private(set) var outside: Set<String> = []

    /// The nodes being checked, with their file objects and positions (for paths).
    private let table: DecodedNodes
    /// Absolute top-left of each node resolved so far; `nil` value: outside the range.
    private var resolved: [String: XYPosition?] = [:]

    /// Checks the decoded nodes (one of each id).
    init(nodes table: DecodedNodes) {
        self.table = table
        let nodes = table.nodes
        var ownProblems: Set<String> = []
        var hasParents = false
        for node in nodes {
            if checkOwnNumbers(node) { ownProblems.insert(node.id) }
            if node.parentId != nil { hasParents = true }
        }
        outside = ownProblems
        guard hasParents else {
            // No chains: each node's absolute place is its own (the common case, without any lookup tables).
            for node in nodes where Self.absolute(node, parentTopLeft: .zero) == nil
                && (ownProblems.isEmpty || !ownProblems.contains(node.id)) {
                reportAbsolute(node.id)
                outside.insert(node.id)
            }
            return
        }
        let byId = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for node in nodes where !ownProblems.contains(node.id) && resolved[node.id] == nil {
            resolve(node.id, byId: byId)
        }
    }

    /// Whether any node is outside the range (else no edge needs checking).
    var hasOutside: Bool { !outside.isEmpty }

    /// Warnings for each end of `edge` that is a node outside the range.
    func checkEdge(_ edge: Edge<JSONValue>, path: String) -> [GraphDiagnostic] {
        guard !outside.isEmpty else { return [] }
        return [(HandleType.source, edge.source), (.target, edge.target)].compactMap { end, id in
            guard outside.contains(id) else { return nil }
            return Self.warning(.outOfRange, "\(path).\(end.rawValue)",
                                "node '\(id)' is outside the drawable range; the edge is not drawn")
        }
    }

    // MARK: - Own numbers

    /// Reports the node's position, origin and sizes; returns whether any is outside the range.
    private mutating func checkOwnNumbers(_ node: Node<JSONValue>) -> Bool {
        // The common case first, without building any path or message.
        func fits(_ size: CGFloat?) -> Bool { size.map { FlowRange.contains(size: $0) } ?? true }
        func fixedFits(_ size: CGFloat?) -> Bool { size != 0 && fits(size) }
        if FlowRange.contains(node.position), FlowRange.contains(coordinate: node.origin.x),
           FlowRange.contains(coordinate: node.origin.y), fixedFits(node.width), fixedFits(node.height),
           fits(node.measured?.width), fits(node.measured?.height) {
            return false
        }
        let path = table.path(of: node.id)
        var isOutside = false
        let limit = "±" + Self.limit(FlowRange.maxCoordinate)
        let coordinates: [(String, CGFloat)] = [
            ("position.x", node.position.x), ("position.y", node.position.y),
            ("origin[0]", node.origin.x), ("origin[1]", node.origin.y),
        ]
        for (key, value) in coordinates where !FlowRange.contains(coordinate: value) {
            report(.outOfRange, "\(path).\(key)", "\(Self.format(value)) is outside \(limit); the node is not drawn")
            isOutside = true
        }
        let sizes: [(String, CGFloat?)] = [
            ("width", node.width), ("height", node.height),
            ("measured.width", node.measured?.width), ("measured.height", node.measured?.height),
        ]
        for (name, value) in sizes {
            // A measured 0 is only "not measured yet": the view measures the node.
            let fixedZero = value == 0 && !name.hasPrefix("measured")
            guard let value, value < 0 || fixedZero || !FlowRange.contains(size: value) else { continue }
            // A width or height the file gave only in `style` is reported there.
            let object = table.object(of: node.id)
            let key = !name.hasPrefix("measured") && object?[name] == nil ? "style." + name : name
            if fixedZero {
                report(.zeroSize, "\(path).\(key)", "size 0: the node has no area, so it is neither seen nor picked")
            } else if value < 0 {
                report(.negativeSize, "\(path).\(key)", "negative size \(Self.format(value)) counts as unset")
            } else if !FlowRange.contains(size: value) {
                report(.outOfRange, "\(path).\(key)",
                       "\(Self.format(value)) is above \(Self.limit(FlowRange.maxSize)); the node is not drawn")
                isOutside = true
            }
        }
        return isOutside
    }

    // MARK: - Absolute place

    /// Resolves the absolute top-left of `start` and of its unresolved ancestors, walking up the parent chain
    /// (iteratively: chains may be as long as the file) and back down. A node under a parent outside the range,
    /// or whose own absolute place leaves it, is reported once. Missing parents and cycles are the decoder's to
    /// report; here they end the walk like a top-level node.
    private mutating func resolve(_ start: String, byId: [String: Node<JSONValue>]) {
        var chain: [String] = []
        var onChain: Set<String> = []
        var base: XYPosition? = .zero
        var cursor: String? = start
        while let id = cursor {
            if let known = resolved[id] {
                base = known
                break
            }
            if outside.contains(id) {
                base = nil
                break
            }
            guard let node = byId[id], onChain.insert(id).inserted else { break }
            chain.append(id)
            cursor = node.parentId.flatMap { byId[$0] == nil ? nil : $0 }
        }
        for id in chain.reversed() {
            guard let node = byId[id] else { continue }
            guard let parentTopLeft = base else {
                report(.outOfRange, "\(table.path(of: id)).\(table.parentKey(of: id))",
                       "parent '\(node.parentId ?? "")' is outside the drawable range; the node is not drawn")
                settle(id, nil)
                continue
            }
            let place = Self.absolute(node, parentTopLeft: parentTopLeft)
            if place == nil { reportAbsolute(id) }
            settle(id, place)
            base = place
        }
    }

    /// The node's absolute top-left at its fixed size (else the one it was measured at, else none), or `nil`.
    private static func absolute(_ node: Node<JSONValue>, parentTopLeft: XYPosition) -> XYPosition? {
        let size = CGSize(width: FlowRange.size(node.width) ?? FlowRange.size(node.measured?.width) ?? 0,
                          height: FlowRange.size(node.height) ?? FlowRange.size(node.measured?.height) ?? 0)
        return FlowRange.topLeft(position: node.position, origin: node.origin, size: size,
                                 parentTopLeft: parentTopLeft)
    }

    private mutating func reportAbsolute(_ id: String) {
        report(.outOfRange, "\(table.path(of: id)).position",
               "the absolute position is outside ±\(Self.limit(FlowRange.maxCoordinate)); the node is not drawn")
    }

    private mutating func settle(_ id: String, _ place: XYPosition?) {
        resolved[id] = .some(place)
        if place == nil { outside.insert(id) }
    }

    private mutating func report(_ code: GraphDiagnostic.Code, _ path: String, _ message: String) {
        diagnostics.append(Self.warning(code, path, message))
    }

    private static func warning(_ code: GraphDiagnostic.Code, _ path: String, _ message: String) -> GraphDiagnostic {
        GraphDiagnostic(severity: .warning, code: code, path: path, message: message)
    }

    private static func format(_ value: CGFloat) -> String { JSONNumber.format(Double(value)) }

    /// A limit as people write it: 1e+09.
    static func limit(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
}

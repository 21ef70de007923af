import Foundation

/// Reads a graph file's JSON into model values, collecting every problem instead of stopping at the first.
///
/// This file reads the document; the format (native or React Flow) is found in `GraphDecoder+Format.swift`,
/// nodes and edges are read in `+Nodes` and `+Edges` (both formats share them), the checks between elements
/// (endpoints, parents) are in `+Checks` and the scalar readers that report wrong values in `+Values`.
final class GraphDecoder {
    var diagnostics: [GraphDiagnostic] = []
    let limits: GraphLimits
    /// From this many nodes and edges together, and with more than one processor, the edges are read on a
    /// second thread beside the nodes (`EdgePass`); 0 always does (tests of that path).
    var parallelMinimum = 20_000
    /// Attribute boxes already made, so that nodes and edges with the same rarely changed properties share
    /// one (a 100,000-node file of one node type holds one box instead of 100,000).
    var nodeAttributes = AttributeInterner<NodeAttributes>()
    var edgeAttributes = AttributeInterner<EdgeAttributes>()

    /// Every 8,192 elements (a few MB of text) the decoder releases the mapped pages it read.
    static let releaseMask = 8_191

    init(limits: GraphLimits = .standard) {
        self.limits = limits
    }

    var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    // MARK: Document

    /// The document in `root`, or `nil` when any error was found (see `diagnostics`).
    func decodeDocument(_ root: JSONValue, formatting: JSONFormatting) -> GraphDocument? {
        guard case .object(let rawRoot) = root else {
            error(.notAGraph, "", "expected an object with `nodes` and `edges`, found \(root.kindDescription)")
            return nil
        }
        let object = rawRoot.materialized()
        guard let format = detectFormat(object) else { return nil }
        let rootKeys = object.keys
        for key in ["format", "version", "nodes", "edges", "viewport"]
        where rootKeys.lazy.filter({ $0 == key }).count > 1 {
            repeatedKey(key)
        }
        // Decoding reads each element's text once; a mapped text's pages are let go as it goes (and after).
        let text = rawRoot.sourceText?.bytes
        defer { text?.releasePages() }

        var nodes = DecodedNodes()
        let nodeArray = elements(object, "nodes")
        nodes.listUnread = nodeArray == nil && object["nodes"] != nil
        // A big file's edges are read on a second thread while this one reads the nodes (the edges need the
        // nodes only for the checks between them, made below); see `EdgePass`.
        var edgePass: EdgePass?
        if let nodeArray, let edgeArray = edgesForSecondThread(object, nodeCount: nodeArray.count) {
            let pass = EdgePass(edgeArray, limits: limits, text: text)
            let done = DispatchSemaphore(value: 0)
            // A thread of its own, not a dispatch queue: callers on a pool's threads (the editor's loader, tests)
            // must not wait for work queued behind themselves.
            let thread = Thread {
                pass.run()
                done.signal()
            }
            thread.stackSize = EdgePass.stackSize
            thread.start()
            decodeNodes(nodeArray, into: &nodes, text: text, releasingAll: false)
            done.wait()
            edgePass = pass
        } else if let nodeArray {
            decodeNodes(nodeArray, into: &nodes, text: text, releasingAll: true)
        }

        let range = GraphRangeCheck(nodes: nodes)
        diagnostics += range.diagnostics

        var edges = DecodedEdges()
        if let edgePass {
            edges = edgePass.edges
            checkEdges(edges, nodes: nodes, range: range, passDiagnostics: edgePass.diagnostics)
        } else if let array = elements(object, "edges") {
            edges.reserveCapacity(array.count)
            for (index, value) in array.enumerated() {
                if index & Self.releaseMask == Self.releaseMask { text?.releasePages() }
                guard let (edge, original) = decodeEdge(value, path: "edges[\(index)]") else { continue }
                if let first = edges.append(edge, object: original, fileIndex: index) {
                    warning(.duplicateEdgeId, "edges[\(index)].id",
                            "duplicate edge id '\(edge.id)' (also at edges[\(edges.fileIndex[first])])")
                }
                checkEndpoints(edge, index: index, nodes: nodes)
                if range.hasOutside { diagnostics += range.checkEdge(edge, path: "edges[\(index)]") }
            }
        }
        checkParents(nodes)

        var viewport: Viewport?
        var viewportOriginal: OriginalElement<Viewport>?
        if let value = object["viewport"], value != .null {
            if let (parsed, original) = decodeViewport(value, path: "viewport") {
                viewport = parsed
                viewportOriginal = OriginalElement(object: original, parsed: parsed)
            }
        }

        var metadata = JSONObject()
        let modelled: Set<String> = format == .swiftflow
            ? ["format", "version", "nodes", "edges", "viewport"]
            : ["nodes", "edges", "viewport"]
        for (key, value) in object where !modelled.contains(key) { metadata.appendMember(key, value) }

        guard !hasErrors else { return nil }
        // Without errors every element of the file was decoded, so list positions are file positions.
        var document = GraphDocument(format: format, nodes: nodes.nodes, edges: edges.edges, viewport: viewport)
        document.metadata = metadata
        document.formatting = formatting
        // The lists' elements are kept below (`nodeObjects`, `edgeObjects`); the root keeps only the lists' text,
        // which an unchanged save copies (16 MB of list arrays less at 100,000 nodes and 200,000 edges).
        var root = object
        var listsAsText = true
        for key in ["nodes", "edges"] where root[key] != nil {
            listsAsText = root.replaceValueKeepingText(forKey: key, with: .null) && listsAsText
        }
        if !listsAsText { root = object }
        document.source = GraphSource(
            root: root,
            nodes: nodes.nodes,
            nodeObjects: nodes.objects,
            nodeIndex: nodes.indexById,
            edges: edges.edges,
            edgeObjects: edges.objects,
            edgeIndex: edges.firstIndexById,
            repeatedEdges: edges.repeated,
            viewport: viewportOriginal,
            handles: nodes.handles
        )
        document.source?.listsAsText = listsAsText
        return document
    }

    func elements(_ object: JSONObject, _ key: String) -> [JSONValue]? {
        guard let value = object[key] else { return nil }
        guard case .array(let array) = value else {
            error(.wrongType, key, "expected an array, found \(value.kindDescription)")
            return nil
        }
        let (limit, bytesEach) = key == "nodes"
            ? (limits.maximumNodes, GraphLimits.bytesPerNode) : (limits.maximumEdges, GraphLimits.bytesPerEdge)
        guard array.count <= limit else {
            let needed = JSONLimits.describe(bytes: array.count * bytesEach)
            error(.limitExceeded, key, "\(array.count) \(key) would need about \(needed) of memory; "
                      + "this machine can take \(limit) (the limit follows the memory available)")
            return nil
        }
        return array
    }

    // MARK: Diagnostics

    func error(_ code: GraphDiagnostic.Code, _ path: String, _ message: String) {
        diagnostics.append(GraphDiagnostic(severity: .error, code: code, path: path, message: message))
    }

    func warning(_ code: GraphDiagnostic.Code, _ path: String, _ message: String) {
        diagnostics.append(GraphDiagnostic(severity: .warning, code: code, path: path, message: message))
    }
}

/// Shares one box among equal attribute values (`Node`'s and `Edge`'s rarely changed properties).
struct AttributeInterner<Value: Hashable & Sendable> {
    /// Files with a distinct value per element gain nothing from sharing; past this many the table stops growing.
    private static var maximumEntries: Int { 4_096 }
    private var boxes: [Value: CopyOnWrite<Value>] = [:]

    /// A box holding `value`: one made before for an equal value, else `fresh` (which is remembered).
    mutating func intern(_ value: Value, fresh: () -> CopyOnWrite<Value>) -> CopyOnWrite<Value> {
        if let known = boxes[value] { return known }
        let box = fresh()
        if boxes.count < Self.maximumEntries { boxes[value] = box }
        return box
    }
}

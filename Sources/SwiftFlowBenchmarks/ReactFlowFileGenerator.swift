import Foundation

/// A React Flow file of N nodes shaped like the apps' files in the corpus (Flowise, Langflow, RAGFlow): each
/// node has a custom `type`, `data` with a label, a description, parameters and an inputs list, declared
/// `handles`, `measured`, `positionAbsolute` and selection flags; edges name their handles and carry `data`.
/// Nodes sit in ceil(√N) columns as in G(N), with edges along rows and down columns. Written as text with
/// two-space indentation (as `JSON.stringify(flow, null, 2)` does), so it does not depend on the writer measured.
struct ReactFlowFileGenerator {
    let nodeCount: Int
    /// Extra characters in the label of node 0 (the "one huge label" case).
    var hugeLabelBytes = 0

    /// Writes the file in 1 MB pieces (so the generator's own memory stays small); returns its size in bytes.
    func write(to url: URL) throws -> Int {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var out = [UInt8]()
        var written = 0
        out.reserveCapacity(1 << 21)
        func flush() throws {
            try handle.write(contentsOf: out)
            written += out.count
            out.removeAll(keepingCapacity: true)
        }
        func put(_ text: String) { out.append(contentsOf: text.utf8) }
        let columns = max(1, Int(Double(nodeCount).squareRoot().rounded(.up)))
        put("{\n  \"nodes\": [")
        for i in 0..<nodeCount {
            let x = Double(220 * (i % columns)) + 0.5
            let y = Double(120 * (i / columns)) + 0.25
            let label = i == 0 && hugeLabelBytes > 0 ? String(repeating: "x", count: hugeLabelBytes) : "Step \(i)"
            if out.count > 1 << 20 { try flush() }
            put(i == 0 ? "\n" : ",\n")
            put("""
                {
                  "id": "node_\(i)",
                  "type": "customNode",
                  "position": {
                    "x": \(x),
                    "y": \(y)
                  },
                  "data": {
                    "id": "node_\(i)",
                    "label": "\(label)",
                    "description": "Splits the text into chunks \\u2014 step \(i)",
                    "version": 2.1,
                    "category": "Text Splitters",
                    "inputs": {
                      "chunkSize": \(500 + i % 7 * 100),
                      "chunkOverlap": 50,
                      "separator": "\\n\\n"
                    },
                    "outputAnchors": [
                      {
                        "id": "node_\(i)-output",
                        "name": "text",
                        "type": "string"
                      }
                    ]
                  },
                  "width": 180,
                  "height": 72,
                  "measured": {
                    "width": 180,
                    "height": 72
                  },
                  "handles": [
                    {
                      "id": "node_\(i)-in",
                      "type": "target",
                      "position": "left"
                    },
                    {
                      "id": "node_\(i)-out",
                      "type": "source",
                      "position": "right"
                    }
                  ],
                  "positionAbsolute": {
                    "x": \(x),
                    "y": \(y)
                  },
                  "selected": false,
                  "dragging": false
                }
            """)
        }
        put("\n  ],\n  \"edges\": [")
        var first = true
        func edge(_ a: Int, _ b: Int) {
            put(first ? "\n" : ",\n")
            first = false
            put("""
                {
                  "id": "edge_\(a)-\(b)",
                  "source": "node_\(a)",
                  "sourceHandle": "node_\(a)-out",
                  "target": "node_\(b)",
                  "targetHandle": "node_\(b)-in",
                  "type": "smoothstep",
                  "data": {
                    "label": ""
                  }
                }
            """)
        }
        for i in 0..<nodeCount {
            if out.count > 1 << 20 { try flush() }
            if (i + 1) % columns != 0, i + 1 < nodeCount { edge(i, i + 1) }
            if i + columns < nodeCount { edge(i, i + columns) }
        }
        put("\n  ],\n  \"viewport\": {\n    \"x\": 0,\n    \"y\": 0,\n    \"zoom\": 1\n  }\n}\n")
        try flush()
        return written
    }
}

import Foundation

/// How many nodes and edges a graph file may hold: as many as this machine's free memory can take once
/// loaded and shown (a refused file names its count and the memory it would need, instead of the editor
/// being killed for memory halfway through).
public struct GraphLimits: Hashable, Sendable {
    public var maximumNodes: Int
    public var maximumEdges: Int

    public init(maximumNodes: Int, maximumEdges: Int) {
        self.maximumNodes = maximumNodes
        self.maximumEdges = maximumEdges
    }

    /// Memory one loaded node takes, with its canvas record (measured at 100,000 nodes and as many edges:
    /// about 5.6 KB per node with its edge, the file's text apart).
    public static let bytesPerNode = 4_000
    /// Memory one loaded edge takes, with its canvas record, at most.
    public static let bytesPerEdge = 1_500
    /// Never more than this, whatever the memory.
    public static let absoluteMaximum = 20_000_000

    /// The limits for the memory available now (`MemAvailable` in /proc/meminfo; 8 GB where it cannot be read).
    public static var standard: GraphLimits {
        let available = availableMemoryBytes() ?? 8 << 30
        return GraphLimits(maximumNodes: min(absoluteMaximum, available / bytesPerNode),
                           maximumEdges: min(absoluteMaximum, available / bytesPerEdge))
    }

    static func availableMemoryBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
            return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }
        }
        return nil
    }
}

import Foundation

/// What the JSON reader refuses rather than risk the stack, the memory or minutes of work; each is a
/// `JSONParseError` naming where it happened. The graph loader adds a limit on the number of nodes
/// (`GraphLimits`).
public struct JSONLimits: Hashable, Sendable {
    /// Containers inside containers; deeper text would exhaust the stack of any recursive reader.
    public var maximumDepth: Int
    /// The whole text. Offsets inside it are kept in 32 bits, so it can never exceed 4 GiB.
    public var maximumTextBytes: Int
    /// One string (a label, a base64 image): 256 MiB reads in well under a second.
    public var maximumStringBytes: Int

    public init(maximumDepth: Int = 512, maximumTextBytes: Int = 2 << 30, maximumStringBytes: Int = 256 << 20) {
        self.maximumDepth = maximumDepth
        self.maximumTextBytes = min(maximumTextBytes, Int(UInt32.max) - 1)
        self.maximumStringBytes = maximumStringBytes
    }

    /// 512 levels, 2 GiB of text, 256 MiB per string.
    public static let standard = JSONLimits()

    /// "3.2 MB", "512 bytes": sizes in messages.
    static func describe(bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1 << 20 { return "\(Int((Double(bytes) / 1024).rounded())) KB" }
        let megabytes = Double(bytes) / Double(1 << 20)
        return megabytes < 10 ? String(format: "%.1f MB", megabytes) : "\(Int(megabytes.rounded())) MB"
    }
}

/// The kind of file a `GraphDocument` is read from and written as.
public enum GraphFileFormat: String, Hashable, Sendable, CaseIterable {
    /// SwiftFlow's own versioned format: `{"format": "swiftflow", "version": 1, "nodes", "edges", "viewport"}`.
    case swiftflow
    /// React Flow's saved-flow object (`toObject()`): `{"nodes", "edges", "viewport"}`, v11 or v12 field names.
    case reactFlow

    /// The value of the native format's `format` key.
    public static let nativeMarker = "swiftflow"
    /// The newest native version this build reads and the one it writes.
    public static let nativeVersion = 1
}

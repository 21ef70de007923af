/// A file format `CairoExporter` writes.
public enum CairoExportFormat: String, CaseIterable, Sendable {
    /// A raster PNG image at `size × scale` pixels.
    case png
    /// A vector SVG document of `size` points.
    case svg
    /// A one-page vector PDF document of `size` points.
    case pdf

    /// The usual file name extension.
    public var fileExtension: String { rawValue }
}

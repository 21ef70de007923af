import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Renders a view offscreen, as SwiftUI's `ImageRenderer`: to an image, or to a PNG, SVG or PDF file.
///
/// Without a `proposedSize` the view is rendered at its ideal size (laid out with no size proposed).
/// The background is transparent unless the view paints one.
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    /// The size offered to the view; `nil` renders at the view's ideal size.
    public var proposedSize: CGSize?
    /// Pixels per point of PNG output.
    public var scale: CGFloat = 1
    public var colorScheme: ColorScheme = .light

    public init(content: Content) {
        self.content = content
    }

    /// The size the view will be rendered at, in points.
    public var renderedSize: CGSize {
        makeRoot().size
    }

    /// Renders the view into a new image surface.
    public func renderImage() throws -> CairoImageSurface {
        let root = makeRoot()
        return try CairoExporter.renderImage(size: root.size, scale: scale, darkMode: colorScheme == .dark) {
            root.render(into: $0, dirty: CGRect(origin: .zero, size: root.size))
        }
    }

    /// Renders the view to `url`; the format follows the file extension (`.png`, `.svg`, `.pdf`) unless given.
    public func write(to url: URL, format: CairoExportFormat? = nil) throws {
        let format = format ?? CairoExportFormat(rawValue: url.pathExtension.lowercased()) ?? .png
        let root = makeRoot()
        try CairoExporter.render(
            size: root.size, scale: scale, darkMode: colorScheme == .dark, format: format, to: url
        ) {
            root.render(into: $0, dirty: CGRect(origin: .zero, size: root.size))
        }
    }

    /// A window root holding the view, laid out at the proposed (or ideal) size.
    private func makeRoot() -> WindowRoot {
        let content = self.content
        let root = WindowRoot(size: proposedSize ?? CGSize(width: 1, height: 1), textMeasurer: CairoTextMeasurer()) {
            content
        }
        root.colorScheme = colorScheme
        root.backgroundColor = nil
        root.update()
        if proposedSize == nil {
            let ideal = root.rootElement.measure(.unspecified)
            root.size = CGSize(width: max(1, ideal.width.rounded(.up)), height: max(1, ideal.height.rounded(.up)))
            root.update()
        }
        return root
    }
}

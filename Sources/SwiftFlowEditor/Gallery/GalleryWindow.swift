import Foundation
import SwiftFlow

/// The canvas gallery's pages (`swiftflow gallery PAGE`).
enum GalleryPage: String, CaseIterable, Equatable {
    /// Node and edge toolbars, edge label renderers, EdgeText, ViewportPortal, Controls and ControlButtons.
    case overlays
}

/// Opens a gallery page in a window, or renders it to an image.
@MainActor
enum GalleryWindow {
    static let size = CGSize(width: 1200, height: 800)

    static func open(_ page: GalleryPage) -> Never {
        X11Application.run(title: "SwiftFlow gallery: \(page.rawValue)", size: size) {
            content(of: page)
        }
    }

    /// Renders the page as it first appears, at the window's size, in the light scheme.
    static func write(_ page: GalleryPage, to url: URL) throws {
        let renderer = ImageRenderer(content: content(of: page))
        renderer.proposedSize = size
        try renderer.write(to: url)
    }

    @ViewBuilder
    private static func content(of page: GalleryPage) -> some View {
        switch page {
        case .overlays: OverlayGalleryView()
        }
    }
}

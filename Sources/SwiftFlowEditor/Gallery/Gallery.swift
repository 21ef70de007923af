import Foundation
import SwiftFlow

/// Renders the toolkit gallery (light and dark side by side) to an image file.
@MainActor
enum Gallery {
    static func write(to url: URL) throws {
        let light = try panel(.light, title: "Light")
        let dark = try panel(.dark, title: "Dark")
        let renderer = ImageRenderer(content: HStack(spacing: 0) {
            Image(bitmap: light)
            Image(bitmap: dark)
        })
        try renderer.write(to: url)
    }

    private static func panel(_ scheme: ColorScheme, title: String) throws -> ImageBitmap {
        let renderer = ImageRenderer(content: GalleryView(title: title).environment(\.colorScheme, scheme))
        renderer.colorScheme = scheme
        return try renderer.renderImage().makeBitmap()
    }
}

import Foundation
import SwiftFlowCore

/// Decodes image files into pixels; SwiftFlowCairo registers one for PNG in `ImageDecoders.shared`.
public protocol ImageDecoder: Sendable {
    /// The decoded image, or nil when the file is missing or not an image this decoder reads.
    func decodeImage(at url: URL) -> ImageBitmap?
}

/// The registry of the image decoder `Image(contentsOf:)` uses.
public enum ImageDecoders {
    /// The decoder in use; nil until a host registers one (images from files then draw nothing).
    @MainActor public static var shared: ImageDecoder?
}

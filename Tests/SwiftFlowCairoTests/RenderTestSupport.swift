import Foundation
import Testing
@testable import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

/// Helpers shared by the render tests: pixel checks that save the image on failure.
enum RenderTestSupport {
    /// The package root, found from this file's location.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let artifactsFolder = packageRoot.appendingPathComponent(".build/test-artifacts")

    /// Writes `image` to `.build/test-artifacts/<name>.png` and returns its URL.
    @discardableResult
    static func saveArtifact(_ image: CairoImageSurface, name: String) -> URL? {
        let url = artifactsFolder.appendingPathComponent("\(name).png")
        do {
            try FileManager.default.createDirectory(at: artifactsFolder, withIntermediateDirectories: true)
            try image.writePNG(to: url)
            return url
        } catch {
            return nil
        }
    }

    /// Records an issue (and saves the image) unless the pixel at (x, y) is within `tolerance` of rgba.
    static func expectPixel(
        _ image: CairoImageSurface, x: Int, y: Int,
        _ expected: (r: Int, g: Int, b: Int, a: Int), tolerance: Int = 2, test: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = image.pixel(x: x, y: y)
        let matches = abs(Int(actual.r) - expected.r) <= tolerance && abs(Int(actual.g) - expected.g) <= tolerance
            && abs(Int(actual.b) - expected.b) <= tolerance && abs(Int(actual.a) - expected.a) <= tolerance
        if !matches {
            let saved = saveArtifact(image, name: test)
            Issue.record(
                "pixel (\(x), \(y)) is \(actual), expected \(expected); image: \(saved?.path ?? "not saved")",
                sourceLocation: sourceLocation
            )
        }
    }

    /// Records an issue (and saves the image) unless the pixel at (x, y) is fully transparent.
    static func expectClear(
        _ image: CairoImageSurface, x: Int, y: Int, test: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectPixel(image, x: x, y: y, (0, 0, 0, 0), tolerance: 0, test: test, sourceLocation: sourceLocation)
    }
}

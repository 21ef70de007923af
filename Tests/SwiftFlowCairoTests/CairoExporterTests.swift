import Foundation
import Testing
@testable import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

@Suite struct CairoExporterTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftflow-cairo-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func drawSample(_ context: any GraphicsContext) {
        context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 30)), with: .white)
        context.fill(Path(ellipseIn: CGRect(x: 5, y: 5, width: 20, height: 20)), with: .blue)
        context.drawText("SF", font: .body, color: .primary, at: CGPoint(x: 22, y: 24))
    }

    @Test(arguments: CairoExportFormat.allCases)
    func writesFileWithMagicBytes(format: CairoExportFormat) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("out.\(format.fileExtension)")
        try CairoExporter.render(size: CGSize(width: 40, height: 30), scale: 2, format: format, to: url,
                                 draw: drawSample)
        let data = try Data(contentsOf: url)
        #expect(data.count > 100)
        switch format {
        case .png: #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        case .pdf: #expect(String(decoding: data.prefix(5), as: UTF8.self) == "%PDF-")
        case .svg:
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.hasPrefix("<?xml"))
            #expect(text.contains("<svg"))
            #expect(text.contains("width=\"40\""))
        }
        // Only the output remains: the temporary file was renamed into place.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.\(format.fileExtension)"])
    }

    @Test func pngRoundTripsThroughDecoder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("round.png")
        let rendered = try CairoExporter.renderImage(size: CGSize(width: 40, height: 30), scale: 2, draw: drawSample)
        #expect(rendered.width == 80 && rendered.height == 60)
        try rendered.writePNG(to: url)
        let decoded = try #require(CairoPNGDecoder().decodeImage(at: url))
        #expect(decoded.width == 80 && decoded.height == 60)
        // Everything is opaque (white background), so PNG's straight alpha round-trips exactly.
        #expect(decoded.pixels == rendered.makeBitmap().pixels)
        #expect(decoded.pixels[30 * 80 + 30] == 0xff00_7aff)  // Color.blue: 0, 0.478 × 255 ≈ 122, 255
    }

    @Test func decoderRejectsMissingAndInvalidFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(CairoPNGDecoder().decodeImage(at: folder.appendingPathComponent("missing.png")) == nil)
        let bogus = folder.appendingPathComponent("bogus.png")
        try Data("not a png".utf8).write(to: bogus)
        #expect(CairoPNGDecoder().decodeImage(at: bogus) == nil)
    }

    @Test(arguments: CairoExportFormat.allCases)
    func missingFolderThrowsCannotWrite(format: CairoExportFormat) {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/out.\(format.fileExtension)")
        #expect {
            try CairoExporter.render(size: CGSize(width: 10, height: 10), format: format, to: url) { _ in }
        } throws: { error in
            guard case CairoError.cannotWrite(let path, let reason)? = error as? CairoError else { return false }
            return path == url.path && reason.contains("does not exist")
        }
    }

    @Test func folderAtDestinationThrowsAndIsKept() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("taken.pdf")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        #expect(throws: CairoError.self) {
            try CairoExporter.render(size: CGSize(width: 10, height: 10), format: .pdf, to: target) { _ in }
        }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func invalidSizeThrows() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("bad.png")
        let sizes = [CGSize(width: 0, height: 10), CGSize(width: -1, height: 5), CGSize(width: CGFloat.nan, height: 5)]
        for size in sizes {
            #expect(throws: CairoError.self) {
                try CairoExporter.render(size: size, format: .png, to: url) { _ in }
            }
        }
        let svg = folder.appendingPathComponent("bad.svg")
        #expect(throws: CairoError.self) {
            try CairoExporter.render(size: CGSize(width: 10, height: 0), format: .svg, to: svg) { _ in }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func darkModeReachesTheDrawing() throws {
        let image = try CairoExporter.renderImage(size: CGSize(width: 4, height: 4), darkMode: true) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .primary)
        }
        // Color.primary's dark variant is white 0.93; Cairo goes through 16 bits: 0.93 × 65535 ≈ 60948,
        // whose top byte is 238.
        RenderTestSupport.expectPixel(image, x: 1, y: 1, (238, 238, 238, 255), tolerance: 1, test: "exportDark")
    }
}

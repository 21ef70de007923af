import Foundation
import Testing
@testable import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

@Suite struct SystemIconTests {
    static let requiredNames = [
        "plus", "minus", "plus.magnifyingglass", "minus.magnifyingglass", "arrow.up.left.and.arrow.down.right",
        "viewfinder", "lock", "lock.open", "lock.fill", "lock.open.fill", "trash", "doc.on.doc", "gearshape", "xmark", "checkmark",
        "arrow.uturn.backward", "arrow.uturn.forward", "square.and.arrow.down", "folder", "map", "plus.circle",
        "minus.circle", "magnifyingglass", "arrow.clockwise", "square.and.arrow.up", "scissors",
        "doc.on.clipboard", "info.circle", "exclamationmark.triangle", "chevron.left", "chevron.right",
        "chevron.up", "chevron.down", "ellipsis", "line.3.horizontal", "square.grid.3x3", "hand.raised",
        "cursorarrow", "rectangle.dashed", "link", "eye", "eye.slash",
    ]

    @Test func requiredIconsExist() {
        for name in Self.requiredNames {
            #expect(SystemIcon.named(name) != nil, "missing icon \(name)")
        }
        #expect(Set(SystemIcon.allNames).isSuperset(of: Self.requiredNames))
        #expect(Set(SystemIcon.allNames).count == SystemIcon.allNames.count)
        #expect(SystemIcon.named("no.such.icon") == nil)
    }

    @Test(arguments: SystemIcon.allNames)
    func iconStaysInsideDesignSpace(name: String) throws {
        let icon = try #require(SystemIcon.named(name))
        #expect(icon.name == name)
        #expect(!icon.strokes.isEmpty || !icon.fills.isEmpty)
        // Strokes reach 1 unit past their path (half the line width); all ink must stay in 0…24.
        let bounds = icon.strokes.boundingRect.insetBy(dx: -1, dy: -1).union(icon.fills.boundingRect)
        #expect(bounds.minX >= 0 && bounds.minY >= 0 && bounds.maxX <= 24 && bounds.maxY <= 24,
                "\(name) spills outside 24 × 24: \(bounds)")
    }

    @Test func iconsDrawInk() throws {
        // Every icon, drawn at 24 px, must cover a fair number of pixels and leave the corners empty-ish.
        for name in SystemIcon.allNames {
            let icon = try #require(SystemIcon.named(name))
            let image = try CairoImageSurface(width: 24, height: 24)
            Self.draw(icon, in: image.makeContext(), color: .black)
            var inked = 0
            for y in 0..<24 { for x in 0..<24 where image.pixel(x: x, y: y).a > 128 { inked += 1 } }
            if inked < 12 { RenderTestSupport.saveArtifact(image, name: "icon-\(name)") }
            #expect(inked >= 12, "\(name) draws only \(inked) pixels")
        }
    }

    @Test func contactSheet() throws {
        let names = SystemIcon.allNames
        let columns = 6
        let cell = CGSize(width: 180, height: 96)
        let rows = (names.count + columns - 1) / columns
        let size = CGSize(width: CGFloat(columns) * cell.width, height: CGFloat(rows) * cell.height)
        let sheet = try CairoExporter.renderImage(size: size, scale: 1) { context in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .white)
            for (index, name) in names.enumerated() {
                guard let icon = SystemIcon.named(name) else { continue }
                let origin = CGPoint(x: CGFloat(index % columns) * cell.width,
                                     y: CGFloat(index / columns) * cell.height)
                // The same icon at 48, 24 and 16 points, to judge it large and at toolbar sizes.
                for (scale, x) in [(2.0, 12.0), (1.0, 76.0), (2.0 / 3.0, 114.0)] {
                    context.saveState()
                    context.translateBy(x: origin.x + x, y: origin.y + 12)
                    context.scaleBy(x: scale, y: scale)
                    Self.draw(icon, in: context, color: Color(white: 0.12))
                    context.restoreState()
                }
                context.drawText(name, font: .system(size: 10), color: .gray,
                                 at: CGPoint(x: origin.x + 8, y: origin.y + 84))
            }
        }
        let artifact = try #require(RenderTestSupport.saveArtifact(sheet, name: "icons-contact-sheet"))
        #expect(FileManager.default.fileExists(atPath: artifact.path))
        let docs = RenderTestSupport.packageRoot.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try sheet.writePNG(to: docs.appendingPathComponent("icons.png"))
    }

    static func draw(_ icon: SystemIcon, in context: any GraphicsContext, color: Color) {
        icon.draw(in: context, rect: CGRect(x: 0, y: 0, width: 24, height: 24), color: color)
    }

    @Test func drawScalesIntoRect() throws {
        let icon = try #require(SystemIcon.named("minus"))
        let image = try CairoImageSurface(width: 60, height: 48)
        // A 60 × 48 rect holds a centred 48-point icon (×2) spanning x = 6…54.
        icon.draw(in: image.makeContext(), rect: CGRect(x: 0, y: 0, width: 60, height: 48), color: .black)
        // minus runs from (5,12) to (19,12) at width 2: at ×2, x = 16…44 on y = 24, 4 wide, round caps of 2.
        let black = (r: 0, g: 0, b: 0, a: 255)
        RenderTestSupport.expectPixel(image, x: 30, y: 23, black, test: "iconDraw")
        RenderTestSupport.expectPixel(image, x: 15, y: 24, black, test: "iconDraw")
        RenderTestSupport.expectClear(image, x: 30, y: 20, test: "iconDraw")
        RenderTestSupport.expectClear(image, x: 12, y: 24, test: "iconDraw")
        RenderTestSupport.expectClear(image, x: 47, y: 24, test: "iconDraw")
    }
}

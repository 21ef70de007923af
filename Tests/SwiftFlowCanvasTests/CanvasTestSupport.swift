import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

typealias TestCanvas = CanvasElement<String, EmptyEdgeData>

/// Builds, lays out and renders canvases headlessly.
@MainActor
enum CanvasHarness {
    static let artifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/test-artifacts")

    static func root<Content: View>(width: CGFloat = 400, height: CGFloat = 300,
                                    @ViewBuilder content: () -> Content) -> WindowRoot {
        let root = WindowRoot(size: CGSize(width: width, height: height), textMeasurer: CairoTextMeasurer(),
                              content: content)
        root.update()
        root.update()
        return root
    }

    static func canvas(in root: WindowRoot) -> TestCanvas? {
        func find(_ element: Element) -> TestCanvas? {
            if let canvas = element as? TestCanvas { return canvas }
            for child in element.children {
                if let found = find(child) { return found }
            }
            return nil
        }
        return find(root.rootElement)
    }

    static func render(_ root: WindowRoot) throws -> CairoImageSurface {
        let surface = try CairoImageSurface(width: Int(root.size.width), height: Int(root.size.height))
        let context = surface.makeContext()
        root.render(into: context, dirty: CGRect(origin: .zero, size: root.size))
        return surface
    }

    /// Records an issue (saving the image) unless the pixel is within `tolerance` of the colour.
    static func expectPixel(_ image: CairoImageSurface, _ x: Int, _ y: Int, _ expected: (Int, Int, Int),
                            tolerance: Int = 12, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let p = image.pixel(x: x, y: y)
        let ok = abs(Int(p.r) - expected.0) <= tolerance && abs(Int(p.g) - expected.1) <= tolerance
            && abs(Int(p.b) - expected.2) <= tolerance
        if !ok {
            try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            let url = artifacts.appendingPathComponent("\(name).png")
            try? image.writePNG(to: url)
            Issue.record("pixel (\(x), \(y)) is \(p), expected \(expected); image at \(url.path)",
                         sourceLocation: sourceLocation)
        }
    }
}

/// Collects callback output.
@MainActor
final class CallbackLog {
    var nodeChanges: [NodeChange<String>] = []
    var errors: [(code: String, message: String)] = []
    var inits = 0
}

extension Node where NodeData == String {
    static func box(_ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat = 100, _ h: CGFloat = 40,
                    parentId: String? = nil, selected: Bool = false, style: NodeStyle? = nil) -> Node<String> {
        Node(id: id, position: XYPosition(x: x, y: y), data: id, width: w, height: h, parentId: parentId,
             selected: selected, style: style)
    }
}

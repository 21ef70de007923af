import Foundation
import Testing
import SwiftFlow

@MainActor
@Suite struct CanvasSpecSampleTests {
    /// The headline sample in a 1000 × 600 window: Controls' four buttons and the minimap's group are in the
    /// accessibility tree, the map at the bottom right (785, 435, 200 × 150). The graph fits inside the view
    /// (0, 0, 1000, 600), so the map frames the view: viewScale max(1000 / 200, 600 / 150) = 5, offset 25,
    /// view box (−25, −100, 1050, 800), scale min(200 / 1050, 150 / 800) = 0.1875, translation (6.25, 18.75).
    /// So group node-1's middle (150, 100) is at map (34.375, 37.5): #e2e2e2; flow (900, 500), empty, at map
    /// (175, 112.5): white; map (3, 10), outside the view rectangle: the mask over white, 0.6 · 240 + 0.4 · 255.
    @Test func overlaySampleShowsBackgroundControlsAndMiniMap() throws {
        let root = SampleHarness.root { CanvasBasicUsageSample() }
        func all(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] { nodes.flatMap { [$0] + all($0.children) } }
        let tree = all(root.accessibilityTree())
        for label in ["Zoom In", "Zoom Out", "Fit View", "Toggle Interactivity"] {
            #expect(tree.contains { $0.role == .button && $0.label == label }, "\(label)")
        }
        let map = try #require(tree.first { $0.role == .group && $0.label == "Mini Map" })
        #expect(map.frame == CGRect(x: 785, y: 435, width: 200, height: 150))

        let image = try CairoImageSurface(width: 1000, height: 600)
        root.render(into: image.makeContext(), dirty: CGRect(x: 0, y: 0, width: 1000, height: 600))
        func expect(_ x: Int, _ y: Int, _ value: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            let pixel = image.pixel(x: x, y: y)
            #expect(abs(Int(pixel.r) - value) <= 2 && abs(Int(pixel.g) - value) <= 2 && abs(Int(pixel.b) - value) <= 2,
                    "(\(x), \(y)) is \(pixel), expected \(value)", sourceLocation: sourceLocation)
        }
        expect(785 + 34, 435 + 37, 226)
        expect(785 + 175, 435 + 112, 255)
        expect(785 + 3, 435 + 10, 246)
    }
}

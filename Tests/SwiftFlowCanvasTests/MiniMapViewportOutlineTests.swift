import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// The outline that marks the viewport on the map while the app sets no `maskStrokeColor`: React Flow's light
/// mask over light node specks leaves a large graph's viewport invisible without it.
@MainActor
@Suite struct MiniMapViewportOutlineTests {
    /// 10,000 nodes of 100 × 40 on a 100 × 100 grid 150 × 80 apart: bounds (0, 0, 14950, 7960).
    static let tenThousand: [Node<String>] = (0..<10_000).map { i in
        .box("n\(i)", CGFloat(i % 100) * 150, CGFloat(i / 100) * 80)
    }

    /// The map at (185, 135) in the 400 × 300 window, the camera at (0, 0) zoom 1: the view is flow
    /// (0, 0, 400, 300). viewScale = max(14950 / 200, 7960 / 150) = 74.75, offset 373.75, view box
    /// (−373.75, −2000, 15697.5, 11960), scale = 150 / 11960 and translation (6.25, 25.08): the view is
    /// 5.0 × 3.8 map points at (6.25, 25.08), so its outline grows about its centre (8.76, 26.97) to 8 × 8,
    /// window x 189.76–197.76, y 157.97–165.97. Its 1.5-point left side covers pixel column 190 whole.
    static func render(colorMode: ColorMode, minimap: MiniMap) throws -> (CairoImageSurface, MiniMapLayout) {
        let instance = SwiftFlowInstance()
        let root = CanvasHarness.root {
            SwiftFlow(nodes: tenThousand, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance,
                      colorMode: colorMode, nodeContent: { _ in EmptyView() }, overlay: { minimap })
        }
        instance.setViewport(Viewport(x: 0, y: 0, zoom: 1))
        root.update()
        let image = try CanvasHarness.render(root)
        let map = try #require(MiniMapScene.maps(in: root).first)
        return (image, try #require(map.currentLayout()?.layout))
    }

    @Test func theViewportIsMarkedAtTenThousandNodes() throws {
        let (image, layout) = try Self.render(colorMode: .light, minimap: MiniMap())
        let marker = layout.viewportMarker(minimumSide: 8)
        #expect(abs(marker.minX - 4.758) < 0.01 && abs(marker.minY - 22.965) < 0.01)
        #expect(marker.width == 8 && marker.height == 8)
        // rgb(51, 56, 71) at 0.85 over the light map (about 240): 240 − 0.85 × (240 − 51) ≈ 79.
        CanvasHarness.expectPixel(image, 190, 162, (79, 83, 96), tolerance: 14, name: "minimap-outline-light")
        // Inside the outline the map is as React Flow draws it.
        #expect(image.pixel(x: 193, y: 162).r > 200)
    }

    @Test func darkModeOutlineIsLight() throws {
        let (image, _) = try Self.render(colorMode: .dark, minimap: MiniMap())
        // rgb(217, 222, 235) at 0.85 over the dark map (about 20 to 44): well above 170.
        let pixel = image.pixel(x: 190, y: 162)
        #expect(pixel.r > 170 && pixel.b > 180)
    }

    @Test func aMaskStrokeOfTheAppReplacesTheOutline() throws {
        let (image, _) = try Self.render(colorMode: .light, minimap: MiniMap(maskStrokeColor: .clear))
        #expect(image.pixel(x: 190, y: 162).r > 200)
    }

    /// A view bigger than 8 points keeps its own rectangle: MiniMapScene's view (0, 0, 200, 150) is drawn at
    /// window (191.25, 153.75)–(285, 224.06).
    @Test func aLargeViewportIsOutlinedOnItsEdge() throws {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap() }
        let image = try CanvasHarness.render(root)
        let map = try #require(MiniMapScene.maps(in: root).first)
        let marker = try #require(map.currentLayout()?.layout).viewportMarker(minimumSide: 8)
        #expect(abs(marker.minX - 6.25) < 0.01 && abs(marker.maxX - 100) < 0.01)
        // Columns 191 and 192 are each three quarters under the 1.5-point side (191.25–192.75).
        #expect(image.pixel(x: 192, y: 188).r < 150)
        #expect(image.pixel(x: 230, y: 188).r == 255)
    }
}

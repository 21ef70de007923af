import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The colours and widths a minimap draws with; `nil` takes React Flow's default for the canvas's light or
/// dark mode (its `--xy-minimap-*` variables).
struct MiniMapAppearance: Hashable {
    var backgroundColor: Color?
    var maskColor: Color?
    var maskStrokeColor: Color?
    /// In map points (React Flow multiplies the prop by its view scale); `nil` is 1 flow unit, as React
    /// Flow's stylesheet default.
    var maskStrokeWidth: CGFloat?
    /// Flow units.
    var nodeBorderRadius: CGFloat = 5
    /// Flow units; `nil` is React Flow's 2.
    var nodeStrokeWidth: CGFloat?

    /// #fff in light mode, #141414 in dark.
    static let defaultBackground = Color(light: .white, dark: Color(hex: "#141414") ?? .black)
    /// rgba(240, 240, 240, 0.6) in light mode, rgba(60, 60, 60, 0.6) in dark.
    static let defaultMask = Color(light: Color(white: 240.0 / 255, opacity: 0.6),
                                   dark: Color(white: 60.0 / 255, opacity: 0.6))
    /// #e2e2e2 in light mode, #2b2b2b in dark.
    static let defaultNodeFill = Color(light: Color(hex: "#e2e2e2") ?? .gray, dark: Color(hex: "#2b2b2b") ?? .gray)
    /// React Flow's node and mask strokes are transparent unless set.
    static let defaultStroke = Color.clear
    /// The outline drawn around the viewport rectangle when `maskStrokeColor` is not set: React Flow draws none,
    /// and its light mask over light node specks leaves a large graph's viewport invisible.
    static let defaultViewportOutline = Color(light: Color(red: 0.2, green: 0.22, blue: 0.28, opacity: 0.85),
                                              dark: Color(red: 0.85, green: 0.87, blue: 0.92, opacity: 0.85))
    /// That outline's width in map points.
    static let viewportOutlineWidth: CGFloat = 1.5
    /// The smallest side of that outline in map points, so a viewport far smaller than the graph still shows.
    static let viewportOutlineMinimumSide: CGFloat = 8

    var resolvedBackground: Color { backgroundColor ?? Self.defaultBackground }
    var resolvedMask: Color { maskColor ?? Self.defaultMask }
    var resolvedMaskStroke: Color { maskStrokeColor ?? Self.defaultStroke }
    /// Whether the map draws its own viewport outline: only while the app set no mask stroke.
    var drawsViewportOutline: Bool { maskStrokeColor == nil }
    var resolvedNodeStrokeWidth: CGFloat { nodeStrokeWidth ?? 2 }

    /// The mask's stroke width in flow units for a map of `layout`.
    func maskStrokeWidth(in layout: MiniMapLayout) -> CGFloat {
        maskStrokeWidth.map { $0 * layout.viewScale } ?? 1
    }
}

extension Color {
    /// Whether the colour draws nothing in either appearance.
    var isInvisible: Bool {
        components(dark: false).opacity <= 0 && components(dark: true).opacity <= 0
    }
}

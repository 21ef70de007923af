import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// React Flow's MiniMap: an overview of the graph in a panel (200 × 150 at the bottom right by default).
/// Every visible node is drawn as a rectangle; a mask covers everything outside the viewport rectangle. The
/// map frames the visible nodes together with the viewport, so the viewport rectangle is always on it.
///
/// With `pannable`, dragging in the map moves the canvas's viewport so its rectangle follows the pointer;
/// with `zoomable`, the wheel over the map zooms the canvas about the view centre. Pointer input over the map
/// never reaches the canvas under it. The colours follow the canvas's colour mode (React Flow's light and
/// dark defaults).
///
///     SwiftFlow(nodes: nodes, edges: edges) { node in … } overlay: {
///         MiniMap(pannable: true, zoomable: true)
///     }
public struct MiniMap: View {
    let appearance: MiniMapAppearance
    private(set) var nodeColor: MiniMapNodeColor
    private(set) var nodeStrokeColor: MiniMapNodeColor
    let position: PanelPosition
    let size: CGSize
    let behavior: MiniMapBehavior
    let ariaLabel: String?
    let onClick: ((XYPosition) -> Void)?
    private(set) var onNodeClick: ((MiniMapNodeHit) -> Void)?

    /// A minimap whose nodes take one colour each (`nil`: the node's `style.background`, else React Flow's
    /// #e2e2e2, #2b2b2b in dark mode) and stroke (`nil`: none).
    ///
    /// - Parameters:
    ///   - nodeBorderRadius: corner radius of the node rectangles, in flow units.
    ///   - nodeStrokeWidth: node outline width in flow units (`nil`: 2); drawn only with a stroke colour.
    ///   - bgColor: the map's background (`nil`: white, #141414 in dark mode).
    ///   - maskColor: the veil outside the viewport rectangle (`nil`: rgba(240, 240, 240, 0.6), in dark
    ///     mode rgba(60, 60, 60, 0.6)).
    ///   - maskStrokeColor: the outline of the viewport rectangle (`nil`: none).
    ///   - maskStrokeWidth: that outline's width in map points (`nil`: one flow unit, as React Flow's default).
    ///   - position: where the map sits on the canvas, 15 points from the edges.
    ///   - width: the map's width in points.
    ///   - height: the map's height in points.
    ///   - pannable: dragging in the map pans the canvas.
    ///   - zoomable: the wheel over the map zooms the canvas about the view centre.
    ///   - inversePan: the drag moves the viewport the other way (the graph follows the pointer).
    ///   - zoomStep: how strongly one wheel notch zooms (one notch multiplies the zoom by 2^(−0.2 × zoomStep)).
    ///   - offsetScale: the margin around the framed bounds, in map points.
    ///   - ariaLabel: the accessibility label (`nil`: the canvas's `AccessibilityConfig.miniMapAriaLabel`,
    ///     else the localized "Mini Map").
    ///   - onClick: called with the flow position of a click (a press released without moving).
    ///   - onNodeClick: called with the node drawn on top under a click.
    public init(
        nodeColor: Color? = nil,
        nodeStrokeColor: Color? = nil,
        nodeBorderRadius: CGFloat = 5,
        nodeStrokeWidth: CGFloat? = nil,
        bgColor: Color? = nil,
        maskColor: Color? = nil,
        maskStrokeColor: Color? = nil,
        maskStrokeWidth: CGFloat? = nil,
        position: PanelPosition = .bottomRight,
        width: CGFloat = 200,
        height: CGFloat = 150,
        pannable: Bool = false,
        zoomable: Bool = false,
        inversePan: Bool = false,
        zoomStep: CGFloat = 1,
        offsetScale: CGFloat = 5,
        ariaLabel: String? = nil,
        onClick: ((XYPosition) -> Void)? = nil,
        onNodeClick: ((NodeSummary) -> Void)? = nil
    ) {
        // The generic form with no functions, then constant colours and summaries for clicks in their place.
        self.init(nodeColor: nil as ((Node<Never>) -> Color)?, nodeStrokeColor: nil, nodeBorderRadius: nodeBorderRadius,
                  nodeStrokeWidth: nodeStrokeWidth, bgColor: bgColor, maskColor: maskColor,
                  maskStrokeColor: maskStrokeColor, maskStrokeWidth: maskStrokeWidth, position: position,
                  width: width, height: height, pannable: pannable, zoomable: zoomable, inversePan: inversePan,
                  zoomStep: zoomStep, offsetScale: offsetScale, ariaLabel: ariaLabel, onClick: onClick)
        self.nodeColor = nodeColor.map(MiniMapNodeColor.constant) ?? .standard
        self.nodeStrokeColor = nodeStrokeColor.map(MiniMapNodeColor.constant) ?? .standard
        self.onNodeClick = onNodeClick.map { handler in { hit in handler(hit.summary) } }
    }

    /// A minimap whose node colours are functions of the node, as React Flow's `nodeColor={(node) => …}`;
    /// the other parameters are those of `init(nodeColor:…)`. A function is taken to depend only on its node:
    /// the map redraws a node when the node changes (give the map a new `.id(_:)` to recolour everything).
    ///
    ///     MiniMap(nodeColor: { (node: Node<MyData>) in node.type == "input" ? .blue : .gray })
    public init<NodeData: Equatable & Sendable>(
        nodeColor: ((Node<NodeData>) -> Color)? = nil,
        nodeStrokeColor: ((Node<NodeData>) -> Color)? = nil,
        nodeBorderRadius: CGFloat = 5,
        nodeStrokeWidth: CGFloat? = nil,
        bgColor: Color? = nil,
        maskColor: Color? = nil,
        maskStrokeColor: Color? = nil,
        maskStrokeWidth: CGFloat? = nil,
        position: PanelPosition = .bottomRight,
        width: CGFloat = 200,
        height: CGFloat = 150,
        pannable: Bool = false,
        zoomable: Bool = false,
        inversePan: Bool = false,
        zoomStep: CGFloat = 1,
        offsetScale: CGFloat = 5,
        ariaLabel: String? = nil,
        onClick: ((XYPosition) -> Void)? = nil,
        onNodeClick: ((Node<NodeData>) -> Void)? = nil
    ) {
        self.nodeColor = nodeColor.map { .perNode($0) } ?? .standard
        self.nodeStrokeColor = nodeStrokeColor.map { .perNode($0) } ?? .standard
        appearance = MiniMapAppearance(backgroundColor: bgColor, maskColor: maskColor, maskStrokeColor: maskStrokeColor,
                                       maskStrokeWidth: maskStrokeWidth, nodeBorderRadius: nodeBorderRadius,
                                       nodeStrokeWidth: nodeStrokeWidth)
        self.position = position
        size = CGSize(width: width, height: height)
        behavior = MiniMapBehavior(pannable: pannable, zoomable: zoomable, inversePan: inversePan, zoomStep: zoomStep,
                                   offsetScale: offsetScale)
        self.ariaLabel = ariaLabel
        self.onClick = onClick
        self.onNodeClick = onNodeClick.map { handler in
            { hit in if let node = hit.node as? Node<NodeData> { handler(node) } }
        }
    }

    public var body: some View {
        Panel(position: position) {
            MiniMapSurface(minimap: self)
        }
    }

    /// How the nodes are painted.
    var nodePaint: MiniMapNodePaint {
        MiniMapNodePaint(fill: nodeColor, stroke: nodeStrokeColor, borderRadius: appearance.nodeBorderRadius,
                         strokeWidth: appearance.resolvedNodeStrokeWidth)
    }
}

/// What a minimap does with pointer input (React Flow's `XYMinimap` settings).
struct MiniMapBehavior: Hashable {
    var pannable: Bool
    var zoomable: Bool
    var inversePan: Bool
    var zoomStep: CGFloat
    var offsetScale: CGFloat
}

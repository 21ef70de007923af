import Foundation

/// The canvas camera: screen = flow × zoom + (x, y).
public struct Viewport: Hashable, Sendable, Codable {
    public var x: CGFloat
    public var y: CGFloat
    public var zoom: CGFloat

    public init(x: CGFloat = 0, y: CGFloat = 0, zoom: CGFloat = 1) {
        self.x = x
        self.y = y
        self.zoom = zoom
    }

    /// The smallest zoom the canvas allows (10 %).
    public static let minZoom: CGFloat = 0.1
    /// The largest zoom the canvas allows (400 %).
    public static let maxZoom: CGFloat = 4.0

    public static let identity = Viewport()
}

/// How `fitView` frames the graph.
public struct FitViewOptions: Hashable, Sendable {
    /// Extra room around the bounds, as a fraction of their size (React Flow's 0.1).
    public var padding: CGFloat
    /// Fit only these nodes; `nil` fits all.
    public var nodeIds: [String]?
    public var includeHiddenNodes: Bool
    public var minZoom: CGFloat
    public var maxZoom: CGFloat

    public init(
        padding: CGFloat = 0.1,
        nodeIds: [String]? = nil,
        includeHiddenNodes: Bool = false,
        minZoom: CGFloat = Viewport.minZoom,
        maxZoom: CGFloat = Viewport.maxZoom
    ) {
        self.padding = padding
        self.nodeIds = nodeIds
        self.includeHiddenNodes = includeHiddenNodes
        self.minZoom = minZoom
        self.maxZoom = maxZoom
    }
}

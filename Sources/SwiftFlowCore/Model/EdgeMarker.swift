import Foundation

/// An arrow head at one end of an edge.
public struct EdgeMarker: Hashable, Sendable {
    public enum MarkerType: String, Hashable, Sendable, CaseIterable {
        /// An open chevron.
        case arrow
        /// A filled triangle (React Flow's `arrowclosed`).
        case arrowClosed = "arrowclosed"
    }

    public var type: MarkerType
    /// `nil` uses the edge's stroke colour.
    public var color: Color?
    /// Marker box width in stroke-width units (React Flow default 12.5).
    public var width: CGFloat
    /// Marker box height in stroke-width units (React Flow default 12.5).
    public var height: CGFloat
    /// The marker's own line width; `nil` uses 1 (React Flow's default).
    public var strokeWidth: CGFloat?

    public init(
        type: MarkerType,
        color: Color? = nil,
        width: CGFloat = 12.5,
        height: CGFloat = 12.5,
        strokeWidth: CGFloat? = nil
    ) {
        self.type = type
        self.color = color
        self.width = width
        self.height = height
        self.strokeWidth = strokeWidth
    }

    public static let arrow = EdgeMarker(type: .arrow)
    public static let arrowClosed = EdgeMarker(type: .arrowClosed)
}

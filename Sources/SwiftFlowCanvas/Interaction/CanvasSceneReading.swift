import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What the gesture layer reads from the canvas scene; the canvas element implements it.
///
/// Points named `viewPoint` are in the canvas's own coordinates (points from its top-left);
/// flow coordinates are the graph's (see `Viewport`).
@MainActor
public protocol CanvasSceneReading<NodeData, EdgeData>: AnyObject {
    associatedtype NodeData: Equatable & Sendable
    associatedtype EdgeData: Equatable & Sendable & Hashable

    /// The nodes and edges as the user last passed them in.
    var nodes: [Node<NodeData>] { get }
    var edges: [Edge<EdgeData>] { get }
    /// The current camera.
    var viewport: Viewport { get }
    /// The canvas's size in points.
    var viewSize: CGSize { get }
    /// Absolute flow geometry (top-left, size, parent) of a node; `nil` for an unknown id.
    func geometry(of nodeId: String) -> NodeGeometry?
    /// What lies under `viewPoint`, honouring z-order.
    func hit(at viewPoint: CGPoint) -> CanvasHit
    /// The rendered handles (flow coordinates) whose centres lie within `radius` flow units of `flowPoint`.
    func handleAnchors(near flowPoint: CGPoint, radius: CGFloat) -> [HandleAnchor]
    /// The anchor of one handle, if it is rendered.
    func handleAnchor(nodeId: String, handleId: String?, type: HandleType) -> HandleAnchor?
    /// The side of its node a handle sits on.
    func handlePosition(nodeId: String, handleId: String?, type: HandleType) -> Position?
    /// Ids of visible nodes inside `flowRect` (any overlap when `partially`, else fully inside).
    func nodeIds(in flowRect: CGRect, partially: Bool) -> [String]
    /// The end points of an edge in flow coordinates, as drawn.
    func edgeEndpoints(of edgeId: String) -> (source: CGPoint, target: CGPoint)?
}

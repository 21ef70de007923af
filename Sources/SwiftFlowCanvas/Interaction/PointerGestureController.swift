import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A controller that owns a press from the moment the arbiter (`CanvasInteraction`) hands it over until the
/// button is released. Controllers keep only the transient state of that press; what lasts lives in the store.
@MainActor
protocol PointerGestureController<NodeData, EdgeData>: AnyObject {
    associatedtype NodeData: Equatable & Sendable
    associatedtype EdgeData: Equatable & Sendable & Hashable

    /// The pointer moved with the button held (view coordinates).
    func pointerMove(to location: CGPoint, scene: any CanvasSceneReading<NodeData, EdgeData>)
    /// The button was released: finish (click, drop, end of move).
    func pointerUp(at location: CGPoint, scene: any CanvasSceneReading<NodeData, EdgeData>)
    /// The latest pointer while the press may auto-pan, else nil.
    var autoPanPointer: CGPoint? { get }
    /// Auto-pan moved the camera: re-run the move at the same pointer.
    func autoPanDidMove(scene: any CanvasSceneReading<NodeData, EdgeData>)
    /// Escape or a lost press: abandon without finishing.
    func cancel(scene: any CanvasSceneReading<NodeData, EdgeData>)
}

extension PointerGestureController {
    var autoPanPointer: CGPoint? { nil }
    func autoPanDidMove(scene: any CanvasSceneReading<NodeData, EdgeData>) {}
    func cancel(scene: any CanvasSceneReading<NodeData, EdgeData>) {}
}

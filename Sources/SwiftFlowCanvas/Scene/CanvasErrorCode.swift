import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The codes the canvas passes to `onError`; numeric ones are React Flow's (`@xyflow/system` errorMessages).
public enum CanvasErrorCode {
    /// A node's `extent` is `.parent` but it has no (usable) parent (React Flow error005).
    public static let parentExtentWithoutParent = "005"
    /// An edge cannot be drawn: its source or target node, or the named handle, does not exist (error008).
    public static let edgeEndpointMissing = "008"
    /// Two or more nodes share an id; the first one is used.
    public static let duplicateNodeId = "SF101"
    /// A node names a parent that is not in the list; it is placed at the top level.
    public static let missingParent = "SF102"
    /// Nodes are each other's ancestors; they are placed at the top level.
    public static let parentCycle = "SF103"
    /// A node's position is NaN or infinite; it is not drawn.
    public static let invalidPosition = "SF104"
    /// A node's position, origin, size or absolute place is outside `FlowRange`; it is not drawn.
    public static let outOfRange = "SF105"
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Where a node or edge sits in the drawing order: ascending z, edges (layer 0) before nodes (layer 1) at
/// equal z, then list order, as Core's `ZOrder.renderOrder`.
struct StackingKey: Comparable, Hashable {
    var z: Int
    var layer: Int
    var index: Int

    static func < (lhs: StackingKey, rhs: StackingKey) -> Bool {
        if lhs.z != rhs.z { return lhs.z < rhs.z }
        if lhs.layer != rhs.layer { return lhs.layer < rhs.layer }
        return lhs.index < rhs.index
    }
}

import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// One node as the low-detail layer draws it: a box, a fill and whether it is selected.
struct LevelOfDetailBox {
    var bounds: CGRect
    var selected: Bool
    var fill: Color
}

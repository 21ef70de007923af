import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// How `Controls` lines up its buttons.
public enum ControlsOrientation: String, CaseIterable, Hashable, Sendable {
    /// Top to bottom (React Flow's default).
    case vertical
    /// Left to right.
    case horizontal
}

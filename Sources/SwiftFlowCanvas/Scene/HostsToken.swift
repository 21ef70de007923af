import Foundation
import SwiftFlowUI

/// What every node element was made with in the canvas's last full reconciliation: the content closure's
/// revision, the theme and the environment. Re-evaluating only changed nodes is right while these hold.
struct HostsToken: Equatable {
    let contentRevision: Int
    let theme: SwiftFlowTheme
    let environment: Int
}

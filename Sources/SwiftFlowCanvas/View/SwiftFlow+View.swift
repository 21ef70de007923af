import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension SwiftFlow {
    /// The canvas filling its proposed size, with the overlay on top in screen space.
    public var body: some View {
        SwiftFlowRoot(flow: self)
    }
}

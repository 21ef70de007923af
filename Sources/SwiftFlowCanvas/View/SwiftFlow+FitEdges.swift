import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension SwiftFlow {
    /// Makes fit view (the initial `fitView`, `SwiftFlowInstance.fitView`, Controls) frame what the edges
    /// paint as well as the nodes: bezier bulges, smooth-step detours, markers and labels that reach past the
    /// nodes stay inside the view. An exported image uses it; React Flow's fit (the default) counts nodes only.
    @MainActor
    public func fitViewIncludesEdges(_ includesEdges: Bool = true) -> SwiftFlow {
        var copy = self
        copy.configuration.fitViewIncludesEdges = includesEdges
        return copy
    }
}

import Foundation
import SwiftFlowCore

/// Several scenes of one `@SceneBuilder` block.
public struct TupleScene: PrimitiveScene {
    let scenes: [any Scene]

    public var windows: [SceneWindow] {
        scenes.flatMap { SceneResolver.windows(of: $0) }
    }
}

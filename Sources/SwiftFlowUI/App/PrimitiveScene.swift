import Foundation
import SwiftFlowCore

/// A scene the host understands directly: it lists the windows it asks for.
@MainActor @preconcurrency
public protocol PrimitiveScene: Scene where Body == Never {
    /// The windows this scene declares.
    var windows: [SceneWindow] { get }
}

extension PrimitiveScene {
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

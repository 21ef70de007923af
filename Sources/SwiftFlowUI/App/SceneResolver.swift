import Foundation
import SwiftFlowCore

/// Reads the windows out of a scene tree.
@MainActor
public enum SceneResolver {
    /// The windows `scene` declares, in order.
    public static func windows(of scene: any Scene) -> [SceneWindow] {
        if let primitive = scene as? any PrimitiveScene { return primitive.windows }
        return windows(of: body(of: scene))
    }

    /// The windows an app declares, in order.
    public static func windows<A: App>(of app: A) -> [SceneWindow] {
        windows(of: app.body)
    }

    private static func body<S: Scene>(of scene: S) -> any Scene {
        scene.body
    }
}

import Foundation
import SwiftFlowCore

/// An application, as SwiftUI's `App`: `@main struct MyApp: App { var body: some Scene { … } }`.
///
/// The host (SwiftFlowX11) supplies `static func main()` in an extension, which creates the app,
/// reads its scenes with `SceneResolver.windows(of:)` and runs the event loop.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    init()
}

import SwiftFlowCore
import SwiftFlowUI

extension App {
    /// Runs the app on X11: opens the windows its scenes declare and serves events until the last closes.
    ///
    /// This is what `@main` calls for `@main struct MyApp: App`. Exits with status 1 and a one-line message
    /// on stderr when no X server answers, with status 0 when the last window closes.
    @MainActor
    public static func main() {
        let app = Self()
        X11Application.run(windows: SceneResolver.windows(of: app))
    }
}

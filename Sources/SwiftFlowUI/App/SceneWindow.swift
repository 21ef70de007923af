import Foundation
import SwiftFlowCore

/// One window a scene declares: what a host needs to open it.
@MainActor
public struct SceneWindow {
    /// The window title.
    public let title: String
    /// The size to open with, if the scene chose one.
    public let defaultSize: CGSize?
    /// Makes the window's root view.
    public let makeContent: () -> AnyView
}

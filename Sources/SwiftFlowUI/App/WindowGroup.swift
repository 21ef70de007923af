import Foundation
import SwiftFlowCore

/// A group of windows showing the same content, as SwiftUI's `WindowGroup` (the host opens one).
public struct WindowGroup<Content: View>: PrimitiveScene {
    let title: String
    let content: () -> Content
    var size: CGSize?

    /// A window group titled `title` showing `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.content = content
    }

    /// An untitled window group showing `content`.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.init("", content: content)
    }

    /// The size the window opens with.
    public func defaultSize(width: CGFloat, height: CGFloat) -> WindowGroup {
        var copy = self
        copy.size = CGSize(width: width, height: height)
        return copy
    }

    public var windows: [SceneWindow] {
        let content = content
        return [SceneWindow(title: title, defaultSize: size, makeContent: { AnyView(content()) })]
    }
}

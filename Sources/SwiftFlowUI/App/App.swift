import Foundation

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

/// Part of an app's user interface, as SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene the host understands directly: it lists the windows it asks for.
@MainActor @preconcurrency
public protocol PrimitiveScene: Scene where Body == Never {
    /// The windows this scene declares.
    var windows: [SceneWindow] { get }
}

extension PrimitiveScene {
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

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

/// Several scenes of one `@SceneBuilder` block.
public struct TupleScene: PrimitiveScene {
    let scenes: [any Scene]

    public var windows: [SceneWindow] {
        scenes.flatMap { SceneResolver.windows(of: $0) }
    }
}

/// Builds scenes from the statements of an `App`'s body.
@resultBuilder
@MainActor
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return TupleScene(scenes: scenes)
    }
}

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

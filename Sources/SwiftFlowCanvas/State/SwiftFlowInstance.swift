import Foundation

/// Imperative control of a canvas's viewport, for buttons and code outside the canvas.
///
/// Pass one to `SwiftFlow(swiftFlowInstance:)`; child views can read it with
/// `@Environment(\.swiftFlowInstance)`.
@MainActor
public final class SwiftFlowInstance: ObservableObject {
    public init() {}
}

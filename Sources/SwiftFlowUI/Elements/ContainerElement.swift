import Foundation
import SwiftFlowCore

/// A transparent element that only holds children (groups, tuples, conditionals, `ForEach`).
public final class ContainerElement: Element {
    override public var isTransparent: Bool { true }
}

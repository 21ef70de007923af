import Foundation
import SwiftFlowCore

/// An ellipse filling its frame.
public struct Ellipse: Shape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

import Foundation
import SwiftFlowCore

/// A built-in vector icon named like its SF Symbol counterpart, drawn in a 24 × 24 design space.
///
/// Draw `strokes` with a line width of 2 and round caps and joins, and fill `fills` (non-zero rule),
/// both in the icon's colour; scale the design space to the size wanted (a 16-point icon scales by ⅔).
public struct SystemIcon: Sendable {
    /// The SF Symbol-style name, such as `"plus.magnifyingglass"`.
    public let name: String
    /// Outlines, to be stroked with line width 2, round caps and round joins.
    public let strokes: Path
    /// Solid parts (dots, keyholes), to be filled.
    public let fills: Path

    /// The side of the square design space the paths are drawn in.
    public static let designSize: CGFloat = 24
    /// The line width `strokes` are designed for.
    public static let designLineWidth: CGFloat = 2

    init(name: String, strokes: Path, fills: Path) {
        self.name = name
        self.strokes = strokes
        self.fills = fills
    }

    /// The icon called `name`, or `nil` when there is none.
    public static func named(_ name: String) -> SystemIcon? {
        catalog[name]
    }

    /// Every available icon name, in a stable order.
    public static let allNames: [String] = builders.map(\.name)

    private static let catalog: [String: SystemIcon] = {
        var icons: [String: SystemIcon] = [:]
        for (name, build) in builders {
            var pen = IconPen()
            build(&pen)
            icons[name] = SystemIcon(name: name, strokes: pen.strokes, fills: pen.fills)
        }
        return icons
    }()
}

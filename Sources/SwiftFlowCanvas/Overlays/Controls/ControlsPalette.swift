import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// React Flow's Controls colours (`--xy-controls-*`), each resolving to its light or dark value in the
/// canvas's colour mode.
enum ControlsPalette {
    static let background = Color(light: hex("#fefefe"), dark: hex("#2b2b2b"))
    static let hoverBackground = Color(light: hex("#f4f4f4"), dark: hex("#3e3e3e"))
    /// Icons: React Flow inherits the page's text colour in light mode.
    static let icon = Color(light: hex("#222222"), dark: hex("#f8f8f8"))
    static let border = Color(light: hex("#eeeeee"), dark: hex("#5b5b5b"))
    /// `box-shadow: 0 0 2px 1px rgba(0, 0, 0, 0.08)` (both modes) as two rings: the blur fading out beyond
    /// the spread, and the spread itself drawn over it (about 9 % together).
    static let shadowBlur = Color.black.opacity(0.03)
    static let shadowSpread = Color.black.opacity(0.06)

    /// The side of a button (`.react-flow__controls-button`: 26 × 26, border-box).
    static let buttonSide: CGFloat = 26
    /// The room kept round the content. React Flow pads by 4 but caps its icons at 12 points; the built-in
    /// icons keep their own margin inside their square, so 3 leaves room for a 19-point icon square.
    static let buttonPadding: CGFloat = 3
    /// The font built-in icons are sized by (an icon square is 1.25 × the font size): a 19-point square
    /// draws the plus about 11 points wide with 1.6-point strokes, as React Flow's.
    static let iconFont = Font.system(size: 15.2)

    private static func hex(_ value: String) -> Color { Color(hex: value) ?? .gray }
}

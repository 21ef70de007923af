import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A text label centred on a point of a custom edge view (`edgeContent`), typically the edge's midpoint,
/// with an optional rounded background at 90% opacity (React Flow's `EdgeText`). It scales with the graph,
/// like the edge, and is not hit-tested, so presses on it reach the edge below.
public struct EdgeText: View {
    let x: CGFloat
    let y: CGFloat
    let label: String
    let font: Font
    let foregroundColor: Color
    let showBackground: Bool
    let backgroundColor: Color?
    let backgroundPadding: EdgeInsets
    let backgroundCornerRadius: CGFloat
    @Environment(\.canvasTheme) private var theme

    /// `label` centred on (`x`, `y`), in the coordinates of the edge view (flow coordinates).
    ///
    /// - Parameter backgroundColor: the background's colour; by default the canvas theme's edge label
    ///   background (white in light mode).
    public init(
        x: CGFloat,
        y: CGFloat,
        label: String,
        font: Font = .system(size: 11),
        foregroundColor: Color = .primary,
        showBackground: Bool = true,
        backgroundColor: Color? = nil,
        backgroundPadding: EdgeInsets = EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6),
        backgroundCornerRadius: CGFloat = 4
    ) {
        self.x = x
        self.y = y
        self.label = label
        self.font = font
        self.foregroundColor = foregroundColor
        self.showBackground = showBackground
        self.backgroundColor = backgroundColor
        self.backgroundPadding = backgroundPadding
        self.backgroundCornerRadius = backgroundCornerRadius
    }

    public var body: some View {
        if !label.isEmpty {
            Text(label)
                .font(font)
                .foregroundColor(foregroundColor)
                .padding(backgroundPadding)
                .background {
                    if showBackground {
                        RoundedRectangle(cornerRadius: backgroundCornerRadius)
                            .fill((backgroundColor ?? theme.edgeLabelBackgroundColor).opacity(0.9))
                    }
                }
                .position(x: x, y: y)
                .allowsHitTesting(false)
        }
    }
}

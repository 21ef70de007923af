import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The canvas's colours and sizes; each colour adapts to light and dark mode.
public struct SwiftFlowTheme: Hashable, Sendable {
    public var backgroundColor: Color
    public var backgroundPatternColor: Color
    public var nodeBackgroundColor: Color
    public var nodeBorderColor: Color
    public var nodeBorderWidth: CGFloat
    public var nodeCornerRadius: CGFloat
    public var nodeTextColor: Color
    public var nodeSelectedBorderColor: Color
    public var nodeSelectedBorderWidth: CGFloat
    public var edgeColor: Color
    public var edgeWidth: CGFloat
    public var edgeSelectedColor: Color
    public var edgeLabelBackgroundColor: Color
    public var edgeLabelTextColor: Color
    public var handleColor: Color
    public var handleBorderColor: Color
    public var handleSize: CGFloat
    public var connectionLineColor: Color
    public var selectionBoxFillColor: Color
    public var selectionBoxBorderColor: Color

    public init(
        backgroundColor: Color = Color(light: Color(white: 1), dark: Color(hex: "#141414") ?? .black),
        backgroundPatternColor: Color = Color(
            light: Color(hex: "#91919a") ?? .gray, dark: Color(hex: "#3c3c3c") ?? .gray
        ),
        nodeBackgroundColor: Color = Color(light: .white, dark: Color(hex: "#1e1e1e") ?? .black),
        nodeBorderColor: Color = Color(
            light: Color(hex: "#1a192b") ?? .black, dark: Color(hex: "#3c3c3c") ?? .gray
        ),
        nodeBorderWidth: CGFloat = 1,
        nodeCornerRadius: CGFloat = 3,
        nodeTextColor: Color = Color(light: Color(hex: "#222222") ?? .black, dark: Color(hex: "#f8f8f8") ?? .white),
        nodeSelectedBorderColor: Color = Color(hex: "#1a73e8") ?? .blue,
        nodeSelectedBorderWidth: CGFloat = 2,
        edgeColor: Color = Color(light: Color(hex: "#b1b1b7") ?? .gray, dark: Color(hex: "#3e3e3e") ?? .gray),
        edgeWidth: CGFloat = 1,
        edgeSelectedColor: Color = Color(light: Color(hex: "#555555") ?? .gray, dark: Color(hex: "#727272") ?? .gray),
        edgeLabelBackgroundColor: Color = Color(light: .white, dark: Color(hex: "#141414") ?? .black),
        edgeLabelTextColor: Color = Color(
            light: Color(hex: "#222222") ?? .black, dark: Color(hex: "#f8f8f8") ?? .white
        ),
        handleColor: Color = Color(light: Color(hex: "#1a192b") ?? .black, dark: Color(hex: "#bbbbbb") ?? .gray),
        handleBorderColor: Color = Color(light: .white, dark: Color(hex: "#141414") ?? .black),
        handleSize: CGFloat = 6,
        connectionLineColor: Color = Color(light: Color(hex: "#b1b1b7") ?? .gray, dark: Color(hex: "#3e3e3e") ?? .gray),
        selectionBoxFillColor: Color = Color(red: 0, green: 89.0 / 255, blue: 220.0 / 255, opacity: 0.08),
        selectionBoxBorderColor: Color = Color(red: 0, green: 89.0 / 255, blue: 220.0 / 255, opacity: 0.8)
    ) {
        self.backgroundColor = backgroundColor
        self.backgroundPatternColor = backgroundPatternColor
        self.nodeBackgroundColor = nodeBackgroundColor
        self.nodeBorderColor = nodeBorderColor
        self.nodeBorderWidth = nodeBorderWidth
        self.nodeCornerRadius = nodeCornerRadius
        self.nodeTextColor = nodeTextColor
        self.nodeSelectedBorderColor = nodeSelectedBorderColor
        self.nodeSelectedBorderWidth = nodeSelectedBorderWidth
        self.edgeColor = edgeColor
        self.edgeWidth = edgeWidth
        self.edgeSelectedColor = edgeSelectedColor
        self.edgeLabelBackgroundColor = edgeLabelBackgroundColor
        self.edgeLabelTextColor = edgeLabelTextColor
        self.handleColor = handleColor
        self.handleBorderColor = handleBorderColor
        self.handleSize = handleSize
        self.connectionLineColor = connectionLineColor
        self.selectionBoxFillColor = selectionBoxFillColor
        self.selectionBoxBorderColor = selectionBoxBorderColor
    }

    /// React Flow's default look.
    public static let `default` = SwiftFlowTheme()
}

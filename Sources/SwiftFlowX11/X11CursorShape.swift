import CX11

/// The pointer shapes a window can show, mapped to glyphs of the X cursor font.
public enum X11CursorShape: Hashable, Sendable, CaseIterable {
    /// The default arrow.
    case arrow
    /// A pointing hand, for links and buttons.
    case pointingHand
    /// An open hand ("grab"), over something that can be dragged.
    case openHand
    /// A closed hand ("grabbing"), while dragging.
    case closedHand
    /// A crosshair, for precise picking such as connecting handles.
    case crosshair
    /// A left–right arrow, for resizing width.
    case resizeHorizontal
    /// An up–down arrow, for resizing height.
    case resizeVertical
    /// Diagonal resize from top-left to bottom-right (the NW–SE axis).
    case resizeDiagonalNWSE
    /// Diagonal resize from top-right to bottom-left (the NE–SW axis).
    case resizeDiagonalNESW
    /// The text I-beam.
    case text
    /// An action that is not possible here (the cursor font's X, as it has no "no entry" sign).
    case notAllowed
    /// Resizing from one corner or side: the cursor font's corner and side arrows. The two diagonal shapes
    /// above share the bottom corners' glyphs, as the font has no two-headed diagonal arrow.
    case resizeTopLeftCorner, resizeTopSide, resizeTopRightCorner, resizeRightSide
    case resizeBottomRightCorner, resizeBottomSide, resizeBottomLeftCorner, resizeLeftSide

    /// The glyph index in the X cursor font (`X11/cursorfont.h`).
    public var fontGlyph: UInt32 {
        switch self {
        case .arrow: return UInt32(XC_left_ptr)
        case .pointingHand: return UInt32(XC_hand2)
        // The cursor font has no open or closed hand: hand1 (flat hand) and fleur (move) are the usual stand-ins.
        case .openHand: return UInt32(XC_hand1)
        case .closedHand: return UInt32(XC_fleur)
        case .crosshair: return UInt32(XC_crosshair)
        case .resizeHorizontal: return UInt32(XC_sb_h_double_arrow)
        case .resizeVertical: return UInt32(XC_sb_v_double_arrow)
        case .resizeDiagonalNWSE: return UInt32(XC_bottom_right_corner)
        case .resizeDiagonalNESW: return UInt32(XC_bottom_left_corner)
        case .text: return UInt32(XC_xterm)
        case .notAllowed: return UInt32(XC_X_cursor)
        case .resizeTopLeftCorner: return UInt32(XC_top_left_corner)
        case .resizeTopSide: return UInt32(XC_top_side)
        case .resizeTopRightCorner: return UInt32(XC_top_right_corner)
        case .resizeRightSide: return UInt32(XC_right_side)
        case .resizeBottomRightCorner: return UInt32(XC_bottom_right_corner)
        case .resizeBottomSide: return UInt32(XC_bottom_side)
        case .resizeBottomLeftCorner: return UInt32(XC_bottom_left_corner)
        case .resizeLeftSide: return UInt32(XC_left_side)
        }
    }
}

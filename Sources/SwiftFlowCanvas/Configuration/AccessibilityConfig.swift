import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Labels, hints and announcements the canvas gives assistive technology (and the editor's status line).
///
/// Properties left `nil` use the built-in defaults. `==` and `hash(into:)` use the strings and flags; the
/// closures are not compared.
public struct AccessibilityConfig: Sendable, Hashable {
    public var nodeRoleDescription: String?
    public var edgeRoleDescription: String?
    public var handleAriaLabel: String?
    public var zoomInAriaLabel: String?
    public var zoomOutAriaLabel: String?
    public var fitViewAriaLabel: String?
    public var interactiveAriaLabel: String?
    public var miniMapAriaLabel: String?
    public var announceSelectionChanges: Bool
    public var announceConnectionEvents: Bool
    /// The message for a settled selection of `nodes` nodes and `edges` edges.
    public var selectionAnnouncement: (@Sendable (Int, Int) -> String)?
    /// The message for a new connection or reconnection.
    public var connectionAnnouncement: (@Sendable (Connection) -> String)?

    public init(
        nodeRoleDescription: String? = nil,
        edgeRoleDescription: String? = nil,
        handleAriaLabel: String? = nil,
        zoomInAriaLabel: String? = nil,
        zoomOutAriaLabel: String? = nil,
        fitViewAriaLabel: String? = nil,
        interactiveAriaLabel: String? = nil,
        miniMapAriaLabel: String? = nil,
        announceSelectionChanges: Bool = true,
        announceConnectionEvents: Bool = true,
        selectionAnnouncement: (@Sendable (Int, Int) -> String)? = nil,
        connectionAnnouncement: (@Sendable (Connection) -> String)? = nil
    ) {
        self.nodeRoleDescription = nodeRoleDescription
        self.edgeRoleDescription = edgeRoleDescription
        self.handleAriaLabel = handleAriaLabel
        self.zoomInAriaLabel = zoomInAriaLabel
        self.zoomOutAriaLabel = zoomOutAriaLabel
        self.fitViewAriaLabel = fitViewAriaLabel
        self.interactiveAriaLabel = interactiveAriaLabel
        self.miniMapAriaLabel = miniMapAriaLabel
        self.announceSelectionChanges = announceSelectionChanges
        self.announceConnectionEvents = announceConnectionEvents
        self.selectionAnnouncement = selectionAnnouncement
        self.connectionAnnouncement = connectionAnnouncement
    }

    public static let `default` = AccessibilityConfig()

    // MARK: - Defaults (React Flow's English labels; the one place they are written)

    /// The Controls zoom-in button's label when `zoomInAriaLabel` is nil.
    public static let defaultZoomInLabel = "Zoom In"
    /// The Controls zoom-out button's label when `zoomOutAriaLabel` is nil.
    public static let defaultZoomOutLabel = "Zoom Out"
    /// The Controls fit-view button's label when `fitViewAriaLabel` is nil.
    public static let defaultFitViewLabel = "Fit View"
    /// The Controls lock button's label when `interactiveAriaLabel` is nil.
    public static let defaultInteractiveLabel = "Toggle Interactivity"

    /// The zoom-in button's label: `zoomInAriaLabel`, else the default.
    public var zoomInLabel: String { zoomInAriaLabel ?? Self.defaultZoomInLabel }
    /// The zoom-out button's label: `zoomOutAriaLabel`, else the default.
    public var zoomOutLabel: String { zoomOutAriaLabel ?? Self.defaultZoomOutLabel }
    /// The fit-view button's label: `fitViewAriaLabel`, else the default.
    public var fitViewLabel: String { fitViewAriaLabel ?? Self.defaultFitViewLabel }
    /// The lock button's label: `interactiveAriaLabel`, else the default.
    public var interactiveLabel: String { interactiveAriaLabel ?? Self.defaultInteractiveLabel }

    public static func == (lhs: AccessibilityConfig, rhs: AccessibilityConfig) -> Bool {
        lhs.nodeRoleDescription == rhs.nodeRoleDescription && lhs.edgeRoleDescription == rhs.edgeRoleDescription
            && lhs.handleAriaLabel == rhs.handleAriaLabel && lhs.zoomInAriaLabel == rhs.zoomInAriaLabel
            && lhs.zoomOutAriaLabel == rhs.zoomOutAriaLabel && lhs.fitViewAriaLabel == rhs.fitViewAriaLabel
            && lhs.interactiveAriaLabel == rhs.interactiveAriaLabel && lhs.miniMapAriaLabel == rhs.miniMapAriaLabel
            && lhs.announceSelectionChanges == rhs.announceSelectionChanges
            && lhs.announceConnectionEvents == rhs.announceConnectionEvents
    }

    public func hash(into hasher: inout Hasher) {
        for label in [nodeRoleDescription, edgeRoleDescription, handleAriaLabel, zoomInAriaLabel, zoomOutAriaLabel,
                      fitViewAriaLabel, interactiveAriaLabel, miniMapAriaLabel] {
            hasher.combine(label)
        }
        hasher.combine(announceSelectionChanges)
        hasher.combine(announceConnectionEvents)
    }
}

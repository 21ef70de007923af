import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Labels, hints and announcements the canvas gives assistive technology (and the editor's status line).
///
/// Properties left `nil` use the canvas's localized defaults (`resolved(locale:)` reads them in the canvas's
/// `\.locale`). `==` compares the strings and flags; the closures are not compared.
public struct AccessibilityConfig: Sendable, Equatable {
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

    public static func == (lhs: AccessibilityConfig, rhs: AccessibilityConfig) -> Bool {
        lhs.nodeRoleDescription == rhs.nodeRoleDescription && lhs.edgeRoleDescription == rhs.edgeRoleDescription
            && lhs.handleAriaLabel == rhs.handleAriaLabel && lhs.zoomInAriaLabel == rhs.zoomInAriaLabel
            && lhs.zoomOutAriaLabel == rhs.zoomOutAriaLabel && lhs.fitViewAriaLabel == rhs.fitViewAriaLabel
            && lhs.interactiveAriaLabel == rhs.interactiveAriaLabel && lhs.miniMapAriaLabel == rhs.miniMapAriaLabel
            && lhs.announceSelectionChanges == rhs.announceSelectionChanges
            && lhs.announceConnectionEvents == rhs.announceConnectionEvents
    }
}

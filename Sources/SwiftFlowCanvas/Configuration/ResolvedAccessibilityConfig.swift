import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// An `AccessibilityConfig` read for one locale: each label and message is the configured one where given,
/// else the canvas's localized default. `==` compares the locale, strings and flags, not the closures.
public struct ResolvedAccessibilityConfig: Sendable, Equatable {
    /// The locale the defaults were read in (the canvas's `\.locale`).
    public let locale: Locale
    public let nodeRoleDescription: String
    public let edgeRoleDescription: String
    public let handleAriaLabel: String
    public let zoomInAriaLabel: String
    public let zoomOutAriaLabel: String
    public let fitViewAriaLabel: String
    public let interactiveAriaLabel: String
    public let miniMapAriaLabel: String
    /// The label of the Controls panel as a whole.
    public let controlsAriaLabel: String
    /// What the keyboard does with a focused node.
    public let nodeHint: String
    /// What the keyboard does with a focused edge.
    public let edgeHint: String
    public let announceSelectionChanges: Bool
    public let announceConnectionEvents: Bool
    private let selectionAnnouncement: (@Sendable (Int, Int) -> String)?
    private let connectionAnnouncement: (@Sendable (Connection) -> String)?

    init(_ config: AccessibilityConfig, locale: Locale) {
        func text(_ key: String) -> String { CanvasStrings.text(key, locale: locale) }
        self.locale = locale
        nodeRoleDescription = config.nodeRoleDescription ?? text("accessibility.node.roleDescription")
        edgeRoleDescription = config.edgeRoleDescription ?? text("accessibility.edge.roleDescription")
        handleAriaLabel = config.handleAriaLabel ?? text("accessibility.handle.label")
        zoomInAriaLabel = config.zoomInAriaLabel ?? text("accessibility.controls.zoomIn")
        zoomOutAriaLabel = config.zoomOutAriaLabel ?? text("accessibility.controls.zoomOut")
        fitViewAriaLabel = config.fitViewAriaLabel ?? text("accessibility.controls.fitView")
        interactiveAriaLabel = config.interactiveAriaLabel ?? text("accessibility.controls.interactive")
        miniMapAriaLabel = config.miniMapAriaLabel ?? text("accessibility.miniMap.label")
        controlsAriaLabel = text("accessibility.controls.label")
        nodeHint = text("accessibility.node.hint")
        edgeHint = text("accessibility.edge.hint")
        announceSelectionChanges = config.announceSelectionChanges
        announceConnectionEvents = config.announceConnectionEvents
        selectionAnnouncement = config.selectionAnnouncement
        connectionAnnouncement = config.connectionAnnouncement
    }

    public static func == (lhs: ResolvedAccessibilityConfig, rhs: ResolvedAccessibilityConfig) -> Bool {
        lhs.locale == rhs.locale && lhs.nodeRoleDescription == rhs.nodeRoleDescription
            && lhs.edgeRoleDescription == rhs.edgeRoleDescription && lhs.handleAriaLabel == rhs.handleAriaLabel
            && lhs.zoomInAriaLabel == rhs.zoomInAriaLabel && lhs.zoomOutAriaLabel == rhs.zoomOutAriaLabel
            && lhs.fitViewAriaLabel == rhs.fitViewAriaLabel && lhs.interactiveAriaLabel == rhs.interactiveAriaLabel
            && lhs.miniMapAriaLabel == rhs.miniMapAriaLabel && lhs.controlsAriaLabel == rhs.controlsAriaLabel
            && lhs.nodeHint == rhs.nodeHint && lhs.edgeHint == rhs.edgeHint
            && lhs.announceSelectionChanges == rhs.announceSelectionChanges
            && lhs.announceConnectionEvents == rhs.announceConnectionEvents
    }

    /// The label of a node's resize control at `position` ("Resize from bottom right").
    public func resizeLabel(_ position: ResizeControlPosition) -> String {
        CanvasStrings.text("accessibility.resize.\(position.rawValue)", locale: locale)
    }

    /// A node's or edge's value in the accessibility tree: "selected" or "not selected".
    public func selectionValue(_ isSelected: Bool) -> String {
        CanvasStrings.text(isSelected ? "accessibility.selected" : "accessibility.notSelected", locale: locale)
    }

    /// An edge's label: "from A to B" with the names of its source and target.
    public func edgeLabel(source: String, target: String) -> String {
        CanvasStrings.text("accessibility.edge.label", locale: locale, .string(source), .string(target))
    }

    /// The announcement of a settled selection: the configured closure's text, else "2 nodes and 1 edge
    /// selected" with the language's plural forms (only the kinds that are selected; "Selection cleared"
    /// for none).
    public func selectionMessage(nodes: Int, edges: Int) -> String {
        if let selectionAnnouncement { return selectionAnnouncement(nodes, edges) }
        return countMessage("announcement.selection", nodes: nodes, edges: edges)
            ?? CanvasStrings.text("announcement.selection.none", locale: locale)
    }

    /// The announcement of a new connection: the configured closure's text, else "Connected A to B" with
    /// the given names (the node ids when nil).
    public func connectionMessage(_ connection: Connection, sourceName: String? = nil,
                                  targetName: String? = nil) -> String {
        if let connectionAnnouncement { return connectionAnnouncement(connection) }
        return CanvasStrings.text("announcement.connected", locale: locale,
                                  .string(sourceName ?? connection.source), .string(targetName ?? connection.target))
    }

    /// The announcement of a reconnected edge, now running as `connection`: the configured closure's text,
    /// else "Reconnected A to B".
    public func reconnectionMessage(_ connection: Connection, sourceName: String? = nil,
                                    targetName: String? = nil) -> String {
        if let connectionAnnouncement { return connectionAnnouncement(connection) }
        return CanvasStrings.text("announcement.reconnected", locale: locale,
                                  .string(sourceName ?? connection.source), .string(targetName ?? connection.target))
    }

    /// The announcement of a deletion: "2 nodes and 1 edge deleted"; nil when nothing was deleted.
    public func deletionMessage(nodes: Int, edges: Int) -> String? {
        countMessage("announcement.deletion", nodes: nodes, edges: edges)
    }

    /// The announcement of an undo.
    public var undoMessage: String { CanvasStrings.text("announcement.undo", locale: locale) }

    /// The announcement of a redo.
    public var redoMessage: String { CanvasStrings.text("announcement.redo", locale: locale) }

    /// `<prefix>.nodesAndEdges`, `.nodes` or `.edges` by which counts are non-zero; nil when both are zero.
    private func countMessage(_ prefix: String, nodes: Int, edges: Int) -> String? {
        switch (nodes > 0, edges > 0) {
        case (true, true):
            CanvasStrings.text(prefix + ".nodesAndEdges", locale: locale, .int(nodes), .int(edges))
        case (true, false):
            CanvasStrings.text(prefix + ".nodes", locale: locale, .int(nodes))
        case (false, true):
            CanvasStrings.text(prefix + ".edges", locale: locale, .int(edges))
        case (false, false):
            nil
        }
    }
}

extension AccessibilityConfig {
    /// The labels and messages for `locale` (a canvas passes its `\.locale`).
    public func resolved(locale: Locale) -> ResolvedAccessibilityConfig {
        ResolvedAccessibilityConfig(self, locale: locale)
    }
}

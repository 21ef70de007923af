import Foundation
import SwiftFlowCore

/// A window host that passes a window's announcements on to assistive technology: what a screen reader
/// would speak (VoiceOver's announcements on Apple platforms). `WindowRoot.announce(_:)` calls it.
@MainActor
public protocol AccessibilityAnnouncer: AnyObject {
    /// Speaks (or shows) `message` for the user.
    func announce(_ message: String)
}

extension WindowRoot {
    /// How many recent messages `announcements` keeps.
    public static var announcementHistoryLimit: Int { 50 }

    /// Tells the user `message` through assistive technology: keeps it in `announcements`, hands it to the
    /// host when that is an `AccessibilityAnnouncer`, and to every `.onAnnouncement` view (a status line).
    public func announce(_ message: String) {
        guard !message.isEmpty else { return }
        announcements.append(message)
        if announcements.count > Self.announcementHistoryLimit {
            announcements.removeFirst(announcements.count - Self.announcementHistoryLimit)
        }
        (host as? AccessibilityAnnouncer)?.announce(message)
        for listener in announcementListeners where listener.isMounted {
            listener.action?(message)
        }
    }
}

/// The element of `.onAnnouncement`: registered with its window while mounted.
final class AnnouncementListenerElement: ModifierElement {
    var action: ((String) -> Void)?

    override func didMount() {
        guard let root, !root.announcementListeners.contains(where: { $0 === self }) else { return }
        root.announcementListeners.append(self)
    }

    override func willUnmount() {
        root?.announcementListeners.removeAll { $0 === self }
    }
}

extension View {
    /// Runs `action` with every message the window announces (selection, connections, deletions, undo), so
    /// that a status line can show what a screen reader would speak.
    public func onAnnouncement(perform action: @escaping (String) -> Void) -> some View {
        modifier(ElementModifier<AnnouncementListenerElement>(token: nil) { $0.action = action })
    }
}

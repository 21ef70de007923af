import Foundation
import SwiftFlow

extension View {
    /// The questions about files that are not simply saved: recovered work (Restore / Discard), a read-only
    /// file (Overwrite / Cancel) and a failed save, whose whole reason the dialog shows, wrapped.
    func recoveryDialogs(_ session: EditorSession) -> some View {
        self
            .alert(EditorStrings.text("alert.restore.title"), isPresented: Binding(
                get: { session.recoveryOffer != nil }, set: { _ in }
            )) {
                Button(EditorStrings.text("button.discard"), role: .destructive) { session.discardRecovery() }
                Button(EditorStrings.text("button.restore")) { session.restoreRecovery() }
            } message: {
                Text(session.recoveryOffer.map(RecoveryDialogText.message) ?? "")
            }
            .alert(EditorStrings.text("alert.readOnly.title",
                                      .string(session.readOnlyTarget?.url.lastPathComponent ?? "")),
                   isPresented: Binding(get: { session.readOnlyTarget != nil }, set: { _ in })) {
                Button(EditorStrings.text("button.overwrite"), role: .destructive) { session.answerOverwriteReadOnly() }
                Button(EditorStrings.text("button.cancel"), role: .cancel) { session.answerKeepReadOnly() }
            } message: {
                Text(EditorStrings.text("alert.readOnly.message"))
            }
            .alert(EditorStrings.text("alert.saveFailed.title"), isPresented: Binding(
                get: { session.saveError != nil }, set: { if !$0 { session.saveError = nil } }
            )) {
                Button(EditorStrings.text("button.ok")) {}
            } message: {
                Text(session.saveError ?? "")
            }
    }
}

/// The words of the Restore / Discard question.
enum RecoveryDialogText {
    /// Which work was recovered and when it was last kept.
    static func message(_ entry: RecoveryEntry) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let name = entry.fileURL?.path ?? EditorStrings.text("document.untitled")
        return EditorStrings.text("alert.restore.message", .string(name), .string(formatter.string(from: entry.written)))
    }
}

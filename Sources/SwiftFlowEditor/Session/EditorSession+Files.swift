import Foundation
import SwiftFlow

/// New, Open, Save, Save As and closing, with the "Save changes?" question before unsaved edits go.
extension EditorSession {
    // MARK: Guarding unsaved edits

    /// Runs `action` now when nothing is unsaved; otherwise asks Save / Don't Save / Cancel first.
    func proceed(_ action: GuardedAction) {
        if document.isDirty {
            pendingAction = action
        } else {
            perform(action)
        }
    }

    /// The window manager asks to close (WM_DELETE_WINDOW): yes when nothing is unsaved; otherwise the
    /// question is asked and the window stays until it is answered.
    func requestClose() -> Bool {
        guard document.isDirty else { return true }
        if pendingAction == nil { pendingAction = .close }
        return false
    }

    /// "Save": saves (asking for a path first when the document has none), then does what was asked.
    func answerSave() {
        guard let action = pendingAction else { return }
        pendingAction = nil
        if document.saveURL == nil {
            fileDialog = FileDialogRequest(mode: .saveAs, then: action)
            return
        }
        if save() { perform(action) }
    }

    /// "Don't Save": does what was asked, dropping the edits.
    func answerDontSave() {
        guard let action = pendingAction else { return }
        pendingAction = nil
        perform(action)
    }

    /// "Cancel": nothing happens.
    func answerCancel() {
        pendingAction = nil
    }

    func perform(_ action: GuardedAction) {
        switch action {
        case .close, .quit:
            closeWindow()
        case .new:
            replaceDocument(with: EditorDocument())
        case .showOpenDialog:
            fileDialog = FileDialogRequest(mode: .open)
        case .open(let url):
            open(url)
        }
    }

    // MARK: Files

    /// Ctrl+S: saves to the document's file, or asks for one (Save As) the first time.
    @discardableResult
    func save() -> Bool {
        guard let url = document.saveURL else {
            fileDialog = FileDialogRequest(mode: .saveAs)
            return false
        }
        let saved = document.save(to: url)
        if saved { recentFiles.add(url) }
        return saved
    }

    /// The Save As dialog chose `url`: an existing file is replaced only after a second question.
    func saveAs(to url: URL, confirmedOverwrite: Bool = false) {
        let then = fileDialog?.then
        if !confirmedOverwrite, FileManager.default.fileExists(atPath: url.path), url != document.saveURL {
            overwriteTarget = url
            return
        }
        fileDialog = nil
        overwriteTarget = nil
        guard document.save(to: url) else { return }
        recentFiles.add(url)
        if let then { perform(then) }
    }

    /// The Open dialog chose `url`.
    func chooseFileToOpen(_ url: URL) {
        fileDialog = nil
        open(url)
    }

    /// The folder file dialogs start in: the open file's, else the home folder.
    var dialogDirectory: URL {
        document.saveURL?.deletingLastPathComponent() ?? homeDirectory
    }

    /// The name Save As and Export suggest: the document's own name (with `pathExtension` for pictures).
    func suggestedFileName(extension pathExtension: String) -> String {
        guard let url = document.saveURL else { return "untitled.\(pathExtension)" }
        if pathExtension == "json" { return url.lastPathComponent }
        // "flow.swiftflow.json" → "flow": the native format's double extension is one name.
        var stem = url.deletingPathExtension().lastPathComponent
        if stem.hasSuffix(".swiftflow") { stem = String(stem.dropLast(".swiftflow".count)) }
        return "\(stem).\(pathExtension)"
    }
}

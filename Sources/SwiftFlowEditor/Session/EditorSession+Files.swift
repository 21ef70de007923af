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
        guard let url = document.saveURL else {
            fileDialog = FileDialogRequest(mode: .saveAs, then: action)
            return
        }
        if write(to: url, then: action) { perform(action) }
    }

    /// "Don't Save": does what was asked, dropping the edits (and their recovery file, when the window goes).
    func answerDontSave() {
        guard let action = pendingAction else { return }
        pendingAction = nil
        if action == .close || action == .quit { autosaver?.discard() }
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
        return write(to: url)
    }

    /// Writes the document to `url`. A read-only file is only replaced after Overwrite / Cancel (`then` runs
    /// once it is saved); a failure shows its whole reason in a dialog. Whether it was saved now.
    @discardableResult
    func write(to url: URL, overwritingReadOnly: Bool = false, isSaveAs: Bool = false,
               then: GuardedAction? = nil) -> Bool {
        switch document.write(to: url, overwritingReadOnly: overwritingReadOnly) {
        case .saved:
            noteFileUsed(url)
            return true
        case .readOnly(let url):
            readOnlyTarget = ReadOnlyTarget(url: url, isSaveAs: isSaveAs, then: then)
        case .failed(let message):
            saveError = message
        }
        return false
    }

    /// "Overwrite": replaces the read-only file (it stays read-only), then does what waited for the save.
    func answerOverwriteReadOnly() {
        guard let target = readOnlyTarget else { return }
        readOnlyTarget = nil
        guard write(to: target.url, overwritingReadOnly: true, isSaveAs: target.isSaveAs) else { return }
        if let then = target.then { perform(then) }
    }

    /// "Cancel": the read-only file stays as it is, and the edits unsaved.
    func answerKeepReadOnly() {
        readOnlyTarget = nil
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
        guard write(to: url, isSaveAs: true, then: then) else { return }
        if let then { perform(then) }
    }

    /// The Open dialog chose `url`.
    func chooseFileToOpen(_ url: URL) {
        fileDialog = nil
        open(url)
    }

    /// The folder file dialogs start in, as desktop editors choose it: the open file's; for a new document the
    /// folder of the file opened or saved last, else the folder the editor was started in from a shell, else
    /// the home folder. A folder that has gone since is passed over.
    var dialogDirectory: URL {
        if let url = document.saveURL { return url.deletingLastPathComponent() }
        func exists(_ folder: URL?) -> URL? {
            var isFolder: ObjCBool = false
            guard let folder, FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
                  isFolder.boolValue else { return nil }
            return folder
        }
        return exists(lastFileFolder) ?? exists(workingDirectory) ?? homeDirectory
    }

    /// A file was opened or saved: it heads the recent files, and its folder is where dialogs start next.
    func noteFileUsed(_ url: URL) {
        recentFiles.add(url)
        lastFileFolder = url.standardizedFileURL.deletingLastPathComponent()
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

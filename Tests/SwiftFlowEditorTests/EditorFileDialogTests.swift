import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Open and Save As: the in-window file dialog, its listing and Tab completion, overwrite confirmation and
/// the recent-files list; Export Image.
@MainActor
@Suite struct EditorFileDialogTests {
    private func makeTree(in folder: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("flows/nested"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        for name in ["flows/second.json", "flows/Alpha.json", "flows/notes.txt", "flows/.secret.json"] {
            try Data(EditorHarness.graph.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    @Test func theListingShowsFoldersThenJSONFilesAndTabCompletes() throws {
        let harness = try EditorHarness()
        try makeTree(in: harness.folder)
        var browser = FileBrowser(directory: harness.folder.appendingPathComponent("flows"), home: harness.folder)
        #expect(browser.entries == [FileEntry(name: "nested", isDirectory: true),
                                    FileEntry(name: "Alpha.json", isDirectory: false),
                                    FileEntry(name: "second.json", isDirectory: false)])
        #expect(browser.complete("se") == "second.json")
        #expect(browser.complete("ne") == "nested/", "a single folder gets its slash")
        #expect(browser.complete("x") == "x", "nothing matches: unchanged")
        #expect(browser.complete("~/fl") == "~/flows/")
        browser.goToParent()
        #expect(browser.directory.path == harness.folder.standardizedFileURL.path)
        #expect(browser.entries.map(\.name) == ["flows", "graph.json"])
        #expect(browser.resolve("~/flows/second.json").path == harness.folder.appendingPathComponent("flows/second.json").standardizedFileURL.path)
    }

    @Test func ctrlOShowsTheDialogAndReturnOpensTheTypedFile() throws {
        let harness = try EditorHarness()
        try makeTree(in: harness.folder)
        harness.key("o")
        #expect(harness.session.fileDialog?.mode == .open)
        #expect(harness.shows("graph.json") && harness.shows("flows/"), "the folder's listing")
        // Tab completes the folder, then the file.
        harness.type("fl")
        harness.tab()
        harness.type("se")
        harness.tab()
        harness.returnKey()
        #expect(harness.session.fileDialog == nil, "\(harness.texts().suffix(6))")
        #expect(harness.document.saveURL?.lastPathComponent == "second.json")
        #expect(harness.session.generation == 1, "a fresh canvas for the new document")
        #expect(harness.session.recentFiles.urls.first?.lastPathComponent == "second.json")
    }

    /// A folder of 1,200 graphs (file-0000.json … file-1199.json) lists the first 500 and says so; typing part
    /// of a name lists the matches (file-11 → the 100 files file-1100 … file-1199), and Return still opens any.
    @Test func aLargeFolderListsFiveHundredRowsNarrowedByTheTypedName() throws {
        let harness = try EditorHarness()
        let folder = harness.folder.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for i in 0..<1_200 {
            try Data(EditorHarness.graph.utf8).write(to: folder.appendingPathComponent(String(format: "file-%04d.json", i)))
        }
        let browser = FileBrowser(directory: folder, home: harness.folder)
        let all = browser.listing(for: "")
        #expect(all.entries.count == 500 && all.matching == 1_200)
        #expect(all.entries.last?.name == "file-0499.json")
        let narrowed = browser.listing(for: "FILE-11")
        #expect(narrowed.matching == 100 && narrowed.entries.first?.name == "file-1100.json")
        #expect(browser.listing(for: "many/file").matching == 1_200, "a path narrows nothing")
        // In the dialog.
        harness.key("o")
        harness.type("many")
        harness.returnKey()
        // (Only the rows scrolled into view are drawn; the note wraps.)
        #expect(harness.shows("file-0000.json"))
        #expect(harness.shows("500 of 1,200 shown"), "\(harness.texts().suffix(8))")
        harness.type("file-115")
        #expect(harness.shows("file-1150.json") && !harness.shows("file-0000.json"))
        #expect(!harness.shows("500 of 1,200 shown"), "ten matches are all listed")
        harness.type("0.json")
        harness.returnKey()
        #expect(harness.document.saveURL?.lastPathComponent == "file-1150.json")
    }

    @Test func aMissingFileIsRefusedWithAMessage() throws {
        let harness = try EditorHarness()
        harness.key("o")
        harness.type("nothing-here.json")
        harness.returnKey()
        #expect(harness.session.fileDialog?.mode == .open)
        #expect(harness.shows("There is no file nothing-here.json"))
        harness.escape()
        #expect(harness.session.fileDialog == nil && harness.document.saveURL == harness.url)
    }

    @Test func theParentAndHomeButtonsMoveTheListing() throws {
        let harness = try EditorHarness()
        try makeTree(in: harness.folder)
        harness.key("o")
        harness.type("flows")
        harness.returnKey()
        #expect(harness.shows("Alpha.json") && harness.shows("nested/"))
        harness.click(text: "Parent Folder")
        #expect(harness.shows("graph.json"))
        harness.type("flows/nested")
        harness.returnKey()
        #expect(!harness.shows("Alpha.json"))
        harness.click(text: "Home")
        #expect(harness.shows("graph.json"))
    }

    /// Home is $HOME only when it names a folder; an unset, relative or stale HOME gives the account's
    /// folder from the password database, and with neither the root folder (never a made-up /root).
    @Test func homeIsHOMEWhenItIsAFolderElseTheAccountsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = FileManager.default.temporaryDirectory.path
        func home(_ environment: [String: String], account: String?) -> String {
            HomeFolder.resolve(environment: environment, accountHome: { account }).path
        }
        #expect(home(["HOME": folder.path], account: other) == folder.path)
        #expect(home([:], account: folder.path) == folder.path, "HOME unset")
        #expect(home(["HOME": ""], account: folder.path) == folder.path, "HOME empty")
        #expect(home(["HOME": "relative/home"], account: folder.path) == folder.path, "HOME relative")
        #expect(home(["HOME": folder.path + "/gone"], account: folder.path) == folder.path, "HOME stale")
        #expect(home(["HOME": "/no/such/home"], account: nil) == "/")
        #expect(home([:], account: "/no/such/home") == "/")

        // The account's folder is the password file's sixth field for this user.
        let passwd = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? ""
        let mine = passwd.split(separator: "\n").map { $0.split(separator: ":", omittingEmptySubsequences: false) }
            .first { $0.count > 5 && $0[2] == "\(getuid())" }
        if let mine { #expect(HomeFolder.accountHome() == String(mine[5])) }

        // The dialog's Home button goes there.
        var browser = FileBrowser(directory: URL(fileURLWithPath: other),
                                  home: HomeFolder.resolve(environment: [:], accountHome: { folder.path }))
        browser.goHome()
        #expect(browser.directory.path == folder.path)
    }

    @Test func saveAsWritesANewFileAndAsksBeforeReplacingOne() throws {
        let harness = try EditorHarness()
        harness.click(harness.window(CGPoint(x: 175, y: 120)))
        harness.key(KeyCode.rightArrow.rawValue)
        harness.key("s", [.control, .shift])
        #expect(harness.session.fileDialog?.mode == .saveAs)
        harness.type("copy.json")
        harness.returnKey()
        let copy = harness.folder.appendingPathComponent("copy.json")
        #expect(try harness.saved(copy)["nodes"]?[0]?["position"] == ["x": 101, "y": 100])
        #expect(harness.document.saveURL?.lastPathComponent == "copy.json" && !harness.document.isDirty)
        #expect(try harness.saved()["nodes"]?[0]?["position"] == ["x": 100, "y": 100], "the original is untouched")
        // Saving as an existing file asks; Cancel keeps it, Replace writes it.
        harness.key(KeyCode.rightArrow.rawValue)
        harness.key("s", [.control, .shift])
        harness.type("graph.json")
        harness.returnKey()
        #expect(harness.session.overwriteTarget?.lastPathComponent == "graph.json")
        #expect(harness.shows("“graph.json” already exists. Replace it?"))
        harness.escape()
        #expect(harness.session.overwriteTarget == nil && harness.session.fileDialog != nil)
        #expect(try harness.saved()["nodes"]?[0]?["position"] == ["x": 100, "y": 100])
        harness.returnKey()
        harness.returnKey()
        #expect(harness.session.fileDialog == nil)
        #expect(try harness.saved()["nodes"]?[0]?["position"] == ["x": 102, "y": 100])
    }

    /// After saving into work/, New and then Save As start in work/ (its only file is listed), not in the
    /// home folder, which is where the harness's file lies.
    @Test func saveAsOfANewDocumentStartsInTheFolderOfTheLastSavedFile() throws {
        let harness = try EditorHarness()
        let work = harness.folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        harness.key("s", [.control, .shift])
        harness.type("work/kept.json")
        harness.returnKey()
        #expect(harness.document.saveURL?.lastPathComponent == "kept.json")
        harness.key("n")
        #expect(harness.document.saveURL == nil)
        #expect(harness.session.dialogDirectory.path == work.standardizedFileURL.path)
        harness.key("s", [.control, .shift])
        #expect(harness.session.fileDialog?.mode == .saveAs)
        #expect(harness.shows("kept.json") && !harness.shows("graph.json"), "\(harness.texts().suffix(8))")
        harness.escape()
        // Opening a file counts too: back in the home folder's graph.json, New starts there again.
        harness.key("o")
        harness.type(harness.url.path)
        harness.returnKey()
        #expect(harness.document.saveURL?.lastPathComponent == "graph.json")
        harness.key("n")
        #expect(harness.session.dialogDirectory.path == harness.folder.standardizedFileURL.path)
    }

    /// With no file opened or saved yet, a new document's dialogs start in the folder the editor was started in
    /// from a shell; started in / (a desktop launcher or a service), or when that folder has gone, at home.
    @Test func aNewDocumentStartsInTheShellsFolderThenAtHome() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("start-\(UUID().uuidString)")
        let home = folder.appendingPathComponent("home"), shell = folder.appendingPathComponent("projects")
        for made in [home, shell] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: folder) }
        func session(startedIn path: String) -> EditorSession {
            EditorSession(document: EditorDocument(), recentFiles: RecentFiles(directory: folder.appendingPathComponent("state")),
                          homeDirectory: home, workingDirectory: EditorWindow.launchDirectory(path))
        }
        #expect(session(startedIn: shell.path).dialogDirectory.path == shell.path)
        #expect(session(startedIn: "/").dialogDirectory.path == home.path)
        #expect(session(startedIn: folder.appendingPathComponent("gone").path).dialogDirectory.path == home.path)
    }

    /// The folder's path beside Parent Folder and Home is shown whole while the row has room: a 32-character
    /// path (about 230 points) fits the 520-point row after the two buttons, but the spacer after it took half
    /// of what was left and the path was cut to "/tmp/sf-dialog-…".
    @Test func theFolderPathTakesTheRoomItNeedsBeforeTheSpacer() throws {
        let harness = try EditorHarness()
        let folder = URL(fileURLWithPath: "/tmp/sf-dialog-\(UUID().uuidString.prefix(8))/projects")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(folder.path.count == 32)
        harness.key("o")
        harness.type(folder.path)
        harness.returnKey()
        #expect(harness.texts().contains(folder.path), "\(harness.texts().prefix(12))")
    }

    /// A file's name in the listing is shown on one line while the row has room: a 37-character name (about 270
    /// points) fits the 520-point list, but the spacer after it took half of the row and the name wrapped as
    /// "chainforge_basic_comparison.flow.js" / "on".
    @Test func aLongFileNameInTheListingIsNotWrapped() throws {
        let harness = try EditorHarness()
        let name = "chainforge_basic_comparison.flow.json"
        try Data(EditorHarness.graph.utf8).write(to: harness.folder.appendingPathComponent(name))
        try FileManager.default.createDirectory(at: harness.folder.appendingPathComponent("a_folder_with_a_long_name_too"),
                                                withIntermediateDirectories: true)
        harness.key("o")
        #expect(harness.texts().contains(name), "\(harness.texts().suffix(12))")
        #expect(harness.texts().contains("a_folder_with_a_long_name_too/"))
    }

    @Test func recentFilesLiveInTheXDGStateFolder() throws {
        let home = URL(fileURLWithPath: "/home/someone")
        #expect(RecentFiles.defaultDirectory(environment: [:], home: home).path == "/home/someone/.local/state/swiftflow")
        #expect(RecentFiles.defaultDirectory(environment: ["XDG_STATE_HOME": "/tmp/state"], home: home).path
                    == "/tmp/state/swiftflow")
        #expect(RecentFiles.defaultDirectory(environment: ["XDG_STATE_HOME": "relative"], home: home).path
                    == "/home/someone/.local/state/swiftflow", "relative values are ignored")
        let harness = try EditorHarness()
        harness.key("s")
        let listFile = harness.folder.appendingPathComponent("state/swiftflow/recent-files")
        #expect(try String(contentsOf: listFile, encoding: .utf8) == harness.url.standardizedFileURL.path + "\n")
        // A new list read from the same folder has it, and File ▸ Open Recent shows it.
        #expect(RecentFiles(directory: harness.folder.appendingPathComponent("state/swiftflow")).urls
                    == [harness.url.standardizedFileURL])
        harness.key(Keysym.function(10))
        harness.key(KeyCode.downArrow.rawValue)
        harness.key(KeyCode.downArrow.rawValue)
        harness.key(KeyCode.rightArrow.rawValue)
        #expect(harness.shows(harness.url.standardizedFileURL.path))
    }

    @Test func exportWritesPNGSVGAndPDFOfTheWholeGraph() throws {
        let harness = try EditorHarness()
        harness.key("e")
        #expect(harness.session.showsExport)
        #expect(harness.shows("The whole graph: 3 nodes · 1 edge"))
        // The suggested path is the document's name with the format's extension, next to it.
        harness.returnKey()
        let png = harness.folder.appendingPathComponent("graph.png")
        let data = try Data(contentsOf: png)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
        #expect(!harness.session.showsExport && harness.document.status == "Exported graph.png")
        // The extension picks the format; the picker follows it.
        for (name, magic) in [("pic.svg", Array("<?xml".utf8)), ("pic.pdf", Array("%PDF".utf8))] {
            harness.key("e")
            harness.type(harness.folder.appendingPathComponent(name).path)
            harness.returnKey()
            let bytes = try Data(contentsOf: harness.folder.appendingPathComponent(name))
            #expect(bytes.starts(with: magic), "\(name)")
        }
    }

    @Test func theFormatPickerChangesThePathsExtension() {
        #expect(ExportDialog.path("/tmp/a.png", withExtension: "svg") == "/tmp/a.svg")
        #expect(ExportDialog.path("/tmp/a", withExtension: "pdf") == "/tmp/a.pdf")
        #expect(ExportDialog.path("/tmp/a.json", withExtension: "png") == "/tmp/a.json.png")
    }

    @Test func theExportSizeCoversTheGraph() {
        let nodes = [Node<JSONValue>(id: "a", position: XYPosition(x: 0, y: 0), data: .null, width: 100, height: 50),
                     Node<JSONValue>(id: "b", position: XYPosition(x: 700, y: 350), data: .null, width: 100, height: 50)]
        // Bounds 800 × 400, × 1.25 + 40 = 1040 × 540.
        #expect(HeadlessRenderer.exportSize(for: nodes) == CGSize(width: 1040, height: 540))
        let huge = [Node<JSONValue>(id: "a", position: XYPosition(x: 0, y: 0), data: .null, width: 100, height: 50),
                    Node<JSONValue>(id: "b", position: XYPosition(x: 9900, y: 50), data: .null, width: 100, height: 50)]
        // 12540 × 165 scaled to a longer side of 4000.
        #expect(HeadlessRenderer.exportSize(for: huge) == CGSize(width: 4000, height: (165 * 4000 / 12540.0).rounded()))
    }
}

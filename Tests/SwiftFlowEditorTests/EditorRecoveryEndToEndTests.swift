import Foundation
import Glibc
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// The real `swiftflow` binary, each test on an X server of its own (so it can be killed): unsaved work is
/// kept on SIGTERM, on a lost X connection and, through the autosave, across `kill -9`, and offered back at the
/// next start. Skips without Xvfb and xdotool.
@MainActor
@Suite(.serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")
                                && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")))
struct EditorRecoveryEndToEndTests {
    /// A folder with the graph (three nodes) and the editor's state folder.
    @MainActor struct Workspace {
        let folder: URL
        let file: URL
        var state: URL { folder.appendingPathComponent("state") }
        var recovery: URL { state.appendingPathComponent("swiftflow/recovery") }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("recovery-e2e-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            file = folder.appendingPathComponent("flow.json")
            try Data(EditorEndToEndTests.graph.utf8).write(to: file)
        }

        func entries() -> [RecoveryEntry] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: recovery.path)) ?? []
            // A write cut short by kill -9 leaves a temporary file (removed at the next write): not an entry.
            return names.filter { $0.hasSuffix(".swiftflow-recovery") }.sorted()
                .compactMap { RecoveryEntry.read(recovery.appendingPathComponent($0)) }
        }

        func nodeCount(in data: Data) -> Int {
            (try? JSONValue(parsing: data))?["nodes"]?.arrayValue?.count ?? -1
        }
    }

    /// Starts the editor on `workspace.file` on `server`; its window id once it is shown.
    func launch(_ workspace: Workspace, on server: PrivateXServer) throws -> (Process, Pipe, String) {
        let executable = try #require(EditorEndToEndTests.executable(), "swiftflow is not built")
        let editor = Process()
        editor.executableURL = executable
        editor.arguments = [workspace.file.path]
        editor.environment = ProcessInfo.processInfo.environment.merging(
            ["DISPLAY": server.name, "XDG_STATE_HOME": workspace.state.path, "LANGUAGE": "en"],
            uniquingKeysWith: { $1 })
        editor.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        editor.standardError = errors
        try editor.run()
        var window = ""
        try #require(Shell.wait {
            guard let found = server.run(["xdotool", "search", "--pid", "\(editor.processIdentifier)", "--name", "SwiftFlow"])?
                .output.split(separator: "\n").first else { return false }
            window = String(found)
            return true
        }, "the editor's window never appeared")
        usleep(500_000)
        server.run(["xdotool", "windowfocus", "--sync", window])
        return (editor, errors, window)
    }

    private func title(_ window: String, on server: PrivateXServer) -> String {
        (server.run(["xdotool", "getwindowname", window])?.output ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Shift+A opens the palette, Return inserts its first node: the graph has four nodes, unsaved.
    func addNode(_ window: String, on server: PrivateXServer) throws {
        server.run(["xdotool", "key", "shift+a"])
        usleep(300_000)
        server.run(["xdotool", "key", "Return"])
        try #require(Shell.wait { title(window, on: server).hasPrefix("• flow.json") }, "the edit never showed")
    }

    /// Runs `body` with the editor (its process, standard error and window id) started on a fresh workspace on an
    /// X server of its own, after one unsaved edit (`addNode`); the editor, the server and the workspace go when
    /// it returns.
    func withEditedEditor(_ body: (Workspace, PrivateXServer, Process, Pipe, String) throws -> Void) throws {
        let workspace = try Workspace()
        defer { try? FileManager.default.removeItem(at: workspace.folder) }
        let server = try PrivateXServer()
        defer { server.stop() }
        let (editor, errors, window) = try launch(workspace, on: server)
        defer { if editor.isRunning { kill(editor.processIdentifier, SIGKILL) } }
        try addNode(window, on: server)
        try body(workspace, server, editor, errors, window)
    }

    /// What the editor wrote to standard error (read once it has ended).
    private func said(_ errors: Pipe) -> String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    @Test func sigtermKeepsTheUnsavedWorkBeforeEnding() throws {
        try withEditedEditor { workspace, server, editor, errors, window in
            editor.terminate()
            editor.waitUntilExit()
            #expect(editor.terminationReason == .uncaughtSignal && editor.terminationStatus == SIGTERM,
                    "ended by the signal, as its parent expects")
            let entry = try #require(workspace.entries().first, "no recovery file")
            #expect(entry.header.file == RecoveryStore.canonicalPath(workspace.file))
            #expect(workspace.nodeCount(in: try entry.contents()) == 4)
            #expect(workspace.nodeCount(in: try Data(contentsOf: workspace.file)) == 3, "the file itself is untouched")
            #expect(said(errors).contains("unsaved changes kept in \(entry.url.path)"))
        }
    }

    @Test func aLostXConnectionKeepsTheUnsavedWorkAndEndsWithStatus1() throws {
        try withEditedEditor { workspace, server, editor, errors, window in
            server.stop()
            editor.waitUntilExit()
            #expect(editor.terminationReason == .exit && editor.terminationStatus == 1)
            let entry = try #require(workspace.entries().first, "no recovery file")
            #expect(workspace.nodeCount(in: try entry.contents()) == 4)
            let text = said(errors)
            #expect(text.contains("unsaved changes kept in") && text.contains("lost the connection to the X server"))
        }
    }

    @Test func afterKill9TheNextStartOffersTheAutosavedWorkBack() throws {
        try withEditedEditor { workspace, server, editor, errors, window in
            // The autosave writes within 2 seconds of the edit; nothing runs after SIGKILL.
            try #require(Shell.wait { workspace.entries().count == 1 }, "the autosave never wrote")
            kill(editor.processIdentifier, SIGKILL)
            editor.waitUntilExit()
            #expect(workspace.nodeCount(in: try workspace.entries()[0].contents()) == 4)

            let (again, _, secondWindow) = try launch(workspace, on: server)
            defer { if again.isRunning { kill(again.processIdentifier, SIGKILL) } }
            #expect(Shell.wait { title(secondWindow, on: server) == "flow.json — SwiftFlow" },
                    "the file as saved, with the question open")
            // Return is Restore; the question comes once the file has loaded (slow on a busy machine), and Return
            // before it does nothing, so it is pressed until the graph is restored.
            #expect(Shell.wait {
                server.run(["xdotool", "key", "Return"])
                usleep(200_000)
                return title(secondWindow, on: server) == "• flow.json — SwiftFlow"
            }, "restored, marked modified")
            server.run(["xdotool", "key", "ctrl+s"])
            #expect(Shell.wait { workspace.nodeCount(in: (try? Data(contentsOf: workspace.file)) ?? Data()) == 4 })
            #expect(Shell.wait { workspace.entries().isEmpty }, "saved: the recovery file goes")
            again.terminate()
            again.waitUntilExit()
            #expect(again.terminationReason == .uncaughtSignal, "nothing unsaved: SIGTERM just ends it")
            #expect(workspace.entries().isEmpty)
        }
    }
}

/// An Xvfb of the test's own on a free display number, so the test may kill it.
@MainActor struct PrivateXServer {
    let name: String
    private let number: Int
    private let process: Process

    init() throws {
        var number = 150 + Int(getpid() % 100)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
            number += 1
        }
        self.number = number
        name = ":\(number)"
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = [name, "-screen", "0", "1400x900x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let socket = "/tmp/.X11-unix/X\(number)"
        try #require(Shell.wait { FileManager.default.fileExists(atPath: socket) }, "Xvfb \(name) did not start")
    }

    /// Runs a command with `DISPLAY` set to this server.
    @discardableResult
    func run(_ arguments: [String]) -> (status: Int32, output: String)? {
        Shell.run(["DISPLAY=\(name)"] + arguments)
    }

    /// Kills the server (its clients lose their connection) and removes what a killed server leaves behind.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        unlink("/tmp/.X11-unix/X\(number)")
        unlink("/tmp/.X\(number)-lock")
    }
}

extension EditorRecoveryEndToEndTests {
    @Test func aWindowDestroyedByAnotherProgramKeepsTheWorkAndEnds() throws {
        try withEditedEditor { workspace, server, editor, errors, window in
            // XDestroyWindow from another client: no "Save changes?" is possible any more.
            server.run(["xdotool", "windowclose", window])
            #expect(Shell.wait { !editor.isRunning }, "the editor must not linger without a window")
            let entry = try #require(workspace.entries().first, "no recovery file")
            #expect(workspace.nodeCount(in: try entry.contents()) == 4)
            #expect(said(errors).contains("unsaved changes kept in \(entry.url.path)"))
        }
    }
}

import Foundation
import Glibc
import Testing
@testable import SwiftFlowCore

/// Saves that keep what the file was: its mode, owner and group, the symbolic link leading to it, and a
/// read-only file unless overwriting is asked for; temporary files named so a killed writer's are cleaned up.
@Suite struct AtomicFileWriterTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func info(_ url: URL) -> stat {
        var result = stat()
        stat(url.path, &result)
        return result
    }

    private func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test func keepsTheModeOwnerAndGroupOfTheFileItReplaces() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("graph.json")
        try Data("old".utf8).write(to: url)
        chmod(url.path, 0o640)
        // Only the superuser can give a file away; others check the mode alone.
        let canChown = geteuid() == 0
        if canChown { chown(url.path, 12345, 23456) }
        try AtomicFileWriter.write(Data("new".utf8), to: url)
        #expect(try text(url) == "new")
        #expect(info(url).st_mode & 0o7777 == 0o640)
        if canChown {
            #expect(info(url).st_uid == 12345 && info(url).st_gid == 23456)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["graph.json"])
    }

    @Test func refusesWhenTheOwnerCannotBeKeptAndLeavesTheFileAlone() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("theirs.json")
        try Data("theirs".utf8).write(to: url)
        // A file of another user: only the superuser can make one, and may give files to anyone, so the
        // refusal every other user meets (fchown failing with EPERM) is simulated.
        guard geteuid() == 0 else { return }
        chown(url.path, 12345, 12345)
        let before = info(url)
        #expect {
            try AtomicFileWriter.$changeOwner.withValue({ _, _, _ in -1 }) {
                try AtomicFileWriter.write(Data("mine".utf8), to: url)
            }
        } throws: { error in
            guard let failure = error as? AtomicFileWriter.Failure else { return false }
            return failure.kind == .ownerCannotBeKept && failure.path == url.path
                && failure.reason.contains("belongs to") && failure.reason.contains("Save As")
        }
        #expect(try text(url) == "theirs")
        #expect(info(url).st_uid == before.st_uid && info(url).st_ino == before.st_ino, "the same file, untouched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["theirs.json"], "no temporary file")
    }

    @Test func writesThroughAChainOfRelativeSymlinksToTheTarget() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let real = data.appendingPathComponent("real.json")
        try Data("old".utf8).write(to: real)
        chmod(real.path, 0o600)
        // link.json → data/middle.json → real.json (both relative to their own folders).
        symlink("real.json", data.appendingPathComponent("middle.json").path)
        let link = folder.appendingPathComponent("link.json")
        symlink("data/middle.json", link.path)
        try AtomicFileWriter.write(Data("new".utf8), to: link)
        #expect(try text(real) == "new")
        #expect(info(real).st_mode & 0o7777 == 0o600)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "data/middle.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: data.appendingPathComponent("middle.json").path)
            == "real.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).sorted() == ["middle.json", "real.json"])
    }

    @Test func aLinkToAMissingFileCreatesTheFileItNames() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("link.json")
        symlink("target.json", link.path)
        try AtomicFileWriter.write(Data("new".utf8), to: link)
        #expect(try text(folder.appendingPathComponent("target.json")) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.json")
    }

    @Test func aLoopOfLinksFailsWithAReason() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        symlink("b", folder.appendingPathComponent("a").path)
        symlink("a", folder.appendingPathComponent("b").path)
        #expect {
            try AtomicFileWriter.write(Data("x".utf8), to: folder.appendingPathComponent("a"))
        } throws: { error in
            (error as? AtomicFileWriter.Failure)?.reason == "too many levels of symbolic links"
        }
    }

    @Test func aReadOnlyFileIsOnlyReplacedWhenAskedAndStaysReadOnly() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("locked.json")
        try Data("old".utf8).write(to: url)
        chmod(url.path, 0o444)
        #expect(AtomicFileWriter.isReadOnly(url))
        #expect {
            try AtomicFileWriter.write(Data("new".utf8), to: url)
        } throws: { error in
            let failure = error as? AtomicFileWriter.Failure
            return failure?.kind == .readOnly && failure?.reason == "the file is read-only (mode 444)"
        }
        #expect(try text(url) == "old")
        try AtomicFileWriter.write(Data("new".utf8), to: url, overwritingReadOnly: true)
        #expect(try text(url) == "new")
        #expect(info(url).st_mode & 0o7777 == 0o444)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["locked.json"])
    }

    @Test func aWritableFileIsNotReadOnly() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("open.json")
        try Data("old".utf8).write(to: url)
        chmod(url.path, 0o644)
        #expect(!AtomicFileWriter.isReadOnly(url))
        #expect(!AtomicFileWriter.isReadOnly(folder.appendingPathComponent("missing.json")))
    }

    @Test func temporaryFilesCarryTheNameAndTheWritersProcessId() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("graph.json")
        var seen = ""
        try AtomicFileWriter.write(to: url) { path in
            seen = (path as NSString).lastPathComponent
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        }
        let prefix = ".graph.json.swiftflow-tmp-\(getpid())-"
        #expect(seen.hasPrefix(prefix) && Int(seen.dropFirst(prefix.count)) != nil, "\(seen)")
        #expect(TemporaryFiles.writer(of: seen, name: "graph.json") == getpid())
        #expect(TemporaryFiles.writer(of: ".graph.json.swiftflow-tmp-x-1", name: "graph.json") == nil)
        #expect(TemporaryFiles.writer(of: ".other.json.swiftflow-tmp-5-1", name: "graph.json") == nil)
    }

    @Test func theNextWriteRemovesTemporaryFilesOfDeadWritersOnly() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("graph.json")
        // A writer that has ended: a finished child process's id.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = ".graph.json.swiftflow-tmp-\(child.processIdentifier)-1"
        // A writer still running (this test's parent) and files that are not ours to remove.
        let alive = ".graph.json.swiftflow-tmp-\(getppid())-4"
        let others = [".other.json.swiftflow-tmp-\(child.processIdentifier)-1", ".graph.json.tmp", "notes.txt"]
        for name in [dead, alive] + others {
            try Data("partial".utf8).write(to: folder.appendingPathComponent(name))
        }
        try AtomicFileWriter.write(Data("new".utf8), to: url)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == Set(["graph.json", alive] + others))
    }

    @Test func aFailureNamesTheTargetAndItsWholeReason() throws {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/deeper/graph.json")
        #expect {
            try AtomicFileWriter.write(Data("x".utf8), to: url)
        } throws: { error in
            "\(error)" == "cannot write \(url.path): the folder \(url.deletingLastPathComponent().path) does not exist"
        }
    }
}

import Foundation
import Testing
@testable import SwiftFlowCore

/// Paths that are not plain files, given where a graph file is expected (`swiftflow check FILE`, the editor's
/// FILE argument or Open): each ends at once with a reason, none blocks or reads without end.
@Suite struct FileKindTests {
    private static let graph = #"{"nodes": [{"id": "a", "position": {"x": 0, "y": 0}}], "edges": []}"#

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A named pipe, `pipe.json`, in `folder`.
    private func namedPipe(in folder: URL) throws -> URL {
        let pipe = folder.appendingPathComponent("pipe.json")
        try #require(mkfifo(pipe.path, 0o600) == 0)
        return pipe
    }

    /// The failure `JSONFileReader.read` throws for `url`, or nil when it reads.
    private func failure(reading url: URL, limits: JSONLimits = .standard) -> JSONFileReader.Failure? {
        do {
            _ = try JSONFileReader.read(url, limits: limits)
            return nil
        } catch {
            return error as? JSONFileReader.Failure
        }
    }

    /// Runs `body` on another thread; if it has not returned within `seconds`, `unblock` runs (so a test of a
    /// blocking read fails instead of hanging) and the result is nil.
    private func withDeadline<T: Sendable>(_ seconds: Double, unblock: () -> Void,
                                           _ body: @escaping @Sendable () -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Thread { box.value = body(); done.signal() }.start()
        if done.wait(timeout: .now() + seconds) == .success { return box.value }
        unblock()
        done.wait()
        return nil
    }

    /// A named pipe nobody writes to used to block the open for ever (`swiftflow check fifo` never returned,
    /// the editor stayed on "Reading the file…" with Save disabled); now it is given up after `pipeWait`.
    @Test func aPipeNobodyWritesToIsGivenUp() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = try namedPipe(in: folder)
        let path = pipe.path
        let result = withDeadline(10, unblock: {
            // Opening for writing lets a reader blocked in its open go on (it then reads the end at once).
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }) { () -> String in
            do {
                _ = try JSONFileReader.read(URL(fileURLWithPath: path), pipeWait: 0.2)
                return "read"
            } catch {
                return "\(error)"
            }
        }
        #expect(result == "cannot read \(path): it is a pipe, and nothing came through it in 0.2 s",
                "the open of a pipe without a writer blocked")
    }

    /// Loads a named pipe whose writer, once the reader has it open, sends `parts` 0.2 s apart and closes it.
    private func loadPipe(writing parts: [[UInt8]]) throws -> (GraphDocument, [GraphDiagnostic]) {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = try namedPipe(in: folder)
        let path = pipe.path
        Thread {
            let writer = open(path, O_WRONLY)
            guard writer >= 0 else { return }
            for (index, part) in parts.enumerated() {
                if index > 0 { usleep(200_000) }
                part.withUnsafeBytes { _ = write(writer, $0.baseAddress, $0.count) }
            }
            close(writer)
        }.start()
        return try GraphDocument.load(from: pipe)
    }

    /// A pipe whose writer closes it without a word reads as an empty document at once.
    @Test func aPipeClosedWithoutAWordIsEmpty() throws {
        let error = try #require(throws: GraphFileError.self) { try loadPipe(writing: []) }
        #expect(error.errors.map(\.message) == ["the document is empty"])
    }

    /// A pipe that is written to, slowly, still loads: `swiftflow check <(app export)` keeps working.
    @Test func aPipeWithAWriterLoadsItsGraph() throws {
        let bytes = Array(Self.graph.utf8)
        let (document, warnings) = try loadPipe(writing: [Array(bytes[..<10]), Array(bytes[10...])])
        #expect(document.nodes.map(\.id) == ["a"])
        #expect(warnings.isEmpty)
    }

    /// /dev/zero has no end: it was read until the 2 GiB limit (seconds of CPU and gigabytes of memory). A
    /// small limit shows which way it is refused: as a device, before any byte is read.
    @Test func devicesAreRefusedBeforeReading() throws {
        for path in ["/dev/zero", "/dev/urandom", "/dev/null"] where FileManager.default.fileExists(atPath: path) {
            let failure = failure(reading: URL(fileURLWithPath: path), limits: JSONLimits(maximumTextBytes: 1_000))
            #expect(failure?.exceedsLimit == false, "\(path)")
            #expect(failure?.description == "cannot read \(path): it is a device, not a file")
        }
    }

    @Test func aFolderIsNamedAsOne() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(failure(reading: folder)?.description == "cannot read \(folder.path): it is a folder, not a file")
    }

    /// Foundation's message for a symbolic-link loop was "(NSCocoaErrorDomain error 256.)"; the system's
    /// reason says what is wrong.
    @Test func openFailuresGiveTheSystemsReason() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("one.json")
        let two = folder.appendingPathComponent("two.json")
        try FileManager.default.createSymbolicLink(atPath: one.path, withDestinationPath: two.path)
        try FileManager.default.createSymbolicLink(atPath: two.path, withDestinationPath: one.path)
        #expect(failure(reading: one)?.description == "cannot read \(one.path): \(String(cString: strerror(ELOOP)))")
        let missing = folder.appendingPathComponent("missing.json")
        #expect(failure(reading: missing)?.description
                    == "cannot read \(missing.path): \(String(cString: strerror(ENOENT)))")
    }

    /// A plain file still reads (through the same open), and a pipe's reads block again after the open.
    @Test func aPlainFileReadsAsBefore() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("graph.json")
        try Data(Self.graph.utf8).write(to: url)
        let (handle, info) = try JSONFileReader.openForReading(url)
        #expect(fcntl(handle.fileDescriptor, F_GETFL) & O_NONBLOCK == 0)
        #expect(Int(info.st_size) == Self.graph.utf8.count)
        try handle.close()
        #expect(try GraphDocument.load(from: url).0.nodes.map(\.id) == ["a"])
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

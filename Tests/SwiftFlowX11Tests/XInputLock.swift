import Foundation

/// An exclusive lock shared by every test, in any test target, that drives the X server's one pointer and
/// keyboard with xdotool (the demo here, the editor's end-to-end test). Swift Testing runs suites of
/// different targets in parallel, and two such tests at once steal each other's clicks. One file: the editor's
/// test target links to it (Tests/SwiftFlowEditorTests/XInputLock.swift is a symbolic link).
enum XInputLock {
    static let path = "/tmp/swiftflow-tests-x-input.lock"

    /// Runs `body` while holding the lock (a `flock` on `path`, so it also holds across processes).
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        let descriptor = open(path, O_CREAT | O_RDWR, 0o666)
        if descriptor >= 0 { flock(descriptor, LOCK_EX) }
        defer {
            if descriptor >= 0 {
                flock(descriptor, LOCK_UN)
                close(descriptor)
            }
        }
        return try body()
    }
}

import CX11
import Foundation
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore
import SwiftFlowUI

extension XServerTests {
    /// Launches the built `SwiftFlowUIDemo` on the test's display and drives it like a user with xdotool.
    @Suite struct DemoEndToEndTests {
        /// The demo executable, next to the test bundle in the build folder.
        private static func demoExecutable() -> URL? {
            let candidates = [
                Bundle.main.executableURL?.deletingLastPathComponent(),
                Bundle.main.bundleURL,
                Bundle.main.bundleURL.deletingLastPathComponent(),
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            ]
            for directory in candidates.compactMap({ $0 }) {
                let url = directory.appendingPathComponent("SwiftFlowUIDemo")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
            return nil
        }

        /// The standard output of `arguments` run through /usr/bin/env, or nil when it cannot start.
        @discardableResult
        private static func run(_ arguments: [String]) -> (status: Int32, output: String)? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return nil }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        /// Polls `condition` every 20 ms, at most `limit` times; whether it came true.
        private static func wait(limit: Int = 500, until condition: () -> Bool) -> Bool {
            for _ in 0..<limit {
                if condition() { return true }
                usleep(20_000)
            }
            return condition()
        }

        @Test func clicksTypesAndClosesTheDemo() throws {
            try XInputLock.withLock { try driveTheDemo() }
        }

        private func driveTheDemo() throws {
            guard let executable = Self.demoExecutable() else {
                Issue.record("SwiftFlowUIDemo is not built next to the tests; run `swift build --build-tests` first")
                return
            }
            guard Self.run(["xdotool", "version"])?.status == 0 else {
                Issue.record("xdotool is missing (scripts/install-deps installs it)")
                return
            }
            let outputURL = FileManager.default.temporaryDirectory
                .appendingPathComponent("swiftflow-demo-\(UUID().uuidString).txt")
            _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: outputURL) }
            let demo = Process()
            demo.executableURL = executable
            demo.standardOutput = try FileHandle(forWritingTo: outputURL)
            try demo.run()
            defer { if demo.isRunning { demo.terminate() } }
            let output = { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }

            let display = try X11Display()
            let scale = display.scale
            let dpy = display.pointer
            var windowID: Window = 0
            let found = Self.wait {
                guard let result = Self.run(["xdotool", "search", "--all", "--pid", "\(demo.processIdentifier)",
                                             "--name", "SwiftFlowUI Demo"]),
                      let first = result.output.split(separator: "\n").first, let id = Window(first) else {
                    return false
                }
                windowID = id
                return true
            }
            try #require(found, "the demo's window never appeared")

            // Regions in points (see DemoView: 20-point padding, a title-sized counter, then the button).
            func pixels(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [UInt]? {
                WindowPixels.read(windowID, on: dpy, x: Int(x * scale), y: Int(y * scale),
                                  width: Int(width * scale), height: Int(height * scale))
            }
            let counterRegion = (x: 10.0, y: 10.0, width: 200.0, height: 40.0)
            let fieldRegion = (x: 24.0, y: 104.0, width: 200.0, height: 20.0)
            func counter() -> [UInt]? {
                pixels(counterRegion.x, counterRegion.y, counterRegion.width, counterRegion.height)
            }
            func field() -> [UInt]? {
                pixels(fieldRegion.x, fieldRegion.y, fieldRegion.width, fieldRegion.height)
            }
            // The first frame is up once the counter region holds more than one colour (text on background).
            try #require(Self.wait { (counter().map { Set($0).count } ?? 0) > 1 }, "the demo never drew")
            let counterAtZero = try #require(counter())
            let emptyField = try #require(field())

            let window = "\(windowID)"
            func click(_ x: Double, _ y: Double) {
                Self.run(["xdotool", "mousemove", "--window", window, "\(Int(x * scale))", "\(Int(y * scale))",
                          "click", "1"])
            }
            // The Increment button sits below the counter, at about (63, 73) points.
            click(63, 73)
            #expect(Self.wait { output().contains("count 1\n") })
            #expect(Self.wait { counter().map { $0 != counterAtZero } ?? false })
            let counterAtOne = try #require(counter())
            click(63, 73)
            #expect(Self.wait { output().contains("count 2\n") })
            #expect(Self.wait { counter().map { $0 != counterAtZero && $0 != counterAtOne } ?? false })

            // Typing into the field (focused by clicking it) draws the text.
            click(140, 114)
            Self.run(["xdotool", "type", "--delay", "20", "hello"])
            #expect(Self.wait { field().map { $0 != emptyField } ?? false })

            display.requestClose(of: windowID)
            let exited = Self.wait { !demo.isRunning }
            #expect(exited)
            if exited {
                #expect(demo.terminationReason == .exit)
                #expect(demo.terminationStatus == 0)
            }
        }

        @Test func reportsMissingDisplayAndExitsWithOne() throws {
            let executable = try #require(Self.demoExecutable())
            let demo = Process()
            demo.executableURL = executable
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = ":7311"
            demo.environment = environment
            let errors = Pipe()
            demo.standardError = errors
            demo.standardOutput = FileHandle.nullDevice
            try demo.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            demo.waitUntilExit()
            #expect(demo.terminationStatus == 1)
            #expect(message == X11Error.cannotOpenDisplay(display: ":7311").description + "\n")
        }
    }
}

import Foundation
import Testing

/// Whether tests that need an X server can run (the test script starts an Xvfb and sets DISPLAY).
let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false

/// Parent of every suite that opens X connections: they run one at a time, and only with a display.
@Suite(.serialized, .enabled(if: hasDisplay, "needs an X server in DISPLAY"))
struct XServerTests {}

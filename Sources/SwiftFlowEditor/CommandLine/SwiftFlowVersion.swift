import Foundation
import SwiftFlow

/// The release of `swiftflow`, printed by `--version` and at the top of `--help`: the one place it is written.
enum SwiftFlowVersion {
    static let current = "0.1.0"

    /// `swiftflow 0.1.0 (file format 1)`: the native format version this build writes and reads up to.
    static var line: String { "swiftflow \(current) (file format \(GraphFileFormat.nativeVersion))" }
}

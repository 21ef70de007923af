// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer targets for SwiftFlow, built by `scripts/fuzz` with `swift build --sanitize fuzzer
// --sanitize address`; kept out of the main package so `swift build`/`swift test` never see them.
// The editor's sources are reached through a symlink (FuzzSupport/Editor → Sources/SwiftFlowEditor) and
// built into FuzzSupport without their main.swift, so the targets fuzz the app's real file-opening path.
// The root package's identity is its folder's name, which differs between clones.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let swiftFlow = Target.Dependency.product(name: "SwiftFlow", package: root.lastPathComponent.lowercased())

let package = Package(
    name: "SwiftFlowFuzz",
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [swiftFlow],
            exclude: ["Editor/main.swift"],
            resources: [.process("Editor/Examples"), .process("Editor/Localization")]
        ),
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzDecode", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzRender", dependencies: ["FuzzSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way only:
// Core ← UI ← Canvas; UI ← Cairo ← X11 (the host needs no canvas); all of them ← SwiftFlow (umbrella),
// which alone re-exports the others; SwiftFlowEditor builds on the umbrella.
// Core, UI and Canvas import nothing from C.
let package = Package(
    name: "SwiftFlow",
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SwiftFlow", targets: ["SwiftFlow"]),
        .library(name: "SwiftFlowCore", targets: ["SwiftFlowCore"]),
        .executable(name: "swiftflow", targets: ["SwiftFlowEditor"]),
        .executable(name: "swiftflow-bench", targets: ["SwiftFlowBenchmarks"]),
    ],
    targets: [
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11",
            providers: [.apt(["libx11-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo-xlib",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .target(name: "SwiftFlowCore"),
        // UI and Canvas carry their own words as Localization/<lang>.lproj resources.
        .target(name: "SwiftFlowUI", dependencies: ["SwiftFlowCore"], resources: [.process("Localization")]),
        .target(
            name: "SwiftFlowCanvas",
            dependencies: ["SwiftFlowUI", "SwiftFlowCore"],
            resources: [.process("Localization")]
        ),
        .target(name: "SwiftFlowCairo", dependencies: ["SwiftFlowUI", "SwiftFlowCore", "CCairo"]),
        .target(
            name: "SwiftFlowX11", dependencies: ["SwiftFlowCairo", "SwiftFlowUI", "SwiftFlowCore", "CX11", "CCairo"]
        ),
        .target(
            name: "SwiftFlow",
            dependencies: ["SwiftFlowCore", "SwiftFlowUI", "SwiftFlowCanvas", "SwiftFlowCairo", "SwiftFlowX11"]
        ),
        .executableTarget(
            name: "SwiftFlowEditor",
            dependencies: ["SwiftFlow"],
            resources: [.process("Examples"), .process("Localization")]
        ),
        .executableTarget(name: "SwiftFlowBenchmarks", dependencies: ["SwiftFlow"]),
        .executableTarget(name: "SwiftFlowUIDemo", dependencies: ["SwiftFlow"]),
        .testTarget(name: "SwiftFlowCoreTests", dependencies: ["SwiftFlowCore"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "SwiftFlowUITests",
            dependencies: ["SwiftFlowUI", "SwiftFlowCore"],
            resources: [.process("Localization")]
        ),
        .testTarget(
            name: "SwiftFlowCanvasTests",
            dependencies: ["SwiftFlowCanvas", "SwiftFlowCairo", "SwiftFlowUI", "SwiftFlowCore"]
        ),
        .testTarget(name: "SwiftFlowCairoTests", dependencies: ["SwiftFlowCairo", "SwiftFlowUI", "SwiftFlowCore"]),
        .testTarget(
            name: "SwiftFlowX11Tests",
            dependencies: ["SwiftFlowX11", "SwiftFlowCairo", "SwiftFlowUI", "SwiftFlowCore", "CX11"]
        ),
        .testTarget(name: "SwiftFlowEditorTests", dependencies: ["SwiftFlowEditor"]),
        // The spec's samples, compiled as an app writes them: `import SwiftFlow` only.
        .testTarget(name: "SwiftFlowTests", dependencies: ["SwiftFlow"], resources: [.process("Localization")]),
    ],
    swiftLanguageModes: [.v6]
)

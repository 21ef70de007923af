// The umbrella module: `import SwiftFlow` gives an app everything it needs.
@_exported import SwiftFlowCore
@_exported import SwiftFlowUI
@_exported import SwiftFlowCanvas
@_exported import SwiftFlowCairo
@_exported import SwiftFlowX11

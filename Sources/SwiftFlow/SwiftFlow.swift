// The umbrella module: `import SwiftFlow` gives an app everything it needs.
// Foundation too, as `import SwiftUI` does on Apple platforms: the spec's samples use CGPoint, CGFloat,
// UUID, Date and String(format:) with no other import.
@_exported import Foundation
@_exported import SwiftFlowCore
@_exported import SwiftFlowUI
@_exported import SwiftFlowCanvas
@_exported import SwiftFlowCairo
@_exported import SwiftFlowX11

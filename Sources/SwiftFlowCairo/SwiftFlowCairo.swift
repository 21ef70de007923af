@_exported import SwiftFlowCanvas

@_exported import SwiftFlowCore

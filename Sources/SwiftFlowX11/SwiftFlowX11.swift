@_exported import SwiftFlowCairo

@_exported import SwiftFlowUI

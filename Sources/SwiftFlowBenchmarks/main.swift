import SwiftFlowCore

print("{}")

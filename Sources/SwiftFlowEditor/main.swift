import SwiftFlow

print("swiftflow: the editor is under construction")

import Testing
@testable import SwiftFlowUI

@Test func moduleReExportsCore() {
    let position = XYPosition(x: 1, y: 2)
    #expect(position + position == XYPosition(x: 2, y: 4))
}

import Foundation
import Testing
import SwiftFlowCore
@testable import SwiftFlowUI
@testable import SwiftFlowCanvas

/// `NodeResizer` says itself whether it looks the same (it is compared on every update of its node): new
/// callbacks do not count, every field that draws or places a control does.
@MainActor
@Suite struct NodeResizerComparisonTests {
    private let frame = NodeResizer(color: .red, handleSize: 7, minWidth: 10, maxWidth: 300, minHeight: 10,
                                    maxHeight: 200, keepAspectRatio: false, autoScale: true)

    @Test func newCallbacksLookTheSame() {
        let again = NodeResizer(color: .red, handleSize: 7, minWidth: 10, maxWidth: 300, minHeight: 10,
                                maxHeight: 200, keepAspectRatio: false, autoScale: true,
                                onResize: { _ in }, onResizeEnd: { _ in })
        #expect(frame.looksSame(as: again))
        #expect(ViewEquality.visuallyEqual(frame, again))
        #expect(NodeResizer(isVisible: false).looksSame(as: NodeResizer(isVisible: false, color: .blue)))
    }

    @Test func eachFieldThatDrawsMakesItDiffer() {
        let changed = [
            NodeResizer(isVisible: false, color: .red, handleSize: 7, minWidth: 10, maxWidth: 300),
            NodeResizer(color: .blue, handleSize: 7, minWidth: 10, maxWidth: 300, minHeight: 10, maxHeight: 200),
            NodeResizer(color: nil, handleSize: 7, minWidth: 10, maxWidth: 300, minHeight: 10, maxHeight: 200),
            NodeResizer(color: .red, handleSize: 9, minWidth: 10, maxWidth: 300, minHeight: 10, maxHeight: 200),
            NodeResizer(color: .red, handleSize: 7, minWidth: 20, maxWidth: 300, minHeight: 10, maxHeight: 200),
            NodeResizer(color: .red, handleSize: 7, minWidth: 10, maxWidth: 301, minHeight: 10, maxHeight: 200),
            NodeResizer(color: .red, handleSize: 7, minWidth: 10, maxWidth: 300, minHeight: 11, maxHeight: 200),
            NodeResizer(color: .red, handleSize: 7, minWidth: 10, maxWidth: 300, minHeight: 10, maxHeight: 199),
            NodeResizer(color: .red, handleSize: 7, minWidth: 10, maxWidth: 300, minHeight: 10, maxHeight: 200,
                        keepAspectRatio: true),
            NodeResizer(color: .red, handleSize: 7, minWidth: 10, maxWidth: 300, minHeight: 10, maxHeight: 200,
                        autoScale: false),
            // One handle instead of the whole frame.
            NodeResizer(direction: .bottomRight, minWidth: 10, maxWidth: 300, minHeight: 10, maxHeight: 200,
                        color: .red),
        ]
        for other in changed {
            #expect(!frame.looksSame(as: other))
            #expect(!ViewEquality.visuallyEqual(frame, other))
        }
        #expect(!frame.looksSame(as: Text("frame")))
    }

    @Test func oneHandleDiffersByItsCorner() {
        let corner = NodeResizer(direction: .bottomRight, color: .red)
        #expect(corner.looksSame(as: NodeResizer(direction: .bottomRight, color: .red, onResize: { _, _ in })))
        #expect(!corner.looksSame(as: NodeResizer(direction: .topLeft, color: .red)))
    }
}

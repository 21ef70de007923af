import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

/// State that only a `ForEach` row builder reads (the marked row), as SwiftUI code often writes it.
private struct MarkedRows: View {
    @State private var marked = "a"

    var body: some View {
        VStack(spacing: 0) {
            ForEach(["a", "b"], id: \.self) { name in
                Text(name == marked ? "[\(name)]" : name)
            }
            Button("Mark b") { marked = "b" }
        }
    }
}

/// State that only a `GeometryReader`'s content reads.
private struct MeasuredCounter: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 0) {
            GeometryReader { proxy in
                Text("\(count) in \(Int(proxy.size.width))")
            }
            .frame(width: 120, height: 20)
            Button("Add") { count += 1 }
        }
    }
}

@MainActor
@Suite struct ContentClosureTrackingTests {
    @Test func forEachRowsFollowStateOnlyTheirBuilderReads() throws {
        let root = WindowRoot.make(width: 300, height: 200) { MarkedRows() }
        #expect(root.renderAll().texts == ["[a]", "b", "Mark b"])
        root.click(try #require(root.elements(of: ButtonElement.self).first).frame.center)
        #expect(root.renderAll().texts == ["a", "[b]", "Mark b"])
    }

    @Test func geometryReaderContentFollowsStateOnlyItReads() throws {
        let root = WindowRoot.make(width: 300, height: 200) { MeasuredCounter() }
        #expect(root.renderAll().texts == ["0 in 120", "Add"])
        let add = try #require(root.elements(of: ButtonElement.self).first).frame.center
        root.click(add)
        root.click(add)
        #expect(root.renderAll().texts == ["2 in 120", "Add"])
    }
}

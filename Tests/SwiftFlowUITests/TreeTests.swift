import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

private struct Highlight: ViewModifier {
    @State private var taps = 0

    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            content
            Button("Taps \(taps)") { taps += 1 }
        }
    }
}

private struct Switcher: View {
    let log: EvaluationLog
    @State private var show = true

    var body: some View {
        VStack {
            if show {
                Text("Shown")
                    .onAppear { log.events.append("appear") }
                    .onDisappear { log.events.append("disappear") }
            }
            Button("Hide") { show = false }
        }
    }
}

private struct FontSwitcher: View {
    @State private var big = false

    var body: some View {
        VStack {
            Text("Hi")
            Button("Grow") { big = true }
        }
        .font(big ? .system(size: 20) : .body)
    }
}

@MainActor
@Suite struct TreeTests {
    @Test func customModifierKeepsItsOwnState() throws {
        let root = WindowRoot.make { Text("Item").modifier(Highlight()) }
        root.click(try #require(root.elements(of: ButtonElement.self).first).frame.center)
        #expect(root.renderAll().texts == ["Item", "Taps 1"])
    }

    @Test func appearAndDisappearFollowTheTree() throws {
        let log = EvaluationLog()
        let root = WindowRoot.make { Switcher(log: log) }
        #expect(log.events == ["appear"])
        root.click(try #require(root.elements(of: ButtonElement.self).first).frame.center)
        #expect(log.events == ["appear", "disappear"])
        #expect(!root.renderAll().texts.contains("Shown"))
    }

    @Test func environmentFontChangeRelaysOutText() throws {
        let root = WindowRoot.make { FontSwitcher() }
        let text = root.elements(of: TextElement.self)[0]
        #expect(text.frame.size == CGSize(width: 16, height: 13))
        root.click(try #require(root.elements(of: ButtonElement.self).first).frame.center)
        // 2 × 0.6 × 20 = 24 wide, 20 high.
        #expect(text.frame.size == CGSize(width: 24, height: 20))
    }

    @Test func groupsOptionalsAndForEachFlattenIntoTheStack() {
        let extra: String? = "c"
        let root = WindowRoot.make(width: 300) {
            HStack(spacing: 0) {
                Group {
                    Text("a")
                    Text("b")
                }
                if let extra { Text(extra) }
                ForEach(0..<2) { index in Text("\(index)") }
                EmptyView()
            }
        }
        let texts = root.elements(of: TextElement.self)
        // Five one-character texts of 7.8 → 8 points, side by side from x = (300 − 40) / 2 = 130.
        #expect(texts.map(\.frame.minX) == [130, 138, 146, 154, 162])
    }

    @Test func accessibilityTreeListsControlsWithLabels() {
        let root = WindowRoot.make(width: 300, height: 200) {
            VStack {
                Text("Title")
                Button("Add Node") {}.accessibilityHint("Adds a node")
                Image(systemName: "gearshape").accessibilityLabel("Settings")
                TextField("Name", text: .constant("Ada"))
            }
        }
        let nodes = root.accessibilityTree()
        #expect(nodes.map(\.role) == [.staticText, .button, .image, .textField])
        #expect(nodes.map(\.label) == ["Title", "Add Node", "Settings", "Name"])
        #expect(nodes[1].hint == "Adds a node")
        #expect(nodes[3].value == "Ada")
    }
}

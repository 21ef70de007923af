import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

private struct SectionedWindow: View {
    @State var text = ""

    var body: some View {
        HStack {
            VStack {
                Button("A") {}
                Button("B") {}
            }
            .focusSection()
            VStack {
                TextField("Name", text: $text).frame(width: 80)
                Button("C") {}
            }
            .focusSection()
            // Outside every section: Tab reaches it, F6 does not stop there.
            Button("D") {}
            // A section with nothing focusable is skipped.
            Text("Status").focusSection()
        }
    }
}

@MainActor
@Suite struct FocusSectionTests {
    private func key(_ root: WindowRoot, _ keysym: UInt32, _ modifiers: EventModifiers = []) {
        root.handle(.keyDown(KeyEvent(keysym: keysym, modifiers: modifiers)))
    }

    private func focusedName(_ root: WindowRoot) -> String? {
        guard let focused = root.focusedElement else { return nil }
        if focused is TextFieldElement { return "field" }
        return focused.accessibilityNodesOfChildren().first?.label
    }

    @Test func f6CyclesSectionsAndReturnsToTheControlLastFocusedThere() {
        let root = WindowRoot.make(width: 500, height: 100) { SectionedWindow() }
        let f6 = Keysym.function(6)
        key(root, f6)
        #expect(focusedName(root) == "A")
        #expect(root.isFocusVisible)
        key(root, KeyCode.tab.rawValue)
        #expect(focusedName(root) == "B")
        key(root, f6)
        #expect(focusedName(root) == "field")
        // The text field does not keep F6: on to the first section again, where B was focused last.
        key(root, f6)
        #expect(focusedName(root) == "B")
        key(root, f6, .shift)
        #expect(focusedName(root) == "field")
        key(root, f6, .shift)
        #expect(focusedName(root) == "B")
    }

    @Test func clickFocusHidesTheKeyboardRingStateAndKeysShowItAgain() throws {
        let root = WindowRoot.make(width: 500, height: 100) { SectionedWindow() }
        let field = try #require(root.elements(of: TextFieldElement.self).first)
        let centre = field.convertToWindow(field.frame)
        root.handle(.pointerDown(location: CGPoint(x: centre.midX, y: centre.midY), button: .primary, clickCount: 1,
                                 modifiers: []))
        root.handle(.pointerUp(location: CGPoint(x: centre.midX, y: centre.midY), button: .primary, modifiers: []))
        #expect(root.focusedElement === field)
        #expect(!root.isFocusVisible)
        key(root, Keysym.function(6))
        #expect(focusedName(root) == "A")
        #expect(root.isFocusVisible)
    }
}

@MainActor
@Suite struct FocusRingTests {
    /// The 3-point focus-ring strokes drawn in a full render.
    private func rings(_ root: WindowRoot) -> [CGRect] {
        let context = RecordingContext()
        root.render(into: context, dirty: CGRect(origin: .zero, size: root.size))
        return context.operations.compactMap { operation in
            if case .stroke(let rect, let color, let style) = operation, color == Theme.focusRing,
               style.lineWidth == 3 {
                return rect
            }
            return nil
        }
    }

    @Test func plainButtonsAndTogglesRingKeyboardFocus() throws {
        let root = WindowRoot.make(width: 300, height: 100) {
            VStack {
                Button("Plain") {}.buttonStyle(.plain)
                Toggle("Snap", isOn: .constant(true))
            }
        }
        #expect(rings(root).isEmpty)
        root.handle(.keyDown(KeyEvent(keysym: KeyCode.tab.rawValue)))
        let button = try #require(root.focusedElement)
        let buttonFrame = button.convertToWindow(button.frame)
        // Outside the frame by half the 3-point line: the ring's path runs 1.5 points out.
        #expect(rings(root) == [buttonFrame.insetBy(dx: -1.5, dy: -1.5)])
        root.handle(.keyDown(KeyEvent(keysym: KeyCode.tab.rawValue)))
        let toggle = try #require(root.focusedElement)
        let toggleRings = rings(root)
        #expect(toggleRings.count == 1)
        // Around the 14-point box at the toggle's leading edge, centred vertically.
        let frame = toggle.convertToWindow(toggle.frame)
        #expect(toggleRings.first?.minX == frame.minX - 1.5)
        #expect(toggleRings.first?.width == 17)
    }
}

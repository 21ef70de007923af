import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

private struct FieldHost: View {
    let log: EvaluationLog
    @State var text = "ab"

    var body: some View {
        VStack {
            TextField("Name", text: $text)
                .onSubmit { log.events.append("submit \(text)") }
                .frame(width: 150)
            Text("Value: \(text)")
        }
    }
}

@MainActor
@Suite struct HitTestingTests {
    @Test func frontMostShapeWinsAndCircleHonoursItsOutline() {
        let root = WindowRoot.make {
            ZStack {
                Color.red.frame(width: 100, height: 100)
                Circle().fill(.blue).frame(width: 50, height: 50)
            }
        }
        // The circle spans (75, 25)–(125, 75) with centre (100, 50).
        let centre = root.rootElement.hitTest(CGPoint(x: 100, y: 50))
        #expect(centre?.frame == CGRect(x: 75, y: 25, width: 50, height: 50))
        // (77, 27) is inside the circle's frame but outside the circle: the rectangle behind is hit.
        let corner = root.rootElement.hitTest(CGPoint(x: 77, y: 27))
        #expect(corner?.frame == CGRect(x: 50, y: 0, width: 100, height: 100))
        #expect(root.rootElement.hitTest(CGPoint(x: 10, y: 10)) == nil)
    }

    @Test func allowsHitTestingFalseLetsEventsThrough() {
        let root = WindowRoot.make {
            ZStack {
                Color.red.frame(width: 100, height: 100)
                Color.blue.frame(width: 50, height: 50).allowsHitTesting(false)
            }
        }
        #expect(root.rootElement.hitTest(CGPoint(x: 100, y: 50))?.frame == CGRect(x: 50, y: 0, width: 100, height: 100))
    }

    @Test func zIndexBringsAViewToTheFront() {
        let root = WindowRoot.make {
            ZStack {
                Color.red.frame(width: 100, height: 100).zIndex(1)
                Color.blue.frame(width: 50, height: 50)
            }
        }
        #expect(root.rootElement.hitTest(CGPoint(x: 100, y: 50))?.frame.width == 100)
    }

    @Test func tapGestureCountsClicks() {
        let log = EvaluationLog()
        let root = WindowRoot.make {
            Color.red.frame(width: 40, height: 40)
                .onTapGesture { log.events.append("single") }
                .onTapGesture(count: 2) { log.events.append("double") }
        }
        root.click(CGPoint(x: 100, y: 50), count: 1)
        root.click(CGPoint(x: 100, y: 50), count: 2)
        // The inner (single) recogniser handles both presses; the double-click one never sees them.
        #expect(log.events == ["single", "single"])
    }

    @Test func doubleTapOnlyRecogniser() {
        let log = EvaluationLog()
        let root = WindowRoot.make {
            Color.red.frame(width: 40, height: 40).onTapGesture(count: 2) { log.events.append("double") }
        }
        root.click(CGPoint(x: 100, y: 50), count: 1)
        root.click(CGPoint(x: 100, y: 50), count: 2)
        #expect(log.events == ["double"])
    }

    @Test func hoverReportsEnterAndLeaveAndCursor() {
        let log = EvaluationLog()
        let host = TestHost()
        let root = WindowRoot.make(host: host) {
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40).onHover { log.events.append($0 ? "in" : "out") }
                TextField("x", text: .constant("")).frame(width: 60)
            }
        }
        // The stack is 100 wide, from x 50: the colour covers 50–90, the field 90–150.
        root.handle(.pointerMove(location: CGPoint(x: 60, y: 50), buttons: [], modifiers: []))
        #expect(host.cursor == .arrow)
        root.handle(.pointerMove(location: CGPoint(x: 120, y: 50), buttons: [], modifiers: []))
        #expect(log.events == ["in", "out"])
        #expect(host.cursor == .iBeam)
    }
}

@MainActor
@Suite struct ButtonTests {
    @Test func clickRunsTheAction() throws {
        let log = EvaluationLog()
        let root = WindowRoot.make { Button("Go") { log.events.append("go") } }
        let button = try #require(root.elements(of: ButtonElement.self).first)
        root.click(button.frame.center)
        #expect(log.events == ["go"])
    }

    @Test func releasingOutsideCancels() throws {
        let log = EvaluationLog()
        let root = WindowRoot.make { Button("Go") { log.events.append("go") } }
        let button = try #require(root.elements(of: ButtonElement.self).first)
        root.handle(.pointerDown(location: button.frame.center, button: .primary, clickCount: 1, modifiers: []))
        #expect(button.isPressed)
        root.handle(.pointerMove(location: CGPoint(x: 1, y: 1), buttons: [.primary], modifiers: []))
        #expect(!button.isPressed)
        root.handle(.pointerUp(location: CGPoint(x: 1, y: 1), button: .primary, modifiers: []))
        #expect(log.events.isEmpty)
    }

    @Test func disabledButtonIgnoresClicks() throws {
        let log = EvaluationLog()
        let root = WindowRoot.make { Button("Go") { log.events.append("go") }.disabled(true) }
        let button = try #require(root.elements(of: ButtonElement.self).first)
        root.click(button.frame.center)
        #expect(log.events.isEmpty)
    }

    @Test func sizeFollowsControlSize() throws {
        let root = WindowRoot.make {
            VStack {
                Button("Go") {}
                Button("Go") {}.controlSize(.mini)
                Button("Go") {}.buttonStyle(.plain)
            }
        }
        let buttons = root.elements(of: ButtonElement.self)
        // Regular: 13-point label 2 × 7.8 = 15.6 → 16 wide, 13 high; padding 10 × 3, minimum height 24.
        #expect(buttons[0].frame.size == CGSize(width: 36, height: 24))
        // Mini: 9-point label 10.8 → 11 wide, 9 high; padding 6 × 1, minimum height 16.
        #expect(buttons[1].frame.size == CGSize(width: 23, height: 16))
        // Plain: the label alone.
        #expect(buttons[2].frame.size == CGSize(width: 16, height: 13))
    }

    @Test func prominentButtonDrawsAccentFillAndWhiteLabel() throws {
        let root = WindowRoot.make { Button("Delete") {}.buttonStyle(.borderedProminent).controlSize(.mini) }
        let button = try #require(root.elements(of: ButtonElement.self).first)
        let context = root.renderAll()
        #expect(context.operations.contains(.fill(button.frame, Color.accentColor)))
        let label = context.operations.compactMap { operation -> Color? in
            if case .text("Delete", _, let color, _) = operation { return color }
            return nil
        }
        #expect(label == [Color.white])
    }
}

@MainActor
@Suite struct TextFieldTests {
    private func makeField(host: TestHost = TestHost(), log: EvaluationLog = EvaluationLog())
        -> (WindowRoot, TextFieldElement) {
        let root = WindowRoot.make(width: 300, height: 200, host: host) { FieldHost(log: log) }
        let field = root.elements(of: TextFieldElement.self)[0]
        return (root, field)
    }

    @Test func clickFocusesAndPlacesTheCaret() {
        let (root, field) = makeField()
        #expect(!field.isFocused)
        // Text starts 6 points inside the field; a click 9 points in lands nearest offset 0 (x 0) … 1 (x 7.8).
        root.click(CGPoint(x: field.frame.minX + 6 + 9, y: field.frame.midY))
        #expect(field.isFocused)
        #expect(field.editor.selection == 1..<1)
    }

    @Test func typingEditsTheBoundText() {
        let (root, field) = makeField()
        root.click(field.frame.center)
        root.key(KeyCode.end.rawValue)
        root.type("cé")
        #expect(field.editor.text == "abcé")
        #expect(root.renderAll().texts.contains("Value: abcé"))
        root.key(KeyCode.backspace.rawValue)
        root.key(KeyCode.leftArrow.rawValue)
        root.key(KeyCode.leftArrow.rawValue)
        root.type("X")
        #expect(field.editor.text == "aXbc")
        root.key(KeyCode.forwardDelete.rawValue)
        #expect(field.editor.text == "aXc")
        root.key(KeyCode.home.rawValue)
        root.key(KeyCode.end.rawValue, modifiers: .shift)
        #expect(field.editor.selectedText == "aXc")
    }

    @Test func clipboardShortcutsUseTheHost() {
        let host = TestHost()
        let (root, field) = makeField(host: host)
        root.click(field.frame.center)
        root.key(KeyCode.keysym("a"), text: "a", modifiers: .control)
        root.key(KeyCode.keysym("c"), text: "c", modifiers: .control)
        #expect(host.clipboard == "ab")
        root.key(KeyCode.keysym("x"), text: "x", modifiers: .control)
        #expect(field.editor.text == "")
        host.clipboard = "pasted"
        root.key(KeyCode.keysym("v"), text: "v", modifiers: .control)
        root.key(KeyCode.keysym("v"), text: "v", modifiers: .control)
        #expect(field.editor.text == "pastedpasted")
    }

    @Test func enterSubmitsAndEscapeRestores() {
        let log = EvaluationLog()
        let (root, field) = makeField(log: log)
        root.click(field.frame.center)
        root.key(KeyCode.end.rawValue)
        root.type("c")
        root.key(KeyCode.returnKey.rawValue)
        #expect(log.events == ["submit abc"])
        root.type("d")
        root.key(KeyCode.escape.rawValue)
        #expect(field.editor.text == "ab")
        #expect(!field.isFocused)
        #expect(root.renderAll().texts.contains("Value: ab"))
    }

    @Test func tabMovesFocusAlongTheChain() {
        let root = WindowRoot.make(width: 300, height: 200) {
            VStack {
                TextField("a", text: .constant("1"))
                TextField("b", text: .constant("2"))
            }
        }
        let fields = root.elements(of: TextFieldElement.self)
        root.key(KeyCode.tab.rawValue)
        #expect(fields[0].isFocused)
        root.key(KeyCode.tab.rawValue)
        #expect(fields[1].isFocused)
        root.key(KeyCode.isoLeftTab.rawValue, modifiers: .shift)
        #expect(fields[0].isFocused)
    }

    @Test func editingStateWordMotion() {
        var state = TextEditingState(text: "hello big world")
        state.moveLeft(word: true)
        #expect(state.head == 10)
        state.deleteBackward(word: true)
        #expect(state.text == "hello world")
        state.selectWord(at: 1)
        #expect(state.selectedText == "hello")
        state.insert("bye\n")
        #expect(state.text == "bye world")
    }
}

/// A test element that records key events it gets without focus.
private final class ShortcutElement: Element {
    var keys: [UInt32] = []

    override var handlesUnfocusedKeyEvents: Bool { true }

    override func handle(_ event: InputEvent) -> Bool {
        guard case .keyDown(let key) = event, key.keysym == KeyCode.forwardDelete.rawValue else { return false }
        keys.append(key.keysym)
        return true
    }
}

private struct ShortcutView: PrimitiveView {
    func makeElement() -> Element { ShortcutElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

@MainActor
@Suite struct UnfocusedKeyTests {
    @Test func unhandledKeysReachShortcutElementsButFocusedFieldsComeFirst() throws {
        let root = WindowRoot.make(width: 300, height: 200) {
            VStack {
                ShortcutView().frame(width: 50, height: 50)
                TextField("x", text: .constant("abc"))
            }
        }
        let shortcuts = try #require(root.elements(of: ShortcutElement.self).first)
        root.key(KeyCode.forwardDelete.rawValue)
        #expect(shortcuts.keys == [KeyCode.forwardDelete.rawValue])
        let field = root.elements(of: TextFieldElement.self)[0]
        root.click(field.frame.center)
        root.key(KeyCode.home.rawValue)
        root.key(KeyCode.forwardDelete.rawValue)
        // The focused field consumed the second Delete.
        #expect(shortcuts.keys == [KeyCode.forwardDelete.rawValue])
        #expect(field.editor.text == "bc")
    }
}

private struct FocusHost: View {
    @FocusState private var nameFocused: Bool
    @State private var name = "node"

    var body: some View {
        VStack {
            TextField("Label", text: $name).focused($nameFocused)
            Text(nameFocused ? "editing" : "idle")
            Button("Edit") { nameFocused = true }
        }
    }
}

@MainActor
@Suite struct FocusStateTests {
    @Test func focusStateDrivesAndFollowsFocus() throws {
        let root = WindowRoot.make(width: 300, height: 200) { FocusHost() }
        let field = root.elements(of: TextFieldElement.self)[0]
        #expect(!field.isFocused)
        root.click(try #require(root.elements(of: ButtonElement.self).first).frame.center)
        #expect(field.isFocused)
        #expect(root.renderAll().texts.contains("editing"))
        root.key(KeyCode.escape.rawValue)
        #expect(!field.isFocused)
        #expect(root.renderAll().texts.contains("idle"))
    }
}

private struct PressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(2)
            .background(configuration.isPressed ? Color.red : Color.green)
    }
}

@MainActor
@Suite struct CustomButtonStyleTests {
    @Test func customStyleBuildsTheButtonAndFollowsThePressedState() throws {
        let log = EvaluationLog()
        let root = WindowRoot.make { Button("Go") { log.events.append("go") }.buttonStyle(PressStyle()) }
        let button = try #require(root.elements(of: ButtonElement.self).first)
        // The label (16 × 13) plus 2 points of padding; no built-in padding or minimum height.
        #expect(button.frame.size == CGSize(width: 20, height: 17))
        #expect(root.renderAll().operations.contains(.fill(button.frame, .green)))
        root.handle(.pointerDown(location: button.frame.center, button: .primary, clickCount: 1, modifiers: []))
        root.update()
        #expect(root.renderAll().operations.contains(.fill(button.frame, .red)))
        root.handle(.pointerUp(location: button.frame.center, button: .primary, modifiers: []))
        #expect(log.events == ["go"])
    }
}

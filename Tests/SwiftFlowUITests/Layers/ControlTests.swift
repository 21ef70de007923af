import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

private enum Shape: String, CaseIterable, Hashable {
    case bezier, step, straight
    var title: String { rawValue.capitalized }
}

private struct PickerWindow: View {
    @State var shape = Shape.bezier
    @State var size = 2
    var segmented = false

    var body: some View {
        VStack(spacing: 12) {
            if segmented {
                Picker("Shape", selection: $shape) {
                    ForEach(Shape.allCases, id: \.self) { Text($0.title).tag($0) }
                }
                .pickerStyle(.segmented)
            } else {
                Picker("Shape", selection: $shape) {
                    ForEach(Shape.allCases, id: \.self) { Text($0.title).tag($0) }
                }
            }
            Text("Now: \(shape.title)")
            Stepper("Size \(size)", value: $size, in: 0...3)
        }
    }
}

@MainActor
@Suite struct PickerTests {
    @Test func theMenuPickerShowsTheChoiceAndItsMenuChecksIt() throws {
        let root = WindowRoot.make(width: 400, height: 300) { PickerWindow() }
        let button = try #require(root.elements(of: MenuButtonElement.self).first)
        #expect(button.title.text == "Bezier")
        root.click(root.windowFrame(of: button).center)
        let items = try #require(root.menu?.panels.first?.items)
        #expect(items.map(\.title.text) == ["Bezier", "Step", "Straight"])
        #expect(items.map(\.isChecked) == [true, false, false])
        // The menu hangs below the button, at least as wide.
        let panel = try #require(root.menu?.panels.first?.frame)
        #expect(panel.minY == root.windowFrame(of: button).maxY + 2)
        #expect(panel.width >= root.windowFrame(of: button).width)
        root.click(try #require(root.menu?.panels.first?.rowFrames[2].center))
        #expect(root.layers.isEmpty)
        #expect(button.title.text == "Straight")
        #expect(root.renderAll().texts.contains("Now: Straight"))
    }

    @Test func theMenuPickerOpensFromTheKeyboard() throws {
        let root = WindowRoot.make(width: 400, height: 300) { PickerWindow() }
        root.key(KeyCode.tab.rawValue)
        #expect(root.focusedElement is MenuButtonElement)
        root.key(KeyCode.space.rawValue, text: " ")
        #expect(root.menuHighlights == [0])
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.returnKey.rawValue)
        #expect(root.renderAll().texts.contains("Now: Step"))
        // Focus came back to the picker.
        #expect(root.focusedElement is MenuButtonElement)
    }

    @Test func theSegmentedPickerPicksByClickAndArrows() throws {
        let root = WindowRoot.make(width: 400, height: 300) { PickerWindow(segmented: true) }
        let segments = try #require(root.elements(of: SegmentedPickerElement.self).first)
        let frame = root.windowFrame(of: segments)
        // "Bezier", "Step", "Straight": 6, 4 and 8 characters of 7.8 (font 13) plus 24 padding.
        #expect(frame.width == (46.8 + 24).rounded(.up) + (31.2 + 24).rounded(.up) + (62.4 + 24).rounded(.up))
        let stepX = frame.minX + (46.8 + 24).rounded(.up) + 10
        root.click(CGPoint(x: stepX, y: frame.midY))
        #expect(root.renderAll().texts.contains("Now: Step"))
        root.key(KeyCode.tab.rawValue)
        #expect(segments.isFocused)
        root.key(KeyCode.rightArrow.rawValue)
        #expect(root.renderAll().texts.contains("Now: Straight"))
        root.key(KeyCode.rightArrow.rawValue)
        #expect(root.renderAll().texts.contains("Now: Straight"))
        root.key(KeyCode.leftArrow.rawValue)
        root.key(KeyCode.leftArrow.rawValue)
        #expect(root.renderAll().texts.contains("Now: Bezier"))
    }

    @Test func pickersOnAnObservedObjectFollowEachOther() throws {
        let model = ShapeModel()
        let root = WindowRoot.make(width: 400, height: 300) { ObservedPickers(model: model) }
        let segments = try #require(root.elements(of: SegmentedPickerElement.self).first)
        let frame = root.windowFrame(of: segments)
        root.click(CGPoint(x: frame.maxX - 5, y: frame.midY))
        #expect(model.shape == .straight)
        #expect(root.elements(of: MenuButtonElement.self).first?.title.text == "Straight")
        model.shape = .step
        root.update()
        #expect(segments.selected == AnyHashable(Shape.step))
    }

    @Test func aPickerInAMenuIsASubmenuOfCheckableChoices() throws {
        let root = WindowRoot.make(width: 400, height: 300) { PickerMenuWindow() }
        root.rightClick(CGPoint(x: 200, y: 150))
        #expect(root.menuTitles() == ["Edge Type", "Animated"])
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.rightArrow.rawValue)
        #expect(root.menuTitles(panel: 1) == ["Bezier", "Step", "Straight"])
        #expect(root.menu?.panels[1].items.map(\.isChecked) == [false, true, false])
        #expect(root.menuHighlights == [0, 0])
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.returnKey.rawValue)
        #expect(root.renderAll().texts.contains("Edge: Straight"))
    }
}

/// Two pickers on one observed object's property.
@MainActor
private final class ShapeModel: ObservableObject {
    @Published var shape = Shape.bezier
}

private struct ObservedPickers: View {
    @ObservedObject var model: ShapeModel

    var body: some View {
        VStack {
            Picker("Segments", selection: $model.shape) {
                ForEach(Shape.allCases, id: \.self) { Text($0.title).tag($0) }
            }
            .pickerStyle(.segmented)
            Picker("Menu", selection: $model.shape) {
                ForEach(Shape.allCases, id: \.self) { Text($0.title).tag($0) }
            }
        }
    }
}

private struct PickerMenuWindow: View {
    @State var shape = Shape.step
    @State var animated = false

    var body: some View {
        Text("Edge: \(shape.title)")
            .frame(width: 400, height: 300)
            .contextMenu {
                Picker("Edge Type", selection: $shape) {
                    ForEach(Shape.allCases, id: \.self) { Text($0.title).tag($0) }
                }
                Toggle("Animated", isOn: $animated)
            }
    }
}

@MainActor
@Suite struct StepperTests {
    @Test func theButtonsStepWithinTheBounds() throws {
        let root = WindowRoot.make(width: 400, height: 300) { PickerWindow() }
        let stepper = try #require(root.elements(of: StepperElement.self).first)
        let frame = root.windowFrame(of: stepper)
        let plus = CGPoint(x: frame.maxX - 5, y: frame.midY)
        let minus = CGPoint(x: frame.minX + 5, y: frame.midY)
        root.click(plus)
        #expect(root.renderAll().texts.contains("Size 3"))
        // At the upper bound: + is disabled and does nothing.
        #expect(stepper.increment == nil)
        root.click(plus)
        #expect(root.renderAll().texts.contains("Size 3"))
        for _ in 0..<5 { root.click(minus) }
        #expect(root.renderAll().texts.contains("Size 0"))
        #expect(stepper.decrement == nil)
        #expect(stepper.increment != nil)
    }

    @Test func arrowKeysStepWhenFocused() throws {
        let root = WindowRoot.make(width: 400, height: 300) { PickerWindow() }
        // The picker first, then the stepper.
        root.key(KeyCode.tab.rawValue)
        root.key(KeyCode.tab.rawValue)
        #expect(root.focusedElement is StepperElement)
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.downArrow.rawValue)
        #expect(root.renderAll().texts.contains("Size 0"))
        root.key(Keysym.plus, text: "+")
        #expect(root.renderAll().texts.contains("Size 1"))
    }
}

private struct NumberWindow: View {
    @State var width = 150.0
    @State var count = 3

    var body: some View {
        VStack(spacing: 12) {
            TextField("Width", value: $width, format: NumberFormat.number.range(1...1000)).frame(width: 120)
            TextField("Count", value: $count).frame(width: 120)
            Text("Width \(NumberFormat.number.format(width)), count \(count)")
        }
    }
}

@MainActor
@Suite struct NumberFieldTests {
    private func makeWindow() -> (WindowRoot, [TextFieldElement]) {
        let root = WindowRoot.make(width: 400, height: 300) { NumberWindow() }
        return (root, root.elements(of: TextFieldElement.self))
    }

    @Test func lettersAreRefusedWithAMessageAndChangeNothing() {
        let (root, fields) = makeWindow()
        root.click(root.windowFrame(of: fields[0]).center)
        root.key(KeyCode.keysym("a"), text: "a", modifiers: .control)
        root.type("a")
        #expect(fields[0].editor.text == "150")
        #expect(fields[0].message == "Letters cannot be typed in a number")
        #expect(root.renderAll().texts.contains("Width 150, count 3"))
        // The box turns red and the message is drawn under it.
        let drawn = root.renderAll()
        #expect(drawn.texts.contains("Letters cannot be typed in a number"))
        #expect(drawn.operations.contains { operation in
            if case .stroke(_, let color, let style) = operation { return color == Theme.invalidInput && style.lineWidth == 1.5 }
            return false
        })
        // A valid edit clears it and commits.
        root.key(KeyCode.keysym("a"), text: "a", modifiers: .control)
        root.type("2.5")
        #expect(fields[0].message == nil)
        #expect(root.renderAll().texts.contains("Width 2.5, count 3"))
    }

    @Test func textThatIsNoAcceptableNumberIsNotCommittedAndRevertsOnLeaving() {
        let (root, fields) = makeWindow()
        root.click(root.windowFrame(of: fields[0]).center)
        root.key(KeyCode.keysym("a"), text: "a", modifiers: .control)
        root.type("20")
        #expect(root.renderAll().texts.contains("Width 20, count 3"))
        root.type("0")
        #expect(root.renderAll().texts.contains("Width 200, count 3"))
        root.type("0")
        #expect(fields[0].message == "Enter a number from 1 to 1000")
        #expect(root.renderAll().texts.contains("Width 200, count 3"))
        root.type("-")
        #expect(fields[0].message == "“2000-” is not a number")
        // Return does not submit it; Tab leaves and puts the value back.
        root.key(KeyCode.returnKey.rawValue)
        #expect(fields[0].isFocused)
        root.key(KeyCode.tab.rawValue)
        #expect(fields[0].editor.text == "200")
        #expect(fields[0].message == nil)
    }

    @Test func wholeNumberFieldsRefuseAPoint() {
        let (root, fields) = makeWindow()
        root.click(root.windowFrame(of: fields[1]).center)
        root.key(KeyCode.keysym("a"), text: "a", modifiers: .control)
        root.type("4.")
        #expect(fields[1].editor.text == "4")
        #expect(fields[1].message == "“.” cannot be typed in a number")
        #expect(root.renderAll().texts.contains("Width 150, count 4"))
    }

    @Test func formattingDropsTrailingZerosAndReadsPlainNumbers() {
        #expect(NumberFormat.number.format(2) == "2")
        #expect(NumberFormat.number.format(-0.25) == "-0.25")
        #expect(NumberFormat.number.format(1.0 / 3.0) == "0.333333")
        #expect(NumberFormat.number.value(of: "3e2") == 300)
        #expect(NumberFormat.number.value(of: "nan") == nil)
        #expect(NumberFormat.integer.value(of: "2.5") == nil)
        #expect(NumberFormat.number.range(0...1).problem(in: "2") == "Enter a number from 0 to 1")
        #expect(NumberFormat.number.problem(in: "") == "Enter a number")
    }
}

/// A field with a context menu.
private struct ContextWindow: View {
    let log: ActionLog
    @State var text = "node"

    var body: some View {
        VStack {
            TextField("Name", text: $text)
                .frame(width: 150)
                .contextMenu {
                    Button("Rename") { log("rename") }.keyboardShortcut(KeyboardShortcut(Keysym.function(2), modifiers: []))
                    Button("Delete", role: .destructive) { log("delete") }
                }
        }
        .frame(width: 500, height: 400)
    }
}

@MainActor
@Suite struct ContextMenuTests {
    @Test func theRightButtonOpensTheMenuAtThePointer() throws {
        let log = ActionLog()
        let root = WindowRoot.make(width: 500, height: 400) { ContextWindow(log: log) }
        let field = root.windowFrame(of: root.elements(of: TextFieldElement.self)[0])
        root.rightClick(field.center)
        let panel = try #require(root.menu?.panels.first)
        #expect(root.menuTitles() == ["Rename", "Delete"])
        #expect(panel.frame.origin == CGPoint(x: field.midX + 1, y: field.midY + 1))
        #expect(panel.items[0].shortcut?.displayName == "F2")
        root.click(panel.rowFrames[1].center)
        #expect(log.entries == ["delete"])
    }

    @Test func theMenuKeyOpensItAtTheFocusedElement() throws {
        let log = ActionLog()
        let root = WindowRoot.make(width: 500, height: 400) { ContextWindow(log: log) }
        let field = root.windowFrame(of: root.elements(of: TextFieldElement.self)[0])
        // Without focus inside, the Menu key does nothing.
        root.key(Keysym.menu)
        #expect(root.menu == nil)
        root.click(field.center)
        root.key(Keysym.menu)
        #expect(root.menu?.panels.first?.frame.origin == CGPoint(x: field.minX + 17, y: field.minY + min(16, field.height / 2) + 1))
        #expect(root.menuHighlights == [0])
        root.key(KeyCode.returnKey.rawValue)
        #expect(log.entries == ["rename"])
        // Focus is back in the field; Shift+F10 opens the menu too.
        #expect(root.focusedElement is TextFieldElement)
        root.key(Keysym.function(10), modifiers: .shift)
        #expect(root.menuTitles() == ["Rename", "Delete"])
    }

    @Test func aMenuOpenedThroughABindingAppearsWhereAskedAndClosesTheBinding() throws {
        let log = ActionLog()
        let root = WindowRoot.make(width: 500, height: 400) { BoundMenuWindow(log: log) }
        #expect(root.menu == nil)
        root.key(KeyCode.keysym("m"), text: "m", modifiers: .control)
        let panel = try #require(root.menu?.panels.first)
        #expect(panel.frame.origin == CGPoint(x: 121, y: 81))
        root.click(panel.rowFrames[0].center)
        #expect(log.entries == ["paste", "closed"])
        // Escape closes it too, and the binding follows.
        root.key(KeyCode.keysym("m"), text: "m", modifiers: .control)
        root.key(KeyCode.escape.rawValue)
        #expect(root.layers.isEmpty)
        #expect(log.entries == ["paste", "closed", "closed"])
    }
}

/// A view that opens its menu itself, as an editor does from a canvas callback.
private struct BoundMenuWindow: View {
    let log: ActionLog
    @State var showMenu = false

    var body: some View {
        VStack {
            Button("Menu") { showMenu = true }.keyboardShortcut("m")
            Text(showMenu ? "open" : "closed")
                .onChange(of: showMenu) { _, isShown in if !isShown { log("closed") } }
        }
        .frame(width: 500, height: 400)
        .contextMenu(isPresented: $showMenu, at: CGPoint(x: 120, y: 80)) {
            Button("Paste") { log("paste") }
            Button("Select All") { log("select all") }
        }
    }
}

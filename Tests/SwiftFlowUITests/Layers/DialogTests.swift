import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

/// A window with a field and a button underneath, and a sheet with two fields and two buttons.
private struct SheetWindow: View {
    let log: ActionLog
    @State var showSheet = false
    @State var name = "base"
    @State var first = "one"
    @State var second = "two"

    var body: some View {
        VStack(spacing: 10) {
            TextField("Base", text: $name).frame(width: 200)
            Button("Behind") { log("behind") }
            Button("Open") { showSheet = true }
                .keyboardShortcut("o")
            Color.gray.frame(width: 600, height: 300)
        }
        .frame(width: 800, height: 600, alignment: .top)
        .sheet(isPresented: $showSheet, onDismiss: { log("dismissed") }) {
            SheetContent(log: log, first: $first, second: $second)
        }
    }
}

private struct SheetContent: View {
    let log: ActionLog
    @Binding var first: String
    @Binding var second: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 8) {
            TextField("First", text: $first)
            TextField("Second", text: $second)
            HStack {
                Button("Cancel") { dismiss() }
                Button("OK") {
                    log("ok \(first)")
                    dismiss()
                }
            }
        }
        .padding(16)
        .frame(width: 300)
    }
}

@MainActor
@Suite struct DialogTests {
    private func makeWindow() -> (WindowRoot, ActionLog) {
        let log = ActionLog()
        let root = WindowRoot.make(width: 800, height: 600) { SheetWindow(log: log) }
        return (root, log)
    }

    private func open(_ root: WindowRoot) {
        root.key(KeyCode.keysym("o"), text: "o", modifiers: .control)
    }

    @Test func aSheetIsCentredAboveADimmedWindowAndTakesFocus() throws {
        let (root, _) = makeWindow()
        open(root)
        let layer = try #require(root.topLayer as? PresentationLayerElement)
        #expect(layer.kind == .modal)
        // 300 wide; centred in 800 × 600.
        #expect(layer.panelFrame.minX == 250)
        #expect(abs(layer.panelFrame.midY - 300) <= 0.5)
        let fields = root.allElements(of: TextFieldElement.self)
        // The base field, then the sheet's two: the first of the sheet has focus.
        #expect(fields.count == 3)
        #expect(fields[1].isFocused)
        let drawn = root.renderAll()
        #expect(drawn.operations.contains(.fill(CGRect(x: 0, y: 0, width: 800, height: 600), Theme.backdrop)))
    }

    @Test func theDialogSwallowsPressesOutsideIt() throws {
        let (root, log) = makeWindow()
        let behind = try #require(root.elements(of: ButtonElement.self).first)
        let target = root.windowFrame(of: behind).center
        open(root)
        root.click(target)
        root.click(CGPoint(x: 20, y: 580))
        #expect(log.entries.isEmpty)
        // Still up: a dialog is not dismissed by a press outside.
        #expect(root.topLayer != nil)
        // Keys do not reach the window's shortcuts either.
        root.key(KeyCode.keysym("o"), text: "o", modifiers: .control)
        #expect(root.layers.count == 1)
    }

    @Test func tabStaysInsideTheDialog() throws {
        let (root, _) = makeWindow()
        let base = try #require(root.elements(of: TextFieldElement.self).first)
        root.click(root.windowFrame(of: base).center)
        open(root)
        let fields = root.allElements(of: TextFieldElement.self)
        let buttons = root.allElements(of: ButtonElement.self).filter { $0.isDescendant(of: root.topLayer!) }
        var order: [Element?] = []
        for _ in 0..<5 {
            root.key(KeyCode.tab.rawValue)
            order.append(root.focusedElement)
        }
        // Second field, Cancel, OK, then round to the first field and on: never the window behind.
        let expected: [Element] = [fields[2], buttons[0], buttons[1], fields[1], fields[2]]
        #expect(order.map { $0.map(ObjectIdentifier.init) } == expected.map { ObjectIdentifier($0) })
        root.key(KeyCode.isoLeftTab.rawValue, modifiers: .shift)
        root.key(KeyCode.isoLeftTab.rawValue, modifiers: .shift)
        #expect(root.focusedElement === buttons[1])
    }

    @Test func escapeClosesTheSheetAndFocusGoesBack() throws {
        let (root, log) = makeWindow()
        let base = try #require(root.elements(of: TextFieldElement.self).first)
        root.click(root.windowFrame(of: base).center)
        #expect(base.isFocused)
        open(root)
        #expect(!base.isFocused)
        // Escape in the focused text field closes the dialog (the field does not keep it).
        root.key(KeyCode.escape.rawValue)
        #expect(root.layers.isEmpty)
        #expect(base.isFocused)
        #expect(log.entries == ["dismissed"])
        // The binding went back to false: the shortcut opens it again.
        open(root)
        #expect(root.layers.count == 1)
    }

    @Test func buttonsInTheSheetWorkAndDismissThroughTheEnvironment() throws {
        let (root, log) = makeWindow()
        open(root)
        root.type("x")
        let ok = try #require(root.allElements(of: ButtonElement.self).last)
        root.click(root.windowFrame(of: ok).center)
        // Focus selected the whole field: typing replaced it.
        #expect(log.entries == ["ok x", "dismissed"])
        #expect(root.layers.isEmpty)
    }

    @Test func spacePressesTheFocusedButton() throws {
        let (root, log) = makeWindow()
        open(root)
        root.key(KeyCode.tab.rawValue)
        root.key(KeyCode.tab.rawValue)
        root.key(KeyCode.tab.rawValue)
        root.key(KeyCode.space.rawValue, text: " ")
        #expect(log.entries == ["ok one", "dismissed"])
    }

    @Test func theDialogsControlsAreInTheAccessibilityTree() {
        let (root, _) = makeWindow()
        open(root)
        let labels = root.accessibilityTree().map(\.label)
        #expect(labels.suffix(4) == ["First", "Second", "Cancel", "OK"])
    }

    @Test func presentingAndDismissingRepaintTheWindow() throws {
        let (root, _) = makeWindow()
        _ = root.renderAll()
        open(root)
        root.update()
        #expect(root.damagedRect == CGRect(x: 0, y: 0, width: 800, height: 600))
        _ = root.renderAll()
        root.key(KeyCode.escape.rawValue)
        #expect(root.damagedRect == CGRect(x: 0, y: 0, width: 800, height: 600))
    }
}

/// A window with a popover holding a field and a button.
private struct PopoverWindow: View {
    let log: ActionLog
    @State var show = false
    @State var query = ""

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Button("Show") { show = true }
                .popover(isPresented: $show) {
                    VStack {
                        TextField("Search", text: $query)
                        Button("Pick") { log("pick \(query)") }
                    }
                    .padding(8)
                    .frame(width: 180)
                }
            Spacer()
            Button("Other") { log("other") }
        }
        .frame(width: 600, height: 400)
    }
}

@MainActor
@Suite struct PopoverTests {
    @Test func aPopoverOpensBelowItsAnchorWithItsFieldFocused() throws {
        let log = ActionLog()
        let root = WindowRoot.make(width: 600, height: 400) { PopoverWindow(log: log) }
        let show = try #require(root.elements(of: ButtonElement.self).first)
        let anchor = root.windowFrame(of: show)
        root.click(anchor.center)
        let layer = try #require(root.topLayer as? PresentationLayerElement)
        #expect(layer.kind == .transient)
        // Below the button, 4 points down, leading edges lined up.
        #expect(layer.panelFrame.minY == anchor.maxY + 4)
        #expect(layer.panelFrame.minX == anchor.minX)
        #expect(root.allElements(of: TextFieldElement.self).first?.isFocused == true)
        root.type("ab")
        let pick = try #require(root.allElements(of: ButtonElement.self).last)
        root.click(root.windowFrame(of: pick).center)
        #expect(log.entries == ["pick ab"])
        #expect(root.layers.count == 1)
    }

    @Test func aPressOutsideClosesThePopoverAndGoesNoFurther() throws {
        let log = ActionLog()
        let root = WindowRoot.make(width: 600, height: 400) { PopoverWindow(log: log) }
        let buttons = root.elements(of: ButtonElement.self)
        root.click(root.windowFrame(of: buttons[0]).center)
        root.click(root.windowFrame(of: buttons[1]).center)
        #expect(root.layers.isEmpty)
        #expect(log.entries.isEmpty)
        root.click(root.windowFrame(of: buttons[1]).center)
        #expect(log.entries == ["other"])
        // The binding is false again: the popover can be shown again.
        root.click(root.windowFrame(of: buttons[0]).center)
        #expect(root.layers.count == 1)
        root.key(KeyCode.escape.rawValue)
        #expect(root.layers.isEmpty)
    }
}

/// A window asking Save / Don't Save / Cancel.
private struct AlertWindow: View {
    let log: ActionLog
    @State var asking = false

    var body: some View {
        Button("Close") { asking = true }
            .keyboardShortcut("w")
            .alert("Save changes to “graph.json”?", isPresented: $asking) {
                Button("Save") { log("save") }
                Button("Don't Save", role: .destructive) { log("discard") }
                Button("Cancel", role: .cancel) { log("cancel") }
            } message: {
                Text("Your changes will be lost if you don't save them.")
            }
    }
}

@MainActor
@Suite struct AlertTests {
    private func ask() -> (WindowRoot, ActionLog) {
        let log = ActionLog()
        let root = WindowRoot.make(width: 800, height: 600) { AlertWindow(log: log) }
        root.key(KeyCode.keysym("w"), text: "w", modifiers: .control)
        return (root, log)
    }

    @Test func returnPressesTheDefaultButton() {
        let (root, log) = ask()
        #expect(root.layers.count == 1)
        root.key(KeyCode.returnKey.rawValue)
        #expect(log.entries == ["save"])
        #expect(root.layers.isEmpty)
        // Closed through the binding: the next Ctrl+W asks again.
        root.key(KeyCode.keysym("w"), text: "w", modifiers: .control)
        #expect(root.layers.count == 1)
        root.key(KeyCode.keypadEnter.rawValue)
        #expect(log.entries == ["save", "save"])
    }

    @Test func escapePressesTheCancelButton() {
        let (root, log) = ask()
        root.key(KeyCode.escape.rawValue)
        #expect(log.entries == ["cancel"])
        #expect(root.layers.isEmpty)
    }

    @Test func theDestructiveButtonIsAloneOnTheLeftAndTheDefaultOnTheRight() throws {
        let (root, log) = ask()
        let buttons = root.allElements(of: ButtonElement.self).filter { $0.isDescendant(of: root.topLayer!) }
        let titles = buttons.map { root.windowFrame(of: $0).minX }
        #expect(buttons.count == 3)
        let texts = root.renderAll().texts
        // The message wraps inside the 420-point dialog.
        #expect(texts.joined(separator: " ").contains("Your changes will be lost if you don't save them."))
        // In tree order: Don't Save (left), then Cancel and Save on the right.
        #expect(titles == titles.sorted())
        let panel = try #require((root.topLayer as? PresentationLayerElement)?.panelFrame)
        #expect(root.windowFrame(of: buttons[2]).maxX == panel.maxX - 20)
        #expect(root.windowFrame(of: buttons[0]).minX == panel.minX + 20)
        root.click(root.windowFrame(of: buttons[0]).center)
        #expect(log.entries == ["discard"])
    }

    @Test func anAlertWithoutButtonsHasOK() {
        let log = ActionLog()
        let root = WindowRoot.make(width: 800, height: 600) {
            Color.clear.alert("Done", isPresented: .constant(true)) {}
        }
        #expect(root.renderAll().texts.contains("OK"))
        #expect(log.entries.isEmpty)
    }
}

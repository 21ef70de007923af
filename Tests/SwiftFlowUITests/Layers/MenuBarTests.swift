import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

/// A window with a menu bar (File, Edit, View) and a button below it.
private struct MenuWindow: View {
    let log: ActionLog
    @State private var showGrid = true

    var body: some View {
        VStack(spacing: 0) {
            MenuBar {
                Menu("&File") {
                    Button("New") { log("new") }.keyboardShortcut("n")
                    Button("Open…") { log("open") }.keyboardShortcut("o")
                    Menu("Open &Recent") {
                        Button("a.json") { log("recent a") }
                        Button("b.json") { log("recent b") }
                    }
                    Divider()
                    Button("Save") { log("save") }.keyboardShortcut("s")
                    Button("Save &As…") { log("save as") }.keyboardShortcut("s", modifiers: [.control, .shift])
                    Button("Export") { log("export") }.disabled(true)
                    Divider()
                    Button("Quit") { log("quit") }.keyboardShortcut("q")
                }
                Menu("&Edit") {
                    Button("Undo") { log("undo") }.keyboardShortcut("z").disabled(true)
                    Button("Redo") { log("redo") }.keyboardShortcut("z", modifiers: [.control, .shift])
                    Divider()
                    Button("Cut") { log("cut") }.keyboardShortcut("x")
                }
                Menu("&View") {
                    Toggle("Show Grid", isOn: $showGrid)
                    Button("Zoom In") { log("zoom in") }.keyboardShortcut(KeyboardShortcut(Keysym.plus))
                }
            }
            Button("Underneath") { log("underneath \(showGrid)") }
            Spacer()
        }
    }
}

@MainActor
@Suite struct MenuBarTests {
    private func makeWindow() -> (WindowRoot, ActionLog) {
        let log = ActionLog()
        let root = WindowRoot.make(width: 800, height: 600) { MenuWindow(log: log) }
        return (root, log)
    }

    // Title frames, by hand: 4 + 9 padding; "File" is 4 × 7.8 = 31.2 wide → 49.2, rounded up to 50.
    private let fileTitle = CGPoint(x: 20, y: 13)
    private let editTitle = CGPoint(x: 70, y: 13)
    private let viewTitle = CGPoint(x: 120, y: 13)

    @Test func aClickOnATitleOpensItsMenuBelowIt() throws {
        let (root, _) = makeWindow()
        root.click(fileTitle)
        let menu = try #require(root.menu)
        #expect(root.menuTitles() == ["New", "Open…", "Open Recent", "-", "Save", "Save As…", "Export", "-", "Quit"])
        // Under the title (x 4, bar height 26); 4 padding + 7 rows of 24 + 2 separators of 9 = 194 tall.
        #expect(menu.panels[0].frame.origin == CGPoint(x: 4, y: 26))
        #expect(menu.panels[0].frame.height == 194)
        // Opened with the mouse: nothing highlighted yet.
        #expect(root.menuHighlights == [nil])
        #expect(root.elements(of: MenuBarElement.self).first?.openIndex == 0)
    }

    @Test func f10OpensTheFirstMenuWithItsFirstRowHighlighted() {
        let (root, _) = makeWindow()
        root.key(Keysym.function(10))
        #expect(root.menuTitles().first == "New")
        #expect(root.menuHighlights == [0])
    }

    @Test func altAndAMnemonicOpensThatMenu() {
        let (root, _) = makeWindow()
        root.key(KeyCode.keysym("e"), text: "e", modifiers: .alt)
        #expect(root.menuTitles() == ["Undo", "Redo", "-", "Cut"])
        // Undo is disabled: the first row the keyboard can land on is Redo.
        #expect(root.menuHighlights == [1])
        // Without Alt, the letter is no mnemonic.
        root.key(KeyCode.escape.rawValue)
        root.key(KeyCode.keysym("v"), text: "v")
        #expect(root.menu == nil)
    }

    @Test func arrowsSkipSeparatorsAndDisabledRowsAndWrap() {
        let (root, _) = makeWindow()
        root.key(Keysym.function(10))
        var visited: [Int?] = []
        for _ in 0..<7 {
            root.key(KeyCode.downArrow.rawValue)
            visited.append(root.menuHighlights.first ?? nil)
        }
        // New(0) → Open…(1) → Open Recent(2) → Save(4) → Save As(5) → Quit(8): the separators (3, 7) and the
        // disabled Export (6) are skipped; then back to New.
        #expect(visited == [1, 2, 4, 5, 8, 0, 1])
        root.key(KeyCode.upArrow.rawValue)
        root.key(KeyCode.upArrow.rawValue)
        #expect(root.menuHighlights == [8])
        root.key(KeyCode.home.rawValue)
        #expect(root.menuHighlights == [0])
        root.key(KeyCode.end.rawValue)
        #expect(root.menuHighlights == [8])
    }

    @Test func returnRunsTheHighlightedItemAndClosesTheMenu() {
        let (root, log) = makeWindow()
        root.key(Keysym.function(10))
        for _ in 0..<3 { root.key(KeyCode.downArrow.rawValue) }
        root.key(KeyCode.returnKey.rawValue)
        #expect(log.entries == ["save"])
        #expect(root.layers.isEmpty)
        #expect(root.elements(of: MenuBarElement.self).first?.openIndex == nil)
    }

    @Test func rightOpensASubmenuLeftAndEscapeCloseOneLevel() {
        let (root, log) = makeWindow()
        root.key(Keysym.function(10))
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.rightArrow.rawValue)
        #expect(root.menuTitles(panel: 1) == ["a.json", "b.json"])
        #expect(root.menuHighlights == [2, 0])
        root.key(KeyCode.leftArrow.rawValue)
        #expect(root.menuHighlights == [2])
        root.key(KeyCode.rightArrow.rawValue)
        root.key(KeyCode.escape.rawValue)
        #expect(root.menuHighlights == [2])
        #expect(root.menu != nil)
        root.key(KeyCode.rightArrow.rawValue)
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.returnKey.rawValue)
        #expect(log.entries == ["recent b"])
        #expect(root.layers.isEmpty)
    }

    @Test func losingWindowFocusClosesTheMenu() {
        let (root, log) = makeWindow()
        root.click(fileTitle)
        root.handle(.focusOut)
        #expect(root.layers.isEmpty)
        #expect(!root.isKeyWindow)
        #expect(log.entries.isEmpty)
    }

    @Test func escapeOnTheTopLevelClosesTheMenu() {
        let (root, log) = makeWindow()
        root.key(Keysym.function(10))
        root.key(KeyCode.escape.rawValue)
        #expect(root.layers.isEmpty)
        #expect(log.entries.isEmpty)
    }

    @Test func leftAndRightOnTheTopLevelMoveAlongTheBar() {
        let (root, _) = makeWindow()
        root.key(Keysym.function(10))
        // New is no submenu: Right goes to the next menu, Edit, highlighting its first enabled row.
        root.key(KeyCode.rightArrow.rawValue)
        #expect(root.menuTitles() == ["Undo", "Redo", "-", "Cut"])
        #expect(root.menuHighlights == [1])
        #expect(root.elements(of: MenuBarElement.self).first?.openIndex == 1)
        root.key(KeyCode.leftArrow.rawValue)
        root.key(KeyCode.leftArrow.rawValue)
        // File, then wrapping round to View.
        #expect(root.menuTitles() == ["Show Grid", "Zoom In"])
    }

    @Test func aLetterChoosesTheRowWithThatMnemonic() {
        let (root, log) = makeWindow()
        root.click(fileTitle)
        // "Save &As…" has A; "Save" has S (its first letter); both are unique.
        root.key(KeyCode.keysym("a"), text: "a")
        #expect(log.entries == ["save as"])
        root.click(fileTitle)
        root.key(KeyCode.keysym("s"), text: "s")
        #expect(log.entries == ["save as", "save"])
        // The disabled Export (E) cannot be picked.
        root.click(fileTitle)
        root.key(KeyCode.keysym("e"), text: "e")
        #expect(log.entries == ["save as", "save"])
        #expect(root.menu != nil)
    }

    @Test func hoverHighlightsRowsAndOpensSubmenus() {
        let (root, log) = makeWindow()
        root.click(fileTitle)
        // Rows start at y 30 (26 + 4 padding), 24 tall: Open… is 54…78, Open Recent 78…102.
        root.move(CGPoint(x: 60, y: 66))
        #expect(root.menuHighlights == [1])
        root.move(CGPoint(x: 60, y: 90))
        #expect(root.menuHighlights == [2, nil])
        #expect(root.menuTitles(panel: 1) == ["a.json", "b.json"])
        // The submenu sits beside its row, its first row level with it.
        let submenu = root.menu?.panels[1].frame ?? .zero
        #expect(submenu.minY == 78 - MenuMetrics.verticalPadding)
        // A click on a submenu row chooses it.
        let row = root.menu?.panels[1].rowFrames[0] ?? .zero
        root.move(row.center)
        root.click(row.center)
        #expect(log.entries == ["recent a"])
        #expect(root.layers.isEmpty)
    }

    /// A submenu the pointer opened, then the keyboard: Right went to the Edit menu instead of into the submenu,
    /// and Return did nothing.
    @Test func rightOrReturnGoIntoASubmenuThePointerOpened() {
        let (root, log) = makeWindow()
        root.click(fileTitle)
        root.move(CGPoint(x: 60, y: 90))
        #expect(root.menuHighlights == [2, nil])
        root.key(KeyCode.rightArrow.rawValue)
        #expect(root.elements(of: MenuBarElement.self).first?.openIndex == 0, "still the File menu")
        #expect(root.menuHighlights == [2, 0])
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.returnKey.rawValue)
        #expect(log.entries == ["recent b"])

        root.click(fileTitle)
        root.move(CGPoint(x: 60, y: 90))
        root.key(KeyCode.returnKey.rawValue)
        #expect(root.menuHighlights == [2, 0], "Return goes into the submenu and chooses nothing yet")
        #expect(log.entries == ["recent b"])
    }

    @Test func hoveringAnotherRowClosesTheSubmenuAndDisabledRowsDoNotHighlight() {
        let (root, _) = makeWindow()
        root.click(fileTitle)
        root.move(CGPoint(x: 60, y: 90))
        #expect(root.menu?.panels.count == 2)
        root.move(CGPoint(x: 60, y: 123))
        #expect(root.menuHighlights == [4])
        // Export (159…183) is disabled.
        root.move(CGPoint(x: 60, y: 170))
        #expect(root.menuHighlights == [nil])
        // A click on it does nothing and keeps the menu open.
        root.click(CGPoint(x: 60, y: 170))
        #expect(root.menu != nil)
    }

    @Test func pressDragReleaseChoosesAnItem() {
        let (root, log) = makeWindow()
        root.press(fileTitle)
        #expect(root.menu != nil)
        root.move(CGPoint(x: 40, y: 60), buttons: [.primary])
        root.move(CGPoint(x: 60, y: 123), buttons: [.primary])
        root.release(CGPoint(x: 60, y: 123))
        #expect(log.entries == ["save"])
        #expect(root.layers.isEmpty)
    }

    @Test func releasingWhereThePressOpenedTheMenuChoosesNothing() {
        let (root, log) = makeWindow()
        root.press(fileTitle)
        root.release(fileTitle)
        #expect(root.menu != nil)
        #expect(log.entries.isEmpty)
    }

    @Test func movingAlongTheBarSwitchesMenusAndTheOpenTitleClosesIt() {
        let (root, _) = makeWindow()
        root.click(fileTitle)
        root.move(editTitle)
        #expect(root.menuTitles() == ["Undo", "Redo", "-", "Cut"])
        root.move(viewTitle)
        #expect(root.menuTitles() == ["Show Grid", "Zoom In"])
        root.click(viewTitle)
        #expect(root.layers.isEmpty)
    }

    @Test func aClickOutsideDismissesTheMenuAndGoesNoFurther() throws {
        let (root, log) = makeWindow()
        let button = try #require(root.elements(of: ButtonElement.self).first { $0.convertToWindow($0.frame).minY >= 26 })
        let target = button.convertToWindow(button.frame).center
        root.click(fileTitle)
        root.click(target)
        #expect(root.layers.isEmpty)
        #expect(log.entries.isEmpty)
        root.click(target)
        #expect(log.entries == ["underneath true"])
    }

    @Test func itemShortcutsWorkWithTheMenuClosedAndRespectDisabledItems() {
        let (root, log) = makeWindow()
        root.key(KeyCode.keysym("s"), text: "s", modifiers: .control)
        root.key(KeyCode.keysym("S"), text: "S", modifiers: [.control, .shift])
        root.key(KeyCode.keysym("z"), text: "z", modifiers: .control)
        root.key(KeyCode.keysym("Z"), text: "Z", modifiers: [.control, .shift])
        // "+" typed with Shift on a US layout still matches a Ctrl+Plus shortcut.
        root.key(Keysym.plus, text: "+", modifiers: [.control, .shift])
        #expect(log.entries == ["save", "save as", "redo", "zoom in"])
        #expect(root.layers.isEmpty)
    }

    @Test func aToggleInAMenuShowsACheckmarkAndFlips() {
        let (root, log) = makeWindow()
        root.click(viewTitle)
        #expect(root.menu?.panels[0].items[0].isChecked == true)
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.returnKey.rawValue)
        root.click(viewTitle)
        #expect(root.menu?.panels[0].items[0].isChecked == false)
        root.key(KeyCode.escape.rawValue)
        root.key(KeyCode.space.rawValue)
        #expect(log.entries.isEmpty)
    }

    @Test func shortcutsAreDrawnRightAlignedAndMnemonicsUnderlined() throws {
        let (root, _) = makeWindow()
        root.click(fileTitle)
        let panel = try #require(root.menu?.panels.first)
        let drawn = root.renderAll()
        func x(of text: String) -> CGFloat? {
            for case .text(let string, _, _, let origin) in drawn.operations where string == text { return origin.x }
            return nil
        }
        // Right edges line up 12 points inside the panel: x + width (7.8 per character) = maxX − 12.
        let edge = panel.frame.maxX - MenuMetrics.trailingPadding
        #expect(try #require(x(of: "Ctrl+S")) == edge - 6 * 7.8)
        #expect(try #require(x(of: "Ctrl+Shift+S")) == edge - 12 * 7.8)
        #expect(try #require(x(of: "Ctrl+Q")) == edge - 6 * 7.8)
        // "Save As…": the A after "Save " (5 × 7.8) is underlined, one character wide, just below the baseline.
        let row = panel.rowFrames[5]
        let titleX = row.minX + MenuMetrics.checkColumn
        let baseline = row.minY + (24 - 13) / 2 + 10.4
        let underline = CGRect(x: titleX + 39, y: baseline + 1.56, width: 7.8, height: 1)
        #expect(drawn.operations.contains { operation in
            if case .fill(let rect, _) = operation {
                return abs(rect.minX - underline.minX) < 0.01 && abs(rect.minY - underline.minY) < 0.01
                    && abs(rect.width - underline.width) < 0.01
            }
            return false
        })
    }

    @Test func theMenuIsDrawnAboveTheContent() throws {
        let (root, _) = makeWindow()
        root.click(fileTitle)
        let drawn = root.renderAll()
        let underneath = try #require(drawn.texts.firstIndex(of: "Underneath"))
        let quit = try #require(drawn.texts.firstIndex(of: "Quit"))
        #expect(quit > underneath)
    }

    @Test func onlyTheRowsWhoseHighlightChangesAreRepainted() throws {
        let (root, _) = makeWindow()
        root.click(fileTitle)
        root.move(CGPoint(x: 60, y: 42))
        _ = root.renderAll()
        #expect(root.damagedRect == nil)
        root.move(CGPoint(x: 60, y: 66))
        // New (30…54) and Open… (54…78), across the panel (x 4…270), each grown by a point.
        let panel = try #require(root.menu?.panels.first?.frame)
        #expect(root.damagedRect == CGRect(x: panel.minX - 1, y: 29, width: panel.width + 2, height: 50))
    }

    @Test func openingAndClosingRepaintThePanelAndItsShadow() throws {
        let (root, _) = makeWindow()
        _ = root.renderAll()
        root.click(fileTitle)
        let panel = try #require(root.menu?.panels.first)
        let damage = try #require(root.damagedRect)
        #expect(damage.contains(panel.drawingBounds.intersection(CGRect(x: 0, y: 0, width: 800, height: 600))))
        _ = root.renderAll()
        root.key(KeyCode.escape.rawValue)
        let after = try #require(root.damagedRect)
        #expect(after.contains(panel.frame))
        // Not the whole window.
        #expect(after.width < 400 && after.height < 300)
    }
}

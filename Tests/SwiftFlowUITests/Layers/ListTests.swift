import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

private struct Row: Identifiable, Hashable {
    let id: Int
    var name: String { "Item \(id)" }
}

/// Thirty rows in a 100-point list, a button that selects row 20 from outside.
private struct ListWindow: View {
    let log: ActionLog
    @State var selection: Int?
    let rows = (0..<30).map(Row.init)

    var body: some View {
        VStack(spacing: 10) {
            List(rows, selection: $selection, primaryAction: { log("open \($0)") }) { row in
                Text(row.name)
            }
            .frame(width: 200, height: 100)
            Button("Twenty") { selection = 20 }
            Text("Selected: \(selection.map(String.init) ?? "none")")
        }
    }
}

@MainActor
@Suite struct ListTests {
    private func makeWindow() -> (WindowRoot, ActionLog, ListElement) {
        let log = ActionLog()
        let root = WindowRoot.make(width: 400, height: 300) { ListWindow(log: log) }
        let list = root.elements(of: ListElement.self)[0]
        return (root, log, list)
    }

    // Each row: text 13 high + 2 × 4 padding = 21 points.
    private let rowHeight: CGFloat = 21

    @Test func aClickSelectsAndFocusesTheList() {
        let (root, _, list) = makeWindow()
        let frame = root.windowFrame(of: list)
        // Row 2 spans 42…63 below the list's top.
        root.click(CGPoint(x: frame.midX, y: frame.minY + 50))
        #expect(list.selected == AnyHashable(2))
        #expect(list.isFocused)
        #expect(root.renderAll().texts.contains("Selected: 2"))
    }

    @Test func arrowKeysMoveTheSelectionAndScrollItIntoView() {
        let (root, _, list) = makeWindow()
        root.click(CGPoint(x: root.windowFrame(of: list).midX, y: root.windowFrame(of: list).minY + 5))
        #expect(list.selected == AnyHashable(0))
        for _ in 0..<5 { root.key(KeyCode.downArrow.rawValue) }
        #expect(list.selected == AnyHashable(5))
        // Row 5 ends at 6 × 21 = 126; the list shows 100: scrolled by the least that shows it, 26.
        #expect(list.scrollOffset == 6 * rowHeight - 100)
        root.key(KeyCode.upArrow.rawValue)
        // Row 4 (84…105) is still partly hidden below? No: 84 − 26 = 58 and 105 − 26 = 79 fit; no scroll.
        #expect(list.scrollOffset == 26)
        root.key(KeyCode.end.rawValue)
        #expect(list.selected == AnyHashable(29))
        #expect(list.scrollOffset == 30 * rowHeight - 100)
        root.key(KeyCode.home.rawValue)
        #expect(list.selected == AnyHashable(0))
        #expect(list.scrollOffset == 0)
        // Page Down moves by the rows that fit (100 / 21 → 4) less one.
        root.key(KeyCode.pageDown.rawValue)
        #expect(list.selected == AnyHashable(3))
        root.key(KeyCode.upArrow.rawValue)
        root.key(KeyCode.upArrow.rawValue)
        root.key(KeyCode.upArrow.rawValue)
        root.key(KeyCode.upArrow.rawValue)
        // Clamped at the first row.
        #expect(list.selected == AnyHashable(0))
    }

    @Test func returnAndDoubleClickActivate() {
        let (root, log, list) = makeWindow()
        let frame = root.windowFrame(of: list)
        root.click(CGPoint(x: frame.midX, y: frame.minY + 30))
        root.key(KeyCode.returnKey.rawValue)
        root.click(CGPoint(x: frame.midX, y: frame.minY + 70))
        root.click(CGPoint(x: frame.midX, y: frame.minY + 70), count: 2)
        #expect(log.entries == ["open 1", "open 3"])
    }

    @Test func aSelectionSetFromOutsideIsScrolledIntoView() throws {
        let (root, _, list) = makeWindow()
        let button = try #require(root.elements(of: ButtonElement.self).first)
        root.click(root.windowFrame(of: button).center)
        #expect(list.selected == AnyHashable(20))
        #expect(list.scrollOffset == 21 * rowHeight - 100)
    }

    @Test func theWheelScrollsWithinTheContent() {
        let (root, _, list) = makeWindow()
        let frame = root.windowFrame(of: list)
        root.handle(.scroll(location: frame.center, deltaX: 0, deltaY: 1000, modifiers: []))
        #expect(list.scrollOffset == 30 * rowHeight - 100)
        root.handle(.scroll(location: frame.center, deltaX: 0, deltaY: -50, modifiers: []))
        #expect(list.scrollOffset == 30 * rowHeight - 150)
    }

    @Test func onlyVisibleRowsAreHitAndTheSelectionIsDrawnBehindItsRow() {
        let (root, _, list) = makeWindow()
        let frame = root.windowFrame(of: list)
        root.click(CGPoint(x: frame.midX, y: frame.minY + 5))
        root.key(KeyCode.end.rawValue)
        let drawn = root.renderAll()
        // Row 29 ends at the list's bottom once scrolled.
        let band = CGRect(x: frame.minX, y: frame.maxY - rowHeight, width: frame.width, height: rowHeight)
        #expect(drawn.operations.contains(.fill(band, Theme.selection)))
        // A click near the top now lands on row 30 × 21 − 100 = 530 → row 25 (525…546).
        root.click(CGPoint(x: frame.midX, y: frame.minY + 10))
        #expect(list.selected == AnyHashable(25))
    }
}

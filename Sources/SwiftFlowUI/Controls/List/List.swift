import Foundation
import SwiftFlowCore

/// A scrolling list of rows with a single selection, as SwiftUI's `List(_:selection:)`.
///
/// A click selects a row (and focuses the list); Up/Down, Page Up/Down, Home and End move the selection and
/// scroll it into view; Return or a double click runs `primaryAction` with the selected row's id. The list
/// also scrolls to a selection set from outside (a search field's arrow keys).
public struct List<Data: RandomAccessCollection, ID: Hashable & Sendable, RowContent: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: Binding<ID?>?
    let primaryAction: ((ID) -> Void)?
    let rowContent: (Data.Element) -> RowContent

    /// Rows for each element of `data`, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil,
                primaryAction: ((ID) -> Void)? = nil, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) {
        self.data = data
        self.id = id
        self.selection = selection
        self.primaryAction = primaryAction
        self.rowContent = rowContent
    }

    public var body: some View {
        // Reading the selection here makes the list follow it when something else changes it.
        let selected = selection?.wrappedValue
        let selection = selection
        let primaryAction = primaryAction
        var idByKey: [AnyHashable: ID] = [:]
        var rows: [(AnyHashable, any View)] = []
        rows.reserveCapacity(data.count)
        for item in data {
            let id = item[keyPath: id]
            let key = AnyHashable(id)
            // The first row with an id wins; later duplicates would collide.
            guard idByKey[key] == nil else { continue }
            idByKey[key] = id
            rows.append((key, ListRow(content: rowContent(item))))
        }
        return ListCore(
            rows: rows, selected: selected.map(AnyHashable.init),
            select: selection.map { binding in { key in binding.wrappedValue = key.flatMap { idByKey[$0] } } },
            activate: primaryAction.map { action in { key in if let id = idByKey[key] { action(id) } } }
        )
    }
}

/// The primitive part of `List`: the rows with their ids and the selection.
struct ListCore: PrimitiveView {
    let rows: [(AnyHashable, any View)]
    let selected: AnyHashable?
    let select: ((AnyHashable?) -> Void)?
    let activate: ((AnyHashable) -> Void)?

    func makeElement() -> Element { ListElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? ListElement else { return }
        element.configure(ids: rows.map(\.0), selected: selected, select: select, activate: activate)
        element.updateChildren(keyed: rows, environment: environment)
    }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows for each element of `data`, identified by their `id`.
    public init(_ data: Data, selection: Binding<ID?>? = nil, primaryAction: ((ID) -> Void)? = nil,
                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) {
        self.init(data, id: \.id, selection: selection, primaryAction: primaryAction, rowContent: rowContent)
    }
}

/// One row of a list: its content, padded, leading-aligned across the list's width.
struct ListRow: PrimitiveView {
    let content: any View

    func makeElement() -> Element { ListRowElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        element.updateChildren([content], environment: environment)
    }
}

/// The element of a list row.
final class ListRowElement: ModifierElement {
    static let padding = CGSize(width: 8, height: 4)

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let inner = measureContent(ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * Self.padding.width) },
                                                    height: nil))
        return CGSize(width: proposal.width ?? inner.width + 2 * Self.padding.width,
                      height: inner.height + 2 * Self.padding.height)
    }

    override func placeChildren(in rect: CGRect) {
        Self.placeGroup(contentItems, in: rect.insetBy(dx: Self.padding.width, dy: Self.padding.height),
                        alignment: .leading)
    }
}

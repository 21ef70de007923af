import Foundation
import SwiftFlow

/// One line of the data tree: a value at `path`, `depth` levels in.
struct DataTreeRow: Identifiable, Hashable {
    let path: [JSONPathStep]
    let value: JSONValue
    var depth: Int { max(path.count - 1, 0) }
    var id: String { DataTreeRow.name(of: path) }

    /// "inputs.modelName", "items[2]"; "" for the root.
    static func name(of path: [JSONPathStep]) -> String {
        path.enumerated().map { index, step in
            switch step {
            case .key(let key): return index == 0 ? key : "." + key
            case .index(let position): return "[\(position)]"
            }
        }.joined()
    }

    /// The rows of `data`: the members of an object or array root (the root itself otherwise), each
    /// container followed by its members unless it is collapsed.
    static func rows(of data: JSONValue, collapsed: Set<String>) -> [DataTreeRow] {
        guard data.objectValue != nil || data.arrayValue != nil else { return [DataTreeRow(path: [], value: data)] }
        var rows: [DataTreeRow] = []
        func visit(_ value: JSONValue, path: [JSONPathStep]) {
            if !path.isEmpty { rows.append(DataTreeRow(path: path, value: value)) }
            guard path.isEmpty || !collapsed.contains(name(of: path)) else { return }
            if let object = value.objectValue {
                for (key, child) in object { visit(child, path: path + [.key(key)]) }
            } else if let array = value.arrayValue {
                for (index, child) in array.enumerated() { visit(child, path: path + [.index(index)]) }
            }
        }
        visit(data, path: [])
        return rows
    }
}

/// A node's `data` as an editable tree: strings, numbers, booleans and null edited in place, objects and
/// arrays folded open or shut, keys renamed, added and removed, any value turned into another kind. Every
/// change goes through `change` with the whole new data (one undo step); refused input says why.
struct DataTreeEditor: View {
    let data: JSONValue
    let change: (JSONValue) -> Void
    @State private var collapsed: Set<String> = []

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(EditorStrings.text("inspector.data")).font(.headline)
                Spacer()
                if data.objectValue != nil || data.arrayValue != nil {
                    Button(EditorStrings.text("inspector.addKey"), systemImage: "plus") { add(to: []) }
                        .layoutPriority(1)
                }
            }
            ForEach(DataTreeRow.rows(of: data, collapsed: collapsed)) { row in
                rowView(row)
            }
        }
    }

    private func rowView(_ row: DataTreeRow) -> some View {
        HStack(alignment: .top, spacing: 4) {
            Spacer().frame(width: CGFloat(row.depth) * 12)
            disclosure(row)
            keyView(row)
            valueView(row)
            kindMenu(row)
        }
    }

    @ViewBuilder
    private func disclosure(_ row: DataTreeRow) -> some View {
        if row.value.objectValue != nil || row.value.arrayValue != nil {
            let isCollapsed = collapsed.contains(row.id)
            Button(isCollapsed ? "▸" : "▾") {
                if isCollapsed { collapsed.remove(row.id) } else { collapsed.insert(row.id) }
            }
            .buttonStyle(.plain)
            .frame(width: 12)
        } else {
            Spacer().frame(width: 12)
        }
    }

    @ViewBuilder
    private func keyView(_ row: DataTreeRow) -> some View {
        switch row.path.last {
        case .key(let key)?:
            CommitTextField(EditorStrings.text("inspector.key"), value: key) { newKey in
                rename(row, from: key, to: newKey)
            }
            .frame(width: 96)
            .id("key:" + row.id)
        case .index(let index)?:
            Text(verbatim: "[\(index)]").foregroundColor(.secondary).frame(width: 96, alignment: .leading).padding(.top, 4)
        case nil:
            EmptyView()
        }
    }

    @ViewBuilder
    private func valueView(_ row: DataTreeRow) -> some View {
        switch row.value {
        case .string(let text):
            CommitTextField(EditorStrings.text("inspector.value"), value: text) { newText in
                set(row.path, .string(newText))
                return nil
            }
            .id("value:" + row.id)
        case .number(let number):
            CommitTextField(EditorStrings.text("inspector.value"), value: number.text) { text in
                guard let parsed = JSONNumber(text: text.trimmingCharacters(in: .whitespaces)) else {
                    return EditorStrings.text("inspector.notANumber", .string(text))
                }
                set(row.path, .number(parsed))
                return nil
            }
            .id("number:" + row.id)
        case .bool(let flag):
            Toggle(flag ? "true" : "false", isOn: Binding(get: { flag }, set: { set(row.path, .bool($0)) }))
                .frame(maxWidth: .infinity, alignment: .leading)
        case .null:
            Text(verbatim: "null").foregroundColor(.secondary).padding(.top, 4)
                .frame(maxWidth: .infinity, alignment: .leading)
        case .object(let object):
            HStack(spacing: 4) {
                Text(EditorStrings.text("inspector.objectSummary", .int(object.count))).foregroundColor(.secondary)
                // The button keeps its title on one line; the count beside it gives way in a deep row.
                Button(EditorStrings.text("inspector.addKey"), systemImage: "plus") { add(to: row.path) }
                    .layoutPriority(1)
                Spacer(minLength: 0)
            }
        case .array(let array):
            HStack(spacing: 4) {
                Text(EditorStrings.text("inspector.arraySummary", .int(array.count))).foregroundColor(.secondary)
                Button(EditorStrings.text("inspector.addItem"), systemImage: "plus") { add(to: row.path) }
                    .layoutPriority(1)
                Spacer(minLength: 0)
            }
        }
    }

    private func kindMenu(_ row: DataTreeRow) -> some View {
        let current = JSONKind(of: row.value)
        return Menu("⋯") {
            ForEach(JSONKind.allCases, id: \.self) { kind in
                Button(EditorStrings.text("inspector.kind.\(kind.rawValue)") + (kind == current ? " ✓" : "")) {
                    set(row.path, kind.convert(row.value))
                }
            }
            if !row.path.isEmpty {
                Divider()
                Button(EditorStrings.text("inspector.remove"), role: .destructive) { remove(row.path) }
            }
        }
        // A pop-up button is never narrower than its title, padding and chevron (49 points for "⋯"): in a
        // 32-point frame it ran 16 points past the panel's edge.
        .frame(width: 52)
    }

    // MARK: Changes

    private func set(_ path: [JSONPathStep], _ value: JSONValue) {
        guard let updated = data.updating(at: path[...], { _ in value }), updated != data else { return }
        change(updated)
    }

    private func remove(_ path: [JSONPathStep]) {
        guard let updated = data.updating(at: path[...], { _ in nil }), updated != data else { return }
        change(updated)
    }

    /// A new empty string: under a fresh key in an object, at the end of an array.
    private func add(to path: [JSONPathStep]) {
        guard let container = data.value(at: path) else { return }
        let newValue: JSONValue
        if var object = container.objectValue {
            object[container.freshKey("key")] = .string("")
            newValue = .object(object)
        } else if var array = container.arrayValue {
            array.append(.string(""))
            newValue = .array(array)
        } else {
            return
        }
        collapsed.remove(DataTreeRow.name(of: path))
        set(path, newValue)
    }

    private func rename(_ row: DataTreeRow, from key: String, to newKey: String) -> String? {
        let trimmed = newKey.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return EditorStrings.text("inspector.emptyKey") }
        let parentPath = Array(row.path.dropLast())
        guard let parent = data.value(at: parentPath), let renamed = parent.renamingKey(key, to: trimmed) else {
            return EditorStrings.text("inspector.duplicateKey", .string(trimmed))
        }
        set(parentPath, renamed)
        return nil
    }
}

import Foundation
import SwiftFlow

/// The node palette: a search field (focused when it opens) over the node types; typing filters, Up and
/// Down move the highlight, Return or a double click inserts, Escape closes.
struct NodePalette: View {
    @ObservedObject var session: EditorSession
    @State private var query = ""
    @State private var highlighted: String?

    private var matches: [NodeTemplate] { NodeTemplate.filter(session.paletteTemplates, by: query) }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            TextField(EditorStrings.text("palette.search"), text: $query)
                .onSubmit { insert(highlighted ?? matches.first?.type) }
            if matches.isEmpty {
                Text(EditorStrings.text("palette.none")).foregroundColor(.secondary).frame(height: 180)
            } else {
                List(matches, id: \.type, selection: $highlighted, primaryAction: { insert($0) }) { template in
                    HStack {
                        Text(template.type)
                        Spacer()
                        Text(Self.detail(of: template)).foregroundColor(.secondary)
                    }
                }
                .frame(height: 180)
            }
        }
        .padding(8)
        .frame(width: 260)
        .onKeyPress(keys: [KeyCode.upArrow.rawValue, KeyCode.downArrow.rawValue]) { press in
            move(by: press.keysym == KeyCode.downArrow.rawValue ? 1 : -1)
            return .handled
        }
        .onChange(of: query) { _, _ in highlighted = matches.first?.type }
        .onAppear { highlighted = matches.first?.type }
    }

    /// "built-in" for React Flow's types, else the label of the node the type is copied from.
    private static func detail(of template: NodeTemplate) -> String {
        NodeTemplate.builtIns.contains(template) ? EditorStrings.text("palette.builtIn") : template.data.nodeLabel
    }

    private func move(by step: Int) {
        let list = matches.map(\.type)
        guard !list.isEmpty else { return }
        let index = highlighted.flatMap { list.firstIndex(of: $0) } ?? -step
        highlighted = list[max(0, min(list.count - 1, index + step))]
    }

    private func insert(_ type: String?) {
        guard let type, let template = matches.first(where: { $0.type == type }) else { return }
        session.insert(template)
    }
}

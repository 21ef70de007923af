import Foundation
import SwiftFlow

/// The inspector for one edge: its ends, type (the five), label, animation, markers and stroke.
struct EdgeInspector: View {
    let session: EditorSession
    let edge: Edge<JSONValue>

    /// A marker choice: none, or one of React Flow's two marker types.
    static let markerChoices = ["none"] + EdgeMarker.MarkerType.allCases.map(\.rawValue)

    var body: some View {
        let document = session.document
        let id = edge.id
        VStack(alignment: .leading, spacing: 6) {
            Text(EditorStrings.text("inspector.edge")).font(.headline)
            InspectorRow(EditorStrings.text("inspector.id")) { Text(id).padding(.top, 4) }
            InspectorRow(EditorStrings.text("inspector.ends")) {
                Text(Self.end(edge.source, edge.sourceHandle) + " → " + Self.end(edge.target, edge.targetHandle))
                    .padding(.top, 4)
            }
            InspectorRow(EditorStrings.text("inspector.type")) {
                Picker(EditorStrings.text("inspector.type"), selection: Binding(
                    get: { edge.type }, set: { type in document.updateEdge(id) { $0.type = type } }
                )) {
                    ForEach(EdgeType.allCases, id: \.self) { type in
                        Text(EditorStrings.text("edgeType.\(type.rawValue)")).tag(type)
                    }
                }
            }
            InspectorRow(EditorStrings.text("inspector.label")) {
                CommitTextField(EditorStrings.text("inspector.label"), value: edge.label ?? "") { label in
                    document.updateEdge(id) { $0.label = label.isEmpty ? nil : label }
                    return nil
                }
            }
            Toggle(EditorStrings.text("context.animated"), isOn: Binding(
                get: { edge.animated }, set: { animated in document.updateEdge(id) { $0.animated = animated } }
            ))
            InspectorRow(EditorStrings.text("inspector.markerStart")) {
                markerPicker(edge.markerStart) { marker in document.updateEdge(id) { $0.markerStart = marker } }
            }
            InspectorRow(EditorStrings.text("inspector.markerEnd")) {
                markerPicker(edge.markerEnd) { marker in document.updateEdge(id) { $0.markerEnd = marker } }
            }
            InspectorRow(EditorStrings.text("inspector.stroke")) {
                CommitTextField("#b1b1b7", value: edge.style?.stroke?.hexString ?? "") { text in
                    let trimmed = text.trimmingCharacters(in: .whitespaces)
                    if trimmed.isEmpty {
                        document.updateEdge(id) { $0.style?.stroke = nil }
                        return nil
                    }
                    guard let color = Color(hex: trimmed) else { return EditorStrings.text("inspector.notAColor", .string(trimmed)) }
                    document.updateEdge(id) { edge in
                        var style = edge.style ?? EdgeStyle()
                        style.stroke = color
                        edge.style = style
                    }
                    return nil
                }
            }
            InspectorRow(EditorStrings.text("inspector.strokeWidth")) {
                CommitNumberField(EditorStrings.text("inspector.strokeWidth"), value: edge.style?.strokeWidth ?? 1,
                                  format: NumberFormat.number.range(0...100)) { width in
                    document.updateEdge(id) { edge in
                        var style = edge.style ?? EdgeStyle()
                        style.strokeWidth = width
                        edge.style = style
                    }
                }
            }
        }
    }

    private static func end(_ node: String, _ handle: String?) -> String {
        handle.map { "\(node) (\($0))" } ?? node
    }

    private func markerPicker(_ marker: EdgeMarker?, set: @escaping (EdgeMarker?) -> Void) -> some View {
        Picker(EditorStrings.text("inspector.marker"), selection: Binding(
            get: { marker?.type.rawValue ?? "none" },
            set: { choice in
                guard choice != (marker?.type.rawValue ?? "none") else { return }
                if let type = EdgeMarker.MarkerType(rawValue: choice) {
                    var updated = marker ?? EdgeMarker(type: type)
                    updated.type = type
                    set(updated)
                } else {
                    set(nil)
                }
            }
        )) {
            ForEach(Self.markerChoices, id: \.self) { choice in
                Text(EditorStrings.text("marker.\(choice)")).tag(choice)
            }
        }
    }
}

import Foundation
import SwiftFlow

/// Over the canvas while a file opens: its name, a bar that advances with each phase, and the phase.
struct LoadingPanel: View {
    let loading: FileLoading

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(EditorStrings.text("loading.title", .string(loading.name))).lineLimit(1)
            ProgressView(value: loading.phase.fraction).frame(width: 260)
            Text(loading.phase.text).font(.caption).foregroundColor(.secondary)
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8).fill(Theme.panelBackground))
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(Theme.separator, lineWidth: 1))
        .accessibilityLabel(EditorStrings.text("loading.title", .string(loading.name)) + " " + loading.phase.text)
    }
}

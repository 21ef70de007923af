import Foundation
import SwiftFlow

/// "Zoom 120 %" in the status line, written as the locale writes percentages.
struct ZoomLabel: View {
    @ObservedObject var level: ZoomLevel
    @Environment(\.locale) private var locale

    var body: some View {
        let percent = LocalizedNumber.percent(level.zoom, locale: locale)
        return Text(EditorStrings.text("status.zoom", locale: locale, .string(percent)))
    }
}

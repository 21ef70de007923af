import Foundation
import SwiftFlow

/// The canvas's zoom as the status line shows it, published only when the whole percentage changes, so that
/// panning and most zoom frames re-evaluate nothing.
@MainActor
final class ZoomLevel: ObservableObject {
    /// The zoom factor, rounded to a whole percent (1.2 = 120 %).
    @Published private(set) var zoom: Double

    init(zoom: Double = 1) {
        self.zoom = Self.rounded(zoom)
    }

    func update(_ zoom: Double) {
        let rounded = Self.rounded(zoom)
        if rounded != self.zoom { self.zoom = rounded }
    }

    private static func rounded(_ zoom: Double) -> Double {
        (zoom * 100).rounded() / 100
    }
}

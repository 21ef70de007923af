import Foundation
import SwiftFlowUI

/// Forwards drawing to a Cairo context but lends no pixels, so the canvas draws with Cairo shapes: edges
/// stroked by Cairo, the low-detail layer as shapes (as for vector export). Fast drawing is forwarded too.
final class NoPixelsContext: ForwardingContext, FastDrawing {
    func setFastDrawing(_ enabled: Bool) { base.setFastDrawing(enabled) }
    func setFastStrokes(_ enabled: Bool) { base.setFastStrokes(enabled) }
}

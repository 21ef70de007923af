import Foundation
import SwiftFlowCore

/// A progress indicator, as SwiftUI's `ProgressView`: a bar when the fraction is known, else a spinner.
public struct ProgressView: PrimitiveView {
    let fraction: Double?
    let title: Text?

    /// An indeterminate spinner.
    public init() {
        fraction = nil
        title = nil
    }

    /// A bar showing `value` out of `total` (clamped to 0…1 of the bar); nil value shows a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        if let value, total > 0, value.isFinite {
            fraction = Double(min(max(value / total, 0), 1))
        } else {
            fraction = nil
        }
        title = nil
    }

    /// A bar showing `value` out of `total`, titled with the translation of `titleKey`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total)
        self = ProgressView(fraction: fraction, title: Text(titleKey))
    }

    /// A bar showing `value` out of `total`, titled with `title` as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total)
        self = ProgressView(fraction: fraction, title: Text(title))
    }

    private init(fraction: Double?, title: Text?) {
        self.fraction = fraction
        self.title = title
    }

    public func makeElement() -> Element { ProgressElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? ProgressElement else { return }
        element.fraction = fraction
        element.updateChildren(title.map { [$0] } ?? [], environment: environment)
    }
}

/// The element of `ProgressView`.
final class ProgressElement: Element {
    override var accessibilityRole: AccessibilityRole? { .progressIndicator }
    override var accessibilityValue: String? {
        fraction.map { LocalizedNumber.percent($0, locale: environment.locale) }
    }

    static let barHeight: CGFloat = 6
    static let spinnerSize: CGFloat = 20
    static let idealBarWidth: CGFloat = 160
    static let titleGap: CGFloat = 4

    var fraction: Double?

    private var titleHeight: CGFloat {
        layoutChildren.first.map { $0.measure(.unspecified).height + Self.titleGap } ?? 0
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard fraction != nil else { return CGSize(width: Self.spinnerSize, height: Self.spinnerSize) }
        return CGSize(width: proposal.width ?? Self.idealBarWidth, height: Self.barHeight + titleHeight)
    }

    override func placeChildren(in rect: CGRect) {
        guard let title = layoutChildren.first else { return }
        let size = title.measure(ProposedViewSize(width: rect.width, height: nil))
        title.place(in: CGRect(x: rect.minX, y: rect.minY, width: min(size.width, rect.width), height: size.height))
    }

    override func draw(in context: GraphicsContext) {
        if let fraction {
            let track = CGRect(x: frame.minX, y: frame.maxY - Self.barHeight, width: frame.width,
                               height: Self.barHeight)
            context.fill(Path(roundedRect: track, cornerRadius: Self.barHeight / 2), with: Theme.separator)
            let filled = CGRect(x: track.minX, y: track.minY, width: track.width * fraction, height: track.height)
            if filled.width > 0 {
                context.fill(Path(roundedRect: filled, cornerRadius: Self.barHeight / 2), with: Theme.accent)
            }
        } else {
            let center = CGPoint(x: frame.midX, y: frame.midY)
            let radius = min(frame.width, frame.height) / 2 - 2
            guard radius > 0 else { return }
            var ring = Path()
            ring.addArc(center: center, radius: radius, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
            context.stroke(ring, with: Theme.separator, lineWidth: 3)
            var arc = Path()
            arc.addArc(center: center, radius: radius, startAngle: .degrees(-90), endAngle: .degrees(30),
                       clockwise: false)
            context.stroke(arc, with: Theme.accent, style: StrokeStyle(lineWidth: 3, lineCap: .round))
        }
    }
}

import Foundation

/// Builds a lookup key from string interpolation as SwiftUI does: literal text stays (a `%` doubled), each
/// interpolated value becomes a placeholder (`%lld` for integers, `%lf` for doubles, `%@` for text and
/// anything else) and an argument. `"\(nodes) steps and \(edges) links selected"` looks up
/// `"%lld steps and %lld links selected"` and fills in the two counts.
public struct LocalizationInterpolation: StringInterpolationProtocol, Sendable {
    /// The key built so far.
    public private(set) var key = ""
    /// The interpolated values, in order.
    public private(set) var arguments: [LocalizationArgument] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
        key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        arguments.reserveCapacity(interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
        key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    public mutating func appendInterpolation(_ value: String) {
        append("%@", .string(value))
    }

    public mutating func appendInterpolation<S: StringProtocol>(_ value: S) {
        append("%@", .string(String(value)))
    }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
        append("%lld", .int(Int(clamping: value)))
    }

    public mutating func appendInterpolation(_ value: Double) {
        append("%lf", .double(value))
    }

    public mutating func appendInterpolation(_ value: Float) {
        append("%f", .double(Double(value)))
    }

    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
        append("%@", .string(value.description))
    }

    private mutating func append(_ placeholder: String, _ argument: LocalizationArgument) {
        key += placeholder
        arguments.append(argument)
    }
}

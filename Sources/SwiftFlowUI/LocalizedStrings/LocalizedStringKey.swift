import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: a string literal, optionally with
/// interpolated values (see `LocalizationInterpolation`). `Text("Save")` and `Button("Save") {}` take one
/// and look it up; `Text(verbatim:)` and `Text(someString)` show their text as it is.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key looked up in the strings tables.
    public let key: String
    /// The interpolated values the translation is filled with.
    public let arguments: [LocalizationArgument]

    /// A key with no arguments.
    public init(_ value: String) {
        key = value
        arguments = []
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: LocalizationInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// The translation for `locale` from `table` (default `Localizable`) of `bundle` (default the main
    /// bundle), or the key itself when no table has it.
    public func resolve(locale: Locale, table: String? = nil, bundle: Bundle? = nil) -> String {
        StringsCatalog.named(table, in: bundle).string(key, locale: locale, arguments: arguments)
    }
}

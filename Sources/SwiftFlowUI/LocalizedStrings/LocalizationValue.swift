import Foundation

/// A localized string's key and arguments, as Foundation's `String.LocalizationValue` on Apple platforms,
/// for `String(localized:)`, which Foundation on Linux lacks.
///
/// It is a top-level type and the initializers are disfavoured overloads, so that code keeps compiling, and
/// picks Foundation's own, if Foundation ever adds them.
public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key looked up in the strings tables.
    public let key: String
    /// The interpolated values the translation is filled with.
    public let arguments: [LocalizationArgument]

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
}

extension String {
    /// The translation of `keyAndValue` from `table` (default `Localizable`) of `bundle` (default the app's
    /// main bundle) for `locale` (default the process's language, from LANGUAGE, LC_ALL, LC_MESSAGES, LANG);
    /// the key itself, filled with its arguments, when no table has it.
    ///
    ///     String(localized: "\(nodes) steps and \(edges) links selected")
    ///     // looks up "%lld steps and %lld links selected"
    @_disfavoredOverload
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = PreferredLanguages.processLocale, comment: StaticString? = nil) {
        self = StringsCatalog.named(table, in: bundle)
            .string(keyAndValue.key, locale: locale, arguments: keyAndValue.arguments)
    }

    /// The translation of `key`, filled with `defaultValue`'s arguments; `defaultValue` when no table has the
    /// key. `String(localized: "status.saved", defaultValue: "Saved \(name)")`.
    @_disfavoredOverload
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = PreferredLanguages.processLocale,
                comment: StaticString? = nil) {
        self = StringsCatalog.named(table, in: bundle)
            .string(key.description, locale: locale, arguments: defaultValue.arguments, defaultValue: defaultValue.key)
    }
}

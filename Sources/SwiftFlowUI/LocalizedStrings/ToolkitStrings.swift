import Foundation

/// The toolkit's own words, from this module's `Localization/<lang>.lproj/Localizable.strings`.
enum ToolkitStrings {
    private static let catalog = StringsCatalog.named(in: .module)

    /// The translation of `key` for `locale`, filled with `arguments`.
    static func text(_ key: String, locale: Locale, _ arguments: LocalizationArgument...) -> String {
        catalog.string(key, locale: locale, arguments: arguments)
    }
}

import Foundation

/// The toolkit's own words, from this module's `Localization/<lang>.lproj/Localizable.strings`.
enum ToolkitStrings {
    private static let catalog = StringsCatalog.named(in: .module)

    /// The translation of `key` for `locale`.
    static func text(_ key: String, locale: Locale) -> String {
        catalog.string(key, locale: locale)
    }
}

import Foundation
import SwiftFlow

/// The editor's words in the user's language, from `Localization/<lang>.lproj/Localizable.strings` and
/// `Localizable.stringsdict` (plural forms), through the toolkit's `StringsCatalog`: the language comes from
/// LANGUAGE, LC_ALL, LC_MESSAGES and LANG (`PreferredLanguages`), a key missing from a translation falls
/// back to English.
enum EditorStrings {
    private static let catalog = StringsCatalog.named(in: .module)

    /// The translation of `key` filled with `arguments` (`%@` text, `%ld` numbers, `%#@name@` plural forms).
    static func text(_ key: String, _ arguments: LocalizationArgument...) -> String {
        catalog.string(key, locale: PreferredLanguages.processLocale, arguments: arguments)
    }

    /// The translation of `key` in `locale`.
    static func text(_ key: String, locale: Locale, _ arguments: LocalizationArgument...) -> String {
        catalog.string(key, locale: locale, arguments: arguments)
    }
}

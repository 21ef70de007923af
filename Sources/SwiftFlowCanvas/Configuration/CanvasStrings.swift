import Foundation
import SwiftFlowUI

/// The canvas's words, from this module's `Localization/<lang>.lproj/Localizable.strings` and
/// `Localizable.stringsdict`, in the locale the canvas is shown in.
enum CanvasStrings {
    private static let catalog = StringsCatalog.named(in: .module)

    /// The translation of `key` for `locale`, filled with `arguments`.
    static func text(_ key: String, locale: Locale, _ arguments: LocalizationArgument...) -> String {
        text(key, locale: locale, arguments)
    }

    /// The translation of `key` for `locale`, filled with `arguments`.
    static func text(_ key: String, locale: Locale, _ arguments: [LocalizationArgument]) -> String {
        catalog.string(key, locale: locale, arguments: arguments)
    }
}

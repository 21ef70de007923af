import Foundation

/// The translations of one strings table of one bundle (`<lang>.lproj/<table>.strings` and `.stringsdict`
/// for every language it has), loaded on first use and kept.
///
/// A lookup walks the locale's languages (`PreferredLanguages.lookupOrder`), most specific first and English
/// last, and takes the first table that has the key, so a translation missing one key falls back to English
/// for that key only. Within a language a `.stringsdict` entry wins over a `.strings` one, as on Apple
/// platforms. Catalogs are shared and thread-safe.
public final class StringsCatalog: @unchecked Sendable {
    /// The bundle the tables are read from.
    public let bundle: Bundle
    /// The table's file name without extension.
    public let tableName: String
    private let lock = NSLock()
    /// Loaded tables by `.lproj` name; `nil` values remember folders that do not exist.
    private var tables: [String: StringsTable?] = [:]

    private init(bundle: Bundle, tableName: String) {
        self.bundle = bundle
        self.tableName = tableName
    }

    /// The catalog of `table` (default `Localizable`) in `bundle` (default the main bundle).
    public static func named(_ table: String? = nil, in bundle: Bundle? = nil) -> StringsCatalog {
        registry.catalog(bundle: bundle ?? .main, tableName: table ?? "Localizable")
    }

    /// The string for `key` in `locale`, filled with `arguments` (plural forms follow the language of the
    /// table the key came from; numbers follow `locale`). A key no table has gives `defaultValue`, or the key
    /// itself, filled the same way. Without arguments a plain string is returned as written.
    public func string(_ key: String, locale: Locale, arguments: [LocalizationArgument] = [],
                       defaultValue: String? = nil) -> String {
        for language in PreferredLanguages.lookupOrder(for: locale) {
            guard let table = table(for: language) else { continue }
            if let plurals = table.plurals[key] {
                return LocalizedFormatter.format(key, arguments: arguments, locale: locale, plurals: plurals,
                                                 rules: PluralRules(language: language))
            }
            if let format = table.strings[key] {
                return fill(format, arguments, locale: locale, language: language)
            }
        }
        return fill(defaultValue ?? key, arguments, locale: locale, language: locale.identifier)
    }

    /// The language (`.lproj` name) whose table answers `key` for `locale`, or nil when none has it.
    public func language(answering key: String, locale: Locale) -> String? {
        PreferredLanguages.lookupOrder(for: locale).first { language in
            guard let table = table(for: language) else { return false }
            return table.plurals[key] != nil || table.strings[key] != nil
        }
    }

    private func fill(_ format: String, _ arguments: [LocalizationArgument], locale: Locale,
                      language: String) -> String {
        guard !arguments.isEmpty else { return format }
        return LocalizedFormatter.format(format, arguments: arguments, locale: locale,
                                         rules: PluralRules(language: language))
    }

    /// The table of the `.lproj` folder `language`, loaded on first use.
    func table(for language: String) -> StringsTable? {
        lock.lock()
        defer { lock.unlock() }
        if let known = tables[language] { return known }
        let table = bundle.url(forResource: language, withExtension: "lproj")
            .flatMap { StringsTable(directory: $0, name: tableName) }
        tables[language] = .some(table)
        return table
    }

    private static let registry = Registry()

    /// Shares one catalog per bundle and table, so each file is read once per process.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var catalogs: [String: StringsCatalog] = [:]

        func catalog(bundle: Bundle, tableName: String) -> StringsCatalog {
            let key = bundle.bundlePath + "\u{0}" + tableName
            lock.lock()
            defer { lock.unlock() }
            if let catalog = catalogs[key] { return catalog }
            let catalog = StringsCatalog(bundle: bundle, tableName: tableName)
            catalogs[key] = catalog
            return catalog
        }
    }
}

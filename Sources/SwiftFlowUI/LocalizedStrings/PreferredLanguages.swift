import Foundation

/// The user's languages, read from the environment the way gettext reads them.
///
/// Foundation on Linux ignores these variables (`Locale.current` is `en_001` whatever they say), so the
/// toolkit reads them itself, as glibc's gettext does: the locale is the first non-empty of LC_ALL,
/// LC_MESSAGES and LANG; a locale of exactly `C` or `POSIX` means untranslated English and silences LANGUAGE;
/// otherwise LANGUAGE's colon-separated list comes first, then the locale (`C.UTF-8` and other C locales
/// count as English). Unlike gettext, an unset locale does not silence LANGUAGE, so `LANGUAGE=de swiftflow`
/// works in a session that sets nothing else. English closes every list.
public enum PreferredLanguages {
    /// Language identifiers in order of preference, e.g. `["de_DE", "en"]` for `LANG=de_DE.UTF-8`;
    /// codesets (`.UTF-8`) and modifiers (`@euro`) are dropped.
    public static func languages(environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        var result: [String] = []
        if locale == "C" || locale == "POSIX" { return ["en"] }
        let listed = environment["LANGUAGE"].map { $0.split(separator: ":").map(String.init) } ?? []
        for entry in listed + (locale.map { [$0] } ?? []) {
            let identifier = stripped(entry)
            if !identifier.isEmpty, !isPOSIX(identifier), !result.contains(identifier) { result.append(identifier) }
        }
        if !result.contains("en") { result.append("en") }
        return result
    }

    /// This process's languages (read once).
    public static let process: [String] = languages(environment: ProcessInfo.processInfo.environment)

    /// This process's locale: the first of its languages. The default of the `\.locale` environment value.
    public static let processLocale = Locale(identifier: process[0])

    /// The table names to try for `locale`, most specific first and English last: `de_AT` →
    /// `de_AT, de-AT, de, en`. The process locale uses the whole LANGUAGE list (`fr:de` → `fr, de, en`).
    public static func lookupOrder(for locale: Locale) -> [String] {
        orders.value(for: locale.identifier) { makeLookupOrder(for: locale) }
    }

    private static let orders = LookupOrderCache()

    private static func makeLookupOrder(for locale: Locale) -> [String] {
        let identifiers = locale.identifier == processLocale.identifier ? process : [locale.identifier, "en"]
        var result: [String] = []
        for identifier in identifiers {
            for candidate in candidates(for: identifier) where !result.contains(candidate) {
                result.append(candidate)
            }
        }
        return result
    }

    /// `zh_Hant_TW` → `zh_Hant_TW, zh-Hant-TW, zh_Hant, zh-Hant, zh`.
    static func candidates(for identifier: String) -> [String] {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        var result: [String] = []
        for count in stride(from: parts.count, through: 1, by: -1) {
            let prefix = parts.prefix(count)
            for name in [prefix.joined(separator: "_"), prefix.joined(separator: "-")] where !result.contains(name) {
                result.append(name)
            }
        }
        return result
    }

    /// `de_DE.UTF-8@euro` → `de_DE`.
    private static func stripped(_ value: String) -> String {
        String(value.prefix { $0 != "." && $0 != "@" }).trimmingCharacters(in: .whitespaces)
    }

    private static func isPOSIX(_ value: String) -> Bool {
        let identifier = stripped(value)
        return identifier == "C" || identifier == "POSIX"
    }
}

/// Lookup orders by locale identifier: every localized string asks for one.
private final class LookupOrderCache: @unchecked Sendable {
    private let lock = NSLock()
    private var orders: [String: [String]] = [:]

    func value(for identifier: String, make: () -> [String]) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let order = orders[identifier] { return order }
        let order = make()
        orders[identifier] = order
        return order
    }
}

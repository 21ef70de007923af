import Foundation

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { PreferredLanguages.processLocale }
}

extension EnvironmentValues {
    /// The locale localized text, labels, announcements and numbers follow; by default the process's
    /// language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). `.environment(\.locale, Locale(identifier: "pl"))`
    /// switches one subtree.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

import Foundation

/// The editor's words in the user's language, from `Localization/<lang>.lproj/Localizable.strings`.
///
/// Foundation on Linux ignores LANG when picking a localization, so the language comes from the usual
/// variables (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), falling back to English.
enum EditorStrings {
    /// The strings table for the user's language.
    static let current = table(for: preferredLanguages(ProcessInfo.processInfo.environment))

    /// Looks `key` up and fills in `arguments` (printf style: `%@` for text, `%ld` for numbers).
    static func text(_ key: String, _ arguments: any CVarArg...) -> String {
        let format = current.localizedString(forKey: key, value: key, table: nil)
        return arguments.isEmpty ? format : String(format: format, arguments: arguments)
    }

    /// Language codes in order of preference, e.g. `de_DE.UTF-8` → `de`.
    static func preferredLanguages(_ environment: [String: String]) -> [String] {
        var codes: [String] = []
        let sources = [environment["LANGUAGE"]?.split(separator: ":").map(String.init) ?? []]
            + ["LC_ALL", "LC_MESSAGES", "LANG"].compactMap { environment[$0] }.map { [$0] }
        for source in sources.joined() {
            let code = source.split(whereSeparator: { "_.@".contains($0) }).first.map(String.init) ?? ""
            if !code.isEmpty, code != "C", code != "POSIX", !codes.contains(code) { codes.append(code) }
        }
        return codes.contains("en") ? codes : codes + ["en"]
    }

    /// The bundle of the first language that has a table; the main resource bundle when none does.
    static func table(for languages: [String]) -> Bundle {
        for language in languages {
            if let path = Bundle.module.path(forResource: language, ofType: "lproj"), let bundle = Bundle(path: path) {
                return bundle
            }
        }
        return Bundle.module
    }
}

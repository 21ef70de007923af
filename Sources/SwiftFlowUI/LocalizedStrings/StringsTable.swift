import Foundation

/// One language's strings table: `<table>.strings` and `<table>.stringsdict` in one `.lproj` folder.
///
/// Both files are read with `PropertyListSerialization` (the `.strings` syntax is an old-style property list
/// without braces; UTF-8 and UTF-16 with a byte-order mark both parse). Foundation's own lookup is not used
/// for `.stringsdict`: on Linux any key present in one crashes `Bundle.localizedString`. A file that does
/// not parse counts as empty, so one broken translation cannot take the app down.
public struct StringsTable: Sendable, Equatable {
    /// The plain strings, key → format.
    public let strings: [String: String]
    /// The plural entries of the `.stringsdict`, key → entry.
    public let plurals: [String: PluralFormat]

    public init(strings: [String: String] = [:], plurals: [String: PluralFormat] = [:]) {
        self.strings = strings
        self.plurals = plurals
    }

    /// The table `name` in the folder `directory` (e.g. `…/de.lproj`); nil when neither file exists.
    public init?(directory: URL, name: String) {
        let stringsData = try? Data(contentsOf: directory.appendingPathComponent(name + ".strings"))
        let pluralsData = try? Data(contentsOf: directory.appendingPathComponent(name + ".stringsdict"))
        guard stringsData != nil || pluralsData != nil else { return nil }
        self.init(stringsData: stringsData, stringsdictData: pluralsData)
    }

    /// A table from the contents of a `.strings` and a `.stringsdict` file.
    public init(stringsData: Data?, stringsdictData: Data?) {
        strings = stringsData.map(Self.parseStrings) ?? [:]
        plurals = stringsdictData.map(Self.parsePlurals) ?? [:]
    }

    /// `"key" = "value";` pairs; anything that is not a string-to-string pair is skipped.
    static func parseStrings(_ data: Data) -> [String: String] {
        guard !data.isEmpty,
              let dictionary = (try? PropertyListSerialization.propertyList(from: data, format: nil))
                as? [String: Any] else { return [:] }
        return dictionary.compactMapValues { $0 as? String }
    }

    /// The entries of a `.stringsdict` property list that declare a format and at least one plural variable.
    static func parsePlurals(_ data: Data) -> [String: PluralFormat] {
        guard let dictionary = (try? PropertyListSerialization.propertyList(from: data, format: nil))
                as? [String: Any] else { return [:] }
        return dictionary.compactMapValues { PluralFormat(propertyList: $0) }
    }
}

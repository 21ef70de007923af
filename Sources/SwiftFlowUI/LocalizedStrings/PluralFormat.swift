import Foundation

/// One `.stringsdict` entry: a format (`NSStringLocalizedFormatKey`) whose `%#@name@` variables each pick
/// a form by the plural category of their argument.
///
///     "%#@nodes@ selected"   nodes: one "%d node", other "%d nodes"
///
/// A form's conversions without a position (`%d`) print the variable's own argument; `%2$@` picks another.
public struct PluralFormat: Sendable, Equatable {
    /// The format with `%#@name@` placeholders.
    public let format: String
    /// The forms of each variable by category.
    public let variables: [String: [PluralCategory: String]]

    public init(format: String, variables: [String: [PluralCategory: String]]) {
        self.format = format
        self.variables = variables
    }

    /// The entry for a `.stringsdict` value; nil unless it has a format and only plural-rule variables
    /// (`NSStringPluralRuleType`, the one rule type Apple defines for `.stringsdict`).
    init?(propertyList: Any) {
        guard let entry = propertyList as? [String: Any],
              let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [String: [PluralCategory: String]] = [:]
        for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
            guard let rule = value as? [String: Any],
                  rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                if let form = rule[category.rawValue] as? String { forms[category] = form }
            }
            variables[name] = forms
        }
        self.init(format: format, variables: variables)
    }

    /// The form of `variable` for `argument` under `rules`: `zero` for 0 when the entry has one (in every
    /// language, as Apple does), else the category's form, else `other`, else empty.
    func form(of variable: String, for argument: LocalizationArgument?, rules: PluralRules) -> String {
        guard let forms = variables[variable] else { return "" }
        guard let argument else { return forms[.other] ?? "" }
        if argument.isZero, let zero = forms[.zero] { return zero }
        return forms[argument.pluralCategory(rules)] ?? forms[.other] ?? ""
    }
}

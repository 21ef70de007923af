import Foundation
import SwiftFlowCore

/// What a text field accepts: typed text it refuses, whole texts it does not commit, and which texts mean
/// the same value. A refused or invalid input leaves the bound value alone and shows `message` under the
/// field with a red border; leaving the field (or Return) with an invalid text puts the value's back.
@MainActor
struct TextInputRules {
    /// A message in the locale when `inserted` may not be typed, nil when it may.
    let refusal: (_ inserted: String, _ locale: Locale) -> String?
    /// A message in the locale when `text` is not a value that can be committed, nil when it is.
    let problem: (_ text: String, _ locale: Locale) -> String?
    /// Whether two texts stand for the same value (so "1.50" is not replaced by "1.5" while typing).
    let sameValue: (String, String) -> Bool
}

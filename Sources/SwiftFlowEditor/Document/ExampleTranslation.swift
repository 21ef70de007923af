import Foundation
import SwiftFlow

/// The bundled example's node labels in the user's language, from the `Example` strings table, keyed by the
/// English label. Labels without a translation (and every label in English) stay as they are; the example is
/// saved in the language it was shown in.
enum ExampleTranslation {
    private static let catalog = StringsCatalog.named("Example", in: .module)

    static func translate(_ document: inout GraphDocument, locale: Locale = PreferredLanguages.processLocale) {
        for index in document.nodes.indices {
            guard case .object(var data) = document.nodes[index].data,
                  let label = data["label"]?.stringValue else { continue }
            let translated = catalog.string(label, locale: locale)
            guard translated != label else { continue }
            data["label"] = .string(translated)
            document.nodes[index].data = .object(data)
        }
    }
}

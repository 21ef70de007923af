import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

/// The toolkit's own words (Sources/SwiftFlowUI/Localization) and the titles controls read from labels.
@MainActor
@Suite struct ToolkitLocalizationTests {
    private let de = Locale(identifier: "de"), pl = Locale(identifier: "pl")
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// German and Polish translate every key English has, in the toolkit's and the canvas's tables.
    @Test func translationsAreComplete() throws {
        for module in ["SwiftFlowUI", "SwiftFlowCanvas"] {
            let folder = Self.sources.appendingPathComponent("\(module)/Localization")
            let english = try #require(StringsTable(directory: folder.appendingPathComponent("en.lproj"),
                                                    name: "Localizable"))
            #expect(!english.strings.isEmpty)
            for language in ["de", "pl"] {
                let other = try #require(StringsTable(directory: folder.appendingPathComponent("\(language).lproj"),
                                                      name: "Localizable"))
                #expect(Set(other.strings.keys) == Set(english.strings.keys), "\(module) \(language)")
                #expect(Set(other.plurals.keys) == Set(english.plurals.keys), "\(module) \(language)")
            }
        }
    }

    @Test func numberFieldMessagesFollowTheLocale() {
        let whole = NumberFormat.integer.range(1...10)
        #expect(whole.problem(in: "") == "Enter a number")
        #expect(whole.problem(in: "", locale: de) == "Geben Sie eine Zahl ein")
        #expect(whole.problem(in: "x1", locale: pl) == "„x1” nie jest liczbą")
        #expect(whole.problem(in: "2.5", locale: de) == "Geben Sie eine ganze Zahl ein")
        #expect(whole.problem(in: "12", locale: pl) == "Wpisz liczbę od 1 do 10")
        #expect(whole.problem(in: "7", locale: pl) == nil)
        #expect(whole.refusal(for: "a", locale: de) == "In eine Zahl können keine Buchstaben eingegeben werden")
        #expect(whole.refusal(for: ".", locale: pl) == "Znaku „.” nie można wpisać w liczbie")
    }

    @Test func shortcutsAreNamedInTheLocale() {
        let save = KeyboardShortcut("s", modifiers: [.shift, .control])
        #expect(save.displayName(locale: Locale(identifier: "en")) == "Ctrl+Shift+S")
        #expect(save.displayName(locale: de) == "Strg+Umschalt+S")
        #expect(KeyboardShortcut(KeyCode.pageUp.rawValue, modifiers: [.alt]).displayName(locale: de) == "Alt+Bild auf")
        #expect(KeyboardShortcut.keyName(KeyCode.space.rawValue, locale: pl) == "Spacja")
        #expect(KeyboardShortcut.keyName(0xffc7, locale: de) == "F10")
    }

    @Test func menuRowsTakeTheirTitlesInTheLocale() {
        var environment = EnvironmentValues()
        environment.locale = de
        let menu = Menu {
            Button(action: {}) { Text("greeting", bundle: .module) }
            Toggle(isOn: .constant(true)) { Text("farewell", bundle: .module) }
        } label: {
            Text("greeting", bundle: .module)
        }
        let items = MenuItemCollector.items(from: menu, in: environment)
        #expect(items.map(\.title.text) == ["Hallo"])
        let rows = items.first?.submenuItems ?? []
        #expect(rows.map(\.title.text) == ["Hallo", "Goodbye"])
        environment.locale = pl
        #expect(MenuItemCollector.items(from: menu, in: environment).first?.submenuItems.map(\.title.text)
            == ["Cześć", "Do widzenia"])
    }
}

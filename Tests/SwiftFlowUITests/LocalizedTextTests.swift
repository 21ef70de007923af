import Foundation
import Testing
@testable import SwiftFlowUI

/// `Text` and the controls look string literals up in the environment's `\.locale`, as SwiftUI does, and show
/// `Text(verbatim:)` and string variables as they are.
@MainActor
@Suite struct LocalizedTextTests {
    private let de = Locale(identifier: "de"), pl = Locale(identifier: "pl")

    @Test func textLooksItsKeyUpInTheEnvironmentsLocale() {
        let root = WindowRoot.make(width: 300) {
            Text("greeting", bundle: .module).environment(\.locale, Locale(identifier: "de"))
        }
        #expect(root.renderAll().texts == ["Hallo"])
    }

    @Test func oneSubtreeCanUseAnotherLocale() {
        let root = WindowRoot.make(width: 400) {
            VStack {
                Text("greeting", bundle: .module)
                Text("farewell", bundle: .module)
                VStack {
                    Text("greeting", bundle: .module)
                    Text("\(22) nodes", bundle: .module)
                }
                .environment(\.locale, Locale(identifier: "pl"))
            }
            .environment(\.locale, Locale(identifier: "de"))
        }
        #expect(root.renderAll().texts == ["Hallo", "Goodbye", "Cześć", "22 węzły"])
    }

    @Test func changingTheLocaleRelooksTheTextUp() {
        struct Switcher: View {
            @State var polish = false
            var body: some View {
                VStack {
                    Button("switch") { polish = true }
                    Text("greeting", bundle: .module)
                        .environment(\.locale, Locale(identifier: polish ? "pl" : "de"))
                }
            }
        }
        let root = WindowRoot.make(width: 300) { Switcher() }
        #expect(root.renderAll().texts.last == "Hallo")
        root.click(root.elements(of: ButtonElement.self)[0].frame.center)
        #expect(root.renderAll().texts.last == "Cześć")
    }

    @Test func viewsReadingTheLocaleFollowAChange() {
        struct LocaleName: View {
            @Environment(\.locale) var locale
            var body: some View { Text(verbatim: locale.identifier) }
        }
        struct Switcher: View {
            @State var polish = false
            var body: some View {
                VStack {
                    Button("switch") { polish = true }
                    LocaleName().environment(\.locale, Locale(identifier: polish ? "pl" : "de"))
                }
            }
        }
        let root = WindowRoot.make(width: 300) { Switcher() }
        #expect(root.renderAll().texts.last == "de")
        root.click(root.elements(of: ButtonElement.self)[0].frame.center)
        #expect(root.renderAll().texts.last == "pl")
    }

    @Test func literalsLookUpButVerbatimTextAndStringVariablesDoNot() {
        let key = "greeting"
        #expect(Text("greeting").content == .localized("greeting", table: nil, bundle: nil))
        #expect(Text(key).content == .verbatim("greeting"))
        #expect(Text(verbatim: "greeting").content == .verbatim("greeting"))
        #expect(Text(key[...]).content == .verbatim("greeting"))
        #expect(Button("greeting") {}.label.content == .localized("greeting", table: nil, bundle: nil))
        #expect(Button(key) {}.label.content == .verbatim("greeting"))
        #expect(Toggle("greeting", isOn: .constant(true)).label.content == .localized("greeting", table: nil, bundle: nil))
        #expect(Label("greeting", systemImage: "plus").title.content == .localized("greeting", table: nil, bundle: nil))
        #expect(Label(key, systemImage: "plus").title.content == .verbatim("greeting"))
        let root = WindowRoot.make(width: 300) {
            VStack {
                Text(verbatim: "greeting")
                Text(key)
                // The main bundle has no tables in the test runner: the key is shown.
                Text("greeting")
            }
            .environment(\.locale, Locale(identifier: "de"))
        }
        #expect(root.renderAll().texts == ["greeting", "greeting", "greeting"])
    }

    @Test func controlsReportTheirValuesInTheLocale() {
        let root = WindowRoot.make(width: 300, height: 200) {
            VStack {
                Toggle("on", isOn: .constant(true))
                Toggle("off", isOn: .constant(false))
                ProgressView(value: 0.5)
                Image(systemName: "plus").accessibilityLabel(Text("greeting", bundle: .module))
            }
            .environment(\.locale, Locale(identifier: "de"))
        }
        let nodes = root.accessibilityTree()
        #expect(nodes.map(\.value) == ["ein", "aus", "50\u{a0}%", nil])
        #expect(nodes[3].label == "Hallo")
        let polish = WindowRoot.make(width: 300) {
            Toggle("x", isOn: .constant(true)).environment(\.locale, Locale(identifier: "pl"))
        }
        #expect(polish.accessibilityTree().first?.value == "włączone")
    }
}

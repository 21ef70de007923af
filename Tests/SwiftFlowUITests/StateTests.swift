import Foundation
import Observation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

private struct StaticChild: View {
    let log: EvaluationLog
    let title: String

    var body: some View {
        log.evaluated("child")
        return Text(title)
    }
}

private struct CounterView: View {
    let log: EvaluationLog
    @State private var count = 0

    var body: some View {
        log.evaluated("counter")
        return VStack {
            Text("Count \(count)")
            StaticChild(log: log, title: "static")
            Button("Add") { count += 1 }
        }
    }
}

private struct BindingChild: View {
    let log: EvaluationLog
    @Binding var value: Int

    var body: some View {
        log.evaluated("bindingChild")
        return Button("Value \(value)") { value += 1 }
    }
}

private struct BindingParent: View {
    let log: EvaluationLog
    @State private var value = 0

    var body: some View {
        log.evaluated("bindingParent")
        return BindingChild(log: log, value: $value)
    }
}

private struct ConditionalView: View {
    @State var showDetail = false

    var body: some View {
        VStack {
            if showDetail {
                Text("Detail")
            } else {
                Text("Summary")
            }
            Button("Toggle") { showDetail.toggle() }
        }
    }
}

private struct RowWithState: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

private struct ListView: View {
    let names: [String]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(names, id: \.self) { name in
                RowWithState(name: name)
            }
        }
    }
}

@Observable
private final class ObservableModel {
    var value = 0
    var other = 0
}

private struct ObservingView: View {
    let log: EvaluationLog
    let model: ObservableModel

    var body: some View {
        log.evaluated("observing")
        return Text("Value \(model.value)")
    }
}

@MainActor
@Suite struct StateTests {
    @Test func stateChangeReevaluatesOnlyTheReader() throws {
        let log = EvaluationLog()
        let root = WindowRoot.make(width: 300, height: 200) { CounterView(log: log) }
        #expect(log.count("counter") == 1)
        #expect(log.count("child") == 1)
        let button = try #require(root.elements(of: ButtonElement.self).first)
        root.click(button.frame.center)
        #expect(log.count("counter") == 2)
        // The child's inputs (the log and "static") did not change, so its body is not evaluated again.
        #expect(log.count("child") == 1)
        #expect(root.renderAll().texts.contains("Count 1"))
    }

    @Test func bindingWriteReevaluatesTheChildThatReadsIt() throws {
        let log = EvaluationLog()
        let root = WindowRoot.make { BindingParent(log: log) }
        let button = try #require(root.elements(of: ButtonElement.self).first)
        root.click(button.frame.center)
        root.click(button.frame.center)
        // The parent only passes `$value` and never reads it.
        #expect(log.count("bindingParent") == 1)
        #expect(log.count("bindingChild") == 3)
        #expect(root.renderAll().texts == ["Value 2"])
    }

    @Test func stateSurvivesParentReevaluation() throws {
        let root = WindowRoot.make(width: 300, height: 200) { ListView(names: ["a", "b"]) }
        let second = try #require(root.elements(of: ButtonElement.self).last)
        root.click(second.frame.center)
        #expect(root.renderAll().texts == ["a 0", "b 1"])
        // Reordering keeps each row's state with its id.
        root.setContent { ListView(names: ["b", "a", "c"]) }
        root.update()
        #expect(root.renderAll().texts == ["b 1", "a 0", "c 0"])
    }

    @Test func explicitIDChangeResetsState() throws {
        let root = WindowRoot.make { RowWithState(name: "x").id(1) }
        root.click(try #require(root.elements(of: ButtonElement.self).first).frame.center)
        #expect(root.renderAll().texts == ["x 1"])
        root.setContent { RowWithState(name: "x").id(1) }
        root.update()
        #expect(root.renderAll().texts == ["x 1"])
        root.setContent { RowWithState(name: "x").id(2) }
        root.update()
        #expect(root.renderAll().texts == ["x 0"])
    }

    @Test func ifElseSwitchesBranches() throws {
        let root = WindowRoot.make { ConditionalView() }
        #expect(root.renderAll().texts.contains("Summary"))
        root.click(try #require(root.elements(of: ButtonElement.self).first).frame.center)
        let texts = root.renderAll().texts
        #expect(texts.contains("Detail"))
        #expect(!texts.contains("Summary"))
    }

    @Test func observableModelChangeReevaluatesTheReader() {
        let log = EvaluationLog()
        let model = ObservableModel()
        let root = WindowRoot.make { ObservingView(log: log, model: model) }
        #expect(log.count("observing") == 1)
        model.other = 5
        root.update()
        // `other` was never read during body.
        #expect(log.count("observing") == 1)
        model.value = 7
        root.update()
        #expect(log.count("observing") == 2)
        #expect(root.renderAll().texts == ["Value 7"])
    }

    @Test func changeDamagesOldAndNewBoundsOnly() {
        let root = WindowRoot.make(width: 200, height: 100) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Hi")
                Text("Fixed")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        #expect(root.damagedRect == CGRect(x: 0, y: 0, width: 200, height: 100))
        _ = root.renderAll()
        #expect(root.damagedRect == nil)
        root.setContent {
            VStack(alignment: .leading, spacing: 0) {
                Text("Hello")
                Text("Fixed")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        root.update()
        // Old (0, 0, 16, 13) ∪ new (0, 0, 39, 13), grown by 1 for antialiasing and clipped to the window.
        #expect(root.damagedRect == CGRect(x: 0, y: 0, width: 40, height: 14))
    }
}

private struct Person: Equatable {
    var name: String
    var age: Int
}

private struct PersonEditor: View {
    @Binding var person: Person

    var body: some View {
        VStack {
            TextField("Name", text: $person.name)
            Button("Older") { person.age += 1 }
        }
    }
}

private struct PersonScreen: View {
    @State private var person = Person(name: "Ada", age: 36)

    var body: some View {
        VStack {
            Text("\(person.name), \(person.age)")
            PersonEditor(person: $person)
        }
    }
}

@MainActor
@Suite struct BindingTests {
    @Test func memberBindingsWriteThroughToState() throws {
        let root = WindowRoot.make(width: 300, height: 200) { PersonScreen() }
        root.click(try #require(root.elements(of: ButtonElement.self).first).frame.center)
        let field = root.elements(of: TextFieldElement.self)[0]
        root.click(field.frame.center)
        root.key(KeyCode.end.rawValue)
        root.type("!")
        #expect(root.renderAll().texts.first == "Ada!, 37")
    }
}

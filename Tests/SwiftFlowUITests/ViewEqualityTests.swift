import Foundation
import Testing
import SwiftFlowCore
@testable import SwiftFlowUI

/// A composite view with plain fields only.
private struct Card: View {
    let title: String
    let count: Int
    let tags: [String]
    let tint: Color?
    var body: some View { Text(title) }
}

/// A composite view keeping a closure (as `SwiftFlow` keeps its node content builder).
private struct Builder: View {
    let title: String
    let make: (Int) -> String
    var body: some View { Text(make(1)) }
}

/// A composite view whose closure is optional: only a present one makes it "changed".
private struct MaybeBuilder: View {
    let title: String
    let make: ((Int) -> String)?
    var body: some View { Text(title) }
}

/// A primitive that compares itself: equal when `shown` is, whatever `note` says.
private struct Badge: PrimitiveView, VisuallyComparable {
    let shown: Int
    let note: String
    func makeElement() -> Element { Element() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
    func looksSame(as other: Any) -> Bool { (other as? Badge)?.shown == shown }
}

@MainActor
@Suite struct ViewEqualityTests {
    private let card = Card(title: "A", count: 2, tags: ["x", "y"], tint: .red)

    @Test func aViewWithEqualFieldsHasEqualInputs() {
        #expect(ViewEquality.inputsEqual(card, Card(title: "A", count: 2, tags: ["x", "y"], tint: .red)))
    }

    @Test func eachChangedFieldMakesTheInputsDiffer() {
        #expect(!ViewEquality.inputsEqual(card, Card(title: "B", count: 2, tags: ["x", "y"], tint: .red)))
        #expect(!ViewEquality.inputsEqual(card, Card(title: "A", count: 3, tags: ["x", "y"], tint: .red)))
        #expect(!ViewEquality.inputsEqual(card, Card(title: "A", count: 2, tags: ["x"], tint: .red)))
        #expect(!ViewEquality.inputsEqual(card, Card(title: "A", count: 2, tags: ["x", "y"], tint: nil)))
        #expect(!ViewEquality.inputsEqual(card, Card(title: "A", count: 2, tags: ["x", "y"], tint: .blue)))
    }

    @Test func aStoredClosureAlwaysMakesTheInputsDiffer() {
        let make: (Int) -> String = { "\($0)" }
        #expect(ViewEquality.storesClosure(Builder(title: "A", make: make)))
        #expect(!ViewEquality.inputsEqual(Builder(title: "A", make: make), Builder(title: "A", make: make)))
        #expect(!ViewEquality.storesClosure(card))
        // Asked again, the answer comes from the per-type cache and stays the same.
        #expect(ViewEquality.storesClosure(Builder(title: "B", make: make)))
        #expect(!ViewEquality.storesClosure(card))
    }

    @Test func anOptionalClosureDiffersOnlyWhenPresent() {
        #expect(!ViewEquality.storesClosure(MaybeBuilder(title: "A", make: nil)))
        #expect(ViewEquality.inputsEqual(MaybeBuilder(title: "A", make: nil), MaybeBuilder(title: "A", make: nil)))
        #expect(!ViewEquality.inputsEqual(MaybeBuilder(title: "A", make: nil), MaybeBuilder(title: "B", make: nil)))
        #expect(!ViewEquality.inputsEqual(MaybeBuilder(title: "A", make: { "\($0)" }),
                                          MaybeBuilder(title: "A", make: { "\($0)" })))
    }

    @Test func aSelfComparingPrimitiveDecidesHowItLooks() {
        #expect(ViewEquality.visuallyEqual(Badge(shown: 1, note: "a"), Badge(shown: 1, note: "b")))
        #expect(!ViewEquality.visuallyEqual(Badge(shown: 1, note: "a"), Badge(shown: 2, note: "a")))
    }
}

/// Two words of plain fields, no padding: equal values have equal bits.
private struct Label2: View {
    let title: String
    let count: Int
    var body: some View { Text(title) }
}

/// A modifier with one visual field and a closure (ignored when comparing looks).
private struct Inset: ViewModifier {
    let amount: CGFloat
    let onTap: () -> Void
    func body(content: Content) -> some View { content.padding(amount) }
}

@MainActor
@Suite struct ModifiedContentLooksTests {
    @Test func onlyTheModifierDecidesHowAModifiedViewLooks() {
        // The content is a child view its own element compares: a different label does not count here.
        let a = ModifiedContent(content: Text("a"), modifier: Inset(amount: 10, onTap: {}))
        #expect(ViewEquality.visuallyEqual(a, ModifiedContent(content: Text("b"), modifier: Inset(amount: 10, onTap: {}))))
        #expect(!ViewEquality.visuallyEqual(a, ModifiedContent(content: Text("a"), modifier: Inset(amount: 12,
                                                                                                   onTap: {}))))
        // Another modifier type is another view.
        #expect(!ViewEquality.visuallyEqual(a, Text("a").padding(10)))
    }

    @Test func viewsWithTheSameBitsLookTheSame() {
        let label = Label2(title: "A", count: 2)
        #expect(ViewEquality.sameBytes(label, Label2(title: "A", count: 2)))
        #expect(!ViewEquality.sameBytes(label, Label2(title: "A", count: 3)))
        #expect(!ViewEquality.sameBytes(label, Label2(title: "B", count: 2)))
        #expect(!ViewEquality.sameBytes(label, Text("A")))
    }
}

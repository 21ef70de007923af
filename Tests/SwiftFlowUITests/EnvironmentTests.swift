import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

private struct AccentKey: EnvironmentKey {
    static var defaultValue: Int { 1 }
}

extension EnvironmentValues {
    fileprivate var accentLevel: Int {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct LevelReader: View {
    @Environment(\.accentLevel) var level

    var body: some View {
        Text("Level \(level)")
    }
}

private struct SchemeReader: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "dark" : "light")
    }
}

private final class CounterStore: ObservableObject {
    @Published var count = 0
    @Published var name = "store"
}

private struct StoreReader: View {
    let log: EvaluationLog
    @EnvironmentObject var store: CounterStore

    var body: some View {
        log.evaluated("reader")
        return Text("\(store.name) \(store.count)")
    }
}

private struct Passthrough: View {
    let log: EvaluationLog

    var body: some View {
        log.evaluated("passthrough")
        return StoreReader(log: log)
    }
}

private struct StoreOwner: View {
    @StateObject var store = CounterStore()

    var body: some View {
        VStack {
            Text("Owned \(store.count)")
            Button("More") { store.count += 1 }
        }
    }
}

@MainActor
@Suite struct EnvironmentTests {
    @Test func customKeyDefaultsAndOverrides() {
        let root = WindowRoot.make {
            VStack {
                LevelReader()
                LevelReader().environment(\.accentLevel, 5)
            }
        }
        #expect(root.renderAll().texts == ["Level 1", "Level 5"])
    }

    @Test func colorSchemeFromTheRoot() {
        let root = WindowRoot.make { SchemeReader() }
        #expect(root.renderAll().texts == ["light"])
        root.colorScheme = .dark
        root.update()
        #expect(root.renderAll().texts == ["dark"])
    }

    @Test func environmentObjectChangesReevaluateOnlyReaders() {
        let log = EvaluationLog()
        let store = CounterStore()
        let root = WindowRoot.make { Passthrough(log: log).environmentObject(store) }
        #expect(root.renderAll().texts == ["store 0"])
        store.count = 3
        root.update()
        #expect(root.renderAll().texts == ["store 3"])
        #expect(log.count("reader") == 2)
        #expect(log.count("passthrough") == 1)
    }

    @Test func stateObjectIsCreatedOnceAndObserved() throws {
        let root = WindowRoot.make { StoreOwner() }
        let button = try #require(root.elements(of: ButtonElement.self).first)
        root.click(button.frame.center)
        root.click(button.frame.center)
        #expect(root.renderAll().texts.contains("Owned 2"))
    }

    @Test func fontEnvironmentReachesText() {
        let root = WindowRoot.make { Text("Hi").font(.system(size: 20)) }
        // 2 × 0.6 × 20 = 24 wide, 20 high.
        #expect(root.elements(of: TextElement.self)[0].frame.size == CGSize(width: 24, height: 20))
    }

    @Test func publishedFiresObjectWillChangeBeforeTheChange() {
        let store = CounterStore()
        var seen: [Int] = []
        var cancellables = Set<AnyCancellable>()
        store.objectWillChange.sink { seen.append(store.count) }.store(in: &cancellables)
        store.count = 1
        store.count = 2
        #expect(seen == [0, 1])
        var names: [String] = []
        store.$name.sink { names.append($0) }.store(in: &cancellables)
        store.name = "renamed"
        #expect(names == ["store", "renamed"])
        // Renaming announced a change too (seen while count was 2).
        #expect(seen == [0, 1, 2])
        cancellables.removeAll()
        store.count = 3
        #expect(seen == [0, 1, 2])
    }

    @Test func subjectsDeliverUntilCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.map { $0 * 2 }.sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        cancellable.cancel()
        subject.send(3)
        #expect(received == [2, 4])
        let current = CurrentValueSubject<String, Never>("a")
        var values: [String] = []
        let other = current.removeDuplicates().sink { values.append($0) }
        current.send("a")
        current.send("b")
        #expect(values == ["a", "b"])
        other.cancel()
    }
}

@MainActor
@Suite struct EnvironmentWriterIdentityTests {
    private final class Thing {}

    /// Hashable values are their own identity; an object is identified by the instance, also inside an
    /// optional; an empty optional has an identity of its own; closures have none.
    @Test func writtenValuesAreIdentifiedByValueOrInstance() {
        let thing = Thing(), other = Thing()
        #expect(EnvironmentWriter.identity(of: 5) == AnyHashable(5))
        #expect(EnvironmentWriter.identity(of: thing) == EnvironmentWriter.identity(of: thing))
        #expect(EnvironmentWriter.identity(of: thing) != EnvironmentWriter.identity(of: other))
        let wrapped: Thing? = thing, empty: Thing? = nil
        #expect(EnvironmentWriter.identity(of: wrapped as Any) == EnvironmentWriter.identity(of: thing))
        #expect(EnvironmentWriter.identity(of: empty as Any) != nil)
        #expect(EnvironmentWriter.identity(of: empty as Any) != EnvironmentWriter.identity(of: thing))
        #expect(EnvironmentWriter.identity(of: { () -> Void in }) == nil)
    }
}

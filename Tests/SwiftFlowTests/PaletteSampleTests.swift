import Foundation
import Testing
import SwiftFlow

/// A node-type palette built from the public toolkit only (`import SwiftFlow`): a double click opens a
/// popover at a point with its search field focused; typing filters the list; Up/Down in the field move
/// the list's highlight; Return inserts the highlighted type; Escape closes.
private struct PaletteSample: View {
    let types = ["input", "default", "output", "group", "llmChain", "chatOpenAI"]
    @State private var showsPalette = false
    @State private var query = ""
    @State private var highlighted: String?
    @State private var inserted: [String] = []

    private var matches: [String] {
        types.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }
    }

    var body: some View {
        VStack {
            Text("Inserted: \(inserted.joined(separator: ", "))")
            Color.gray
                .frame(width: 600, height: 360)
                .onTapGesture(count: 2) {
                    query = ""
                    highlighted = types.first
                    showsPalette = true
                }
        }
        .popover(isPresented: $showsPalette, anchor: .location(CGPoint(x: 200, y: 150))) {
            VStack(alignment: .leading, spacing: 6) {
                TextField("Search node types", text: $query)
                    .onSubmit { insert(highlighted) }
                List(matches, id: \.self, selection: $highlighted, primaryAction: { insert($0) }) { type in
                    Text(type)
                }
                .frame(height: 120)
            }
            .padding(8)
            .frame(width: 220)
            .onKeyPress(keys: [KeyCode.upArrow.rawValue, KeyCode.downArrow.rawValue]) { press in
                move(by: press.keysym == KeyCode.downArrow.rawValue ? 1 : -1)
                return .handled
            }
            .onChange(of: query) { _, _ in highlighted = matches.first }
        }
    }

    private func move(by step: Int) {
        let list = matches
        guard !list.isEmpty else { return }
        let index = highlighted.flatMap { list.firstIndex(of: $0) } ?? -step
        highlighted = list[max(0, min(list.count - 1, index + step))]
    }

    private func insert(_ type: String?) {
        guard let type, matches.contains(type) else { return }
        inserted.append(type)
        showsPalette = false
    }
}

/// A drawing context that keeps only the text drawn.
private final class TextCollector: GraphicsContext {
    let isDarkMode = false
    let transform = CGAffineTransform.identity
    let clipBoundingRect = CGRect.infinite
    let textMeasurer: TextMeasurer = CairoTextMeasurer()
    private(set) var drawn: [String] = []

    func saveState() {}
    func restoreState() {}
    func concatenate(_ transform: CGAffineTransform) {}
    func clip(to rect: CGRect) {}
    func clip(to path: Path, rule: FillRule) {}
    func fill(_ path: Path, with color: Color, rule: FillRule) {}
    func stroke(_ path: Path, with color: Color, style: StrokeStyle) {}
    func drawText(_ text: String, font: Font, color: Color, at baselineOrigin: CGPoint) { drawn.append(text) }
    func drawImage(_ image: ImageBitmap, in rect: CGRect, opacity: Double) {}
    func beginLayer(opacity: Double) {}
    func endLayer() {}
}

@MainActor
@Suite struct PaletteSampleTests {
    private func texts(_ root: WindowRoot) -> [String] {
        let collector = TextCollector()
        root.render(into: collector, dirty: CGRect(origin: .zero, size: root.size))
        return collector.drawn
    }

    private func key(_ root: WindowRoot, _ keysym: UInt32, text: String? = nil) {
        root.handle(.keyDown(KeyEvent(keysym: keysym, text: text)))
        root.handle(.keyUp(KeyEvent(keysym: keysym, text: text)))
    }

    private func type(_ root: WindowRoot, _ string: String) {
        for character in string { key(root, KeyCode.keysym(character), text: String(character)) }
    }

    private func open(_ root: WindowRoot) {
        let point = CGPoint(x: 300, y: 250)
        root.handle(.pointerDown(location: point, button: .primary, clickCount: 1, modifiers: []))
        root.handle(.pointerUp(location: point, button: .primary, modifiers: []))
        root.handle(.pointerDown(location: point, button: .primary, clickCount: 2, modifiers: []))
        root.handle(.pointerUp(location: point, button: .primary, modifiers: []))
        root.update()
    }

    @Test func typingFiltersArrowsMoveAndReturnInserts() throws {
        let root = SampleHarness.root(width: 800, height: 500) { PaletteSample() }
        open(root)
        let layer = try #require(root.topLayer)
        #expect(layer.kind == .transient)
        // The search field has focus: typing goes there.
        type(root, "ch")
        #expect(texts(root).contains("llmChain") && texts(root).contains("chatOpenAI"))
        #expect(!texts(root).contains("output"))
        key(root, KeyCode.downArrow.rawValue)
        key(root, KeyCode.returnKey.rawValue)
        root.update()
        #expect(root.layers.isEmpty)
        #expect(texts(root).contains("Inserted: chatOpenAI"))
    }

    @Test func escapeClosesWithoutInserting() {
        let root = SampleHarness.root(width: 800, height: 500) { PaletteSample() }
        open(root)
        #expect(root.layers.count == 1)
        type(root, "in")
        key(root, KeyCode.escape.rawValue)
        root.update()
        #expect(root.layers.isEmpty)
        #expect(texts(root).contains("Inserted: "))
    }
}

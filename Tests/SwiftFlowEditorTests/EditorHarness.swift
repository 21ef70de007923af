import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// A drawing context that keeps only the text drawn, with where it was drawn (window points), so tests
/// can read and click menus and lists, which draw their rows themselves.
final class TextCollector: GraphicsContext {
    let isDarkMode = false
    private(set) var transform = CGAffineTransform.identity
    let clipBoundingRect = CGRect.infinite
    let textMeasurer: TextMeasurer = CairoTextMeasurer()
    private var saved: [CGAffineTransform] = []
    private(set) var drawn: [(text: String, baseline: CGPoint)] = []

    func saveState() { saved.append(transform) }
    func restoreState() { transform = saved.popLast() ?? .identity }
    func concatenate(_ transform: CGAffineTransform) { self.transform = transform.concatenating(self.transform) }
    func clip(to rect: CGRect) {}
    func clip(to path: Path, rule: FillRule) {}
    func fill(_ path: Path, with color: Color, rule: FillRule) {}
    func stroke(_ path: Path, with color: Color, style: StrokeStyle) {}
    func drawText(_ text: String, font: Font, color: Color, at baselineOrigin: CGPoint) {
        drawn.append((text, baselineOrigin.applying(transform)))
    }
    func drawImage(_ image: ImageBitmap, in rect: CGRect, opacity: Double) {}
    func beginLayer(opacity: Double) {}
    func endLayer() {}
}

/// The editor window, headless: a session on a temporary file, shown by `EditorView` in a `WindowRoot`,
/// driven with pointer and key events as the X11 host delivers them.
@MainActor
final class EditorHarness {
    /// Three 150 × 40 nodes and one edge at the identity viewport, so flow points are canvas points.
    static let graph = """
    {"format": "swiftflow", "version": 1,
     "nodes": [
      {"id": "a", "type": "input", "position": {"x": 100, "y": 100}, "data": {"label": "A"}, "width": 150, "height": 40},
      {"id": "b", "position": {"x": 500, "y": 100}, "data": {"label": "B", "extra": {"keep": [1, 2]}}, "width": 150, "height": 40},
      {"id": "c", "type": "llm", "position": {"x": 100, "y": 400}, "data": {"label": "C", "model": "gpt", "temperature": 0.5},
       "width": 150, "height": 40}
     ],
     "edges": [{"id": "b-c", "source": "b", "target": "c"}],
     "viewport": {"x": 0, "y": 0, "zoom": 1}}
    """

    let folder: URL
    let url: URL
    let session: EditorSession
    let root: WindowRoot
    private(set) var closeCount = 0

    /// With `autosave`, the session keeps recovery files in `folder/state/swiftflow/recovery`, timed by the
    /// root's clock (`settle()` runs the clock 10 seconds on, so a pending write happens there).
    init(graph: String = EditorHarness.graph, fileName: String = "graph.json", autosave: Bool = false) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.appendingPathComponent(fileName)
        try Data(graph.utf8).write(to: url)
        let state = folder.appendingPathComponent("state/swiftflow")
        let recent = RecentFiles(directory: state)
        let autosaver = autosave ? Autosaver(writer: RecoveryWriter(store: RecoveryStore(stateDirectory: state))) : nil
        let session = EditorSession(document: EditorDocument(file: try EditorFile.open(url)), recentFiles: recent,
                                    homeDirectory: folder, autosaver: autosaver)
        self.session = session
        root = WindowRoot(size: CGSize(width: 1200, height: 800), textMeasurer: CairoTextMeasurer()) {
            EditorView(session: session)
        }
        session.scheduleExport = { work in work() }
        autosaver?.schedule = { [weak root] delay, action in
            root?.schedule(after: delay, key: Autosaver.timerKey, action)
        }
        session.closeWindow = { [unowned self] in self.closeCount += 1 }
        session.applyColorScheme = { [unowned self] in self.root.colorScheme = $0 }
        settle()
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Lets state changes land and finishes viewport animations.
    func settle() {
        for _ in 0..<3 { root.update() }
        root.advanceAnimations(to: 0)
        root.advanceAnimations(to: 10)
        root.update()
    }

    var document: EditorDocument { session.document }

    func node(_ id: String) -> Node<JSONValue>? { document.nodes.first { $0.id == id } }

    // MARK: Points

    /// The window point showing flow point `point`.
    func window(_ point: CGPoint) -> CGPoint {
        session.instance.windowPoint(fromScreen: session.instance.flowToScreenPosition(point))
    }

    // MARK: Input

    func key(_ keysym: UInt32, _ modifiers: EventModifiers = [], text: String? = nil) {
        root.handle(.keyDown(KeyEvent(keysym: keysym, text: text, modifiers: modifiers)))
        root.handle(.keyUp(KeyEvent(keysym: keysym, text: text, modifiers: modifiers)))
        settle()
    }

    func key(_ character: Character, _ modifiers: EventModifiers = [.control]) {
        key(KeyCode.keysym(character), modifiers)
    }

    func type(_ string: String) {
        for character in string {
            root.handle(.keyDown(KeyEvent(keysym: KeyCode.keysym(character), text: String(character))))
            root.handle(.keyUp(KeyEvent(keysym: KeyCode.keysym(character), text: String(character))))
        }
        settle()
    }

    func returnKey() { key(KeyCode.returnKey.rawValue) }
    func escape() { key(KeyCode.escape.rawValue) }
    func tab() { key(KeyCode.tab.rawValue) }

    func move(to point: CGPoint) {
        root.handle(.pointerMove(location: point, buttons: [], modifiers: []))
        settle()
    }

    func click(_ point: CGPoint, button: PointerButton = .primary, count: Int = 1, modifiers: EventModifiers = []) {
        root.handle(.pointerMove(location: point, buttons: [], modifiers: []))
        root.handle(.pointerDown(location: point, button: button, clickCount: count, modifiers: modifiers))
        root.handle(.pointerUp(location: point, button: button, modifiers: modifiers))
        settle()
    }

    func doubleClick(_ point: CGPoint) {
        click(point)
        click(point, count: 2)
    }

    func rightClick(_ point: CGPoint) {
        click(point, button: .secondary)
    }

    func drag(from start: CGPoint, to end: CGPoint) {
        root.handle(.pointerMove(location: start, buttons: [], modifiers: []))
        root.handle(.pointerDown(location: start, button: .primary, clickCount: 1, modifiers: []))
        for step in 1...5 {
            let t = CGFloat(step) / 5
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            root.handle(.pointerMove(location: point, buttons: [.primary], modifiers: []))
        }
        root.handle(.pointerUp(location: end, button: .primary, modifiers: []))
        settle()
    }

    // MARK: Reading the window

    /// Every text drawn in the window, layers included, with its baseline's start (window points).
    func drawnTexts() -> [(text: String, baseline: CGPoint)] {
        let collector = TextCollector()
        root.render(into: collector, dirty: CGRect(origin: .zero, size: root.size))
        return collector.drawn
    }

    /// Every text drawn in the window, layers included.
    func texts() -> [String] {
        drawnTexts().map(\.text)
    }

    /// Clicks the last-drawn text `text` (the topmost: layers draw last), just above its baseline.
    func click(text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let found = drawnTexts().last(where: { $0.text == text }) else {
            Issue.record("no text \(text) on screen", sourceLocation: sourceLocation)
            return
        }
        click(CGPoint(x: found.baseline.x + 2, y: found.baseline.y - 4))
    }

    /// Whether some drawn text contains `text`.
    func shows(_ text: String) -> Bool {
        texts().contains { $0.contains(text) }
    }

    /// The saved file, parsed.
    func saved(_ file: URL? = nil) throws -> JSONValue {
        try JSONValue(parsing: Data(contentsOf: file ?? url))
    }
}

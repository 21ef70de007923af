import Foundation
@testable import SwiftFlowEditor
import SwiftFlow

/// Draws random events aimed at what the window shows: nodes, their handles and resize corners, edges,
/// the empty pane, the wheel and the editing keys. Commands that replace or close the document (New,
/// Open, Close, Quit, Save As) are left out: they end the undo history the storm checks.
@MainActor
struct StormEventGenerator {
    var random: SplitMix64
    /// Graphs another program might have copied: (name, JSON text).
    let foreignGraphs: [(name: String, text: String)]

    mutating func next(for harness: EditorHarness) -> StormEvent {
        let roll = random.below(100)
        switch roll {
        case 0..<12: return .click(nodePoint(harness), button: .primary, count: 1, modifiers: clickModifiers())
        case 12..<18: return .click(panePoint(harness), button: .primary, count: 1, modifiers: clickModifiers())
        case 18..<24: return .click(edgePoint(harness), button: .primary, count: 1, modifiers: clickModifiers())
        case 24..<26: return .click(nodePoint(harness), button: .primary, count: 2, modifiers: [])
        case 26..<28: return .click(panePoint(harness), button: .primary, count: 2, modifiers: [])
        case 28..<31:
            let targets = [nodePoint(harness), edgePoint(harness), panePoint(harness)]
            return .click(targets[random.below(3)], button: .secondary, count: 1, modifiers: [])
        case 31..<43:
            let start = nodePoint(harness)
            return .drag(from: start, to: offset(start, by: 250), modifiers: random.chance(0.2) ? .shift : [])
        case 43..<51: return connection(harness)
        case 51..<54: return .drag(from: handlePoint(harness, type: .source), to: panePoint(harness), modifiers: [])
        case 54..<59:
            let start = panePoint(harness)
            return .drag(from: start, to: offset(start, by: 300), modifiers: [])
        case 59..<63:
            let start = panePoint(harness)
            return .drag(from: start, to: offset(start, by: 400), modifiers: .shift)
        case 63..<66:
            let corner = cornerPoint(harness)
            return .drag(from: corner, to: offset(corner, by: 120), modifiers: [])
        case 66..<72:
            let deltas: [CGFloat] = [-3, -1, -0.5, 0.5, 1, 3]
            let vertical = random.chance(0.8)
            let delta = deltas[random.below(deltas.count)]
            return .wheel(panePoint(harness), deltaX: vertical ? 0 : delta, deltaY: vertical ? delta : 0,
                          modifiers: random.chance(0.3) ? .control : [])
        case 72..<75 where !foreignGraphs.isEmpty:
            let graph = foreignGraphs[random.below(foreignGraphs.count)]
            return .foreignPaste(name: graph.name, text: graph.text)
        default:
            return key()
        }
    }

    // MARK: Keys

    private static let control: EventModifiers = .control
    private static let controlShift: EventModifiers = [.control, .shift]
    /// The editing and navigation keys, weighted by repetition (undo and paste come up most).
    private static let keys: [(UInt32, EventModifiers)] = [
        (KeyCode.z.rawValue, control), (KeyCode.z.rawValue, control), (KeyCode.z.rawValue, control),
        (KeyCode.z.rawValue, controlShift), (0x5a, controlShift), (KeyCode.y.rawValue, control),
        (KeyCode.c.rawValue, control), (KeyCode.c.rawValue, control), (KeyCode.v.rawValue, control),
        (KeyCode.v.rawValue, control), (KeyCode.x.rawValue, control), (0x64, control),
        (KeyCode.forwardDelete.rawValue, []), (KeyCode.backspace.rawValue, []),
        (KeyCode.tab.rawValue, []), (KeyCode.tab.rawValue, .shift), (KeyCode.isoLeftTab.rawValue, .shift),
        (KeyCode.escape.rawValue, []), (KeyCode.escape.rawValue, []), (KeyCode.a.rawValue, control),
        (KeyCode.leftArrow.rawValue, []), (KeyCode.rightArrow.rawValue, []), (KeyCode.upArrow.rawValue, []),
        (KeyCode.downArrow.rawValue, []), (KeyCode.leftArrow.rawValue, .shift), (KeyCode.downArrow.rawValue, .shift),
        (KeyCode.returnKey.rawValue, []), (KeyCode.space.rawValue, []), (Keysym.function(2), []),
        (Keysym.plus, control), (Keysym.minus, control), (0x30, control), (0x31, control),
        (0x69, control), (0x6d, control), (KeyCode.a.rawValue, .shift), (Keysym.menu, []),
        (Keysym.function(1), []), (KeyCode.s.rawValue, control), (KeyCode.home.rawValue, []),
    ]

    private mutating func key() -> StormEvent {
        if random.chance(0.12) {
            // Typing: into a rename field or the palette's filter when one is open, else plain keys.
            let letters = Array("abcxyz019 -_é")
            let letter = letters[random.below(letters.count)]
            return .key(KeyCode.keysym(letter), modifiers: [], text: String(letter))
        }
        let (keysym, modifiers) = Self.keys[random.below(Self.keys.count)]
        return .key(keysym, modifiers: modifiers, text: nil)
    }

    private mutating func clickModifiers() -> EventModifiers {
        switch random.below(10) {
        case 0, 1: .shift
        case 2: .control
        default: []
        }
    }

    // MARK: Where

    /// A window point inside the canvas (not the toolbar or the inspector).
    private mutating func panePoint(_ harness: EditorHarness) -> CGPoint {
        let origin = harness.session.instance.windowPoint(fromScreen: .zero)
        let size = harness.session.instance.viewSize
        return CGPoint(x: origin.x + random.value(in: 0...max(1, size.width)),
                       y: origin.y + random.value(in: 0...max(1, size.height)))
    }

    private mutating func nodeBounds(_ harness: EditorHarness) -> (Node<JSONValue>, CGRect)? {
        let nodes = harness.session.measuredNodes
        guard !nodes.isEmpty else { return nil }
        let node = nodes[random.below(nodes.count)]
        guard let bounds = NodeLookup(nodes: nodes).bounds(of: node.id) else { return nil }
        return (node, bounds)
    }

    /// A point on a random node (near its centre), or on the pane when there is none.
    private mutating func nodePoint(_ harness: EditorHarness) -> CGPoint {
        guard let (_, bounds) = nodeBounds(harness) else { return panePoint(harness) }
        let point = CGPoint(x: bounds.midX + random.value(in: -0.3...0.3) * bounds.width,
                            y: bounds.midY + random.value(in: -0.3...0.3) * bounds.height)
        return harness.window(point)
    }

    /// The middle of a random node's side where its handles of `type` sit.
    private mutating func handlePoint(_ harness: EditorHarness, type: HandleType) -> CGPoint {
        guard let (node, bounds) = nodeBounds(harness) else { return panePoint(harness) }
        return harness.window(Self.side(type == .source ? node.sourcePosition : node.targetPosition, of: bounds))
    }

    private static func side(_ position: Position, of bounds: CGRect) -> CGPoint {
        switch position {
        case .top: CGPoint(x: bounds.midX, y: bounds.minY)
        case .bottom: CGPoint(x: bounds.midX, y: bounds.maxY)
        case .left: CGPoint(x: bounds.minX, y: bounds.midY)
        case .right: CGPoint(x: bounds.maxX, y: bounds.midY)
        }
    }

    /// A drag from one node's handle to another's (either direction, sometimes onto the same node).
    private mutating func connection(_ harness: EditorHarness) -> StormEvent {
        let forward = random.chance(0.8)
        let start = handlePoint(harness, type: forward ? .source : .target)
        let end = handlePoint(harness, type: forward ? .target : .source)
        return .drag(from: start, to: offset(end, by: 4), modifiers: [])
    }

    /// A bottom-right corner of a node, where a selected node's resize frame has its handle.
    private mutating func cornerPoint(_ harness: EditorHarness) -> CGPoint {
        guard let (_, bounds) = nodeBounds(harness) else { return panePoint(harness) }
        return harness.window(CGPoint(x: bounds.maxX, y: bounds.maxY))
    }

    /// The middle of a random edge (a bezier's midpoint lies between its two ends), or the pane.
    private mutating func edgePoint(_ harness: EditorHarness) -> CGPoint {
        let edges = harness.document.edges
        let nodes = harness.session.measuredNodes
        guard !edges.isEmpty else { return panePoint(harness) }
        let edge = edges[random.below(edges.count)]
        let lookup = NodeLookup(nodes: nodes)
        guard let source = nodes.first(where: { $0.id == edge.source }), let target = nodes.first(where: { $0.id == edge.target }),
              let sourceBounds = lookup.bounds(of: source.id), let targetBounds = lookup.bounds(of: target.id) else {
            return panePoint(harness)
        }
        let start = Self.side(source.sourcePosition, of: sourceBounds)
        let end = Self.side(target.targetPosition, of: targetBounds)
        return harness.window(CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2))
    }

    private mutating func offset(_ point: CGPoint, by range: CGFloat) -> CGPoint {
        CGPoint(x: point.x + random.value(in: -range...range), y: point.y + random.value(in: -range...range))
    }
}

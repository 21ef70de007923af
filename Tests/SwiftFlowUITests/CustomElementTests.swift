import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI

/// A canvas-like container written against the public API only: it places keyed child views at given
/// points in its own space and shows that space zoomed and panned.
private struct Board: PrimitiveView {
    let items: [(id: String, position: CGPoint)]
    let zoom: CGFloat
    let pan: CGPoint

    func makeElement() -> Element { BoardElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let board = element as? BoardElement else { return }
        if board.zoom != zoom || board.pan != pan {
            board.setNeedsDisplay()
            board.zoom = zoom
            board.pan = pan
            board.invalidateLayout()
        }
        board.positions = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.position) })
        board.updateChildren(keyed: items.map { item in
            (AnyHashable(item.id), AnyView(Text(item.id).padding(2)))
        }, environment: environment)
    }
}

private final class BoardElement: Element {
    var zoom: CGFloat = 1
    var pan = CGPoint.zero
    var positions: [String: CGPoint] = [:]

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override var childTransform: CGAffineTransform? {
        CGAffineTransform(scaleX: zoom, y: zoom).concatenating(CGAffineTransform(translationX: pan.x, y: pan.y))
    }

    override func placeChildren(in rect: CGRect) {
        for child in children {
            let position = (child.key?.base as? String).flatMap { positions[$0] } ?? .zero
            for item in child.isTransparent ? child.layoutChildren : [child] {
                item.place(in: CGRect(origin: position, size: item.measure(.unspecified)))
            }
        }
    }
}

@MainActor
@Suite struct CustomElementTests {
    @Test func customElementPlacesChildrenInATransformedSpace() {
        let root = WindowRoot.make(width: 400, height: 300) {
            Board(items: [("a", .zero), ("b", CGPoint(x: 100, y: 50))], zoom: 2, pan: CGPoint(x: 10, y: 20))
        }
        // Each label is padded text: "a" is 7.8 → 8 wide plus 4, 13 + 4 high; placed at the origin of the
        // board space, which maps to window (10, 20) at zoom 2.
        let hit = root.rootElement.hitTest(CGPoint(x: 10 + 2 * 5, y: 20 + 2 * 8))
        #expect(hit != nil)
        #expect(hit.map { $0.convertToWindow($0.frame) } == CGRect(x: 14, y: 24, width: 16, height: 26))
        #expect(root.rootElement.hitTest(CGPoint(x: 5, y: 5)) == nil)
        // "b" sits at (100, 50) in board space; its text, 2 points in, is at window (214, 124).
        let second = root.rootElement.hitTest(CGPoint(x: 215, y: 125))
        #expect(second.map { $0.convertToWindow($0.frame) } == CGRect(x: 214, y: 124, width: 16, height: 26))
    }
}

/// Counts how often it is asked for a size.
private final class CountingElement: Element {
    var measurements = 0

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measurements += 1
        return CGSize(width: 30, height: 10)
    }
}

private struct Counting: PrimitiveView {
    func makeElement() -> Element { CountingElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

private struct Labelled: View {
    @State private var title = "Hi"

    var body: some View {
        VStack {
            Counting()
            Text(title)
            Button("Rename") { title = "Ho" }
        }
    }
}

@MainActor
@Suite struct LayoutCacheTests {
    @Test func unchangedSiblingsKeepTheirMeasurements() throws {
        let root = WindowRoot.make(width: 300, height: 200) { Labelled() }
        let counting = try #require(root.elements(of: CountingElement.self).first)
        let before = counting.measurements
        #expect(before > 0)
        let button = try #require(root.accessibilityTree().first { $0.role == .button })
        root.click(button.frame.center)
        #expect(root.renderAll().texts.contains("Ho"))
        // The text changed (same size), so the stack was laid out again; the unchanged sibling was offered
        // the same sizes as before and answered from its cache.
        #expect(counting.measurements == before)
    }
}

/// Animates its width from 10 to 50 over one second.
private final class GrowingElement: Element {
    var start: TimeInterval?
    var width: CGFloat = 10

    override func didMount() {
        setAnimating(true)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: width, height: 10)
    }

    override func animationFrame(at time: TimeInterval) {
        let begin = start ?? time
        start = begin
        let progress = min(1, time - begin)
        width = 10 + 40 * progress
        invalidateLayout()
        if progress >= 1 { setAnimating(false) }
    }
}

private struct Growing: PrimitiveView {
    func makeElement() -> Element { GrowingElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

@MainActor
@Suite struct AnimationTests {
    @Test func animatingElementsStepUntilTheyStop() throws {
        let root = WindowRoot.make { Growing() }
        #expect(root.isAnimating)
        root.advanceAnimations(to: 100)
        root.advanceAnimations(to: 100.5)
        root.update()
        let element = try #require(root.elements(of: GrowingElement.self).first)
        #expect(element.frame.width == 30)
        root.advanceAnimations(to: 101.5)
        #expect(!root.isAnimating)
        root.update()
        #expect(element.frame.width == 50)
    }
}

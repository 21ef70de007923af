import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

private struct Watcher: View {
    let log: EvaluationLog
    @State private var value = 0

    var body: some View {
        Button("Bump \(value)") { value += 1 }
            .onChange(of: value) { old, new in log.events.append("\(old)→\(new)") }
    }
}

@MainActor
@Suite struct EffectTests {
    @Test func scaleEffectTransformsDrawingAndHitTesting() {
        let root = WindowRoot.make {
            Color.red.frame(width: 20, height: 20).scaleEffect(2)
        }
        // Laid out at (90, 40)–(110, 60); drawn doubled about the centre (100, 50): (80, 30)–(120, 70).
        let context = root.renderAll()
        #expect(context.operations.contains(.fill(CGRect(x: 80, y: 30, width: 40, height: 40), .red)))
        #expect(root.rootElement.hitTest(CGPoint(x: 85, y: 35)) != nil)
        #expect(root.rootElement.hitTest(CGPoint(x: 78, y: 35)) == nil)
    }

    @Test func contentShapeMakesGapsClickable() {
        let log = EvaluationLog()
        let root = WindowRoot.make {
            HStack(spacing: 40) {
                Text("A")
                Text("B")
            }
            .contentShape(Rectangle())
            .onTapGesture { log.events.append("tap") }
        }
        // The gap between the two texts (x 100) is inside the stack's frame.
        root.click(CGPoint(x: 100, y: 50))
        #expect(log.events == ["tap"])
    }

    @Test func onChangeReportsOldAndNewValues() throws {
        let log = EvaluationLog()
        let root = WindowRoot.make { Watcher(log: log) }
        let button = try #require(root.elements(of: ButtonElement.self).first)
        root.click(button.frame.center)
        root.click(button.frame.center)
        #expect(log.events == ["0→1", "1→2"])
    }

    @Test func geometryReaderBuildsFromItsSize() {
        let root = WindowRoot.make(width: 200, height: 100) {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }
        }
        #expect(root.renderAll().texts == ["200×100"])
        root.size = CGSize(width: 300, height: 120)
        root.update()
        #expect(root.renderAll().texts == ["300×120"])
        #expect(root.elements(of: TextElement.self)[0].frame.origin == .zero)
    }
}

@MainActor
@Suite struct ScrollAndDragTests {
    @Test func scrollViewScrollsAndClampsAndHitTestsThroughTheOffset() {
        let log = EvaluationLog()
        let root = WindowRoot.make(width: 200, height: 100) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { index in
                        Color.red.frame(width: 50, height: 30).onTapGesture { log.events.append("\(index)") }
                    }
                }
            }
        }
        root.handle(.scroll(location: CGPoint(x: 100, y: 50), deltaX: 0, deltaY: 50, modifiers: []))
        // Scrolled by 50: window y 10 shows content y 60, the third row (60–90).
        root.click(CGPoint(x: 100, y: 10))
        // Scrolling far past the end stops at 300 − 100 = 200: window y 95 shows content y 295, the last row.
        root.handle(.scroll(location: CGPoint(x: 100, y: 50), deltaX: 0, deltaY: 1000, modifiers: []))
        root.click(CGPoint(x: 100, y: 95))
        #expect(log.events == ["2", "9"])
        let context = root.renderAll()
        #expect(context.operations.contains(.fill(CGRect(x: 75, y: 70, width: 50, height: 30), .red)))
    }

    @Test func dragGestureReportsTranslationAfterTheMinimumDistance() {
        var translations: [CGSize] = []
        var ended: CGSize?
        let root = WindowRoot.make {
            Color.blue.frame(width: 40, height: 40)
                .gesture(DragGesture(minimumDistance: 5)
                    .onChanged { translations.append($0.translation) }
                    .onEnded { ended = $0.translation })
        }
        root.handle(.pointerDown(location: CGPoint(x: 100, y: 50), button: .primary, clickCount: 1, modifiers: []))
        root.handle(.pointerMove(location: CGPoint(x: 102, y: 50), buttons: [.primary], modifiers: []))
        root.handle(.pointerMove(location: CGPoint(x: 130, y: 60), buttons: [.primary], modifiers: []))
        root.handle(.pointerUp(location: CGPoint(x: 140, y: 70), button: .primary, modifiers: []))
        #expect(translations == [CGSize(width: 30, height: 10)])
        #expect(ended == CGSize(width: 40, height: 20))
    }
}

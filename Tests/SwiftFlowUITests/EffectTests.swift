import Foundation
import Testing
@testable import SwiftFlowUI

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

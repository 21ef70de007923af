import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

private struct PanelContent: View {
    let log: EvaluationLog

    var body: some View {
        VStack(spacing: 8) {
            Button("Add Node") { log.events.append("add") }
            Button("Reset View") { log.events.append("reset") }
            Button("Export") { log.events.append("export") }
        }
        .padding(12)
        .background(.ultraThinMaterial)
        .cornerRadius(8)
    }
}

private struct ToolbarContent: View {
    var body: some View {
        HStack(spacing: 4) {
            Button("Delete") {}
            Button("Duplicate") {}
        }
    }
}

private struct MyData: Hashable {
    var label: String
}

private final class SomeStore: ObservableObject {
    @Published var nodes: [MyData] = [MyData(label: "A")]

    func add() {
        nodes.append(MyData(label: "New Node"))
    }
}

private struct FlowToolbar: View {
    @EnvironmentObject var store: SomeStore

    var body: some View {
        HStack {
            Button("Add Node") { store.add() }
            Text("Nodes: \(store.nodes.count)")
        }
    }
}

private struct SchemeAwareView: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text("Zoom: \(String(format: "%.0f%%", 1.5 * 100))")
            .foregroundColor(colorScheme == .dark ? .white : .black)
    }
}

private struct SampleApp: App {
    var body: some Scene {
        WindowGroup("SwiftFlow") {
            ToolbarContent()
        }
    }
}

@MainActor
@Suite struct SpecSampleTests {
    @Test func panelSampleLaysOutAndDispatches() throws {
        let log = EvaluationLog()
        let root = WindowRoot.make(width: 400, height: 300) { PanelContent(log: log) }
        let buttons = root.elements(of: ButtonElement.self)
        #expect(buttons.count == 3)
        // "Reset View" is the widest label: 10 × 7.8 = 78 → button 98 wide; all are 24 high, 8 apart.
        let column = try #require(root.elements(of: PaddingElement.self).first)
        #expect(column.frame.size == CGSize(width: 98 + 24, height: 3 * 24 + 2 * 8 + 24))
        root.click(buttons[1].frame.center)
        #expect(log.events == ["reset"])
        let context = root.renderAll()
        #expect(context.operations.contains(.fill(column.frame, Material.ultraThinMaterial.resolve(in: .init()))))
    }

    @Test func toolbarAndEdgeLabelSamples() throws {
        let root = WindowRoot.make {
            VStack {
                ToolbarContent()
                Button("Delete") {}
                    .buttonStyle(.borderedProminent)
                    .controlSize(.mini)
            }
        }
        let buttons = root.elements(of: ButtonElement.self)
        #expect(buttons.count == 3)
        #expect(buttons[1].frame.minX - buttons[0].frame.maxX == 4)
    }

    @Test func systemImageSampleDrawsTheIcon() throws {
        // The built-in icon set (not a stand-in installed into `SystemImageCatalog`: that is global, and
        // other suites draw icons at the same time).
        let gear = try #require(SystemIcon.named("gearshape")).strokes.boundingRect
        let root = WindowRoot.make {
            Image(systemName: "gearshape")
                .font(.system(size: 14, weight: .medium))
        }
        let image = try #require(root.elements(of: ImageElement.self).first)
        // 14 × 1.25 = 17.5 points square, centred in 200 × 100.
        #expect(image.frame == CGRect(x: 91.25, y: 41.25, width: 17.5, height: 17.5))
        let context = root.renderAll()
        let strokes = context.operations.filter { if case .stroke = $0 { return true } else { return false } }
        // The gear's outline scales by 17.5 / 24 and lands inside the image frame.
        let expected = CGRect(x: 91.25 + gear.minX * 17.5 / 24, y: 41.25 + gear.minY * 17.5 / 24,
                              width: gear.width * 17.5 / 24, height: gear.height * 17.5 / 24)
        guard case .stroke(let rect, _, let style)? = strokes.first else {
            Issue.record("no stroke drawn")
            return
        }
        #expect(abs(rect.minX - expected.minX) < 0.001 && abs(rect.width - expected.width) < 0.001)
        #expect(style.lineWidth == 2 && style.lineCap == .round && style.lineJoin == .round)
    }

    @Test func annotationAndConnectionLineSamples() {
        let start = CGPoint(x: 10, y: 10), current = CGPoint(x: 90, y: 60)
        let line = AnyView(
            Path { path in
                path.move(to: start)
                path.addLine(to: current)
            }
            .stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
        )
        let root = WindowRoot.make {
            ZStack {
                line
                Text("Annotation")
                    .font(.caption)
                    .padding(4)
                    .background(.yellow.opacity(0.8))
                    .cornerRadius(4)
                    .position(x: 100, y: 200)
            }
        }
        let context = root.renderAll()
        let dashed = context.operations.contains {
            if case .stroke(let rect, .blue, let style) = $0 {
                return style.dash == [6, 4] && rect == CGRect(x: 10, y: 10, width: 80, height: 50)
            }
            return false
        }
        #expect(dashed)
    }

    @Test func environmentObjectSample() throws {
        let store = SomeStore()
        let root = WindowRoot.make(width: 300) { FlowToolbar().environmentObject(store) }
        root.click(try #require(root.elements(of: ButtonElement.self).first).frame.center)
        #expect(store.nodes.count == 2)
        #expect(root.renderAll().texts.contains("Nodes: 2"))
    }

    @Test func colorSchemeSample() {
        let root = WindowRoot.make { SchemeAwareView() }
        root.colorScheme = .dark
        let context = root.renderAll()
        #expect(context.operations.contains { operation in
            if case .text("Zoom: 150%", _, .white, _) = operation { return true }
            return false
        })
    }

    @Test func appDeclaresItsWindows() {
        let windows = SceneResolver.windows(of: SampleApp())
        #expect(windows.map(\.title) == ["SwiftFlow"])
        let root = WindowRoot.make { windows[0].makeContent() }
        #expect(root.elements(of: ButtonElement.self).count == 2)
    }

    @Test func togglesAndProgress() throws {
        final class Flag { var on = false }
        let flag = Flag()
        let root = WindowRoot.make {
            VStack {
                Toggle("Snap", isOn: Binding(get: { flag.on }, set: { flag.on = $0 }))
                ProgressView(value: 0.25)
            }
        }
        let toggle = try #require(root.elements(of: ToggleElement.self).first)
        root.click(toggle.frame.center)
        #expect(flag.on)
        let bar = try #require(root.elements(of: ProgressElement.self).first)
        // The VStack offers 200: the bar takes it all; a quarter of it is filled.
        let context = root.renderAll()
        #expect(context.operations.contains(.fill(CGRect(x: bar.frame.minX, y: bar.frame.maxY - 6, width: 50,
                                                         height: 6), Color.accentColor)))
    }
}

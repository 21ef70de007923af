import Foundation
import SwiftFlow

/// A small window of toolkit controls, run by the end-to-end test of the X11 host.
///
/// Each press of "Increment" also writes `count N` as a line to standard output, so a driver can follow
/// the state without reading pixels. With `--layers` it shows menus, dialogs and lists instead.
@main
struct DemoApp: App {
    private static let showsLayers = CommandLine.arguments.contains("--layers")
    private static let layersModel = LayersDemoModel()

    var body: some Scene {
        WindowGroup(Self.showsLayers ? "SwiftFlowUI Layers" : "SwiftFlowUI Demo") {
            if Self.showsLayers {
                LayersDemoView(model: Self.layersModel)
            } else {
                DemoView()
            }
        }
        .defaultSize(width: Self.showsLayers ? 900 : 480, height: Self.showsLayers ? 520 : 320)
    }
}

/// The demo's one screen: a counter, its button, a text field and a toggle.
struct DemoView: View {
    @State private var count = 0
    @State private var name = ""
    @State private var isEnabled = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Count: \(count)")
                .font(.title)
            Button("Increment") {
                count += 1
                FileHandle.standardOutput.write(Data("count \(count)\n".utf8))
            }
            TextField("Name", text: $name)
                .frame(width: 240)
            Toggle("Enabled", isOn: $isEnabled)
            Spacer()
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

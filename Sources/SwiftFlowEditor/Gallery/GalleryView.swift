import Foundation
import SwiftFlow

/// One panel of the toolkit gallery: every primitive, modifier and button style, in one colour scheme.
struct GalleryView: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text(title).font(.title).bold()
            GallerySection(title: "Text") { TextSamples() }
            GallerySection(title: "Buttons") { ButtonSamples() }
            GallerySection(title: "Controls") { ControlSamples() }
            GallerySection(title: "Shapes") { ShapeSamples() }
            GallerySection(title: "Stacks and layout") { LayoutSamples() }
            GallerySection(title: "Modifiers") { ModifierSamples() }
            GallerySection(title: "Icons") { IconSamples() }
        }
        .padding(20)
        .frame(width: 640, alignment: .topLeading)
        .background(Theme.windowBackground)
    }
}

/// A titled group of samples.
private struct GallerySection<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline).foregroundColor(.secondary)
            content()
        }
    }
}

private struct TextSamples: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 12) {
                Text("Caption").font(.caption)
                Text("Body")
                Text("Headline").font(.headline)
                Text("Title").font(.title)
                Text("mono 0123").font(.system(size: 13, design: .monospaced))
            }
            HStack(spacing: 12) {
                Text("Primary").foregroundColor(.primary)
                Text("Secondary").foregroundColor(.secondary)
                Text("Red").foregroundColor(.red)
                Text("Bold italic").bold().italic()
                Text("Accents: é ü ñ ✓")
            }
            Text("A long line that is truncated at the end because lineLimit is one and the frame is narrow")
                .lineLimit(1)
                .frame(width: 300, alignment: .leading)
        }
    }
}

private struct ButtonSamples: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 8) {
                Button("Automatic") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Plain") {}.buttonStyle(.plain)
                Button("Disabled") {}.disabled(true)
                Button("Add", systemImage: "plus") {}
            }
            HStack(spacing: 8) {
                Button("Mini") {}.buttonStyle(.borderedProminent).controlSize(.mini)
                Button("Small") {}.buttonStyle(.borderedProminent).controlSize(.small)
                Button("Regular") {}.buttonStyle(.borderedProminent).controlSize(.regular)
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
            }
        }
    }
}

private struct ControlSamples: View {
    @State private var text = "Editable text"
    @State private var isOn = true
    @State private var isOff = false

    var body: some View {
        HStack(spacing: 12) {
            TextField("Placeholder", text: $text).frame(width: 150)
            TextField("Placeholder", text: .constant("")).frame(width: 110)
            Toggle("On", isOn: $isOn)
            Toggle("Off", isOn: $isOff)
            ProgressView(value: 0.6).frame(width: 90)
            ProgressView()
        }
    }
}

private struct ShapeSamples: View {
    var body: some View {
        HStack(spacing: 12) {
            Rectangle().fill(Color.blue).frame(width: 44, height: 30)
            RoundedRectangle(cornerRadius: 8).fill(Color.green).frame(width: 44, height: 30)
            Circle().fill(Color.orange).frame(width: 30, height: 30)
            Ellipse().fill(Color.purple).frame(width: 48, height: 30)
            Capsule().fill(Color.pink).frame(width: 56, height: 24)
            Circle().stroke(Color.red, lineWidth: 3).frame(width: 30, height: 30)
            Path { path in
                path.move(to: CGPoint(x: 0, y: 30))
                path.addCurve(to: CGPoint(x: 60, y: 0), control1: CGPoint(x: 30, y: 30), control2: CGPoint(x: 30, y: 0))
            }
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [6, 4]))
            .frame(width: 60, height: 30)
            Path { path in
                path.move(to: CGPoint(x: 15, y: 0))
                path.addLine(to: CGPoint(x: 30, y: 30))
                path.addLine(to: CGPoint(x: 0, y: 30))
                path.closeSubpath()
            }
            .fill(Color.teal)
            .frame(width: 30, height: 30)
        }
    }
}

private struct LayoutSamples: View {
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text("VStack").font(.caption)
                Text("leading")
                Text("aligned")
            }
            .padding(6).border(Color.gray)
            HStack(spacing: 0) {
                Text("Spacer")
                Spacer()
                Text("→")
            }
            .frame(width: 110).padding(6).border(Color.gray)
            ZStack(alignment: .bottomTrailing) {
                Rectangle().fill(Color.yellow.opacity(0.5)).frame(width: 70, height: 40)
                Text("ZStack").font(.caption)
            }
            VStack(spacing: 4) {
                Text("above")
                Divider()
                Text("below")
            }
            .frame(width: 70)
        }
    }
}

private struct ModifierSamples: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 10) {
                Text("padding").padding(8).background(Color.blue.opacity(0.2))
                Text("cornerRadius").padding(6).background(Color.green.opacity(0.3)).cornerRadius(8)
                Text("material").padding(8).background(.ultraThinMaterial).cornerRadius(8)
                Text("shape bg").padding(8).background(Capsule().fill(Color.orange.opacity(0.4)))
                Text("border").padding(6).border(Color.red, width: 2)
            }
            HStack(spacing: 10) {
                Text("overlay").padding(8).overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.purple, lineWidth: 2))
                Text("opacity 0.4").padding(6).background(Color.blue).opacity(0.4)
                Text("offset").padding(6).background(Color.gray.opacity(0.3)).offset(x: 6, y: 4)
                Text("shadow").padding(8).background(Theme.controlBackground).cornerRadius(6).shadow(radius: 4)
                Circle().fill(Color.red).frame(width: 40, height: 40)
                    .clipShape(Rectangle().path(in: CGRect(x: 0, y: 0, width: 20, height: 40)))
                Text("frame").frame(width: 80, height: 30, alignment: .trailing).border(Color.gray)
            }
            Text("Annotation").font(.caption).padding(4).background(.yellow.opacity(0.8)).cornerRadius(4)
        }
    }
}

private struct IconSamples: View {
    private let columns = 12

    var body: some View {
        let names = SystemIcon.allNames
        let rows = stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min($0 + columns, names.count)]) }
        VStack(alignment: .leading, spacing: 6) {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 10) {
                    ForEach(row, id: \.self) { name in
                        Image(systemName: name).font(.system(size: 18, weight: .medium)).frame(width: 36, height: 28)
                    }
                }
            }
        }
    }
}

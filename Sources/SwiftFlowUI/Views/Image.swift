import Foundation
import SwiftFlowCore

/// An image: a built-in vector icon (`Image(systemName:)`), decoded pixels, or a PNG file.
public struct Image: PrimitiveView, Equatable {
    enum Source: Equatable {
        case system(String)
        case bitmap(ImageBitmap)
        case file(URL)

        static func == (lhs: Source, rhs: Source) -> Bool {
            switch (lhs, rhs) {
            case (.system(let a), .system(let b)): return a == b
            case (.bitmap(let a), .bitmap(let b)): return a === b
            case (.file(let a), .file(let b)): return a == b
            default: return false
            }
        }
    }

    let source: Source
    var isResizable = false

    /// A built-in icon under an SF Symbols name; it is sized by the font and drawn in the foreground style.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// Decoded pixels, one point per pixel unless made resizable.
    public init(bitmap: ImageBitmap) {
        source = .bitmap(bitmap)
    }

    /// An image file (PNG), decoded through `ImageDecoders.shared`.
    public init(contentsOf url: URL) {
        source = .file(url)
    }

    /// An image file (PNG) at `path`.
    public init(filePath path: String) {
        self.init(contentsOf: URL(fileURLWithPath: path))
    }

    /// This image scaled to whatever size it is given, instead of its natural size.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func makeElement() -> Element { ImageElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        (element as? ImageElement)?.configure(self)
    }
}

/// The element of `Image`.
final class ImageElement: Element {
    override var accessibilityRole: AccessibilityRole? { .image }

    private var image = Image(systemName: "")
    private var bitmap: ImageBitmap?
    private var loadedURL: URL?

    func configure(_ image: Image) {
        self.image = image
        switch image.source {
        case .system:
            bitmap = nil
            loadedURL = nil
        case .bitmap(let pixels):
            bitmap = pixels
            loadedURL = nil
        case .file(let url):
            if url != loadedURL {
                loadedURL = url
                bitmap = ImageDecoders.shared?.decodeImage(at: url)
            }
        }
    }

    /// The side of a system icon's square: the font size plus a quarter, as symbols run a little larger
    /// than the cap height of their font.
    private var iconSide: CGFloat {
        (environment.font ?? .body).size * 1.25
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let natural: CGSize
        if case .system = image.source {
            natural = CGSize(width: iconSide, height: iconSide)
        } else if let bitmap {
            natural = CGSize(width: bitmap.width, height: bitmap.height)
        } else {
            natural = .zero
        }
        return image.isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    override var isHitTarget: Bool { true }

    override func draw(in context: GraphicsContext) {
        switch image.source {
        case .system(let name):
            drawIcon(named: name, in: context)
        case .bitmap, .file:
            if let bitmap { context.drawImage(bitmap, in: frame, opacity: 1) }
        }
    }

    private func drawIcon(named name: String, in context: GraphicsContext) {
        guard let glyph = SystemImageCatalog.lookup(name), frame.width > 0, frame.height > 0 else { return }
        var color = environment.foregroundStyle?.resolve(in: environment) ?? .primary
        if !environment.isEnabled { color = color.opacity(0.5) }
        let side = min(frame.width, frame.height)
        let scale = side / SystemImageGlyph.designSize
        let weight = (environment.font ?? .body).weight
        context.saveState()
        context.translateBy(x: frame.midX - side / 2, y: frame.midY - side / 2)
        context.scaleBy(x: scale, y: scale)
        if !glyph.fills.isEmpty { context.fill(glyph.fills, with: color) }
        if !glyph.strokes.isEmpty {
            let style = StrokeStyle(lineWidth: SystemImageGlyph.lineWidth(for: weight), lineCap: .round,
                                    lineJoin: .round)
            context.stroke(glyph.strokes, with: color, style: style)
        }
        context.restoreState()
    }
}

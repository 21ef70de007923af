import Foundation
import SwiftFlowCore

/// A menu or menu item title with its mnemonic, the letter that opens or picks it from the keyboard.
///
/// `&` marks the mnemonic ("Save &As…" shows "Save As…" with A underlined); without a mark the first letter
/// or digit is the mnemonic; `&&` stands for a literal `&`.
public struct MenuTitle: Hashable, Sendable {
    /// The title as shown, without markers.
    public let text: String
    /// The offset (in characters) of the mnemonic in `text`, if it has one.
    public let mnemonicOffset: Int?

    /// Parses `raw`, which may contain `&` markers.
    public init(_ raw: String) {
        var text = ""
        var marked: Int?
        var characters = raw.makeIterator()
        var count = 0
        while let character = characters.next() {
            if character == "&" {
                guard let next = characters.next() else { break }
                if next != "&" && marked == nil { marked = count }
                text.append(next)
            } else {
                text.append(character)
            }
            count += 1
        }
        self.text = text
        mnemonicOffset = marked ?? text.firstIndex { $0.isLetter || $0.isNumber }
            .map { text.distance(from: text.startIndex, to: $0) }
    }

    /// The mnemonic in lower case.
    public var mnemonic: Character? {
        guard let mnemonicOffset else { return nil }
        return Character(text[text.index(text.startIndex, offsetBy: mnemonicOffset)].lowercased())
    }

    /// Whether `key` types this title's mnemonic.
    func matchesMnemonic(_ key: KeyEvent) -> Bool {
        guard let mnemonic else { return false }
        if let typed = key.text?.lowercased(), typed.count == 1 { return Character(typed) == mnemonic }
        guard let scalar = Unicode.Scalar(key.keysym), key.keysym < 0x100 else { return false }
        return Character(String(Character(scalar)).lowercased()) == mnemonic
    }

    /// Draws the title at `origin` (baseline) and underlines the mnemonic.
    func draw(font: Font, color: Color, at origin: CGPoint, in context: GraphicsContext) {
        context.drawText(text, font: font, color: color, at: origin)
        guard let mnemonicOffset else { return }
        let measurer = context.textMeasurer
        let before = measurer.measure(String(text.prefix(mnemonicOffset)), font: font).width
        let through = measurer.measure(String(text.prefix(mnemonicOffset + 1)), font: font).width
        let underline = CGRect(x: origin.x + before, y: origin.y + max(1, font.size * 0.12),
                               width: max(1, through - before), height: 1)
        context.fill(Path(underline), with: color)
    }
}

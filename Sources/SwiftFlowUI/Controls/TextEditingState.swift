import Foundation
import SwiftFlowCore

/// The text, caret and selection of a single-line editor, in character (grapheme) offsets.
public struct TextEditingState: Hashable, Sendable {
    /// The edited text.
    public private(set) var text: String
    /// Where the selection started; equals `head` when nothing is selected.
    public private(set) var anchor: Int
    /// The caret: the moving end of the selection.
    public private(set) var head: Int

    /// An editor over `text` with the caret at `caret` (the end by default).
    public init(text: String = "", caret: Int? = nil) {
        self.text = text
        let end = text.count
        anchor = min(max(0, caret ?? end), end)
        head = anchor
    }

    /// The selected range (empty at the caret when nothing is selected).
    public var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// The selected characters.
    public var selectedText: String {
        let characters = Array(text)
        return String(characters[selection])
    }

    /// Replaces the whole text, keeping the caret inside it.
    public mutating func setText(_ newText: String) {
        text = newText
        anchor = min(anchor, newText.count)
        head = min(head, newText.count)
    }

    /// Selects from `anchor` to `head` (clamped to the text).
    public mutating func select(anchor: Int, head: Int) {
        let count = text.count
        self.anchor = min(max(0, anchor), count)
        self.head = min(max(0, head), count)
    }

    /// Selects everything.
    public mutating func selectAll() {
        select(anchor: 0, head: text.count)
    }

    /// Replaces the selection with `string` (with newlines and other control characters removed).
    public mutating func insert(_ string: String) {
        let clean = string.filter { character in
            !character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f }
        }
        var characters = Array(text)
        let range = selection
        characters.replaceSubrange(range, with: Array(clean))
        text = String(characters)
        let caret = range.lowerBound + clean.count
        anchor = caret
        head = caret
    }

    /// Backspace: deletes the selection, or the character (or word) before the caret.
    public mutating func deleteBackward(word: Bool = false) {
        if selection.isEmpty {
            guard head > 0 else { return }
            anchor = word ? wordStart(before: head) : head - 1
        }
        insert("")
    }

    /// Delete: deletes the selection, or the character (or word) after the caret.
    public mutating func deleteForward(word: Bool = false) {
        if selection.isEmpty {
            guard head < text.count else { return }
            anchor = word ? wordEnd(after: head) : head + 1
        }
        insert("")
    }

    /// Left arrow: moves (or with `extend`, extends) the caret one character or word back.
    public mutating func moveLeft(extend: Bool = false, word: Bool = false) {
        if !extend && !selection.isEmpty {
            let start = selection.lowerBound
            select(anchor: start, head: start)
            return
        }
        let target = word ? wordStart(before: head) : max(0, head - 1)
        select(anchor: extend ? anchor : target, head: target)
    }

    /// Right arrow: moves (or extends) the caret one character or word forward.
    public mutating func moveRight(extend: Bool = false, word: Bool = false) {
        if !extend && !selection.isEmpty {
            let end = selection.upperBound
            select(anchor: end, head: end)
            return
        }
        let target = word ? wordEnd(after: head) : min(text.count, head + 1)
        select(anchor: extend ? anchor : target, head: target)
    }

    /// Home: moves (or extends) the caret to the start.
    public mutating func moveToStart(extend: Bool = false) {
        select(anchor: extend ? anchor : 0, head: 0)
    }

    /// End: moves (or extends) the caret to the end.
    public mutating func moveToEnd(extend: Bool = false) {
        select(anchor: extend ? anchor : text.count, head: text.count)
    }

    /// Selects the word around `offset`.
    public mutating func selectWord(at offset: Int) {
        let characters = Array(text)
        guard !characters.isEmpty else { return }
        let index = min(max(0, offset), characters.count - 1)
        guard Self.isWordCharacter(characters[index]) else {
            select(anchor: index, head: index + 1)
            return
        }
        select(anchor: wordStart(before: index + 1), head: wordEnd(after: index))
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private func wordStart(before offset: Int) -> Int {
        let characters = Array(text)
        var index = min(offset, characters.count)
        while index > 0 && !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0 && Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    private func wordEnd(after offset: Int) -> Int {
        let characters = Array(text)
        var index = max(0, offset)
        while index < characters.count && !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count && Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }
}

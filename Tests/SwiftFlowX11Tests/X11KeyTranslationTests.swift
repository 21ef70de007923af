import CX11
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore
import SwiftFlowUI

extension XServerTests {
    @Suite struct KeyTranslationTests {
        private func keycode(_ keysym: Int32, on display: X11Display) throws -> UInt32 {
            let code = XKeysymToKeycode(display.pointer, KeySym(keysym))
            try #require(code != 0, "keysym \(keysym) has no keycode on this server")
            return UInt32(code)
        }

        private func keyDown(_ event: X11InputEvent?) -> X11InputEvent.Key? {
            if case .keyDown(let key)? = event { return key }
            return nil
        }

        @Test func lookupStringPathGivesKeysymsHonouringShift() throws {
            let display = try X11Display()
            let translator = X11EventTranslator(scale: 1)
            let z = try keycode(XK_z, on: display)

            var plain = SyntheticEvents.key(KeyPress, keycode: z, display: display.pointer)
            let lower = try #require(keyDown(translator.translate(&plain)))
            #expect(lower.keysym == UInt(XK_z))
            #expect(lower.text == "z")
            #expect(lower.modifiers == [])
            #expect(!lower.isRepeat)

            var release = SyntheticEvents.key(KeyRelease, keycode: z, display: display.pointer)
            guard case .keyUp(let up)? = translator.translate(&release) else {
                Issue.record("key release was not translated")
                return
            }
            #expect(up.keysym == UInt(XK_z))
            #expect(up.text == nil)

            var shifted = SyntheticEvents.key(KeyPress, keycode: z, state: UInt32(ShiftMask), display: display.pointer)
            let upper = try #require(keyDown(translator.translate(&shifted)))
            #expect(upper.keysym == UInt(XK_Z))
            #expect(upper.text == "Z")
            #expect(upper.modifiers == [.shift])

            var control = SyntheticEvents.key(
                KeyPress, keycode: z, state: UInt32(ControlMask), display: display.pointer
            )
            let undo = try #require(keyDown(translator.translate(&control)))
            #expect(undo.keysym == UInt(XK_z))
            #expect(undo.text == nil)
            #expect(undo.modifiers == [.control])
        }

        @Test func deleteHasItsKeysymAndNoText() throws {
            let display = try X11Display()
            let translator = X11EventTranslator(scale: 1)
            var delete = SyntheticEvents.key(KeyPress, keycode: try keycode(XK_Delete, on: display),
                                             display: display.pointer)
            let key = try #require(keyDown(translator.translate(&delete)))
            #expect(key.keysym == UInt(XK_Delete))
            #expect(key.text == nil)
        }

        @Test func heldKeyPressesAreRepeats() throws {
            let display = try X11Display()
            let translator = X11EventTranslator(scale: 1)
            let a = try keycode(XK_a, on: display)
            var press = SyntheticEvents.key(KeyPress, keycode: a, display: display.pointer)
            #expect(keyDown(translator.translate(&press))?.isRepeat == false)
            #expect(keyDown(translator.translate(&press))?.isRepeat == true)
            var release = SyntheticEvents.key(KeyRelease, keycode: a, display: display.pointer)
            _ = translator.translate(&release)
            #expect(keyDown(translator.translate(&press))?.isRepeat == false)
        }

        @Test func inputContextPathGivesUTF8Text() throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Keys", width: 200, height: 150)
            try #require(display.inputContext(for: window.id) != nil, "no input method on this server")
            let translator = X11EventTranslator(display: display)
            let z = try keycode(XK_z, on: display)
            var shifted = SyntheticEvents.key(
                KeyPress, keycode: z, state: UInt32(ShiftMask), display: display.pointer, window: window.id
            )
            let upper = try #require(keyDown(translator.translate(&shifted)))
            #expect(upper.keysym == UInt(XK_Z))
            #expect(upper.text == "Z")
        }

        /// Maps a spare keycode to the euro sign (not in Latin-1) for the duration of the test.
        @Test func inputContextPathTypesCharactersBeyondLatin1() throws {
            let display = try X11Display()
            let window = try X11Window(display: display, title: "Euro", width: 200, height: 150)
            try #require(display.inputContext(for: window.id) != nil, "no input method on this server")
            var minimum: Int32 = 0
            var maximum: Int32 = 0
            XDisplayKeycodes(display.pointer, &minimum, &maximum)
            var spare: Int32?
            for code in stride(from: maximum, through: minimum, by: -1)
            where XkbKeycodeToKeysym(display.pointer, KeyCode(code), 0, 0) == KeySym(NoSymbol) {
                spare = code
                break
            }
            let code = try #require(spare, "no spare keycode to map")
            var euro = [KeySym(XK_EuroSign)]
            XChangeKeyboardMapping(display.pointer, code, 1, &euro, 1)
            defer {
                var nothing = [KeySym(NoSymbol)]
                XChangeKeyboardMapping(display.pointer, code, 1, &nothing, 1)
                display.sync()
            }
            display.sync()
            // Let Xlib notice the new mapping before looking the key up.
            var event = XEvent()
            while XCheckTypedEvent(display.pointer, MappingNotify, &event) != 0 {
                XRefreshKeyboardMapping(&event.xmapping)
            }
            let translator = X11EventTranslator(display: display)
            var press = SyntheticEvents.key(KeyPress, keycode: UInt32(code), display: display.pointer,
                                            window: window.id)
            let key = try #require(keyDown(translator.translate(&press)))
            #expect(key.keysym == UInt(XK_EuroSign))
            #expect(key.text == "€")
        }
    }
}

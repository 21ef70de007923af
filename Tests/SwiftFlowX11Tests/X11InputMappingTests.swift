import CX11
import Foundation
import SwiftFlowUI
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore

/// X events at scale 2 through the translator and the mapping: positions halve, wheel notches become
/// 40 points, buttons and modifiers keep their meaning.
@Suite struct X11InputMappingTests {
    private func mapped(_ event: XEvent, translator: X11EventTranslator = X11EventTranslator(scale: 2))
        -> InputEvent? {
        var event = event
        return translator.translate(&event).flatMap(X11InputMapping.inputEvent(for:))
    }

    @Test func primaryPressAtScaleTwoIsInPoints() {
        let event = SyntheticEvents.button(ButtonPress, button: 1, x: 30, y: 50, state: UInt32(ControlMask))
        #expect(mapped(event) == .pointerDown(location: CGPoint(x: 15, y: 25), button: .primary, clickCount: 1,
                                              modifiers: [.control]))
    }

    @Test func secondPressCountsAsDoubleClick() {
        let translator = X11EventTranslator(scale: 2)
        _ = mapped(SyntheticEvents.button(ButtonPress, button: 1, x: 10, y: 10, time: 1_000), translator: translator)
        _ = mapped(SyntheticEvents.button(ButtonRelease, button: 1, x: 10, y: 10, time: 1_050), translator: translator)
        let second = mapped(SyntheticEvents.button(ButtonPress, button: 1, x: 11, y: 10, time: 1_200),
                            translator: translator)
        #expect(second == .pointerDown(location: CGPoint(x: 5.5, y: 5), button: .primary, clickCount: 2,
                                       modifiers: []))
    }

    @Test func middleAndSecondaryButtons() {
        #expect(mapped(SyntheticEvents.button(ButtonPress, button: 2, x: 4, y: 8))
            == .pointerDown(location: CGPoint(x: 2, y: 4), button: .middle, clickCount: 1, modifiers: []))
        #expect(mapped(SyntheticEvents.button(ButtonRelease, button: 3, x: 7, y: 9, state: UInt32(ShiftMask)))
            == .pointerUp(location: CGPoint(x: 3.5, y: 4.5), button: .secondary, modifiers: [.shift]))
    }

    @Test func motionCarriesHeldButtons() {
        let state = UInt32(Button1Mask) | UInt32(Button3Mask) | UInt32(Mod1Mask)
        #expect(mapped(SyntheticEvents.motion(x: 101, y: 60, state: state))
            == .pointerMove(location: CGPoint(x: 50.5, y: 30), buttons: [.primary, .secondary], modifiers: [.alt]))
    }

    @Test func wheelNotchesBecomeFortyPoints() {
        #expect(mapped(SyntheticEvents.button(ButtonPress, button: 5, x: 20, y: 40))
            == .scroll(location: CGPoint(x: 10, y: 20), deltaX: 0, deltaY: 40, modifiers: []))
        #expect(mapped(SyntheticEvents.button(ButtonPress, button: 4, x: 20, y: 40))
            == .scroll(location: CGPoint(x: 10, y: 20), deltaX: 0, deltaY: -40, modifiers: []))
        #expect(mapped(SyntheticEvents.button(ButtonPress, button: 7, x: 0, y: 0))
            == .scroll(location: .zero, deltaX: 40, deltaY: 0, modifiers: []))
        // Shift turns the vertical wheel horizontal (done by the translator, kept by the mapping).
        #expect(mapped(SyntheticEvents.button(ButtonPress, button: 5, x: 0, y: 0, state: UInt32(ShiftMask)))
            == .scroll(location: .zero, deltaX: 40, deltaY: 0, modifiers: [.shift]))
        // Wheel releases mean nothing.
        #expect(mapped(SyntheticEvents.button(ButtonRelease, button: 5, x: 0, y: 0)) == nil)
    }

    @Test func crossingAndFocus() {
        var enter = XEvent()
        enter.xcrossing.type = EnterNotify
        enter.xcrossing.x = 64
        enter.xcrossing.y = 18
        #expect(mapped(enter) == .pointerEnter(location: CGPoint(x: 32, y: 9)))
        var leave = enter
        leave.xcrossing.type = LeaveNotify
        #expect(mapped(leave) == .pointerLeave)
        #expect(X11InputMapping.inputEvent(for: .focusIn) == .focusIn)
        #expect(X11InputMapping.inputEvent(for: .focusOut) == .focusOut)
    }

    @Test func keysKeepKeysymTextModifiersAndRepeat() {
        // XK_Z is 0x5A; Shift+Control held, a repeated press.
        let down = X11InputEvent.Key(keysym: 0x5A, keycode: 52, text: "Z", modifiers: [.shift, .control],
                                     isRepeat: true, time: 5)
        #expect(X11InputMapping.inputEvent(for: .keyDown(down))
            == .keyDown(KeyEvent(keysym: 0x5A, text: "Z", modifiers: [.shift, .control], isRepeat: true)))
        // BackSpace is 0xFF08; releases carry no text.
        let up = X11InputEvent.Key(keysym: 0xFF08, keycode: 22, text: nil, modifiers: [.super, .alt],
                                   isRepeat: false, time: 6)
        #expect(X11InputMapping.inputEvent(for: .keyUp(up))
            == .keyUp(KeyEvent(keysym: 0xFF08, text: nil, modifiers: [.super, .alt], isRepeat: false)))
    }

    @Test func windowEventsHaveNoToolkitCounterpart() {
        let size = X11InputEvent.Size(width: 100, height: 50, pixelWidth: 200, pixelHeight: 100)
        #expect(X11InputMapping.inputEvent(for: .resized(size)) == nil)
        #expect(X11InputMapping.inputEvent(for: .expose(X11Rect(x: 0, y: 0, width: 1, height: 1))) == nil)
        #expect(X11InputMapping.inputEvent(for: .closeRequested) == nil)
    }

    @Test func cursorShapesMapToDistinctX11Shapes() {
        #expect(X11InputMapping.cursor(.iBeam) == .text)
        #expect(X11InputMapping.cursor(.resizeLeftRight) == .resizeHorizontal)
        #expect(X11InputMapping.cursor(.resizeNorthEastSouthWest) == .resizeDiagonalNESW)
        #expect(X11InputMapping.cursor(.notAllowed) == .notAllowed)
        #expect(X11InputMapping.cursor(.resizeTopLeft) == .resizeTopLeftCorner)
        #expect(X11InputMapping.cursor(.resizeBottom) == .resizeBottomSide)
        #expect(X11InputMapping.cursor(.resizeLeft) == .resizeLeftSide)
        let mapped = Set(CursorShape.allCases.map(X11InputMapping.cursor))
        #expect(mapped.count == CursorShape.allCases.count)
    }
}

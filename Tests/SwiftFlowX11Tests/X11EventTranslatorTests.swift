import CX11
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore
import SwiftFlowUI

@Suite struct X11EventTranslatorTests {
    @Test func buttonPressBecomesPointerDownInPoints() {
        let translator = X11EventTranslator(scale: 2)
        var press = SyntheticEvents.button(ButtonPress, button: 1, x: 30, y: 50)
        #expect(translator.translate(&press) == .pointerDown(X11InputEvent.Button(
            button: .primary, location: X11Point(x: 15, y: 25), clickCount: 1, modifiers: [], time: 1_000
        )))
        var release = SyntheticEvents.button(ButtonRelease, button: 1, x: 31, y: 50, time: 1_080)
        #expect(translator.translate(&release) == .pointerUp(X11InputEvent.Button(
            button: .primary, location: X11Point(x: 15.5, y: 25), clickCount: 1, modifiers: [], time: 1_080
        )))
        var right = SyntheticEvents.button(ButtonPress, button: 3, x: 3, y: 4, time: 5_000)
        guard case .pointerDown(let down)? = translator.translate(&right) else {
            Issue.record("right button press was not translated")
            return
        }
        #expect(down.button == .secondary)
        #expect(down.location == X11Point(x: 1.5, y: 2))
    }

    @Test func modifiersComeFromTheStateMask() {
        let translator = X11EventTranslator(scale: 1)
        let state = UInt32(ShiftMask | ControlMask | Mod1Mask | Mod4Mask)
        var press = SyntheticEvents.button(ButtonPress, button: 2, x: 0, y: 0, state: state)
        guard case .pointerDown(let down)? = translator.translate(&press) else {
            Issue.record("middle press was not translated")
            return
        }
        #expect(down.button == .middle)
        #expect(down.modifiers == [.shift, .control, .alt, .super])
        #expect(X11Modifiers(state: UInt32(ControlMask)) == [.control])
        #expect(X11Modifiers(state: UInt32(LockMask | Mod2Mask)) == [])
    }

    @Test func wheelButtonsBecomeScrollSteps() {
        let translator = X11EventTranslator(scale: 1)
        let expected: [(UInt32, Double, Double)] = [(4, 0, -1), (5, 0, 1), (6, -1, 0), (7, 1, 0)]
        for (button, deltaX, deltaY) in expected {
            var press = SyntheticEvents.button(ButtonPress, button: button, x: 40, y: 60, time: 2_000)
            #expect(translator.translate(&press) == .scroll(X11InputEvent.Scroll(
                deltaX: deltaX, deltaY: deltaY, location: X11Point(x: 40, y: 60), modifiers: [], time: 2_000
            )))
            var release = SyntheticEvents.button(ButtonRelease, button: button, x: 40, y: 60)
            #expect(translator.translate(&release) == nil)
        }
        var back = SyntheticEvents.button(ButtonPress, button: 8, x: 0, y: 0)
        #expect(translator.translate(&back) == nil)
    }

    @Test func shiftTurnsVerticalWheelHorizontal() {
        let translator = X11EventTranslator(scale: 1)
        let shift = UInt32(ShiftMask)
        var down = SyntheticEvents.button(ButtonPress, button: 5, x: 1, y: 2, time: 10, state: shift)
        #expect(translator.translate(&down) == .scroll(X11InputEvent.Scroll(
            deltaX: 1, deltaY: 0, location: X11Point(x: 1, y: 2), modifiers: [.shift], time: 10
        )))
        var up = SyntheticEvents.button(ButtonPress, button: 4, x: 1, y: 2, time: 11, state: shift)
        #expect(translator.translate(&up) == .scroll(X11InputEvent.Scroll(
            deltaX: -1, deltaY: 0, location: X11Point(x: 1, y: 2), modifiers: [.shift], time: 11
        )))
        // An already horizontal wheel stays horizontal with Shift.
        var right = SyntheticEvents.button(ButtonPress, button: 7, x: 1, y: 2, time: 12, state: shift)
        #expect(translator.translate(&right) == .scroll(X11InputEvent.Scroll(
            deltaX: 1, deltaY: 0, location: X11Point(x: 1, y: 2), modifiers: [.shift], time: 12
        )))
    }

    private func clickCount(
        _ translator: X11EventTranslator, button: UInt32 = 1, x: Int32, y: Int32, time: UInt
    ) -> Int? {
        var press = SyntheticEvents.button(ButtonPress, button: button, x: x, y: y, time: time)
        guard case .pointerDown(let down)? = translator.translate(&press) else { return nil }
        var release = SyntheticEvents.button(ButtonRelease, button: button, x: x, y: y, time: time + 50)
        guard case .pointerUp(let up)? = translator.translate(&release) else { return nil }
        #expect(up.clickCount == down.clickCount)
        return down.clickCount
    }

    @Test func multipleClicksCountWithin400MillisecondsAnd4Pixels() {
        let translator = X11EventTranslator(scale: 1)
        #expect(clickCount(translator, x: 10, y: 10, time: 1_000) == 1)
        #expect(clickCount(translator, x: 12, y: 13, time: 1_300) == 2)    // 300 ms, 2/3 px away
        #expect(clickCount(translator, x: 14, y: 9, time: 1_700) == 3)     // exactly 400 ms, 2/4 px
        #expect(clickCount(translator, x: 14, y: 9, time: 2_101) == 1)     // 401 ms: too slow
        #expect(clickCount(translator, x: 19, y: 9, time: 2_200) == 1)     // 5 px away: too far
        #expect(clickCount(translator, x: 19, y: 9, time: 2_300) == 2)
        #expect(clickCount(translator, button: 3, x: 19, y: 9, time: 2_400) == 1) // other button
        #expect(clickCount(translator, x: 19, y: 9, time: 2_500) == 1)     // the run was broken by button 3
    }

    @Test func multipleClickTimingSurvivesServerTimeWrap() {
        let translator = X11EventTranslator(scale: 1)
        #expect(clickCount(translator, x: 0, y: 0, time: UInt(UInt32.max) - 99) == 1)
        #expect(clickCount(translator, x: 0, y: 0, time: 200) == 2)        // 300 ms after the wrap
    }

    @Test func motionCarriesLocationAndHeldButtons() {
        let translator = X11EventTranslator(scale: 2)
        var motion = SyntheticEvents.motion(x: 101, y: 40, state: UInt32(Button1Mask | Button3Mask | ShiftMask))
        #expect(translator.translate(&motion) == .pointerMoved(X11InputEvent.Motion(
            location: X11Point(x: 50.5, y: 20), buttons: [.primary, .secondary], modifiers: [.shift], time: 0
        )))
    }

    @Test func crossingAndFocus() {
        let translator = X11EventTranslator(scale: 1)
        var enter = XEvent()
        enter.xcrossing.type = EnterNotify
        enter.xcrossing.x = 5
        enter.xcrossing.y = 6
        #expect(translator.translate(&enter) == .pointerEntered(X11Point(x: 5, y: 6)))
        var leave = XEvent()
        leave.xcrossing.type = LeaveNotify
        leave.xcrossing.x = -1
        leave.xcrossing.y = 6
        #expect(translator.translate(&leave) == .pointerExited(X11Point(x: -1, y: 6)))

        var focusIn = XEvent()
        focusIn.xfocus.type = FocusIn
        focusIn.xfocus.mode = NotifyNormal
        focusIn.xfocus.detail = NotifyNonlinear
        #expect(translator.translate(&focusIn) == .focusIn)
        var focusOut = focusIn
        focusOut.xfocus.type = FocusOut
        #expect(translator.translate(&focusOut) == .focusOut)
        var grabbed = focusOut
        grabbed.xfocus.mode = NotifyGrab
        #expect(translator.translate(&grabbed) == nil)
    }

    @Test func configureReportsOnlySizeChanges() {
        let translator = X11EventTranslator(scale: 2)
        var configure = XEvent()
        configure.xconfigure.type = ConfigureNotify
        configure.xconfigure.window = 7
        configure.xconfigure.width = 800
        configure.xconfigure.height = 601
        #expect(translator.translate(&configure) == .resized(X11InputEvent.Size(
            width: 400, height: 300.5, pixelWidth: 800, pixelHeight: 601
        )))
        configure.xconfigure.x = 50
        #expect(translator.translate(&configure) == nil)
        configure.xconfigure.width = 640
        #expect(translator.translate(&configure) == .resized(X11InputEvent.Size(
            width: 320, height: 300.5, pixelWidth: 640, pixelHeight: 601
        )))
    }

    @Test func exposeAndForeignClientMessages() {
        let translator = X11EventTranslator(scale: 1, wmProtocolsAtom: 100, wmDeleteWindowAtom: 200)
        var expose = SyntheticEvents.expose(x: 1, y: 2, width: 3, height: 4, count: 0)
        #expect(translator.translate(&expose) == .expose(X11Rect(x: 1, y: 2, width: 3, height: 4)))

        var message = XEvent()
        message.xclient.type = ClientMessage
        message.xclient.format = 32
        message.xclient.message_type = 100
        message.xclient.data.l.0 = 200
        #expect(translator.translate(&message) == .closeRequested)
        message.xclient.data.l.0 = 201
        #expect(translator.translate(&message) == nil)
        message.xclient.message_type = 101
        message.xclient.data.l.0 = 200
        #expect(translator.translate(&message) == nil)
    }

    @Test func destructionOfTheWindowItselfOnly() {
        let translator = X11EventTranslator(scale: 1)
        var destroyed = XEvent()
        destroyed.xdestroywindow.type = DestroyNotify
        destroyed.xdestroywindow.event = 7
        destroyed.xdestroywindow.window = 7
        #expect(translator.translate(&destroyed) == .destroyed)
        // Heard through SubstructureNotifyMask: a child of window 7 went, not window 7.
        destroyed.xdestroywindow.window = 8
        #expect(translator.translate(&destroyed) == nil)
    }

    @Test func printableDropsControlCharacters() {
        #expect(X11EventTranslator.printable("\u{1A}") == nil)
        #expect(X11EventTranslator.printable("\u{7F}") == nil)
        #expect(X11EventTranslator.printable("a\rb") == "ab")
        #expect(X11EventTranslator.printable("€") == "€")
    }
}

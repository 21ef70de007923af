import CX11
import Foundation
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore
import SwiftFlowUI

@Suite struct X11DisplayScaleTests {
    @Test func scaleIsDpiOver96() {
        #expect(X11Display.scale(fromResources: "Xft.dpi:\t192\n") == 2)
        #expect(X11Display.scale(fromResources: "Xft.antialias:\t1\nXft.dpi:\t144\nXft.hinting:\t1\n") == 1.5)
    }

    @Test func scaleDefaultsToOne() {
        #expect(X11Display.scale(fromResources: nil) == 1)
        #expect(X11Display.scale(fromResources: "Xft.antialias:\t1\n") == 1)
        #expect(X11Display.scale(fromResources: "Xft.dpi:\tlots\n") == 1)
        #expect(X11Display.scale(fromResources: "Xft.dpi:\t-96\n") == 1)
        #expect(X11Display.scale(fromResources: "Xft.dpi:\t0\n") == 1)
    }

    @Test func missingServerErrorNamesDisplayAndXvfbRun() {
        let message = X11Error.cannotOpenDisplay(display: ":4242").description
        #expect(message.contains("\":4242\""))
        #expect(message.contains("DISPLAY"))
        #expect(message.contains("xvfb-run"))
        #expect(!message.contains("\n"))
        let unset = X11Error.cannotOpenDisplay(display: nil).description
        #expect(unset.contains("DISPLAY is not set"))
        #expect(unset.contains("xvfb-run"))
    }

    @Test func openingAnAbsentServerThrows() {
        #expect(throws: X11Error.cannotOpenDisplay(display: ":4242")) {
            _ = try X11Display(name: ":4242", attempts: 2)
        }
    }
}

extension XServerTests {
    @Suite struct DisplayTests {
        @Test func opensRepeatedlyWithRetry() throws {
            for _ in 0..<20 {
                let display = try X11Display()
                #expect(display.connectionNumber >= 0)
                #expect(display.rootWindow != Window(None))
                #expect(display.scale > 0)
            }
        }

        @Test func internsAtomsOnce() throws {
            let display = try X11Display()
            let first = display.atom("SWIFTFLOW_TEST_ATOM")
            #expect(first != Atom(None))
            #expect(display.atom("SWIFTFLOW_TEST_ATOM") == first)
            #expect(XInternAtom(display.pointer, "SWIFTFLOW_TEST_ATOM", 1) == first)
        }
    }
}

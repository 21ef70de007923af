@preconcurrency import Glibc
import Dispatch

/// SIGTERM, SIGHUP and SIGINT (a logout, a closed terminal, Ctrl+C) handled on the main queue, so the editor
/// can keep its unsaved work before it ends; the process then ends by the same signal, as its parent expects.
@MainActor
enum TerminationSignals {
    static let handled: [Int32] = [SIGTERM, SIGHUP, SIGINT]
    private static var sources: [DispatchSourceSignal] = []

    /// Runs `beforeExit` with the signal's number when one arrives, then ends the process by that signal.
    static func install(_ beforeExit: @escaping @MainActor (Int32) -> Void) {
        guard sources.isEmpty else { return }
        for number in handled {
            // The default action would end the process at once; ignored, the signal only wakes the source.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated {
                    beforeExit(number)
                    end(by: number)
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Ends the process by `number` with its default action. Dispatch keeps handled signals blocked, so the
    /// signal is unblocked first; should it still not end the process, the shell's status for it is used.
    private static func end(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        _exit(128 + number)
    }
}

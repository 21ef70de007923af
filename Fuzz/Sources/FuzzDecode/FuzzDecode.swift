import Foundation
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecode(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Data(bytes: start, count: count)
    MainActor.assumeIsolated {
        do {
            try FuzzTargets.decode(input)
        } catch {
            // A broken property must crash: that is how libFuzzer records the input.
            fatalError("\(error)")
        }
    }
    return 0
}

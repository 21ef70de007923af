import Foundation
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Data(bytes: start, count: count)
    MainActor.assumeIsolated {
        do {
            try FuzzTargets.json(input)
        } catch {
            fatalError("\(error)")
        }
    }
    return 0
}

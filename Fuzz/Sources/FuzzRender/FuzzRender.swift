import Foundation
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Data(bytes: start, count: count)
    MainActor.assumeIsolated {
        do {
            try FuzzTargets.render(input)
        } catch {
            fatalError("\(error)")
        }
    }
    return 0
}

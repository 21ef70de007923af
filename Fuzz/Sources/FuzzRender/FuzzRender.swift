import Foundation
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzTargets.run(start, count, FuzzTargets.render)
}

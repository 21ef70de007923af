/// The editor's main.swift is left out of the fuzz build; what the rest of the editor calls from it is here.
/// An exit with an error is a crash to the fuzzer.
func fail(_ message: String, status: Int32 = 1) -> Never {
    fatalError("swiftflow: \(message) (exit status \(status))")
}

import Foundation

/// Timing figures of one benchmark, in milliseconds.
struct Measurement: Encodable {
    let name: String
    let nodes: Int
    let runs: Int
    let medianMs: Double
    let p95Ms: Double
    let minMs: Double
    let targetMs: Double?
    /// Gesture scenarios: the median time from the event until the canvas has ingested the app's new arrays
    /// and computed its damage (the rest of `medianMs` is drawing the damage).
    var ingestMedianMs: Double?
    /// File path: the process's CPU time (user + system) and peak resident memory when the step ended,
    /// which a loaded machine inflates far less than wall time.
    var processCpuMs: Double?
    var processPeakMB: Double?
    /// File path: the CPU time of the thread that opened the file, since the load began. A big file's edges
    /// are read on a second thread, so with a core free this, not `processCpuMs`, bounds the wall time.
    var threadCpuMs: Double?

    /// Whether the median meets the target (nil without one).
    var meetsTarget: Bool? { targetMs.map { medianMs <= $0 } }

    enum CodingKeys: String, CodingKey {
        case name, nodes, runs, medianMs, p95Ms, minMs, targetMs, meetsTarget, ingestMedianMs, processCpuMs
        case processPeakMB, threadCpuMs
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(nodes, forKey: .nodes)
        try c.encode(runs, forKey: .runs)
        try c.encode(medianMs.rounded(toPlaces: 4), forKey: .medianMs)
        try c.encode(p95Ms.rounded(toPlaces: 4), forKey: .p95Ms)
        try c.encode(minMs.rounded(toPlaces: 4), forKey: .minMs)
        try c.encodeIfPresent(targetMs, forKey: .targetMs)
        try c.encodeIfPresent(meetsTarget, forKey: .meetsTarget)
        try c.encodeIfPresent(ingestMedianMs?.rounded(toPlaces: 4), forKey: .ingestMedianMs)
        try c.encodeIfPresent(processCpuMs?.rounded(toPlaces: 1), forKey: .processCpuMs)
        try c.encodeIfPresent(processPeakMB?.rounded(toPlaces: 1), forKey: .processPeakMB)
        try c.encodeIfPresent(threadCpuMs?.rounded(toPlaces: 1), forKey: .threadCpuMs)
    }
}

/// Runs `body` `runs` times after `warmup` unmeasured runs and summarises the wall-clock times;
/// `setup` runs before each run, untimed.
func measure(
    _ name: String, nodes: Int, runs: Int = 30, warmup: Int = 3, targetMs: Double? = nil,
    setup: (Int) -> Void = { _ in }, _ body: (Int) -> Void
) -> Measurement {
    for i in 0..<warmup {
        setup(i)
        timedPart(i, body)
        runQueuedMainBlocks()
    }
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    samples.reserveCapacity(runs)
    cpuSamples.reserveCapacity(runs)
    for i in 0..<runs {
        setup(i)
        FrameBreakdown.startRun()
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = threadCPUNanoseconds()
        timedPart(i, body)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        FrameBreakdown.endRun(wall: samples[samples.count - 1])
        cpuSamples.append(Double(threadCPUNanoseconds() - startCPU) / 1e6)
        runQueuedMainBlocks()
    }
    if FrameLog.enabled { FrameLog.print(name, nodes: nodes, wall: samples, cpu: cpuSamples) }
    FrameBreakdown.print(name, nodes: nodes)
    samples.sort()
    let p95Index = min(samples.count - 1, Int((Double(samples.count) * 0.95).rounded(.up)) - 1)
    return Measurement(
        name: name, nodes: nodes, runs: runs,
        medianMs: samples[samples.count / 2], p95Ms: samples[max(0, p95Index)], minMs: samples[0],
        targetMs: targetMs
    )
}

/// Runs the blocks waiting on the main queue, after the clock stopped: the app's loop runs them between frames
/// (the node elements a frame let go of are freed there, `RetiredElements`), and the benchmark, which never
/// returns to a loop, would otherwise leave them waiting until it ends.
func runQueuedMainBlocks() {
    RunLoop.main.run(until: Date())
}

/// The measured body of a scenario (warm-up runs too), a function of its own so a profiler can collect only
/// there: `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*timedPart*'`.
@inline(never)
private func timedPart(_ run: Int, _ body: (Int) -> Void) {
    body(run)
}

/// A measured span that runs once (a first frame, the file path), a function of its own for the same
/// `--toggle-collect='*timedPart*'` as the scenarios' bodies.
@inline(never)
func timedPartOnce<T>(_ body: () throws -> T) rethrows -> T {
    try body()
}

/// `--frames`: every timed run's wall and thread-CPU time in run order on stderr, so spikes and drifts that a
/// median hides show (which frames are slow, and whether the time was spent in this thread or waiting).
enum FrameLog {
    nonisolated(unsafe) static var enabled = false

    static func print(_ name: String, nodes: Int, wall: [Double], cpu: [Double]) {
        func list(_ values: [Double]) -> String { values.map { String(format: "%.2f", $0) }.joined(separator: " ") }
        let sortedCPU = cpu.sorted()
        let line = "frames \(name) @\(nodes): cpu median \(String(format: "%.3f", sortedCPU[sortedCPU.count / 2]))\n"
            + "  wall: \(list(wall))\n  cpu:  \(list(cpu))\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}

/// Peak resident memory of this process so far, in megabytes (from /proc/self/status VmHWM).
func peakMemoryMB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first
        return kb.map { $0 / 1024 }
    }
    return nil
}

/// The CPU time (user + system) this process has used so far, in milliseconds.
func processCpuMs() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1_000 + Double(time.tv_usec) / 1_000 }
    return ms(usage.ru_utime) + ms(usage.ru_stime)
}

/// The calling thread's CPU time (user + system) so far, in milliseconds.
func threadCpuMs() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD (Glibc does not import the name)
    func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1_000 + Double(time.tv_usec) / 1_000 }
    return ms(usage.ru_utime) + ms(usage.ru_stime)
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10, Double(places))
        return (self * factor).rounded() / factor
    }
}

/// The CPU time the calling thread has used, in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

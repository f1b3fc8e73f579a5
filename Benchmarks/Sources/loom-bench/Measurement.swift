import LoomCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The medians and counts of one operation on one app.
struct SideResult {
    var medianNanoseconds: Int
    var bodies: Int
    var mutations: MutationCounts
    /// The text rendering of the host tree after the last run.
    var rendering: String
}

/// One operation measured on both apps.
struct OperationResult {
    let operation: Operation
    let engine: SideResult
    let vanilla: SideResult

    var ratio: Double { Double(engine.medianNanoseconds) / Double(max(vanilla.medianNanoseconds, 1)) }
    var treesEqual: Bool { engine.rendering == vanilla.rendering }
}

/// Runs `operation` on fresh apps: one warm-up run, then `operation.runs` timed runs, the
/// engine and the vanilla app alternating so drift hits both alike. Only `work` is timed.
@MainActor
func measure(_ operation: Operation) async -> OperationResult {
    var engineTimes: [Int] = []
    var vanillaTimes: [Int] = []
    var engine: SideResult?
    var vanilla: SideResult?
    for run in 0...operation.runs {
        let isLast = run == operation.runs
        let e = measureOnce(operation, on: EngineTable(), render: isLast)
        let v = measureOnce(operation, on: VanillaTable(), render: isLast)
        if run > 0 {
            engineTimes.append(e.medianNanoseconds)
            vanillaTimes.append(v.medianNanoseconds)
        }
        if isLast {
            engine = e
            vanilla = v
        }
        // Lets the update tasks that state writes scheduled run (they find nothing to do).
        await Task.yield()
    }
    guard var engine, var vanilla else { preconditionFailure("runs must be at least 0") }
    engine.medianNanoseconds = median(engineTimes)
    vanilla.medianNanoseconds = median(vanillaTimes)
    return OperationResult(operation: operation, engine: engine, vanilla: vanilla)
}

/// One run: set up, take the set-up's mutations away, time the work, count what it did.
@MainActor
private func measureOnce(_ operation: Operation, on app: some TableApp, render: Bool) -> SideResult {
    operation.setUp(app)
    _ = app.hostTree.takeMutations()
    let bodiesBefore = app.bodies
    let clock = ContinuousClock()
    let start = clock.now
    let cpuStart = Timing.usesThreadCPUTime ? threadCPUNanoseconds() : 0
    operation.work(app)
    let elapsed = Timing.usesThreadCPUTime ? .nanoseconds(threadCPUNanoseconds() - cpuStart) : clock.now - start
    let batch = app.hostTree.takeMutations()
    let rendering = render ? TextRenderer.render(app.hostTree.snapshot()) : ""
    return SideResult(
        medianNanoseconds: nanoseconds(elapsed), bodies: app.bodies - bodiesBefore,
        mutations: MutationCounts(batch), rendering: rendering)
}

/// How runs are timed.
@MainActor
enum Timing {
    /// `--cpu`: this thread's CPU time instead of the wall clock (ContinuousClock), which on a
    /// loaded machine also counts the time other processes held the core.
    static var usesThreadCPUTime = false
}

/// This thread's CPU time (CLOCK_THREAD_CPUTIME_ID) in nanoseconds.
func threadCPUNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

func nanoseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
}

/// The middle value, or the mean of the two middle ones for an even count; zero for none.
func median<Value: Comparable & AdditiveArithmetic>(_ values: [Value], halving half: (Value) -> Value) -> Value {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .zero }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : half(sorted[middle - 1] + sorted[middle])
}

func median(_ values: [Int]) -> Int { median(values) { $0 / 2 } }

func median(_ values: [Double]) -> Double { median(values) { $0 / 2 } }

/// The geometric mean of positive values.
func geometricMean(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    var logSum = 0.0
    for value in values { logSum += log(value) }
    return exp(logSum / Double(values.count))
}

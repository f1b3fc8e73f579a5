import Foundation
import LoomCore

// loom-bench: the js-framework-benchmark operations on an idiomatic Loom app ("engine") and on
// the same table written by hand against the host tree ("vanilla").
//   swift run -c release --package-path Benchmarks loom-bench          a table and the targets
//   swift run -c release --package-path Benchmarks loom-bench --json   only the JSON array
// `--smoke` runs each operation once and checks trees and count targets (the test command's check).
// `--only <substring>` runs the operations whose name contains it.
// `--cpu` times runs with the thread's CPU time instead of the wall clock (for loaded machines).
// `--memory` prints only the memory per row.
// `--stores` prints only the store dispatch rows; `--profile-stores [views]` repeats them 20 times
// longer for a profiler (only the row with that many views, if given); `--stores --split` times
// the dispatch and the update pass apart. `--stores` also compares the Eazy store with the app
// store and times listeners; with `--cpu` it times with the thread's CPU time.
// `--wire` prints only the bytes the web renderer sends per operation (also part of the table).
// `--terminal` prints only the bytes the terminal renderer writes per operation (also part of the
// table); `--terminal-table` runs the table in this terminal, driven by keys.
// `--lazy` prints only the lazy stack row (1,000 vs 100,000 rows: first render, one-row update, scroll).
// `--split` prints, for the engine app, the time of the model change and of the update pass.
// `--profile <substring>` runs only the engine app, 100 times (set-up and work), for a profiler
// (perf, callgrind): the work shows up under its `EngineTable` method. With `--same-app` it sets
// up once and repeats the work 300 times on the same app (swap, remove, update, select). With
// `--vanilla` it runs the hand-written table instead (under its `VanillaTable` method), so
// instruction counts of both sides come from runs of one shape.
// `--runs N` sets the number of runs. The work alone runs in `profiledWork` (Profiling.swift):
// `valgrind --tool=callgrind --toggle-collect='$s10loom_bench12profiledWork*'` counts only it.
// `--profile-wire <substring>` encodes the operation's patch `--runs N` times (default 10), each
// in `profiledEncoding`, which `Benchmarks/instruction-counts --wire` counts.

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

if arguments.contains("--smoke") {
    let engineHeld = runSmoke()
    let lazyHeld = runLazyRowsSmoke()
    if !runTerminalSmoke() || !engineHeld || !lazyHeld { exit(1) }
} else if arguments.contains("--lazy") {
    print(lazyRowsTable())
} else if arguments.contains("--terminal-table") {
    try await runTerminalTable()
} else if arguments.contains("--terminal") {
    _ = runTerminalSmoke()
} else if let filter = value(after: "--profile") {
    let sameApp = arguments.contains("--same-app")
    let vanilla = arguments.contains("--vanilla")
    let runs = value(after: "--runs").flatMap { Int($0) } ?? (sameApp ? 300 : 100)
    for operation in operations where operation.name.contains(filter) {
        // One uncounted run first, as the timed benchmark takes: the first use of a view type
        // in the process builds its comparison plans, a one-off cost that is not the operation's.
        var app: any TableApp = vanilla ? VanillaTable() : EngineTable()
        operation.setUp(app)
        operation.work(app)
        for run in 0..<runs {
            if run == 0 || !sameApp {
                app = vanilla ? VanillaTable() : EngineTable()
                operation.setUp(app)
                _ = app.hostTree.takeMutations()
            }
            profiledWork(operation, on: app)
            _ = app.hostTree.takeMutations()
            // No `Task.yield()` between runs, unlike the timed runs: the worker threads it starts
            // crash valgrind at exit. So the update hop each app queued never runs, and holds
            // that app's graph and host tree until the process ends (outside the count).
        }
        print("profiled \(operation.name): \(sameApp ? "set up once, \(runs) runs" : "\(runs) runs, each set up")")
    }
} else if let filter = value(after: "--profile-wire") {
    profileWireEncoding(matching: filter, runs: max(1, value(after: "--runs").flatMap { Int($0) } ?? 10))
} else if arguments.contains("--profile-stores") {
    let views = value(after: "--profile-stores").flatMap { Int($0) }.map { [$0] } ?? [1, 100]
    print(renderStoreTable(measureStores(dispatches: 20_000, runs: 5, views: views)))
    print(renderStoreComparison(measureStoreComparison(dispatches: 20_000, runs: 5, views: views), listeners: []))
} else if arguments.contains("--stores"), arguments.contains("--split") {
    for views in [1, 100] {
        let split = splitStoreDispatch(views: views)
        print("\(views) view(s): dispatch \(fixed(split.dispatch, 1)) ns, update \(fixed(split.update, 1)) ns, takeMutations \(fixed(split.takeMutations, 1)) ns")
    }
} else if arguments.contains("--stores") {
    Timing.usesThreadCPUTime = arguments.contains("--cpu")
    print(renderStoreTable(measureStores()))
    print("")
    print(renderStoreComparison(measureStoreComparison(), listeners: measureListeners()))
} else if arguments.contains("--wire") {
    print(renderWireTable(measureWireBytes()))
} else if arguments.contains("--memory") {
    if let memory = measureMemory() {
        print("memory per row at 10,000 rows: engine app \(Int(memory.engineBytesPerRow)) B, hand-written \(Int(memory.vanillaBytesPerRow)) B")
    }
} else if arguments.contains("--split") {
    // Where the engine's time goes: the model change (observation, invalidation) vs the pass.
    EngineTable.splitsTiming = true
    print("operation                      change µs   update µs  (medians of 15 runs)")
    for operation in operations where value(after: "--only").map(operation.name.contains) ?? true {
        var changes: [Int] = []
        var updates: [Int] = []
        for _ in 0..<15 {
            let app = EngineTable()
            operation.setUp(app)
            operation.work(app)
            changes.append(nanoseconds(app.lastSplit.change))
            updates.append(nanoseconds(app.lastSplit.update))
        }
        let name = operation.name.padding(29)
        print("\(name)  \(fixed(Double(median(changes)) / 1e3, 1).padLeft(10))  \(fixed(Double(median(updates)) / 1e3, 1).padLeft(10))")
    }
} else {
    let printsJSON = arguments.contains("--json")
    Timing.usesThreadCPUTime = arguments.contains("--cpu")
    let filter = value(after: "--only")
    // Memory first, while the heap holds nothing but the runtime.
    let memory = printsJSON ? nil : measureMemory()
    var results: [OperationResult] = []
    for operation in operations where filter.map(operation.name.contains) ?? true {
        if !printsJSON { print("measuring \(operation.name)…") }
        results.append(await measure(operation))
    }
    let stores = filter == nil ? measureStores() : []
    if printsJSON {
        print(renderJSON(results, extra: storeJSONObjects(stores)))
    } else {
        let checks = checkTargets(results, memory: memory)
        print("")
        print(renderTable(results, memory: memory, checks: checks))
        print("")
        print(renderWireTable(measureWireBytes()))
        print("")
        _ = runTerminalSmoke()
        print("")
        print(lazyRowsTable())
        if !stores.isEmpty {
            print("")
            print(renderStoreTable(stores))
        }
        for result in results where !result.treesEqual {
            print("\nhost trees differ after \(result.operation.name); engine first lines:")
            print(result.engine.rendering.split(separator: "\n").prefix(8).joined(separator: "\n"))
            print("vanilla first lines:")
            print(result.vanilla.rendering.split(separator: "\n").prefix(8).joined(separator: "\n"))
        }
    }
}

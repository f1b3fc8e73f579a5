import LoomCore

/// The timed work of one operation, alone in a function of its own, so a profiler can count it
/// and nothing else: callgrind's `--toggle-collect` on this symbol counts the operation's work
/// on either app, without the set-up (which for create and replace calls the same `run` method
/// the work does) and without draining the mutations afterwards.
@inline(never) @MainActor
func profiledWork(_ operation: Operation, on app: any TableApp) {
    operation.work(app)
}

/// The wire encoding of one operation's patch, alone in a function of its own for the same
/// reason: `Benchmarks/instruction-counts --wire` counts only this symbol, so the figure is what
/// the server's socket writer spends turning the engine's mutations into the page's patch text.
@inline(never)
func profiledEncoding(_ encoder: inout WireEncoder, _ batch: [HostMutation]) -> String? {
    try? encoder.patch(batch)
}

/// `--profile-wire <substring>`: for each matching operation, `runs` encoders each reset to the
/// tree before the operation, then the operation's batch encoded once by each (in
/// `profiledEncoding`). The set-up, the engine's work and the resets are outside the count.
@MainActor
func profileWireEncoding(matching filter: String, runs: Int) {
    for operation in operations where operation.name.contains(filter) {
        let app = EngineTable()
        operation.setUp(app)
        _ = app.hostTree.takeMutations()
        let before = app.hostTree.snapshot()
        var encoders = (0...runs).map { _ in
            var encoder = WireEncoder()
            _ = encoder.reset(to: before)
            return encoder
        }
        operation.work(app)
        let batch = app.hostTree.takeMutations()
        var bytes = 0
        // The first encoder is the uncounted warm-up, as `--profile` takes one.
        _ = try? encoders[0].patch(batch)
        for index in 1...runs {
            bytes = profiledEncoding(&encoders[index], batch)?.utf8.count ?? -1
        }
        print("profiled wire \(operation.name): \(runs) runs, \(bytes) bytes a patch")
    }
}

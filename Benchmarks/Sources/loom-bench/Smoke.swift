import LoomCore

/// `--smoke`: each operation once on each app, checking what does not depend on speed: the two
/// host trees are equal afterwards, and the count targets hold (bodies run, mutations emitted).
/// Run by the project's test command in a debug build; returns whether everything held.
@MainActor
func runSmoke() -> Bool {
    var failures: [String] = []
    for operation in operations {
        let engine = EngineTable()
        let vanilla = VanillaTable()
        for app in [engine as any TableApp, vanilla] {
            operation.setUp(app)
            _ = app.hostTree.takeMutations()
        }
        let bodiesBefore = engine.bodies
        operation.work(engine)
        operation.work(vanilla)
        let bodies = engine.bodies - bodiesBefore
        let counts = MutationCounts(engine.hostTree.takeMutations())
        _ = vanilla.hostTree.takeMutations()
        if TextRenderer.render(engine.hostTree.snapshot()) != TextRenderer.render(vanilla.hostTree.snapshot()) {
            failures.append("\(operation.name): the engine's host tree differs from the hand-written one")
        }
        switch operation.name {
        case "update every 10th row" where bodies > 101 || counts.textUpdates != 100:
            failures.append("\(operation.name): \(bodies) bodies, \(counts.textUpdates) label updates (want ≤ 101, 100)")
        case "select a row" where bodies > 3:
            failures.append("\(operation.name): \(bodies) bodies (want ≤ 3)")
        case "swap rows 2 and 999" where counts.moves > 2 || counts.inserts + counts.removes > 0:
            failures.append("\(operation.name): \(counts.moves) moves, \(counts.inserts) inserts, \(counts.removes) removes (want ≤ 2 moves only)")
        case "remove a row" where counts.removes != 1 || counts.inserts + counts.moves > 0:
            failures.append("\(operation.name): \(counts.removes) removes (want exactly 1 and nothing else)")
        case "clear 1,000 rows" where counts.removes != 1 || counts.total != 1:
            failures.append("\(operation.name): \(counts.total) mutations (want one that removes every row)")
        default:
            break
        }
        print("smoke \(operation.name): \(bodies) bodies, \(counts.inserts) inserts, \(counts.removes) removes, \(counts.moves) moves, \(counts.updates) updates")
    }
    // The store rows: one dispatch re-runs exactly the one body that reads the changed field and
    // sends one label update, however many other views observe the store.
    for row in measureStores(dispatches: 10, runs: 1) {
        if row.bodiesPerDispatch != 1 || row.mutationsPerDispatch != 1 {
            failures.append("\(row.operation): \(row.bodiesPerDispatch) bodies, \(row.mutationsPerDispatch) mutations per dispatch (want 1, 1)")
        }
        print("smoke \(row.operation): \(row.bodiesPerDispatch) bodies, \(row.mutationsPerDispatch) mutations per dispatch")
    }
    let checked = operations.count + 2
    let failed = Set(failures.map { $0.split(separator: ":")[0] }).count
    for failure in failures { print("FAILED \(failure)") }
    print("\(checked - failed) passed, \(failed) failed")
    return failures.isEmpty
}

import LoomBenchmarkTable
import LoomCore

/// What the benchmark does to an app: the js-framework-benchmark's buttons and row actions.
/// Each call leaves the host tree up to date (the engine app runs its update pass).
@MainActor
protocol TableApp: AnyObject {
    /// The tree whose mutations are counted and whose final shape is compared.
    var hostTree: HostTree { get }
    /// How many `body` evaluations the app has run so far (0 for hand-written code).
    var bodies: Int { get }
    func run(_ count: Int)
    func add(_ count: Int)
    func updateEvery10th()
    func select(row index: Int)
    func swapRows()
    func remove(row index: Int)
    func clear()
}

/// A Loom app showing the shared ``BenchmarkTable``: each operation changes the table's model,
/// then runs the update pass a scheduled render would run.
@MainActor
protocol HostedTable: TableApp {
    var table: BenchmarkTable { get }
    var host: ViewHost { get }
    /// Runs a state change and the update pass after it.
    func change(_ work: () -> Void)
}

extension HostedTable {
    var hostTree: HostTree { host.hostTree }
    var bodies: Int { host.statistics.bodies }

    func run(_ count: Int) { change { table.run(count) } }
    func add(_ count: Int) { change { table.add(count) } }
    func updateEvery10th() { change { table.updateEvery10th() } }
    func select(row index: Int) { change { table.select(table.rows[index]) } }
    func swapRows() { change { table.swapRows() } }
    func remove(row index: Int) { change { table.remove(table.rows[index]) } }
    func clear() { change { table.clear() } }

    func change(_ work: () -> Void) {
        work()
        host.update()
    }
}

/// The idiomatic Loom app (``BenchmarkTableView``), driven by changing its model and running
/// the update pass.
@MainActor
final class EngineTable: HostedTable {
    let table = BenchmarkTable()
    let host: ViewHost
    /// Runtime issues the engine reported (a correct app has none).
    private(set) var issues: [String] = []

    init() {
        host = ViewHost(BenchmarkTableView(table: table))
        host.issueHandler = { [weak self] issue in self?.issues.append("\(issue)") }
    }

    /// With `--split`: the time of the last state change and of the update pass that followed.
    static var splitsTiming = false
    private(set) var lastSplit: (change: Duration, update: Duration) = (.zero, .zero)

    func change(_ work: () -> Void) {
        guard Self.splitsTiming else {
            work()
            host.update()
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        work()
        let changed = clock.now
        host.update()
        lastSplit = (changed - start, clock.now - changed)
    }
}

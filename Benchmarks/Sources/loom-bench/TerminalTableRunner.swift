import LoomBenchmarkTable
import LoomCore

/// `loom-bench --terminal-table`: ``TerminalBenchApp`` in the real terminal, driven by keys
/// (c create, a append, u update, s select, w swap, d remove, x clear; Ctrl-C quits). What
/// `Benchmarks/terminal-compare` runs under tmux beside the Textual app.
@MainActor
func runTerminalTable() async throws {
    let host = ViewHost(TerminalBenchApp(table: BenchmarkTable()))
    let driver = TerminalDriver()
    driver.show(host)
    try await driver.run()
    host.tearDown()
}

/// `--smoke`'s terminal part: the rows measured once and their checks; whether all held.
@MainActor
func runTerminalSmoke() -> Bool {
    do {
        let rows = try measureTerminalBytes()
        print(renderTerminalTable(rows))
        return terminalFailures(rows).isEmpty
    } catch {
        print("FAILED terminal rows: the renderer refused the mutation log: \(error)")
        return false
    }
}

import LoomBenchmarkTable
import LoomCore

/// The benchmark table as a terminal app: the shared table's rows (``BenchmarkRows``) in a
/// scroll view under a row of buttons, each bound to a key with `keyboardShortcut` so the
/// operations can be driven from a keyboard (and from `tmux send-keys`). The Textual app in
/// `Benchmarks/terminal/textual_table.py` answers the same keys.
struct TerminalBenchApp: View {
    let table: BenchmarkTable

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("c create") { table.run(1_000) }.keyboardShortcut("c", modifiers: [])
                Button("a append") { table.add(1_000) }.keyboardShortcut("a", modifiers: [])
                Button("u update") { table.updateEvery10th() }.keyboardShortcut("u", modifiers: [])
                Button("s select") { table.selectNext() }.keyboardShortcut("s", modifiers: [])
                Button("w swap") { table.swapRows() }.keyboardShortcut("w", modifiers: [])
                Button("d remove") { table.removeFourth() }.keyboardShortcut("d", modifiers: [])
                Button("x clear") { table.clear() }.keyboardShortcut("x", modifiers: [])
            }
            ScrollView {
                BenchmarkRows(table: table, spacing: 0)
            }
        }
    }
}

extension BenchmarkTable {
    /// Selects the row after the selected one (the first row when none is), so each press of
    /// the key changes two rows, as the benchmark's select does.
    func selectNext() {
        guard !rows.isEmpty else { return }
        let next = (rows.firstIndex { $0.isSelected } ?? -1) + 1
        select(rows[next % rows.count])
    }

    /// Removes the fourth row, as the benchmark's remove does.
    func removeFourth() {
        if rows.count > 3 { remove(rows[3]) }
    }
}

/// ``TerminalBenchApp`` driven like the other apps of the benchmark, for the byte counts.
@MainActor
final class TerminalTableApp: HostedTable {
    let table = BenchmarkTable()
    let host: ViewHost

    init() {
        host = ViewHost(TerminalBenchApp(table: table))
        host.update()
    }
}

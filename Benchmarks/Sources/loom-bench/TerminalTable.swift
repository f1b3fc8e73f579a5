import LoomCore

/// The benchmark table as a terminal app: the same model and rows as ``BenchApp``, in a
/// scroll view under a row of buttons, each bound to a key with `keyboardShortcut` so the
/// operations can be driven from a keyboard (and from `tmux send-keys`). The Textual app in
/// `Benchmarks/terminal/textual_table.py` answers the same keys.
struct TerminalBenchApp: View {
    let model: TableModel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("c create") { model.run(1_000) }.keyboardShortcut("c", modifiers: [])
                Button("a append") { model.add(1_000) }.keyboardShortcut("a", modifiers: [])
                Button("u update") { model.updateEvery10th() }.keyboardShortcut("u", modifiers: [])
                Button("s select") { model.selectNext() }.keyboardShortcut("s", modifiers: [])
                Button("w swap") { model.swapRows() }.keyboardShortcut("w", modifiers: [])
                Button("d remove") { model.removeFourth() }.keyboardShortcut("d", modifiers: [])
                Button("x clear") { model.clear() }.keyboardShortcut("x", modifiers: [])
            }
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(model.rows) { row in
                        RowView(row: row, model: model)
                    }
                }
            }
        }
    }
}

extension TableModel {
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
final class TerminalTableApp: TableApp {
    let model = TableModel()
    let host: ViewHost

    init() {
        host = ViewHost(TerminalBenchApp(model: model))
        host.update()
    }

    var hostTree: HostTree { host.hostTree }
    var bodies: Int { host.statistics.bodies }

    func run(_ count: Int) { change { model.run(count) } }
    func add(_ count: Int) { change { model.add(count) } }
    func updateEvery10th() { change { model.updateEvery10th() } }
    func select(row index: Int) { change { model.select(model.rows[index]) } }
    func swapRows() { change { model.swapRows() } }
    func remove(row index: Int) { change { model.remove(model.rows[index]) } }
    func clear() { change { model.clear() } }

    private func change(_ work: () -> Void) {
        work()
        host.update()
    }
}

import Loom

/// js-framework-benchmark's keyed table as a Loom user writes it: the buttons, then one row per
/// entry (id, label, select, remove). `Benchmarks/browser-bench` drives it in headless Chromium
/// beside a hand-written page of the same table (Benchmarks/browser/vanilla.html), so the
/// identifiers here are the ones that page uses.
public struct BenchmarkTableApp: View {
    @State private var table = BenchmarkTable()

    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("Create 1,000 rows") { table.run(1_000) }.accessibilityIdentifier("run")
                Button("Create 10,000 rows") { table.run(10_000) }.accessibilityIdentifier("runlots")
                Button("Append 1,000 rows") { table.add(1_000) }.accessibilityIdentifier("add")
                Button("Update every 10th row") { table.updateEvery10th() }.accessibilityIdentifier("update")
                Button("Clear") { table.clear() }.accessibilityIdentifier("clear")
                Button("Swap Rows") { table.swapRows() }.accessibilityIdentifier("swaprows")
            }
            VStack(alignment: .leading) {
                ForEach(table.rows) { row in
                    BenchmarkRowView(row: row, table: table)
                }
            }
            .accessibilityIdentifier("tbody")
        }
    }
}

/// One row: the selected row is red; its body reads only its own row.
struct BenchmarkRowView: View {
    let row: BenchmarkRow
    let table: BenchmarkTable

    var body: some View {
        HStack {
            Text("\(row.id)")
            Text(row.label)
            Button("select") { table.select(row) }
            Button("remove") { table.remove(row) }
        }
        .foregroundColor(row.isSelected ? .red : nil)
    }
}

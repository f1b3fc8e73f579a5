import LoomCore

/// js-framework-benchmark's keyed table as a Loom user writes it, with the app's own table:
/// what the showcase serves.
public struct BenchmarkTableApp: View {
    @State private var table = BenchmarkTable()

    public init() {}

    public var body: some View {
        BenchmarkTableView(table: table)
    }
}

/// The table's view: the buttons, then the rows in a container of their own, as
/// js-framework-benchmark's page keeps them in a `tbody` apart from the buttons (so clearing the
/// rows empties that container). The identifiers are the ones the benchmark's pages use
/// (`Benchmarks/browser/vanilla.html`, the hand-written host tree of loom-bench).
public struct BenchmarkTableView: View {
    let table: BenchmarkTable

    public init(table: BenchmarkTable) {
        self.table = table
    }

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
            BenchmarkRows(table: table)
        }
    }
}

/// The rows alone, in their container: a view of its own so another screen (loom-bench's
/// terminal table) shows the same rows under its own buttons.
public struct BenchmarkRows: View {
    let table: BenchmarkTable
    let spacing: Double?

    public init(table: BenchmarkTable, spacing: Double? = nil) {
        self.table = table
        self.spacing = spacing
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            ForEach(table.rows) { row in
                BenchmarkRowView(row: row, table: table)
            }
        }
        .accessibilityIdentifier("tbody")
    }
}

/// One row: id, label, a select button and a remove button; the selected row is red. Its body
/// reads only its own row.
public struct BenchmarkRowView: View {
    let row: BenchmarkRow
    let table: BenchmarkTable

    public init(row: BenchmarkRow, table: BenchmarkTable) {
        self.row = row
        self.table = table
    }

    public var body: some View {
        HStack {
            Text("\(row.id)")
            Text(row.label)
            Button("select") { table.select(row) }
            Button("remove") { table.remove(row) }
        }
        .foregroundColor(row.isSelected ? .red : nil)
    }
}

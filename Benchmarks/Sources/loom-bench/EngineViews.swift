import LoomCore

/// The benchmark app as a Loom user writes it: the buttons, then one `RowView` per row.
struct BenchApp: View {
    let model: TableModel

    var body: some View {
        VStack {
            HStack {
                Button("Create 1,000 rows") { model.run(1_000) }
                Button("Create 10,000 rows") { model.run(10_000) }
                Button("Append 1,000 rows") { model.add(1_000) }
                Button("Update every 10th row") { model.updateEvery10th() }
                Button("Clear") { model.clear() }
                Button("Swap Rows") { model.swapRows() }
            }
            ForEach(model.rows) { row in
                RowView(row: row, model: model)
            }
        }
    }
}

/// One row: id, label, a select button and a remove button; the selected row is red.
struct RowView: View {
    let row: RowModel
    let model: TableModel

    var body: some View {
        HStack {
            Text("\(row.id)")
            Text(row.label)
            Button("select") { model.select(row) }
            Button("remove") { model.remove(row) }
        }
        .foregroundColor(row.isSelected ? .red : nil)
    }
}

import LoomCore

// The engine app's model, written the way a Loom user is told to for performance: one
// `@Observable` object per row, so a row's body depends only on its own row, and the rows in a
// `ListModel`, so an edit of the list reaches its `ForEach` as that edit. Changing one label or
// the selection re-runs only the rows concerned; swapping, removing or appending rows touches
// only those rows, whatever the list's length.

/// One row of the table.
@MainActor @Observable
final class RowModel: Identifiable {
    let id: Int
    var label: String
    var isSelected = false

    init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

/// The table: its rows and the actions of the benchmark's buttons.
@MainActor @Observable
final class TableModel {
    /// A `let`: the list changes, not the property, so the table's body does not run again.
    let rows = ListModel<RowModel>()
    /// Which row is highlighted; views read each row's `isSelected`, never this, so selecting
    /// touches two rows instead of every row.
    @ObservationIgnored private var selected: RowModel?
    @ObservationIgnored private var nextID = 1
    @ObservationIgnored private var labels = LabelSource()

    /// Replaces every row with `count` new ones.
    func run(_ count: Int) {
        selected = nil
        rows.elements = makeRows(count)
    }

    /// Adds `count` new rows at the end.
    func add(_ count: Int) {
        rows.append(contentsOf: makeRows(count))
    }

    /// Appends " !!!" to the label of every tenth row, starting with the first.
    func updateEvery10th() {
        for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !!!" }
    }

    /// Highlights `row`, and only it.
    func select(_ row: RowModel) {
        selected?.isSelected = false
        row.isSelected = true
        selected = row
    }

    /// Swaps the second and the second-to-last of 1,000 rows (rows 2 and 999).
    func swapRows() {
        guard rows.count > 998 else { return }
        rows.swapAt(1, 998)
    }

    /// Removes `row`.
    func remove(_ row: RowModel) {
        guard let index = rows.firstIndex(where: { $0 === row }) else { return }
        if selected === row { selected = nil }
        rows.remove(at: index)
    }

    /// Removes every row.
    func clear() {
        selected = nil
        rows.removeAll()
    }

    private func makeRows(_ count: Int) -> [RowModel] {
        var made: [RowModel] = []
        made.reserveCapacity(count)
        for _ in 0..<count {
            made.append(RowModel(id: nextID, label: labels.next()))
            nextID += 1
        }
        return made
    }
}

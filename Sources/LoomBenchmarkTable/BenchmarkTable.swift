import LoomCore

// js-framework-benchmark's keyed table, once, for every benchmark that runs it: the showcase's
// "Benchmark table" window (driven in Chromium by Benchmarks/browser-bench) and loom-bench (on
// a host tree, no server). Written the way a Loom user is told to for performance: one
// `@Observable` object per row, so a row's body depends only on its own row, and the rows in a
// `ListModel`, so an edit of the list reaches its `ForEach` as that edit.

/// One row of the benchmark table: an object of its own, so changing its label or selection
/// re-runs only its row's body.
@MainActor @Observable
public final class BenchmarkRow: Identifiable {
    public let id: Int
    public var label: String
    public var isSelected = false

    init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

/// The table's rows and the benchmark's operations.
@MainActor @Observable
public final class BenchmarkTable {
    /// A `let`: the list changes, not the property, so the table's own body does not run again.
    public let rows = ListModel<BenchmarkRow>()
    /// Which row is highlighted; views read each row's `isSelected`, never this, so selecting
    /// touches two rows instead of every row.
    @ObservationIgnored private var selected: BenchmarkRow?
    @ObservationIgnored private var nextID = 1
    @ObservationIgnored private var labels = BenchmarkLabels()

    public init() {}

    /// Replaces every row with `count` new ones.
    public func run(_ count: Int) {
        selected = nil
        rows.elements = makeRows(count)
    }

    /// Adds `count` new rows at the end.
    public func add(_ count: Int) {
        rows.append(contentsOf: makeRows(count))
    }

    /// Appends " !!!" to the label of every tenth row, starting with the first.
    public func updateEvery10th() {
        for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !!!" }
    }

    /// Highlights `row`, and only it.
    public func select(_ row: BenchmarkRow) {
        selected?.isSelected = false
        row.isSelected = true
        selected = row
    }

    /// Swaps the second and the second-to-last of 1,000 rows (rows 2 and 999).
    public func swapRows() {
        guard rows.count > 998 else { return }
        rows.swapAt(1, 998)
    }

    /// Removes `row`.
    public func remove(_ row: BenchmarkRow) {
        guard let index = rows.firstIndex(where: { $0 === row }) else { return }
        if selected === row { selected = nil }
        rows.remove(at: index)
    }

    /// Removes every row.
    public func clear() {
        selected = nil
        rows.removeAll()
    }

    private func makeRows(_ count: Int) -> [BenchmarkRow] {
        var made: [BenchmarkRow] = []
        made.reserveCapacity(count)
        for _ in 0..<count {
            made.append(BenchmarkRow(id: nextID, label: labels.next()))
            nextID += 1
        }
        return made
    }
}

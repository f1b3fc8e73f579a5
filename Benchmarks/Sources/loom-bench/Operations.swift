/// One benchmark operation: the state it starts from (built untimed), the timed work, and how
/// many timed runs to take the median of. Every run starts from a fresh app.
struct Operation: Sendable {
    let name: String
    let runs: Int
    let setUp: @MainActor @Sendable (any TableApp) -> Void
    let work: @MainActor @Sendable (any TableApp) -> Void
}

/// The js-framework-benchmark set, on a table of rows (id, label, select, remove).
let operations: [Operation] = [
    Operation(name: "create 1,000 rows", runs: 15, setUp: { _ in }, work: { $0.run(1_000) }),
    Operation(name: "replace all 1,000 rows", runs: 15, setUp: { $0.run(1_000) }, work: { $0.run(1_000) }),
    Operation(name: "update every 10th row", runs: 15, setUp: { $0.run(1_000) }, work: { $0.updateEvery10th() }),
    // The first row is selected beforehand, so the timed select also clears a highlight.
    Operation(
        name: "select a row", runs: 15, setUp: { $0.run(1_000); $0.select(row: 0) }, work: { $0.select(row: 1) }),
    Operation(name: "swap rows 2 and 999", runs: 15, setUp: { $0.run(1_000) }, work: { $0.swapRows() }),
    Operation(name: "remove a row", runs: 15, setUp: { $0.run(1_000) }, work: { $0.remove(row: 3) }),
    Operation(name: "create 10,000 rows", runs: 7, setUp: { _ in }, work: { $0.run(10_000) }),
    Operation(name: "append 1,000 rows to 10,000", runs: 7, setUp: { $0.run(10_000) }, work: { $0.add(1_000) }),
    Operation(name: "clear 1,000 rows", runs: 15, setUp: { $0.run(1_000) }, work: { $0.clear() }),
]

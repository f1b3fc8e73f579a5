import LoomCore

/// Bytes to the terminal: what `TerminalRenderer` writes for each table operation (only the
/// cells that changed), beside a full redraw of the same screen and the number of cells the
/// frame rewrote. Exact counts on a fixed screen, not timings.
struct TerminalRow {
    let operation: String
    let diffBytes: Int
    let changedCells: Int
    let fullRedrawBytes: Int
    /// Whether the renderer's replica equals the app's tree afterwards (the replay invariant).
    let replicaMatches: Bool
}

/// The screen the rows are measured on: the size of the tmux window of the Textual comparison
/// (`Benchmarks/terminal-compare`), in the 256 colours tmux offers there.
enum TerminalBenchScreen {
    static let size = CellSize(width: 100, height: 30)
    static let depth = ColorDepth.palette256
}

/// The table operations measured on the terminal: the benchmark's, without the 10,000-row ones
/// (a screen shows 30 rows either way), with appending to 1,000 rows as the terminal table's
/// `a` key does.
let terminalOperations = operations.filter { !$0.name.contains("10,000") } + [
    Operation(name: "append 1,000 rows to 1,000", runs: 1, setUp: { $0.run(1_000) }, work: { $0.add(1_000) }),
]

/// Each operation once on ``TerminalTableApp``: the screen is drawn after the set-up, then the
/// operation's frame is counted, then a full redraw of the screen it leads to.
@MainActor
func measureTerminalBytes() throws -> [TerminalRow] {
    try terminalOperations.map { operation in
        let app = TerminalTableApp()
        operation.setUp(app)
        var renderer = TerminalRenderer(size: TerminalBenchScreen.size, colorDepth: TerminalBenchScreen.depth)
        try renderer.apply(app.hostTree.takeMutations())
        _ = renderer.frame()
        operation.work(app)
        try renderer.apply(app.hostTree.takeMutations())
        let frame = renderer.frame()
        let full = renderer.fullRedraw()
        return TerminalRow(
            operation: operation.name, diffBytes: frame.bytes.count, changedCells: frame.changedCells,
            fullRedrawBytes: full.bytes.count,
            replicaMatches: TextRenderer.render(renderer.snapshot) == TextRenderer.render(app.hostTree.snapshot()))
    }
}

/// The operations whose frame must cost less than redrawing the screen: each changes a few
/// rows of it.
let smallTerminalOperations = ["update every 10th row", "select a row", "swap rows 2 and 999", "remove a row"]

/// What must hold of the rows, as failure messages: a small operation's frame is smaller than
/// a full redraw and changes something; every replica equals its tree.
func terminalFailures(_ rows: [TerminalRow]) -> [String] {
    var failures: [String] = []
    for row in rows {
        if !row.replicaMatches { failures.append("\(row.operation): the terminal renderer's replica differs from the tree") }
        guard smallTerminalOperations.contains(row.operation) else { continue }
        if row.changedCells == 0 { failures.append("\(row.operation): the terminal frame changed no cell") }
        if row.diffBytes >= row.fullRedrawBytes {
            failures.append("\(row.operation): \(row.diffBytes) terminal bytes, not fewer than a full redraw's \(row.fullRedrawBytes)")
        }
    }
    return failures
}

/// The terminal table and its targets.
func renderTerminalTable(_ rows: [TerminalRow]) -> String {
    let size = TerminalBenchScreen.size
    var lines = ["terminal, \(size.width)×\(size.height) cells    frame bytes   cells changed   full redraw bytes"]
    for row in rows {
        lines.append(
            "\(row.operation.padding(29))  \(String(row.diffBytes).padLeft(11))   \(String(row.changedCells).padLeft(13))   \(String(row.fullRedrawBytes).padLeft(17))")
    }
    let failures = terminalFailures(rows)
    lines.append("  [\(failures.isEmpty ? "pass" : "FAIL")] each small operation's frame < a full redraw; replicas equal their trees")
    lines += failures.map { "    \($0)" }
    return lines.joined(separator: "\n")
}

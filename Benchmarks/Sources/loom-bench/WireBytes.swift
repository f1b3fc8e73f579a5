import LoomCore

/// Bytes on the wire: what the web renderer sends a page for each table operation (the patch
/// message from `WireEncoder`), beside the size of a full re-render of the same tree as HTML
/// (what a server re-sending the page would send). Sizes are exact counts, not timings.
struct WireRow {
    let operation: String
    let patchBytes: Int
    let fullRenderBytes: Int
}

/// The table operations plus "add one row", each measured once on the engine app.
@MainActor
func measureWireBytes() -> [WireRow] {
    let wireOperations = operations + [
        Operation(name: "add one row to 1,000", runs: 1, setUp: { $0.run(1_000) }, work: { $0.add(1) }),
    ]
    return wireOperations.map { operation in
        let app = EngineTable()
        operation.setUp(app)
        _ = app.hostTree.takeMutations()
        var encoder = WireEncoder()
        _ = encoder.reset(to: app.hostTree.snapshot())
        operation.work(app)
        let batch = app.hostTree.takeMutations()
        let patch = (try? encoder.patch(batch)) ?? nil
        return WireRow(
            operation: operation.name,
            patchBytes: patch?.utf8.count ?? 0,
            fullRenderBytes: HTMLWriter.html(of: app.hostTree.snapshot()).utf8.count)
    }
}

/// The wire table and its targets (issues: adding one row ≤ 300 bytes; updating every 10th of
/// 1,000 rows ≤ 3 KB; issue 18: creating or replacing 1,000 rows ≤ 60 KB, clearing them in one small
/// message).
func renderWireTable(_ rows: [WireRow]) -> String {
    var lines = ["operation                      patch bytes   full re-render bytes"]
    for row in rows {
        lines.append("\(row.operation.padding(29))  \(String(row.patchBytes).padLeft(11))   \(String(row.fullRenderBytes).padLeft(20))")
    }
    func bytes(_ name: String) -> Int { rows.first { $0.operation == name }?.patchBytes ?? -1 }
    let addOne = bytes("add one row to 1,000")
    let update = bytes("update every 10th row")
    lines.append("  [\(addOne <= 300 ? "pass" : "FAIL")] adding one row <= 300 bytes: \(addOne)")
    lines.append("  [\(update <= 3000 ? "pass" : "FAIL")] updating every 10th of 1,000 rows <= 3 KB: \(update)")
    let create = bytes("create 1,000 rows")
    let clear = bytes("clear 1,000 rows")
    lines.append("  [\(create <= 60_000 ? "pass" : "FAIL")] creating 1,000 rows <= 60 KB: \(create)")
    lines.append("  [\(clear <= 100 ? "pass" : "FAIL")] clearing 1,000 rows <= 100 bytes: \(clear)")
    // New rows the host tree places from the back (after every row was replaced) share one template too.
    let replace = bytes("replace all 1,000 rows")
    lines.append("  [\(replace <= 60_000 ? "pass" : "FAIL")] replacing 1,000 rows <= 60 KB: \(replace)")
    return lines.joined(separator: "\n")
}

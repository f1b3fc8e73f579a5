@MainActor
/// The human-readable table: one line per operation, then the targets.
func renderTable(_ results: [OperationResult], memory: MemoryResult?, checks: [TargetCheck]) -> String {
    let header = ["operation", "engine ms", "vanilla ms", "ratio", "bodies", "mutations", "engine mutations by kind", "trees"]
    var rows: [[String]] = [header]
    for result in results {
        rows.append([
            result.operation.name,
            fixed(Double(result.engine.medianNanoseconds) / 1e6, 3),
            fixed(Double(result.vanilla.medianNanoseconds) / 1e6, 3),
            fixed(result.ratio, 2),
            "\(result.engine.bodies)",
            "\(result.engine.mutations.total)" + (result.engine.mutations == result.vanilla.mutations
                ? "" : " (vanilla \(result.vanilla.mutations.total))"),
            result.engine.mutations.summary,
            result.treesEqual ? "equal" : "DIFFER",
        ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    var lines: [String] = []
    for (index, row) in rows.enumerated() {
        let cells = row.indices.map { column in
            column == 0 || column >= 6 ? row[column].padding(widths[column]) : row[column].padLeft(widths[column])
        }
        lines.append(cells.joined(separator: "  "))
        if index == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
    lines.append("")
    lines.append("times: medians of the timed runs (fresh app per run, set-up untimed), "
        + (Timing.usesThreadCPUTime ? "thread CPU time" : "wall clock (ContinuousClock)") + "; ratio = engine / vanilla")
    lines.append("geometric mean of ratios: " + fixed(geometricMean(results.map(\.ratio)), 2))
    if let memory {
        lines.append("memory per row at 10,000 rows: engine app \(Int(memory.engineBytesPerRow)) B, "
            + "hand-written host tree \(Int(memory.vanillaBytesPerRow)) B "
            + "(of the engine's, \(Int(memory.retainedLogBytesPerRow)) B/row stay reserved by the host tree's emptied mutation log)")
        lines.append("  method: " + memory.method)
        if let breakdown = memory.breakdown { lines.append("  " + breakdown.summary(totalPerRow: memory.engineBytesPerRow)) }
    } else {
        lines.append("memory per row: not measured (mallinfo2 is glibc-only)")
    }
    lines.append("")
    lines.append("targets:")
    for check in checks {
        lines.append("  [\(check.passes ? "pass" : "FAIL")] \(check.description): \(check.measured)")
    }
    return lines.joined(separator: "\n")
}

/// The JSON array: one object per operation with the keys the issue fixes.
func renderJSON(_ results: [OperationResult], extra: [String] = []) -> String {
    let objects = results.map { result in
        "  {\"operation\": \"\(result.operation.name)\", \"engine_ns\": \(result.engine.medianNanoseconds), "
            + "\"vanilla_ns\": \(result.vanilla.medianNanoseconds), \"ratio\": \(fixed(result.ratio, 3)), "
            + "\"bodies\": \(result.engine.bodies), \"mutations\": \(result.engine.mutations.total)}"
    }
    return "[\n" + (objects + extra).joined(separator: ",\n") + "\n]"
}

/// `value` with exactly `digits` decimals (no Foundation needed).
func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale)
    var fraction = String(scaled % Int(scale))
    while fraction.count < digits { fraction = "0" + fraction }
    return (value < 0 ? "-" : "") + "\(whole)" + (digits > 0 ? "." + fraction : "")
}

extension String {
    /// Left-aligned in a column of `width` characters.
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    /// Right-aligned in a column of `width` characters.
    func padLeft(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

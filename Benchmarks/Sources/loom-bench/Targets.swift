/// One target of issue 2 and whether the measurements meet it.
struct TargetCheck {
    let description: String
    let measured: String
    let passes: Bool
}

/// Checks every target of the issue against the results.
func checkTargets(_ results: [OperationResult], memory: MemoryResult?) -> [TargetCheck] {
    var checks: [TargetCheck] = []
    let worst = results.max { $0.ratio < $1.ratio }
    checks.append(TargetCheck(
        description: "every ratio <= 4",
        measured: worst.map { "worst \(fixed($0.ratio, 2)) (\($0.operation.name))" } ?? "no results",
        passes: results.allSatisfy { $0.ratio <= 4 }))
    let mean = geometricMean(results.map(\.ratio))
    checks.append(TargetCheck(description: "geometric mean of ratios <= 2", measured: fixed(mean, 2), passes: mean <= 2))
    if let update = result(results, "update every 10th row") {
        checks.append(TargetCheck(
            description: "update every 10th: <= 101 bodies", measured: "\(update.engine.bodies)",
            passes: update.engine.bodies <= 101))
        let labels = update.engine.mutations
        checks.append(TargetCheck(
            description: "update every 10th: 100 label updates",
            measured: "\(labels.textUpdates) label updates, \(labels.total) mutations",
            passes: labels.textUpdates == 100 && labels.total == 100))
    }
    if let select = result(results, "select a row") {
        checks.append(TargetCheck(
            description: "select: <= 3 bodies", measured: "\(select.engine.bodies)", passes: select.engine.bodies <= 3))
    }
    if let swap = result(results, "swap rows 2 and 999") {
        let moves = swap.engine.mutations.moves
        checks.append(TargetCheck(
            description: "swap: <= 2 moves", measured: "\(moves) moves, \(swap.engine.mutations.total) mutations",
            passes: moves <= 2 && swap.engine.mutations.total == moves))
    }
    if let memory {
        checks.append(TargetCheck(
            description: "memory <= 2 KiB per row at 10,000 rows", measured: "\(Int(memory.engineBytesPerRow)) B",
            passes: memory.engineBytesPerRow <= 2048))
    } else {
        checks.append(TargetCheck(description: "memory <= 2 KiB per row", measured: "not measurable here", passes: false))
    }
    let unequal = results.filter { !$0.treesEqual }.map(\.operation.name)
    checks.append(TargetCheck(
        description: "engine and vanilla host trees equal after every operation",
        measured: unequal.isEmpty ? "all equal" : "differ: " + unequal.joined(separator: ", "),
        passes: unequal.isEmpty))
    return checks
}

private func result(_ results: [OperationResult], _ name: String) -> OperationResult? {
    results.first { $0.operation.name == name }
}

import LoomCore

// The lazy stack row: `ScrollView { LazyVStack { ForEach(items) { LazyRowView(item: $0) } } }`
// at 1,000 and at 100,000 rows. A lazy stack builds only the rows in view (plus overscan), so the
// first render, a one-row update and a scroll cost the same at both sizes: the table shows the
// time ratio 100,000 / 1,000 (about 1) and the counts, which must be equal.

/// One row of the lazy list; `@Observable`, so a label change re-runs only its row.
@MainActor @Observable
final class LazyRowItem: Identifiable {
    let id: Int
    var label: String

    init(id: Int) {
        self.id = id
        self.label = "row \(id)"
    }
}

struct LazyRowView: View {
    let item: LazyRowItem
    var body: some View {
        HStack {
            Text(item.label)
            Spacer()
        }
    }
}

struct LazyRowList: View {
    let items: [LazyRowItem]
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(items) { LazyRowView(item: $0) }
            }
        }
    }
}

/// What one step cost at one size.
struct LazyStepCost {
    var nanoseconds: Int
    var bodies: Int
    var builds: Int
    var mutations: Int
}

/// The three steps at one size: the first render, one row's label changed, and a scroll to the
/// middle (the page reporting rows n/2 ..< n/2 + 20 as visible).
struct LazyRowsResult {
    var rows: Int
    var firstRender: LazyStepCost
    var oneRowUpdate: LazyStepCost
    var scrollToMiddle: LazyStepCost
}

@MainActor
private func cost(_ host: ViewHost, _ work: () -> Void) -> LazyStepCost {
    _ = host.hostTree.takeMutations()
    let before = host.statistics
    let clock = ContinuousClock()
    let start = clock.now
    work()
    host.update()
    let elapsed = clock.now - start
    return LazyStepCost(
        nanoseconds: nanoseconds(elapsed), bodies: host.statistics.bodies - before.bodies,
        builds: host.statistics.builds - before.builds, mutations: host.hostTree.takeMutations().count)
}

/// Runs the three steps `runs` times at `rows` rows; medians of the times, counts of the last run.
@MainActor
func measureLazyRows(rows: Int, runs: Int) -> LazyRowsResult {
    let items = (0..<rows).map(LazyRowItem.init)
    var results: [LazyRowsResult] = []
    for _ in 0..<runs {
        let clock = ContinuousClock()
        let start = clock.now
        let host = ViewHost(LazyRowList(items: items))
        let firstTime = clock.now - start
        let first = LazyStepCost(
            nanoseconds: nanoseconds(firstTime), bodies: host.statistics.bodies, builds: host.statistics.builds,
            mutations: host.hostTree.takeMutations().count)
        let update = cost(host) { items[7].label += "!" }
        let stack = lazyStackID(in: host.hostTree.snapshot())
        let scroll = cost(host) {
            let value = HostLazyRows.visibleRangeValue(first: rows / 2, count: 20)
            try? host.hostTree.send(HostEvent(element: stack, action: .valueChange(value)))
        }
        results.append(LazyRowsResult(rows: rows, firstRender: first, oneRowUpdate: update, scrollToMiddle: scroll))
        host.tearDown()
    }
    var result = results[results.count - 1]
    result.firstRender.nanoseconds = median(results.map(\.firstRender.nanoseconds))
    result.oneRowUpdate.nanoseconds = median(results.map(\.oneRowUpdate.nanoseconds))
    result.scrollToMiddle.nanoseconds = median(results.map(\.scrollToMiddle.nanoseconds))
    return result
}

private func lazyStackID(in element: HostElementSnapshot) -> HostElementID {
    if element.properties[.lazyRows] != nil { return element.id }
    for child in element.children {
        let found = lazyStackID(in: child)
        if found != .root { return found }
    }
    return .root
}

/// The table: each step's time at both sizes, their ratio, and the counts at both sizes.
func renderLazyRowsTable(small: LazyRowsResult, large: LazyRowsResult) -> String {
    var lines = ["lazy stack (LazyVStack in a ScrollView)   \(small.rows) rows µs  \(large.rows) rows µs   ratio   bodies/builds/mutations (both sizes)"]
    let steps: [(String, KeyPath<LazyRowsResult, LazyStepCost>)] = [
        ("first render", \.firstRender), ("one-row update", \.oneRowUpdate), ("scroll to the middle", \.scrollToMiddle),
    ]
    for (name, path) in steps {
        let a = small[keyPath: path], b = large[keyPath: path]
        let ratio = Double(b.nanoseconds) / Double(max(1, a.nanoseconds))
        let counts = { (cost: LazyStepCost) in "\(cost.bodies)/\(cost.builds)/\(cost.mutations)" }
        lines.append(
            name.padding(41) + fixed(Double(a.nanoseconds) / 1e3, 1).padLeft(12) + fixed(Double(b.nanoseconds) / 1e3, 1).padLeft(16)
                + fixed(ratio, 2).padLeft(8) + "   " + counts(a) + " | " + counts(b))
    }
    return lines.joined(separator: "\n")
}

/// `--smoke`'s lazy part: the counts of every step are the same at 1,000 and 100,000 rows, the
/// first render builds only a screenful, and a one-row update re-runs one body with one mutation.
@MainActor
func runLazyRowsSmoke() -> Bool {
    let small = measureLazyRows(rows: 1_000, runs: 1)
    let large = measureLazyRows(rows: 100_000, runs: 1)
    var failures: [String] = []
    let steps: [(String, KeyPath<LazyRowsResult, LazyStepCost>)] = [
        ("first render", \.firstRender), ("one-row update", \.oneRowUpdate), ("scroll to the middle", \.scrollToMiddle),
    ]
    for (name, path) in steps {
        let a = small[keyPath: path], b = large[keyPath: path]
        if (a.bodies, a.builds, a.mutations) != (b.bodies, b.builds, b.mutations) {
            failures.append("lazy \(name): counts differ between 1,000 and 100,000 rows (\(a.bodies)/\(a.builds)/\(a.mutations) vs \(b.bodies)/\(b.builds)/\(b.mutations))")
        }
        print("smoke lazy \(name): \(b.bodies) bodies, \(b.builds) builds, \(b.mutations) mutations at \(large.rows) rows")
    }
    // The list's body and one per built row (50 rows before the page reports what it shows).
    if large.firstRender.bodies > 51 { failures.append("lazy first render: \(large.firstRender.bodies) bodies (want ≤ 51)") }
    if large.oneRowUpdate.bodies != 1 || large.oneRowUpdate.mutations != 1 {
        failures.append("lazy one-row update: \(large.oneRowUpdate.bodies) bodies, \(large.oneRowUpdate.mutations) mutations (want 1, 1)")
    }
    for failure in failures { print("FAILED \(failure)") }
    return failures.isEmpty
}

/// `--lazy` and the full run: the table at 1,000 and 100,000 rows.
@MainActor
func lazyRowsTable(runs: Int = 15) -> String {
    renderLazyRowsTable(small: measureLazyRows(rows: 1_000, runs: runs), large: measureLazyRows(rows: 100_000, runs: runs))
}

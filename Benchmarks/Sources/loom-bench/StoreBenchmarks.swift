import LoomCore

/// Store dispatch against its limit: writing the same state directly and notifying by hand.
/// Each row times a synchronous app-store dispatch (a state updater), per dispatch.
struct StoreRow {
    let operation: String
    /// Per dispatch, with fractions: the limit is a few nanoseconds. Medians over the runs.
    let engineNanoseconds: Double
    let limitNanoseconds: Double
    /// The median of each run's engine time over the limit time measured right after it. A
    /// ratio of the two medians would pair times from different runs; on a busy machine whose
    /// speed drifts between runs, the paired ratio moves much less.
    let ratio: Double
    let bodiesPerDispatch: Double
    let mutationsPerDispatch: Double
}

struct BenchStoreState: StoreState {
    var counter = 0
    var other = 0
    init() {}
}

struct BenchIncrement: StateUpdater {
    func updatedState(state: inout BenchStoreState) { state.counter += 1 }
}

typealias BenchStore = Store<BenchStoreState, any Dispatchable>

/// Reads the field dispatches change (in a store of either style).
struct CounterReader<Action>: View {
    let store: Store<BenchStoreState, Action>
    var body: some View { Text("\(store.counter)") }
}

/// Reads a field dispatches leave alone.
struct OtherReader<Action>: View {
    let store: Store<BenchStoreState, Action>
    var body: some View { Text("\(store.other)") }
}

/// Views observing one store; the first reads the changed field, the `others` do not.
struct ObserverGrid<Action>: View {
    let store: Store<BenchStoreState, Action>
    let others: Int
    var body: some View {
        VStack {
            CounterReader(store: store)
            ForEach(0..<others, id: \.self) { _ in OtherReader(store: store) }
        }
    }
}

/// The same state as a plain value with a hand-called observer: the limit.
@MainActor
final class PlainState {
    var state = BenchStoreState()
    var listener: (BenchStoreState, BenchStoreState) -> Void = { _, _ in }
    func increment() {
        let old = state
        state.counter += 1
        listener(old, state)
    }
}

@MainActor
func measureStores(dispatches: Int = 1_000, runs: Int = 11, views: [Int] = [1, 100]) -> [StoreRow] {
    views.map { measureObservers(views: $0, dispatches: dispatches, runs: runs) }
}

/// A store observed by `views` views of which one reads the field dispatches change, built,
/// with its first batch of mutations taken.
@MainActor
private func makeObservedStore(views: Int) -> (BenchStore, ViewHost) {
    let store = BenchStore(dependencies: EmptySideEffectDependencyContainer.self)
    let host = ViewHost(ObserverGrid(store: store, others: views - 1))
    _ = host.hostTree.takeMutations()
    return (store, host)
}

/// A dispatch and the update it causes, with `views` observing views of which one reads the
/// changed field; the limit writes the state and updates that one label by hand.
@MainActor
private func measureObservers(views: Int, dispatches: Int, runs: Int) -> StoreRow {
    var engine: [Int] = []
    var limit: [Int] = []
    var bodies = 0
    var mutations = 0
    for _ in 0...runs {
        let (store, host) = makeObservedStore(views: views)
        let bodiesBefore = host.statistics.bodies
        var emitted = 0
        engine.append(time {
            for _ in 0..<dispatches {
                store.dispatch(BenchIncrement())
                host.update()
                emitted += host.hostTree.takeMutations().count
            }
        })
        bodies = host.statistics.bodies - bodiesBefore
        mutations = emitted
        let tree = HostTree()
        let stack = tree.makeElement(.vstack)
        tree.appendChild(stack, to: tree.rootID)
        let labels = (0..<views).map { _ in tree.makeElement(.text, properties: [.text("0")]) }
        tree.setChildren(labels, of: stack)
        _ = tree.takeMutations()
        let plain = PlainState()
        plain.listener = { old, new in
            if old.counter != new.counter { tree.setProperties([.text("\(new.counter)")], of: labels[0]) }
        }
        limit.append(time {
            for _ in 0..<dispatches {
                plain.increment()
                emitted += tree.takeMutations().count
            }
        })
    }
    let ratios = zip(engine, limit).dropFirst().map { Double($0) / Double(max(1, $1)) }
    return StoreRow(
        operation: "store dispatch + update, \(views) view\(views == 1 ? "" : "s"), 1 reads it",
        engineNanoseconds: Double(median(Array(engine.dropFirst()))) / Double(dispatches),
        limitNanoseconds: Double(median(Array(limit.dropFirst()))) / Double(dispatches),
        ratio: median(ratios),
        bodiesPerDispatch: Double(bodies) / Double(dispatches), mutationsPerDispatch: Double(mutations) / Double(dispatches))
}

/// Where a dispatch's time goes: the dispatch itself (state change and invalidation) and the
/// update pass, timed apart (`--stores --split`). Each part includes one clock read.
@MainActor
func splitStoreDispatch(views: Int, dispatches: Int = 20_000) -> (dispatch: Double, update: Double, takeMutations: Double) {
    let (store, host) = makeObservedStore(views: views)
    let clock = ContinuousClock()
    var parts = (Duration.zero, Duration.zero, Duration.zero)
    for _ in 0..<dispatches {
        let start = clock.now
        store.dispatch(BenchIncrement())
        let dispatched = clock.now
        host.update()
        let updated = clock.now
        _ = host.hostTree.takeMutations()
        let taken = clock.now
        parts.0 += dispatched - start
        parts.1 += updated - dispatched
        parts.2 += taken - updated
    }
    let per = { (duration: Duration) in Double(nanoseconds(duration)) / Double(dispatches) }
    return (per(parts.0), per(parts.1), per(parts.2))
}

@MainActor
private func time(_ work: () -> Void) -> Int {
    storeTime(work)
}

/// The store rows and the target (at most 3× the limit).
func renderStoreTable(_ rows: [StoreRow]) -> String {
    var lines = ["operation                                        engine ns  limit ns   ratio  bodies/dispatch  mutations/dispatch"]
    for row in rows {
        lines.append(
            "\(row.operation.padding(47))  \(fixed(row.engineNanoseconds, 1).padLeft(9))  \(fixed(row.limitNanoseconds, 1).padLeft(8))  \(fixed(row.ratio, 2).padLeft(6))  \(fixed(row.bodiesPerDispatch, 2).padLeft(15))  \(fixed(row.mutationsPerDispatch, 2).padLeft(18))")
    }
    for row in rows {
        lines.append("  [\(row.ratio <= 3 ? "pass" : "FAIL")] \(row.operation): <= 3x the limit: \(fixed(row.ratio, 2))")
    }
    return lines.joined(separator: "\n")
}

/// The store rows as JSON objects with the same keys as the table operations (per dispatch).
func storeJSONObjects(_ rows: [StoreRow]) -> [String] {
    rows.map { row in
        "  {\"operation\": \"\(row.operation)\", \"engine_ns\": \(fixed(row.engineNanoseconds, 1)), \"vanilla_ns\": \(fixed(row.limitNanoseconds, 1)), "
            + "\"ratio\": \(fixed(row.ratio, 3)), \"bodies\": \(fixed(row.bodiesPerDispatch, 2)), \"mutations\": \(fixed(row.mutationsPerDispatch, 2))}"
    }
}

import LoomCore

// The two store styles side by side (issue 18): the same action through the Eazy `Store` (an
// interactor that never suspends) and through the app store (a state updater), on the same state
// with the same observing views; and what listeners that do not care about a change cost an app
// store dispatch.

/// The Eazy form of ``BenchIncrement``.
enum BenchAction {
    case increment
}

/// Increments the counter without suspending, as most interactor cases do.
struct BenchInteractor: Interactor {
    func onAction(_ action: BenchAction, store: MutatingStore<BenchStoreState, BenchAction>) async {
        switch action {
        case .increment: store.counter += 1
        }
    }
}

/// The same interactor with the increment handled immediately (no task).
struct BenchImmediateInteractor: Interactor {
    func onActionImmediately(_ action: BenchAction, store: MutatingStore<BenchStoreState, BenchAction>) -> ImmediateHandling {
        switch action {
        case .increment:
            store.counter += 1
            return .done
        }
    }
}

typealias BenchFeatureStore = Store<BenchStoreState, BenchAction>

/// The app store's asynchronous form of the increment: a side effect (a task per dispatch, as
/// Katana runs side effects) that dispatches ``BenchIncrement``. The fair peer of an `async`
/// `onAction`: both pay for a task, where a state updater does not.
struct BenchIncrementEffect: SideEffect {
    func sideEffect(_ context: SideEffectContext<BenchStoreState, EmptySideEffectDependencyContainer>) async throws {
        context.dispatch(BenchIncrement() as any Dispatchable)  // the fire-and-forget overload
    }
}

/// One dispatch through the Eazy store against the same through the app store.
struct StoreComparisonRow {
    let operation: String
    let eazyNanoseconds: Double
    let appNanoseconds: Double
    /// The median of each run's Eazy time over the app-store time measured right after it.
    let ratio: Double
    /// Bodies and mutations per dispatch, Eazy then app store: equal, or the row compares
    /// different work.
    let eazyCounts: (bodies: Double, mutations: Double)
    let appCounts: (bodies: Double, mutations: Double)
}

/// A store of either style with `views` observing views (one reads the changed field), built,
/// its first batch of mutations taken.
@MainActor
private func makeHost<Action>(_ store: Store<BenchStoreState, Action>, views: Int) -> ViewHost {
    let host = ViewHost(ObserverGrid(store: store, others: views - 1))
    _ = host.hostTree.takeMutations()
    return host
}

/// `dispatches` Eazy dispatches, each followed by the update it causes. Not inlined, so a
/// profiler (callgrind's inclusive counts) shows its cost apart from the app store's; one entry
/// point per interactor form, for the same reason.
@inline(never) @MainActor
func runEazyDispatches(_ store: BenchFeatureStore, host: ViewHost, dispatches: Int) -> Int {
    eazyDispatchLoop(store, host: host, dispatches: dispatches)
}

/// ``runEazyDispatches(_:host:dispatches:)`` for the interactor that handles the action immediately.
@inline(never) @MainActor
func runImmediateEazyDispatches(_ store: BenchFeatureStore, host: ViewHost, dispatches: Int) -> Int {
    eazyDispatchLoop(store, host: host, dispatches: dispatches)
}

@inline(__always) @MainActor
private func eazyDispatchLoop(_ store: BenchFeatureStore, host: ViewHost, dispatches: Int) -> Int {
    var emitted = 0
    for _ in 0..<dispatches {
        store.dispatch(.increment)
        host.update()
        emitted += host.hostTree.takeMutations().count
    }
    return emitted
}

/// The same as ``runEazyDispatches(_:host:dispatches:)`` through the app store.
@inline(never) @MainActor
func runAppDispatches(_ store: BenchStore, host: ViewHost, dispatches: Int) -> Int {
    var emitted = 0
    for _ in 0..<dispatches {
        store.dispatch(BenchIncrement())
        host.update()
        emitted += host.hostTree.takeMutations().count
    }
    return emitted
}

/// ``runAppDispatches(_:host:dispatches:)`` with the increment as a side effect.
@inline(never) @MainActor
func runAppSideEffectDispatches(_ store: BenchStore, host: ViewHost, dispatches: Int) -> Int {
    var emitted = 0
    for _ in 0..<dispatches {
        store.dispatch(BenchIncrementEffect())
        host.update()
        emitted += host.hostTree.takeMutations().count
    }
    return emitted
}

/// The Eazy store's interactor in a comparison row, and what the app store dispatches beside it.
enum BenchEazyForm: CaseIterable {
    /// `onAction` (async, as the Eazy document writes it): a task per dispatch.
    case onAction
    /// `onActionImmediately`: no task.
    case immediate
    /// `onAction` beside the app store's side effect: a task per dispatch on both sides.
    case onActionAgainstSideEffect

    var name: String {
        switch self {
        case .onAction: "Eazy (onAction) / app store"
        case .immediate: "Eazy (onActionImmediately) / app store"
        case .onActionAgainstSideEffect: "Eazy (onAction) / app side effect"
        }
    }

    @MainActor
    func makeStore() -> BenchFeatureStore {
        switch self {
        case .onAction, .onActionAgainstSideEffect: BenchFeatureStore(state: BenchStoreState(), interactor: BenchInteractor())
        case .immediate: BenchFeatureStore(state: BenchStoreState(), interactor: BenchImmediateInteractor())
        }
    }

    /// The app store's loop: the state updater, or the side effect for its row.
    var appRun: @MainActor (BenchStore, ViewHost, Int) -> Int {
        switch self {
        case .onAction, .immediate: { runAppDispatches($0, host: $1, dispatches: $2) }
        case .onActionAgainstSideEffect: { runAppSideEffectDispatches($0, host: $1, dispatches: $2) }
        }
    }
}

@MainActor
func measureStoreComparison(dispatches: Int = 1_000, runs: Int = 11, views: [Int] = [1, 100]) -> [StoreComparisonRow] {
    BenchEazyForm.allCases.flatMap { form in measureStoreComparison(form, dispatches: dispatches, runs: runs, views: views) }
}

@MainActor
private func measureStoreComparison(_ form: BenchEazyForm, dispatches: Int, runs: Int, views: [Int]) -> [StoreComparisonRow] {
    views.map { views in
        var eazyTimes: [Int] = []
        var appTimes: [Int] = []
        var eazyCounts = (bodies: 0.0, mutations: 0.0)
        var appCounts = (bodies: 0.0, mutations: 0.0)
        for _ in 0...runs {
            let eazy = form.makeStore()
            let eazyHost = makeHost(eazy, views: views)
            var bodies = eazyHost.statistics.bodies
            var mutations = 0
            let run = form == .immediate ? runImmediateEazyDispatches : runEazyDispatches
            eazyTimes.append(storeTime { mutations = run(eazy, eazyHost, dispatches) })
            eazyCounts = (Double(eazyHost.statistics.bodies - bodies) / Double(dispatches), Double(mutations) / Double(dispatches))

            let app = BenchStore(dependencies: EmptySideEffectDependencyContainer.self)
            let appHost = makeHost(app, views: views)
            bodies = appHost.statistics.bodies
            appTimes.append(storeTime { mutations = form.appRun(app, appHost, dispatches) })
            appCounts = (Double(appHost.statistics.bodies - bodies) / Double(dispatches), Double(mutations) / Double(dispatches))
        }
        let ratios = zip(eazyTimes, appTimes).dropFirst().map { Double($0) / Double(max(1, $1)) }
        return StoreComparisonRow(
            operation: "\(form.name), \(views) view\(views == 1 ? "" : "s")",
            eazyNanoseconds: Double(median(Array(eazyTimes.dropFirst()))) / Double(dispatches),
            appNanoseconds: Double(median(Array(appTimes.dropFirst()))) / Double(dispatches),
            ratio: median(ratios), eazyCounts: eazyCounts, appCounts: appCounts)
    }
}

/// What listeners cost an app-store dispatch (no views): none, 100 that read a field the
/// dispatch leaves alone, 100 that read the changed one.
struct ListenerRow {
    let operation: String
    let nanoseconds: Double
    /// Listener calls per dispatch, counted.
    let callsPerDispatch: Double
}

/// How the listeners of a ``ListenerRow`` subscribe.
enum BenchListeners: CaseIterable {
    case none
    /// 100 `addListener { old, new in }` comparing `other` themselves: called on every change.
    case wholeStateOnOther
    /// 100 listeners on `\.other` alone.
    case fieldOnOther
    /// 100 listeners on `\.counter`, the field every dispatch changes: the work they must do.
    case fieldOnCounter
    /// 100 `store.publisher.other` subscribers: field listeners too, so they cost nothing.
    case publisherOnOther

    var name: String {
        switch self {
        case .none: "app store dispatch, no listeners"
        case .wholeStateOnOther: "  + 100 addListener reading other"
        case .fieldOnOther: "  + 100 addListener(of: \\.other)"
        case .fieldOnCounter: "  + 100 addListener(of: \\.counter)"
        case .publisherOnOther: "  + 100 store.publisher.other sinks"
        }
    }
}

@MainActor
func measureListeners(dispatches: Int = 10_000, runs: Int = 11) -> [ListenerRow] {
    BenchListeners.allCases.map { kind in
        var times: [Int] = []
        var calls = 0
        for _ in 0...runs {
            let store = BenchStore(dependencies: EmptySideEffectDependencyContainer.self)
            let counter = CallCounter()
            var unsubscribes: [StoreUnsubscribe] = []
            var subscriptions: [AnyCancellable] = []
            for _ in 0..<(kind == .none ? 0 : 100) {
                switch kind {
                case .none: break
                case .wholeStateOnOther:
                    unsubscribes.append(store.addListener { old, new in
                        counter.calls += 1
                        if old.other != new.other { counter.changes += 1 }
                    })
                case .fieldOnOther:
                    unsubscribes.append(store.addListener(of: \.other) { _, _ in counter.calls += 1 })
                case .fieldOnCounter:
                    unsubscribes.append(store.addListener(of: \.counter) { _, _ in counter.calls += 1 })
                case .publisherOnOther:
                    subscriptions.append(store.publisher.other.dropFirst().sink { _ in counter.calls += 1 })
                }
            }
            times.append(storeTime {
                for _ in 0..<dispatches { store.dispatch(BenchIncrement()) }
            })
            calls = counter.calls
            for unsubscribe in unsubscribes { unsubscribe() }
            for subscription in subscriptions { subscription.cancel() }
        }
        return ListenerRow(
            operation: kind.name,
            nanoseconds: Double(median(Array(times.dropFirst()))) / Double(dispatches),
            callsPerDispatch: Double(calls) / Double(dispatches))
    }
}

@MainActor
private final class CallCounter {
    var calls = 0
    var changes = 0
}

/// Runs `work`, timed as `--cpu` asks: the thread's CPU time, or else the wall clock.
@MainActor
func storeTime(_ work: () -> Void) -> Int {
    let clock = ContinuousClock()
    let start = clock.now
    let cpuStart = Timing.usesThreadCPUTime ? threadCPUNanoseconds() : 0
    work()
    return Timing.usesThreadCPUTime ? threadCPUNanoseconds() - cpuStart : nanoseconds(clock.now - start)
}

/// The comparison rows and their target (Eazy at most 1.3× the app store), then the listener rows.
func renderStoreComparison(_ rows: [StoreComparisonRow], listeners: [ListenerRow]) -> String {
    var lines = ["dispatch + update, same views                       Eazy ns  app ns   ratio  bodies/dispatch  mutations/dispatch"]
    for row in rows {
        let counts = row.eazyCounts == row.appCounts
            ? "\(fixed(row.eazyCounts.bodies, 2).padLeft(15))  \(fixed(row.eazyCounts.mutations, 2).padLeft(18))"
            : "DIFFER: Eazy \(row.eazyCounts), app \(row.appCounts)"
        lines.append(
            "\(row.operation.padding(50))  \(fixed(row.eazyNanoseconds, 1).padLeft(7))  \(fixed(row.appNanoseconds, 1).padLeft(6))  \(fixed(row.ratio, 2).padLeft(6))  \(counts)")
    }
    for row in rows {
        lines.append("  [\(row.ratio <= 1.3 ? "pass" : "FAIL")] \(row.operation): Eazy <= 1.3x the app store: \(fixed(row.ratio, 2))")
    }
    lines.append("")
    lines.append("listeners (app store, no views)          ns/dispatch  listener calls/dispatch")
    for row in listeners {
        lines.append("\(row.operation.padding(40))  \(fixed(row.nanoseconds, 1).padLeft(11))  \(fixed(row.callsPerDispatch, 2).padLeft(23))")
    }
    return lines.joined(separator: "\n")
}

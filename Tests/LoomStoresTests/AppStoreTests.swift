import Loom
import Testing

/// Katana-style app stores: updaters, side effects, dependencies, interceptors, listeners.
@MainActor
struct AppStoreTests {
    struct AppState: StoreState {
        var counter = 0
        var log: [String] = []
        var user = ""
    }

    protocol AppAction: StateUpdater where StateType == AppState {}

    struct Increment: AppAction {
        func updatedState(state: inout AppState) { state.counter += 1 }
    }

    struct Append: AppAction {
        let entry: String
        func updatedState(state: inout AppState) { state.log.append(entry) }
    }

    struct SetUser: AppAction {
        let name: String
        func updatedState(state: inout AppState) { state.user = name }
    }

    @MainActor
    final class Dependencies: SideEffectDependencyContainer {
        var userName = "live user"
        let gate = Gate()
        init() {}
        init(dispatch: @escaping AnyDispatch, getState: @escaping GetState) {}
    }

    struct LoadUser: SideEffect {
        func sideEffect(_ context: SideEffectContext<AppState, Dependencies>) async throws {
            try await context.dispatch(SetUser(name: context.dependencies.userName))
            try await context.dispatch(Append(entry: "loaded at \(context.getState().counter)"))
        }
    }

    struct CountTwice: ReturningSideEffect {
        func sideEffect(_ context: SideEffectContext<AppState, Dependencies>) async throws -> Int {
            try await context.dispatch(Increment())
            try await context.dispatch(Increment())
            return context.getState().counter
        }
    }

    struct Failing: SideEffect {
        struct Failure: Error, Equatable {}
        func sideEffect(_ context: SideEffectContext<AppState, Dependencies>) async throws {
            throw Failure()
        }
    }

    /// Waits at the gate, then appends its name: two of them prove side effects run concurrently.
    struct Waiting: SideEffect {
        let name: String
        func sideEffect(_ context: SideEffectContext<AppState, Dependencies>) async throws {
            try await context.dependencies.gate.wait()
            try await context.dispatch(Append(entry: name))
        }
    }

    func makeStore(
        interceptors: [StoreInterceptor] = [],
        dependencies: Dependencies = Dependencies()
    ) -> Store<AppState, any Dispatchable> {
        Store(interceptors: interceptors, dependencies: dependencies)
    }

    @Test func theStoreStartsFromTheStatesInit() {
        let store = makeStore()
        #expect(store.state == AppState())
    }

    @Test func anUpdaterChangesTheStateAndAwaitingReturnsAfterItTookEffect() async throws {
        let store = makeStore()
        try await store.dispatch(Increment())
        #expect(store.counter == 1)
    }

    @Test func fireAndForgetDispatchOfAnUpdaterAppliesBeforeReturning() {
        let store = makeStore()
        store.dispatch(Increment())
        store.dispatch(Increment())
        #expect(store.counter == 2)
    }

    @Test func aSideEffectUsesDependenciesStateAndDispatch() async throws {
        let dependencies = Dependencies()
        dependencies.userName = "Grace"
        let store = makeStore(dependencies: dependencies)
        start(Increment(), on: store)
        try await store.dispatch(LoadUser())
        #expect(store.user == "Grace")
        #expect(store.log == ["loaded at 1"])
    }

    @Test func aReturningSideEffectHandsItsValueToTheDispatcher() async throws {
        let store = makeStore()
        let value = try await store.dispatch(CountTwice())
        #expect(value == 2)
    }

    @Test func anErrorThrownByASideEffectReachesTheAwaitingDispatcher() async {
        let store = makeStore()
        await #expect(throws: Failing.Failure()) { try await store.dispatch(Failing()) }
    }

    @Test func sideEffectsRunConcurrently() async throws {
        let dependencies = Dependencies()
        let store = makeStore(dependencies: dependencies)
        async let first: Void = store.dispatch(Waiting(name: "first"))
        async let second: Void = store.dispatch(Waiting(name: "second"))
        await waitUntil { dependencies.gate.waiting == 2 }
        dependencies.gate.open()
        _ = try await (first, second)
        #expect(Set(store.log) == ["first", "second"])
    }

    @Test func updatersApplySeriallyInDispatchOrderIncludingOnesDispatchedByListeners() {
        let store = makeStore()
        let unsubscribe = store.addListener { _, new in
            if new.log == ["a"] { store.dispatch(Append(entry: "from listener")) }
        }
        store.dispatch(Append(entry: "a"))
        store.dispatch(Append(entry: "b"))
        #expect(store.log == ["a", "from listener", "b"])
        unsubscribe()
    }

    @Test func tenThousandDispatchesFromAHundredConcurrentTasksAreAllApplied() async {
        let store = makeStore()
        var changes = 0
        let unsubscribe = store.addListener { old, new in
            if new.counter == old.counter + 1 { changes += 1 }
        }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    for _ in 0..<100 { try? await store.dispatch(Increment()) }
                }
            }
        }
        #expect(store.counter == 10_000)
        #expect(changes == 10_000)
        unsubscribe()
    }

    @Test func listenersGetOldAndNewStateAndStopAfterUnsubscribe() {
        let store = makeStore()
        var seen: [(Int, Int)] = []
        let unsubscribe = store.addListener { old, new in seen.append((old.counter, new.counter)) }
        store.dispatch(Increment())
        store.dispatch(Increment())
        unsubscribe()
        store.dispatch(Increment())
        #expect(seen.map { $0.0 } == [0, 1])
        #expect(seen.map { $0.1 } == [1, 2])
        #expect(store.counter == 3)
    }

    @Test func aDispatchableOfAnotherStateIsReportedNotApplied() async {
        struct OtherState: StoreState { var value = 0 }
        struct OtherUpdate: StateUpdater {
            func updatedState(state: inout OtherState) { state.value = 1 }
        }
        let store = makeStore()
        await #expect(throws: StoreError.self) { try await store.dispatch(OtherUpdate()) }
        #expect(store.state == AppState())
    }

    @Test func releasingTheStoreCancelsItsRunningSideEffects() async {
        let dependencies = Dependencies()
        var store: Store<AppState, any Dispatchable>? = makeStore(dependencies: dependencies)
        if let store { start(Waiting(name: "never"), on: store) }
        #expect(dependencies.gate.waiting == 1)
        store = nil
        await waitUntil { dependencies.gate.waiting == 0 }
    }
}

import Loom
import Testing

/// Interceptors and the observer interceptor of app stores.
@MainActor
struct InterceptorTests {
    typealias AppState = AppStoreTests.AppState
    typealias Increment = AppStoreTests.Increment
    typealias Append = AppStoreTests.Append

    struct Blocked: Error, Equatable {}

    /// An interceptor that records its name, then lets the dispatch through.
    func recording(_ name: String, into trace: Trace) -> StoreInterceptor {
        { _ in { next in { dispatchable in
            trace.entries.append("\(name) \(type(of: dispatchable))")
            try next(dispatchable)
        } } }
    }

    @MainActor
    final class Trace {
        var entries: [String] = []
    }

    @Test func interceptorsRunInTheOrderGiven() {
        let trace = Trace()
        let store = Store<AppState, any Dispatchable>(
            interceptors: [recording("first", into: trace), recording("second", into: trace)],
            dependencies: AppStoreTests.Dependencies()
        )
        store.dispatch(Increment())
        #expect(trace.entries == ["first Increment", "second Increment"])
        #expect(store.counter == 1)
    }

    @Test func aThrowingInterceptorBlocksTheUpdateAndTheErrorReachesTheDispatcher() async {
        let trace = Trace()
        let blocking: StoreInterceptor = { _ in { _ in { _ in throw Blocked() } } }
        let store = Store<AppState, any Dispatchable>(
            interceptors: [blocking, recording("after", into: trace)],
            dependencies: AppStoreTests.Dependencies()
        )
        await #expect(throws: Blocked()) { try await store.dispatch(Increment()) }
        #expect(store.counter == 0)
        #expect(trace.entries.isEmpty)
    }

    @Test func anInterceptorCanReplaceADispatch() {
        let replacing: StoreInterceptor = { _ in { next in { dispatchable in
            if dispatchable is Increment {
                try next(Append(entry: "replaced"))
            } else {
                try next(dispatchable)
            }
        } } }
        let store = Store<AppState, any Dispatchable>(interceptors: [replacing], dependencies: AppStoreTests.Dependencies())
        store.dispatch(Increment())
        #expect(store.counter == 0)
        #expect(store.log == ["replaced"])
    }

    @Test func anInterceptorReadsTheStateThroughItsContext() {
        let trace = Trace()
        let reading: StoreInterceptor = { context in { next in { dispatchable in
            try next(dispatchable)
            trace.entries.append("counter \(context.getState(AppState.self)?.counter ?? -1)")
        } } }
        let store = Store<AppState, any Dispatchable>(interceptors: [reading], dependencies: AppStoreTests.Dependencies())
        store.dispatch(Increment())
        #expect(trace.entries == ["counter 1"])
    }

    struct Started: OnStartObserverDispatchable, StateUpdater {
        func updatedState(state: inout AppState) { state.log.append("started") }
    }

    struct CounterBecameEven: StateObserverDispatchable, StateUpdater {
        let value: Int
        init?(prevState: any StoreState, currentState: any StoreState) {
            guard let state = currentState as? AppState else { return nil }
            value = state.counter
        }
        func updatedState(state: inout AppState) { state.log.append("even \(value)") }
    }

    struct SawUser: DispatchObserverDispatchable, StateUpdater {
        let name: String
        init?(dispatchedItem: any Dispatchable, prevState: any StoreState, currentState: any StoreState) {
            guard let setUser = dispatchedItem as? AppStoreTests.SetUser else { return nil }
            name = setUser.name
        }
        func updatedState(state: inout AppState) { state.log.append("user \(name)") }
    }

    @Test func theObserverInterceptorDispatchesOnStartOnStateChangeAndOnDispatch() {
        let observer = ObserverInterceptor.observe([
            .onStart([Started.self]),
            .whenStateChange({ old, new in
                guard let old = old as? AppState, let new = new as? AppState else { return false }
                return old.counter != new.counter && new.counter.isMultiple(of: 2)
            }, [CounterBecameEven.self]),
            .onDispatch(AppStoreTests.SetUser.self, [SawUser.self]),
        ])
        let store = Store<AppState, any Dispatchable>(interceptors: [observer], dependencies: AppStoreTests.Dependencies())
        #expect(store.log == ["started"])
        store.dispatch(Increment())
        store.dispatch(Increment())
        store.dispatch(AppStoreTests.SetUser(name: "Ada"))
        #expect(store.log == ["started", "even 2", "user Ada"])
    }
}

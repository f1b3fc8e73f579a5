extension Store where Action == any Dispatchable, State: StoreState {
    /// Creates an app store with the given interceptors (run in order on every dispatch) and
    /// dependency container.
    ///
    /// ```swift
    /// let store = Store<AppState, any Dispatchable>(interceptors: [logging], dependencies: AppDependencies())
    /// ```
    public convenience init<Dependencies: SideEffectDependencyContainer>(
        interceptors: [StoreInterceptor] = [],
        dependencies: Dependencies,
        state: State = State()
    ) {
        let runtime = StateRuntime(state: state, logger: .app(state: State.self))
        let driver = DispatchableDriver(runtime: runtime, dependencies: dependencies)
        self.init(runtime: runtime, driver: driver)
        driver.start(interceptors: interceptors)
    }

    /// Creates an app store and its dependency container, built with the store's `dispatch` and
    /// state getter (Katana's form; `middleware` is another name for the interceptors).
    ///
    /// ```swift
    /// let store = AppStore<CounterState>(middleware: [], dependencies: DependenciesContainer.self)
    /// ```
    public convenience init<Dependencies: SideEffectDependencyContainer>(
        middleware interceptors: [StoreInterceptor] = [],
        dependencies: Dependencies.Type = EmptySideEffectDependencyContainer.self,
        state: State = State()
    ) {
        let runtime = StateRuntime(state: state, logger: .app(state: State.self))
        let driver = DispatchableDriver(runtime: runtime, dependencies: EmptySideEffectDependencyContainer())
        // Weak: the container lives as long as the driver, which must not be kept alive by it.
        // After the store is gone, dispatches are dropped and the last state is kept for reads.
        let lastState = LastState(runtime: runtime)
        driver.dependencies = Dependencies(
            dispatch: { [weak driver] in driver?.send($0) },
            getState: { lastState.current }
        )
        self.init(runtime: runtime, driver: driver)
        driver.start(interceptors: interceptors)
    }

    /// Creates an app store with the given interceptors and a dependency container built as in
    /// ``init(middleware:dependencies:state:)``.
    ///
    /// ```swift
    /// let store = Store<AppState, any Dispatchable>(interceptors: [logging], dependencies: AppDependencies.self)
    /// ```
    public convenience init<Dependencies: SideEffectDependencyContainer>(
        interceptors: [StoreInterceptor],
        dependencies: Dependencies.Type = EmptySideEffectDependencyContainer.self
    ) {
        self.init(middleware: interceptors, dependencies: dependencies)
    }

    /// Dispatches a state updater and returns once it has been applied; throws if an interceptor
    /// blocked it by throwing.
    public func dispatch<Updater: StateUpdater>(_ updater: Updater) async throws {
        _ = try await dispatcher.run(updater)
    }

    /// Dispatches a side effect and returns when it has finished, rethrowing its error.
    public func dispatch<Effect: SideEffect>(_ effect: Effect) async throws {
        _ = try await dispatcher.run(effect)
    }

    /// Dispatches a side effect and returns the value it produces.
    public func dispatch<Effect: ReturningSideEffect>(_ effect: Effect) async throws -> Effect.ReturnValue {
        try await dispatcher.value(of: effect)
    }

    private var dispatcher: DispatchableDispatcher {
        DispatchableDispatcher(handler: driver as? any DispatchableHandling)
    }
}

/// An app store: a ``Store`` driven by state updaters and side effects, named with its state
/// type alone, as Katana names its store.
///
/// ```swift
/// let store = AppStore<CounterState>(middleware: [], dependencies: DependenciesContainer.self)
/// ```
/// Katana writes `Store<CounterState>(…)`. Swift cannot let `Store` name both this one-parameter
/// type and the two-parameter ``Store`` (a type name has one generic arity in type position),
/// so the one-parameter form has its own name; both are the same type.
public typealias AppStore<State: StoreState> = Store<State, any Dispatchable>

/// The state of a store as its dependency container last saw it: the current state while the
/// store lives, its last state after.
@MainActor
private final class LastState {
    private weak var runtime: (any StateReading)?
    private var last: any StoreState

    init<State: StoreState>(runtime: StateRuntime<State>) {
        self.runtime = runtime
        self.last = runtime.state
    }

    var current: any StoreState {
        if let runtime { last = runtime.anyState }
        return last
    }
}

/// A runtime's state without its type, for ``LastState``.
@MainActor
private protocol StateReading: AnyObject {
    var anyState: any StoreState { get }
}

extension StateRuntime: StateReading where State: StoreState {
    fileprivate var anyState: any StoreState { state }
}

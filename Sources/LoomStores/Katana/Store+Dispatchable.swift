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
        let runtime = StateRuntime(
            state: state,
            logger: StoreLogger(stateType: State.self, actionType: (any Dispatchable).self)
        )
        let driver = DispatchableDriver(runtime: runtime, dependencies: dependencies)
        self.init(runtime: runtime, driver: driver)
        driver.start(interceptors: interceptors)
    }

    /// Creates an app store whose dependency container is built with its `init()`.
    public convenience init<Dependencies: SideEffectDependencyContainer>(
        interceptors: [StoreInterceptor] = [],
        dependencies: Dependencies.Type = EmptySideEffectDependencyContainer.self
    ) {
        self.init(interceptors: interceptors, dependencies: Dependencies())
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
